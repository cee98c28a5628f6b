import ListBindingTesting
import ListBindingUIKit
import Testing

// UIKit lays a displayed cell out in its row's rect ("rectForRow(at:)": "the drawing area for a
// row"), its content view fills it, and the views pinned to the content view's edges follow
// ("layoutSubviews()": "the default implementation uses any constraints you have set to
// determine the size and position of any subviews").

@MainActor
@Suite("Cell placement on the UIKit face: frames of cells and of views pinned inside them")
struct CellPlacementUIKitTests {
  final class BadgeCell: UITableViewCell {
    let badge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      badge.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
        badge.widthAnchor.constraint(equalToConstant: 30),
        badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 7),
        badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -7),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var count = 40
    var tall: Set<Int> = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      tall.contains(indexPath.row) ? 80 : 44
    }
  }

  private func makeTable(_ rows: Rows) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    return table
  }

  private func expectPlaced(
    _ table: UITableView, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(!table.visibleCells.isEmpty, sourceLocation: sourceLocation)
    for cell in table.visibleCells {
      let indexPath = try #require(table.indexPath(for: cell), sourceLocation: sourceLocation)
      let rect = table.rectForRow(at: indexPath)
      #expect(cell.frame == rect, sourceLocation: sourceLocation)
      #expect(cell.contentView.frame == cell.bounds, sourceLocation: sourceLocation)
      let badge = try #require(cell as? BadgeCell, sourceLocation: sourceLocation).badge
      #expect(
        badge.frame == CGRect(x: rect.width - 50, y: 7, width: 30, height: rect.height - 14),
        sourceLocation: sourceLocation)
    }
  }

  @Test("A displayed cell has its row's rect, and a view pinned in it lands inside it")
  func pinnedInside() throws {
    let rows = Rows()
    let table = makeTable(rows)
    try expectPlaced(table)
  }

  @Test("A row that grows in an update, and a narrower table, lay the pinned views out again")
  func followsChanges() throws {
    let rows = Rows()
    let table = makeTable(rows)
    rows.tall = [1, 3]
    table.beginUpdates()
    table.endUpdates()
    try expectPlaced(table)
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    table.layoutIfNeeded()
    try expectPlaced(table)
    table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
    table.layoutIfNeeded()
    try expectPlaced(table)
  }
}
