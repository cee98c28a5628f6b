import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// How a cell lays out and draws what it holds, as UIKit does. Sources: Apple's
// "UITableViewCell.contentView" (add views to the content view "so they position appropriately
// as the cell transitions in to and out of editing mode": the content view makes room for the
// accessory and the editing controls; the widths are *assumed*, as Apple publishes none),
// "UITableViewCell.accessoryView" ("The accessory view appears in the right side of the cell"),
// "UIView.addSubview(_:)" (a view added to the cell itself is drawn as any subview), and
// "UITableView.automaticDimension" with "Self-sizing table view cells" (a self-sizing row takes
// its cell's height, measured again when the table lays its visible cells out at a new size).

@MainActor
@Suite("Cell content layout: the content view's room, views added to cells and headers")
struct CellContentLayoutTests {
  final class TitleCell: UITableViewCell {
    let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      title.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(title)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
        title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
        title.topAnchor.constraint(equalTo: contentView.topAnchor),
        title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var accessory = UITableViewCell.AccessoryType.none
    var accessoryView: UIView?
    var movable = false
    var items = ["Milk", "Eggs", "Bread"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath)
      (cell as? TitleCell)?.title.text = items[indexPath.row]
      cell.accessoryType = accessory
      cell.accessoryView = accessoryView
      return cell
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      movable
    }

    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
  }

  /// Each accessory with the content view's width in a 390-point cell: the cell's width less
  /// the accessory's and a 16-point margin (*assumed* widths).
  nonisolated static let accessoryWidths: [(UITableViewCell.AccessoryType, CGFloat)] = [
    (.none, 390),
    (.disclosureIndicator, 358),
    (.checkmark, 350),
    (.detailButton, 350),
    (.detailDisclosureButton, 326),
  ]

  private func makeTable(_ rows: Rows) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(TitleCell.self, forCellReuseIdentifier: "title")
    // Rows of a fixed height: a title pinned to the content view's top and bottom would make a
    // self-sizing row as tall as its text (see SelfSizingConstraintsTests).
    table.rowHeight = 44
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    return table
  }

  private func firstCell(_ table: UITableView) throws -> TitleCell {
    try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TitleCell)
  }

  @Test(
    "The content view ends before the accessory and its margin",
    arguments: CellContentLayoutTests.accessoryWidths)
  func accessoryRoom(accessory: UITableViewCell.AccessoryType, width: CGFloat) throws {
    let rows = Rows()
    rows.accessory = accessory
    let table = makeTable(rows)
    let cell = try firstCell(table)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: width, height: 44))
    // A label pinned 20 points inside the content view's edges follows it.
    #expect(cell.title.frame == CGRect(x: 20, y: 0, width: width - 40, height: 44))
  }

  @Test("A custom accessory view takes its own width and the margin, at the trailing edge")
  func customAccessoryView() throws {
    let rows = Rows()
    let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    rows.accessoryView = toggle
    rows.items = ["Wi-Fi"]
    let table = makeTable(rows)
    let cell = try firstCell(table)
    #expect(cell.contentView.frame.width == CGFloat(390 - 51 - 16))
    #expect(toggle.frame == CGRect(x: 390 - 16 - 51, y: 6.5, width: 51, height: 31))
    #expect(cell.title.frame.maxX == CGFloat(390 - 51 - 16 - 20))
  }

  @Test(
    "While editing, the delete control takes the leading side and the reorder control the trailing")
  func editingRoom() throws {
    let rows = Rows()
    rows.movable = true
    let table = makeTable(rows)
    table.setEditing(true, animated: false)
    let cell = try firstCell(table)
    #expect(cell.contentView.frame == CGRect(x: 44, y: 0, width: 390 - 44 - 44, height: 44))
    #expect(cell.title.frame == CGRect(x: 20, y: 0, width: 390 - 88 - 40, height: 44))
    table.setEditing(false, animated: false)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
  }

  @Test(
    "A row that cannot move has no reorder control; one that does not indent keeps its leading edge"
  )
  func editingWithoutControls() throws {
    final class Flat: NSObject, UITableViewDelegate {
      func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
        -> Bool
      { false }
    }
    let rows = Rows()
    let table = makeTable(rows)
    let flat = Flat()
    table.setEditing(true, animated: false)
    #expect(try firstCell(table).contentView.frame == CGRect(x: 44, y: 0, width: 346, height: 44))
    table.delegate = flat
    table.reloadData()
    table.layoutIfNeeded()
    #expect(try firstCell(table).contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    _ = flat
  }

  // MARK: Views added to the cell itself and to header views

  final class BadgeCell: UITableViewCell {
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      badge.text = "NEW"
      addSubview(badge)  // on the cell, not its content view
    }

    required init?(coder: NSCoder) { nil }
  }

  final class SectionHeader: UITableViewHeaderFooterView {
    let title = UILabel()
    let count = UILabel()

    override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      contentView.addSubview(title)
      addSubview(count)  // on the header view itself
    }

    required init?(coder: NSCoder) { nil }
  }

  final class Inbox: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
      cell.textLabel?.text = indexPath.section == 0 ? "Invoice" : "Receipt"
      return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      if section == 0 {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        let view = header as? SectionHeader
        view?.title.text = "Unread"
        view?.count.text = "1"
        return header
      }
      let plain = UIView()
      let label = UILabel()
      label.text = "Older"
      plain.addSubview(label)
      return plain
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      30
    }
  }

  @Test("Labels added to the cell itself, to a header view, and to a plain header view are drawn")
  func addedViewsAreDrawn() throws {
    let inbox = Inbox()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    table.dataSource = inbox
    table.delegate = inbox
    table.layoutIfNeeded()
    let drawn = try table.nativeTable.render(with: PlainTextRenderer())
    #expect(drawn.contains("Invoice NEW"), "\(drawn)")
    #expect(drawn.contains("Receipt NEW"), "\(drawn)")
    #expect(drawn.contains("Unread 1"), "\(drawn)")
    #expect(drawn.contains("Older"), "\(drawn)")
  }

  // MARK: Rows loaded before the table has its size

  final class NoteCell: UITableViewCell {
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(body)
      NSLayoutConstraint.activate([
        body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
        body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  final class NotesViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    let notes = ["Buy milk", "Call Ann\nabout the trip\non Friday", "Read"]

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
      tableView.rowHeight = UITableView.automaticDimension
      tableView.estimatedRowHeight = 60
      tableView.dataSource = self
      tableView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(tableView)
      tableView.reloadData()
      NSLayoutConstraint.activate([
        tableView.topAnchor.constraint(equalTo: view.topAnchor),
        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      (cell as? NoteCell)?.body.text = notes[indexPath.row]
      return cell
    }
  }

  @Test("Rows loaded before Auto Layout sizes the table are measured once it has its size")
  func rowsMeasuredAfterSizing() throws {
    let controller = NotesViewController()
    let window = showInWindow(controller)
    defer { _ = window }
    let table = controller.tableView
    table.layoutIfNeeded()
    #expect(table.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    // The body pinned to the content view's margins (12 points at the top and bottom, 16 at the
    // sides) makes each row as tall as its lines of 20 points, and the margins.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 44, width: 390, height: 84))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 128)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
    #expect(cell.frame.size == CGSize(width: 390, height: 84))
    #expect(cell.body.frame == CGRect(x: 16, y: 12, width: 358, height: 60))
  }

  /// A cell that wraps onto two lines in a narrow table (the face measures by lines, not
  /// glyphs: the override stands in for the label's wrapping).
  final class WrappingCell: UITableViewCell {
    override func fittingHeight(forWidth width: CGFloat) -> CGFloat { width < 350 ? 64 : 44 }
  }

  final class Wrapping: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "wrap", for: indexPath)
    }
  }

  @Test("A table that becomes narrower measures its visible rows again at the new width")
  func visibleRowsMeasuredAtNewWidth() throws {
    let rows = Wrapping()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
    table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
    table.estimatedRowHeight = 44
    table.dataSource = rows
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 44)
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
    table.layoutIfNeeded()
    for cell in table.visibleCells {
      let indexPath = try #require(table.indexPath(for: cell))
      #expect(table.rectForRow(at: indexPath).height == 64)
      #expect(cell.frame.size == CGSize(width: 320, height: 64))
    }
    #expect(table.visibleCells.count == 7)
  }

  @Test("A narrower table measures its visible rows again")
  func narrowerTable() throws {
    let controller = NotesViewController()
    let window = showInWindow(controller)
    defer { _ = window }
    let table = controller.tableView
    table.layoutIfNeeded()
    window.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    controller.view.frame = window.bounds
    controller.view.layoutIfNeeded()
    table.layoutIfNeeded()
    #expect(table.frame.size == CGSize(width: 320, height: 600))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
    #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 84))
    #expect(cell.body.frame.width == CGFloat(320 - 32))
  }
}
