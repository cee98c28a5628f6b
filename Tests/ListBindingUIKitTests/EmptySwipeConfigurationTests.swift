import Foundation
import ListBinding
import ListBindingUIKit
import Testing

// `UISwipeActionsConfiguration()`: UIKit's class comes from NSObject, whose `init()` makes a
// configuration with no actions. A delegate returns it to turn a row's swipe off, where `nil`
// would show "the default set of actions" (Apple's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
// and `leadingSwipeActionsConfigurationForRowAt:` pages:
// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)).
// That an empty configuration then shows nothing, not the Delete action, is *assumed* from
// what apps rely on; Apple's pages do not say.

/// A list that deletes by swipe, but not its first row, which is pinned.
private final class PinnedFirstRowScreen: UITableViewController {
  var items = ["Pinned", "Tea", "Coffee"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    indexPath.row == 0 ? UISwipeActionsConfiguration() : nil
  }
}

@MainActor
@Suite("An empty UISwipeActionsConfiguration turns a row's swipe off")
struct EmptySwipeConfigurationTests {
  @Test("UISwipeActionsConfiguration() has no actions and performs on a full swipe")
  func emptyConfiguration() {
    let configuration = UISwipeActionsConfiguration()
    #expect(configuration.actions.isEmpty)
    #expect(configuration.performsFirstActionWithFullSwipe)
  }

  @Test("Returned for a row, it reveals nothing there; nil keeps the Delete action elsewhere")
  func swipeOff() throws {
    let screen = PinnedFirstRowScreen(style: .plain)
    let window = showInWindow(screen)
    let user = SimulatedUser(screen.tableView)
    try user.swipeRow(at: IndexPath(row: 0, section: 0), fully: true)
    #expect(user.revealedSwipeActions == nil)
    #expect(screen.items.count == 3)
    try user.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(user.revealedSwipeActions?.titles == ["Delete"])
    _ = window
  }
}
