import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Source: Apple's NSDiffableDataSourceSnapshot.reconfigureItems(_:) page: it "Updates the data
// for the items you specify in the snapshot, preserving the existing cells for the items … To
// update the contents of existing (including prefetched) cells without replacing them with new
// cells, use this method instead of reloadItems(_:) … Your cell provider must dequeue the same
// type of cell for the provided index path, and must return the same existing cell for a given
// index path."

/// A cell that counts the times it is prepared for reuse.
final class CountingCell: UITableViewCell {
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

@MainActor
@Suite(
  "UITableViewDiffableDataSource: reconfigured items keep their cells", .recordsUIKitExceptions)
struct UITableViewDiffableDataSourceReconfigureTests {
  final class Labels {
    var texts: [String: String] = [:]
    var provided: [String] = []
  }

  func make() -> (UITableView, UITableViewDiffableDataSource<Int, String>, Labels) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    tableView.register(CountingCell.self, forCellReuseIdentifier: "cell")
    let labels = Labels()
    let source = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, item in
      labels.provided.append(item)
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = labels.texts[item] ?? item
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    source.apply(snapshot, animatingDifferences: false)
    return (tableView, source, labels)
  }

  @Test("reconfigureItems runs the cell provider again into the same cell, not prepared for reuse")
  func reconfigureKeepsCell() throws {
    let (tableView, source, labels) = make()
    let path = IndexPath(row: 1, section: 0)
    let before = try #require(tableView.cellForRow(at: path) as? CountingCell)
    labels.texts["b"] = "B!"
    labels.provided = []
    var snapshot = source.snapshot()
    snapshot.reconfigureItems(["b"])
    source.apply(snapshot, animatingDifferences: true)
    #expect(labels.provided == ["b"])
    let after = try #require(tableView.cellForRow(at: path) as? CountingCell)
    #expect(after === before)
    #expect(after.reuses == 0)
    #expect(
      (after.contentConfiguration as? UIListContentConfiguration)?.text == "B!")
    #expect(source.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test("reloadItems, unlike reconfigureItems, replaces the cell")
  func reloadReplacesCell() throws {
    let (tableView, source, labels) = make()
    let path = IndexPath(row: 2, section: 0)
    let before = try #require(tableView.cellForRow(at: path))
    labels.texts["c"] = "C!"
    var snapshot = source.snapshot()
    snapshot.reloadItems(["c"])
    source.apply(snapshot, animatingDifferences: false)
    let after = try #require(tableView.cellForRow(at: path))
    #expect(after !== before)
    #expect((after.contentConfiguration as? UIListContentConfiguration)?.text == "C!")
  }
}

// Source: Apple's UITableView.reconfigureRows(at:) page (iOS 15): "Updates the data for the
// rows at the index paths you specify, preserving the existing cells for the rows", with the
// signature `func reconfigureRows(at indexPaths: [IndexPath])`.

/// A data source of one section of texts, as UIKit code writes it.
final class TextsDataSource: UITableViewDataSource {
  var texts = ["one", "two"]
  var asked = 0

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    texts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    asked += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = texts[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}

@MainActor
@Suite("UITableView.reconfigureRows(at:): the rows' own cells", .recordsUIKitExceptions)
struct UITableViewReconfigureRowsTests {
  @Test("UIKit's signature; the data source runs again into the same cell, not prepared for reuse")
  func reconfigureRows() throws {
    let signature: (UITableView) -> ([IndexPath]) -> Void = UITableView.reconfigureRows
    _ = signature
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    tableView.register(CountingCell.self, forCellReuseIdentifier: "cell")
    let source = TextsDataSource()
    tableView.dataSource = source
    tableView.reloadData()
    let path = IndexPath(row: 1, section: 0)
    let before = try #require(tableView.cellForRow(at: path) as? CountingCell)
    source.texts[1] = "TWO"
    source.asked = 0
    tableView.reconfigureRows(at: [path])
    #expect(source.asked == 1)
    let after = try #require(tableView.cellForRow(at: path) as? CountingCell)
    #expect(after === before)
    #expect(after.reuses == 0)
    #expect((after.contentConfiguration as? UIListContentConfiguration)?.text == "TWO")
  }
}
