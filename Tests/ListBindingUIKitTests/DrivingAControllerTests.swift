import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// The example of the article "Testing your lists", "Drive a UIKit-style controller", as a test:
// a controller in UIKit code whose data arrives on the main queue later, driven by the
// simulated user and the main-queue drain. Sources: UITableViewDelegate
// tableView(_:didSelectRowAt:); UITableViewDataSource tableView(_:commit:forRowAt:) (the
// swipe's Delete commits); DispatchQueue.main.async runs the block when the main queue turns
// (Dispatch's documentation).

/// An inbox, as UIKit code: its messages arrive after the view loads, as from a network call.
final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  private(set) var messages: [String] = []
  private(set) var opened: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    DispatchQueue.main.async {
      self.messages = ["Lunch?", "Minutes of Monday", "Welcome"]
      self.tableView.reloadData()
    }
  }
  // numberOfRowsInSection, cellForRowAt, commit (deletes), didSelectRowAt (sets `opened`)
}

extension InboxViewController {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    cell.textLabel?.text = messages[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    messages.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    opened = messages[indexPath.row]
  }
}

@MainActor
@Suite("Article: driving a UIKit-style controller", .recordsUIKitExceptions)
struct DrivingAControllerTests {
  @Test("The inbox shows the messages once they arrive; a tap opens one, a swipe deletes one")
  func inbox() async throws {
    let controller = InboxViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let user = SimulatedUser(controller.tableView)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 0)

    await drainMainQueue()  // the messages arrive
    try user.tapRow(withText: "Minutes of Monday")
    #expect(controller.opened == "Minutes of Monday")

    try user.swipeRow(withText: "Lunch?")
    try user.tapSwipeAction(titled: "Delete")
    #expect(controller.messages == ["Minutes of Monday", "Welcome"])
    expectRendered(
      user.tableView,
      matches: """
        ▸ Minutes of Monday
          Welcome
        """)
  }
}
