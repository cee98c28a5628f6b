import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// Drives the screens of Screens/, compiled in Swift 5 language mode, through UIKit's API.
// Sources: UITableView.dataSource and delegate (set in viewDidLoad, not retained);
// UIView.performWithoutAnimation(_:) and animate(withDuration:animations:completion:) (the
// changes are made; the completion gets `true` once the animation ends);
// UITableView.performBatchUpdates(_:completion:); UITableViewDelegate
// tableView(_:didSelectRowAt:); UITableViewCell init(style:reuseIdentifier:).

@MainActor
@Suite("Swift 5 mode: UIKit screens written as Swift 5 app code", .recordsUIKitExceptions)
struct Swift5ScreenTests {
  func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  @Test("Contacts load from the main queue into the table and its own cell subclass")
  func contactsLoad() async {
    let controller = ContactsViewController()
    let window = show(controller)
    defer { _ = window }
    #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
    await drainMainQueue()
    #expect(controller.reloadCount == 1)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCell
    #expect(cell?.nameLabel.text == "Grace")
    #expect(cell?.phoneLabel.text == "555-0101")
    #expect(cell?.accessoryType == .disclosureIndicator)
  }

  @Test("The Add button inserts a row inside performWithoutAnimation")
  func addButton() async {
    let controller = ContactsViewController()
    let window = show(controller)
    defer { _ = window }
    await drainMainQueue()
    #expect(controller.navigationItem.rightBarButtonItem?.simulateTap() == true)
    #expect(controller.contacts.map(\.name) == ["Ada", "Grace", "Linus", "New Contact"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
    let cell = controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) as? ContactCell
    #expect(cell?.nameLabel.text == "New Contact")
  }

  @Test("A rename in UIView.animate applies at once; its completion runs on the next turn")
  func renameAnimated() async {
    let controller = ContactsViewController()
    let window = show(controller)
    defer { _ = window }
    await drainMainQueue()
    controller.rename(at: 0, to: "Ada Lovelace")
    let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell
    #expect(cell?.nameLabel.text == "Ada Lovelace")
    #expect(controller.animationsFinished == 0)
    await drainMainQueue()
    #expect(controller.animationsFinished == 1)
  }

  @Test("Batch deletes and a row selection reach the extension's delegate methods")
  func batchDeleteAndSelect() async throws {
    let controller = ContactsViewController()
    let window = show(controller)
    defer { _ = window }
    await drainMainQueue()
    controller.removeAll(named: ["Ada", "Linus"])
    #expect(controller.contacts.map(\.name) == ["Grace"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
    try controller.tableView.nativeTable.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(controller.selectedName == "Grace")
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test("An NSObject data source set in viewDidLoad serves rows, selection and delete")
  func nsObjectProvider() throws {
    let controller = FruitViewController()
    let window = show(controller)
    defer { _ = window }
    #expect(controller.tableView.dataSource === controller.provider)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    try controller.tableView.nativeTable.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(controller.lastChosen == "Banana")
    controller.provider.tableView(
      controller.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    #expect(controller.provider.fruits == ["Banana", "Cherry"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
  }
}
