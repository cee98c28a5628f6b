import ListBindingTesting
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A screen in plain UIKit code (it builds against UIKit as it stands): a list of places in a
// navigation controller, an Add button that asks for a name in an alert, and a detail screen
// pushed for the new place. The pattern (a bar button's action presenting an alert with a text
// field, its OK action pushing a controller) is a common one; no particular app was studied for
// it in this slice (*assumed* representative), and the code is ours.

final class PlacesViewController: UIViewController {
  private(set) var places: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Places"
    navigationItem.leftBarButtonItem = editButtonItem
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in
        self?.askForName()
      })
  }

  private func askForName() {
    let alert = UIAlertController(title: "New Place", message: nil, preferredStyle: .alert)
    alert.addTextField { textField in
      textField.placeholder = "Name"
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
        guard let self, let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
        self.places.append(name)
        let detail = PlaceDetailViewController()
        detail.title = name
        self.navigationController?.pushViewController(detail, animated: true)
      })
    present(alert, animated: true)
  }
}

final class PlaceDetailViewController: UIViewController {
  private(set) var appearances = 0

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances += 1
  }
}

@MainActor
@Suite(
  "A screen in UIKit code: bar buttons, an alert with a text field, a push",
  .recordsUIKitExceptions)
struct ScreenFlowTests {
  @Test("Add asks for a name; Add in the alert adds the place and pushes its screen")
  func addPlace() throws {
    let places = PlacesViewController()
    let navigation = UINavigationController(rootViewController: places)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(places.navigationItem.leftBarButtonItem?.title == "Edit")
    let add = try #require(places.navigationItem.rightBarButtonItem)
    #expect(add.barButtonSystemItem == .add)

    add.simulateTap()
    let alert = try #require(navigation.presentedViewController as? UIAlertController)
    #expect(alert.title == "New Place")
    #expect(alert.textFields?.map(\.placeholder) == ["Name"])
    alert.textFields?.first?.text = "Lisbon"
    alert.simulateTap(actionTitled: "Add")

    #expect(navigation.presentedViewController == nil)
    #expect(places.places == ["Lisbon"])
    let detail = try #require(navigation.topViewController as? PlaceDetailViewController)
    #expect(detail.title == "Lisbon")
    #expect(detail.appearances == 1)
    #expect(detail.navigationController === navigation)
  }

  @Test("Cancel dismisses the alert and adds nothing; Edit toggles editing")
  func cancelAndEdit() throws {
    let places = PlacesViewController()
    let navigation = UINavigationController(rootViewController: places)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    try #require(places.navigationItem.rightBarButtonItem).simulateTap()
    let alert = try #require(navigation.presentedViewController as? UIAlertController)
    alert.simulateTap(actionTitled: "Cancel")
    #expect(navigation.presentedViewController == nil)
    #expect(places.places.isEmpty)
    #expect(navigation.viewControllers.count == 1)
    try #require(places.navigationItem.leftBarButtonItem).simulateTap()
    #expect(places.isEditing)
    #expect(places.navigationItem.leftBarButtonItem?.title == "Done")
  }
}
