import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// A storyboard's table holds its prototype cells: a controller decoded from it dequeues them by
// identifier without registering anything, from `viewDidLoad()` on (Apple's
// `dequeueReusableCell(withIdentifier:for:)`: "If you registered a class … or a nib", and the
// storyboard registers its prototypes; the moment, before `viewDidLoad()`, *assumed*: the
// table is decoded with the view). Here a test says which prototypes the storyboard holds.

/// A prototype cell of the storyboard.
private final class PrototypeItemCell: UITableViewCell {}

/// A list decoded from a storyboard that applies its first snapshot in `viewDidLoad()`.
private final class StoryboardItemsViewController: UIViewController {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's outlet, as written; the storyboard connects it, here loadView does.)
  var tableView: UITableView!
  var dataSource: UITableViewDiffableDataSource<Int, String>?

  override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
    tableView = table
    view = table
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let source = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    dataSource = source
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Milk", "Eggs"])
    source.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Suite("Storyboards: prototype cells", .recordsUIKitExceptions)
struct StoryboardPrototypeCellsTests {
  @Test("A storyboard controller's table has the prototypes before viewDidLoad")
  func prototypesBeforeViewDidLoad() throws {
    UIStoryboard.registerPrototypeCell(
      PrototypeItemCell.self, forCellReuseIdentifier: "ItemCell",
      inStoryboardNamed: "PrototypeTests.Main")
    UIStoryboard.registerViewController(
      withIdentifier: "Items", inStoryboardNamed: "PrototypeTests.Main"
    ) { StoryboardItemsViewController() }
    let storyboard = UIStoryboard(name: "PrototypeTests.Main", bundle: nil)
    let screen = try #require(
      storyboard.instantiateViewController(withIdentifier: "Items")
        as? StoryboardItemsViewController)
    let window = showInWindow(screen)
    #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    let cell = screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(cell is PrototypeItemCell)
    #expect(cell?.textLabel?.text == "Eggs")
    _ = window
  }
}
