import Foundation
import ListBinding
import ListBindingUIKit
import Testing

// UIKit's additions to NSIndexPath: `convenience init(row: Int, section: Int)`, `var row: Int
// { get }`, `var section: Int { get }`
// (https://developer.apple.com/documentation/foundation/nsindexpath/init(row:section:),
// …/nsindexpath/row, …/nsindexpath/section) and, from UICollectionView's, `init(item:section:)`
// and `item`. This file imports both ListBinding and ListBindingUIKit: the names are declared
// once, beside IndexPath's, so neither module's import makes them ambiguous. What `row` and
// `section` give for a path with fewer indexes is *assumed* (`NSNotFound`).

@MainActor
@Suite("NSIndexPath's row and section, as UIKit adds them")
struct NSIndexPathTests {
  @Test("NSIndexPath(row:section:) holds [section, row]; row, section and item read them")
  func rowAndSection() {
    let path = NSIndexPath(row: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.section == 1)
    #expect(path.item == 3)
    #expect(path.length == 2)
    #expect(path.index(atPosition: 0) == 1)
    let item = NSIndexPath(item: 2, section: 4)
    #expect(item.row == 2 && item.section == 4)
    #expect(IndexPath(row: path.row, section: path.section) == IndexPath(row: 3, section: 1))
  }

  @Test("A path with fewer than two indexes has no row (NSNotFound)")
  func shortPaths() {
    let one = NSIndexPath(index: 5)
    #expect(one.section == 5)
    #expect(one.row == NSNotFound)
    #expect(NSIndexPath().section == NSNotFound)
  }

  @Test("An old screen's NSIndexPath selects the row it names")
  func selectsRow() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let source = OneSectionSource(items: ["A", "B", "C"])
    table.dataSource = source
    table.reloadData()
    let selected = NSIndexPath(row: 2, section: 0)
    table.selectRow(
      at: IndexPath(row: selected.row, section: selected.section), animated: false,
      scrollPosition: .none)
    #expect(table.indexPathForSelectedRow?.row == selected.row)
  }
}

/// A data source of one section of titles.
private final class OneSectionSource: NSObject, UITableViewDataSource {
  let items: [String]

  init(items: [String]) { self.items = items }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}
