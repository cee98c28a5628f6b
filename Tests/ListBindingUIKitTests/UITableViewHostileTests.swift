import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Bad input through the face never crashes: each call reports UIKit's exception (or answers
// `nil`) and leaves the table as it was. Exception names as the face maps them (*assumed* where
// UIKit documents none; see the article "The object model").

/// A data source whose row count the test sets, negative or huge included.
private final class CountSource: UITableViewDataSource {
  var rows: Int

  init(rows: Int) {
    self.rows = rows
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

@MainActor
@Suite("UITableView: hostile input reports and changes nothing", .recordsUIKitExceptions)
struct UITableViewHostileTests {
  fileprivate func loaded(rows: Int) -> (UITableView, CountSource) {
    let source = CountSource(rows: rows)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = source
    tableView.reloadData()
    return (tableView, source)
  }

  @Test("A negative row count is refused; the table keeps its rows")
  func negativeCount() {
    let (tableView, source) = loaded(rows: 2)
    source.rows = -1
    expectUIKitException(.internalInconsistencyException) { tableView.reloadData() }
    source.rows = 2
    #expect(tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("Index paths out of range, negative or of another length")
  func badIndexPaths() {
    let (tableView, _) = loaded(rows: 2)
    #expect(tableView.cellForRow(at: IndexPath(row: -5, section: Int.max)) == nil)
    #expect(tableView.cellForRow(at: IndexPath(indexes: [0, 1, 2])) == nil)
    #expect(tableView.indexPathForRow(at: CGPoint(x: -1e300, y: .infinity)) == nil)
    var rows = -1
    expectUIKitException(.rangeException) { rows = tableView.numberOfRows(inSection: Int.min) }
    #expect(rows == 0)
    expectUIKitException(.invalidArgumentException) {
      tableView.selectRow(at: IndexPath(indexes: [0, 1, 2]), animated: false, scrollPosition: .top)
    }
    expectUIKitException(
      .internalInconsistencyException,
      reason: "attempt to delete row 9223372036854775807 from section 0 which only contains 2 rows "
        + "before the update"
    ) {
      tableView.performBatchUpdates({
        tableView.deleteRows(at: [IndexPath(row: Int.max, section: 0)], with: .fade)
      })
    }
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.indexPathForSelectedRow == nil)
  }

  @Test("Huge and non-finite geometry is refused by the next call that lays out")
  func badGeometry() {
    let (tableView, _) = loaded(rows: 2)
    tableView.rowHeight = .nan
    expectUIKitException(.internalInconsistencyException) { tableView.reloadData() }
    tableView.rowHeight = 44
    tableView.contentOffset = CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude)
    #expect(tableView.visibleCells.count <= 2)
  }
}
