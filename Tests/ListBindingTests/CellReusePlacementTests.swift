import Foundation
import ListBinding
import Testing

// What a scroll step must still do once it skips work: a cell taken from the reuse pool for
// another row gets that row's rect before `willDisplay` and is laid out after it; a cell that
// stays on display and changes size is laid out at once; a reloaded row is bound again. UIKit
// gives each cell "the drawing area for a row" ("rectForRow(at:)") and calls
// "tableView(_:willDisplay:forRowAt:)" "before it uses cell to draw a row"; the order of the
// layout after it is *assumed* (see `TableView+Placement.swift`).

@MainActor
@Suite("Cell reuse and placement: reused cells get their new rows' rects, reloads bind again")
struct CellReusePlacementTests {
  /// A cell that logs its layouts.
  final class LoggingCell: TableViewCell {
    var log: [String] = []
    var boundRow: Int?
    override func layoutSubviews() {
      super.layoutSubviews()
      log.append("layout \(frame.height)")
    }
  }

  final class Rows: TableViewDataSource, TableViewDelegate {
    var count: Int
    var titles: [Int: String] = [:]
    var asked: [IndexPath] = []
    var events: [String] = []
    var framesAtWillDisplay: [ObjectIdentifier: CGRect] = [:]
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      asked.append(indexPath)
      let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = titles[indexPath.row] ?? "row \(indexPath.row)"
      (cell as? LoggingCell)?.boundRow = indexPath.row
      return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      44 + CGFloat(indexPath.row % 3) * 10
    }
    func tableView(
      _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
      framesAtWillDisplay[ObjectIdentifier(cell)] = cell.frame
      (cell as? LoggingCell)?.log.append("willDisplay")
    }
  }

  func makeTable(_ rows: Rows) throws -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
    table.register(LoggingCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = rows
    table.delegate = rows
    try table.reloadData()
    try table.performLayout()
    return table
  }

  @Test("A cell reused for another row gets that row's rect before willDisplay, then is laid out")
  func reusedCellsArePlacedAgain() throws {
    let rows = Rows(count: 200)
    let table = try makeTable(rows)
    var seen = Set<ObjectIdentifier>()
    for cell in table.visibleCells { seen.insert(ObjectIdentifier(cell)) }
    var reused = 0
    for step in 1...40 {
      let before = Set(table.visibleCells.map(ObjectIdentifier.init))
      for case let cell as LoggingCell in table.visibleCells { cell.log = [] }
      rows.framesAtWillDisplay = [:]
      try table.setContentOffset(CGPoint(x: 0, y: Double(step) * 37), animated: false)
      try table.performLayout()
      for case let cell as LoggingCell in table.visibleCells {
        let indexPath = try #require(table.indexPath(for: cell))
        let rect = try table.rectForRow(at: indexPath)
        #expect(cell.frame == rect)
        #expect(cell.boundRow == indexPath.row)
        guard !before.contains(ObjectIdentifier(cell)) else { continue }
        // Entered at this step: placed before willDisplay, laid out after it.
        #expect(rows.framesAtWillDisplay[ObjectIdentifier(cell)] == rect)
        #expect(cell.log.first == "willDisplay")
        if seen.contains(ObjectIdentifier(cell)) { reused += 1 }
        seen.insert(ObjectIdentifier(cell))
      }
    }
    #expect(reused > 0)
  }

  @Test("A cell that stays on display and changes size is laid out at once, without willDisplay")
  func keptCellResizedIsLaidOut() throws {
    let rows = Rows(count: 30)
    let table = try makeTable(rows)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? LoggingCell)
    cell.log = []
    table.frame.size.width = 200
    try table.performLayout()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    let rect = try table.rectForRow(at: IndexPath(row: 1, section: 0))
    #expect(rect.width == 200)
    #expect(cell.frame == rect)
    #expect(cell.log == ["layout \(rect.height)"])
  }

  @Test("Reloading a visible row asks for its cell again and binds the new content")
  func reloadRebinds() throws {
    let rows = Rows(count: 30)
    let table = try makeTable(rows)
    let indexPath = IndexPath(row: 2, section: 0)
    rows.asked = []
    rows.titles[2] = "renamed"
    try table.reloadRows(at: [indexPath], with: .none)
    try table.performLayout()
    #expect(rows.asked == [indexPath])
    let cell = try #require(table.cellForRow(at: indexPath))
    #expect(cell.textLabel?.text == "renamed")
    #expect(cell.frame == (try table.rectForRow(at: indexPath)))
    // The rows around it keep their cells and their contents.
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "row 1")
  }

  @Test("A reused cell loses its content configuration; one without keeps its content views")
  func reuseClearsOnlyWhatIsSet() throws {
    let configured = TableViewCell(style: .default, reuseIdentifier: "cell")
    var content = configured.defaultContentConfiguration()
    content.text = "configured"
    configured.contentConfiguration = content
    #expect(!configured.renderedContent().elements.isEmpty)
    configured.prepareForReuse()
    #expect(configured.contentConfiguration == nil)
    #expect(configured.renderedContent().elements.isEmpty)
    let plain = TableViewCell(style: .default, reuseIdentifier: "cell")
    let badge = Label(text: "badge")
    plain.contentView.addSubview(badge)
    plain.textLabel?.text = "plain"
    plain.prepareForReuse()
    #expect(plain.textLabel?.text == nil)
    #expect(badge.superview === plain.contentView)
    #expect(plain.renderedContent().elements.contains(.text("badge")))
  }

  /// A cell that counts its configuration updates.
  final class CountingCell: TableViewCell {
    var updates = 0
    override func updateConfiguration(using state: CellConfigurationState) { updates += 1 }
  }

  @Test("A configuration update runs once when asked for, and not at calls that ask for none")
  func configurationPassRunsWhatIsDue() throws {
    let rows = Rows(count: 30)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = rows
    table.delegate = rows
    try table.reloadData()
    try table.performLayout()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
    let shown = table.visibleCells.compactMap { $0 as? CountingCell }
    let before = shown.map(\.updates)
    #expect(before.allSatisfy { $0 == 1 })
    try table.performLayout()
    try table.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(shown.map(\.updates) == before)
    cell.setNeedsUpdateConfiguration()
    try table.performLayout()
    #expect(cell.updates == 2)
    try table.performLayout()
    #expect(cell.updates == 2)
  }

  @Test("A styled label's new text keeps the style; after attributed text, drops the attributes")
  func labelTextKeepsStyle() {
    let label = Label(text: "a")
    label.font = .preferredFont(forTextStyle: .headline)
    label.text = "b"
    #expect(
      label.renderedElements() == [
        .styledText(StyledText(text: "b", font: .preferredFont(forTextStyle: .headline)))
      ])
    label.font = .systemFont(ofSize: 17)
    label.attributedText = AttributedString("c")
    label.text = "d"
    #expect(label.renderedElements() == [.text("d")])
  }
}
