import ListBindingTesting
import ListBindingUIKit
import Testing

@MainActor
@Suite("UIViewController: the view and its lifecycle")
struct UIViewControllerLifecycleTests {
  // Apple: "UIViewController.view": "If you access this property when its value is nil, the
  // view controller automatically calls the loadView() method and returns the resulting view."
  @Test("Reading view loads it once: loadView, then viewDidLoad")
  func viewLoadsLazily() {
    let log = CallLog()
    let controller = LoggingViewController("list", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(log.take() == ["list.viewDidLoad"])
  }

  // Apple: "loadViewIfNeeded()": "Loads the view controller's view if it has not yet been set."
  @Test("loadViewIfNeeded loads the view only the first time")
  func loadViewIfNeeded() {
    let log = CallLog()
    let controller = LoggingViewController("list", log: log)
    controller.loadViewIfNeeded()
    controller.loadViewIfNeeded()
    #expect(log.take() == ["list.viewDidLoad"])
  }

  // Apple: "loadView()": "You can override this method in order to create your views
  // manually... Your custom implementation of this method should not call super."
  @Test("An override of loadView supplies the view")
  func loadViewOverride() {
    final class LabelController: UIViewController {
      let label = UILabel()
      override func loadView() { view = label }
    }
    let controller = LabelController()
    #expect(controller.view === controller.label)
  }

  // Apple: "makeKeyAndVisible()": "Shows the current window and makes it the key window";
  // "viewWillAppear(_:)": called "before the view controller's view is about to be added to a
  // view hierarchy". That both appearance calls run within the call is *assumed*.
  @Test("A window made visible loads its root, sizes its view, and the root appears")
  func windowShowsRoot() {
    let log = CallLog()
    let root = LoggingViewController("root", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    #expect(log.take() == [])
    #expect(window.isHidden)
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(!window.isHidden)
    #expect(log.take() == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.view.superview === window)
  }

  // Apple: "rootViewController": "If the window has an existing view hierarchy, the old views
  // are removed before the new ones are installed." The appearance calls are *assumed*.
  @Test("Replacing the root of a visible window moves the old root off and the new one on")
  func replacingRoot() {
    let log = CallLog()
    let first = LoggingViewController("first", log: log)
    let second = LoggingViewController("second", log: log)
    let window = showInWindow(first)
    _ = log.take()
    window.rootViewController = second
    #expect(
      log.take() == [
        "second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear",
        "second.viewDidAppear", "first.viewDidDisappear",
      ])
    #expect(first.view.superview == nil)
    #expect(second.view.superview === window)
  }

  // Apple: "isEditing": "Use the setEditing(_:animated:) method as an action method to animate
  // the transition"; "editButtonItem": "Returns a bar button item that toggles its title and
  // associated state between Edit and Done... If one of the custom views of the navigationItem
  // property is set to the returned object, the associated navigation bar displays an Edit
  // button if isEditing is false and a Done button if isEditing is true." That the setter
  // calls setEditing(_:animated:) without animation is *assumed*.
  @Test("Editing: isEditing, setEditing and the Edit/Done button agree, and its tap toggles")
  func editing() {
    final class EditingController: UIViewController {
      var calls: [String] = []
      override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        calls.append("setEditing(\(editing), animated: \(animated))")
      }
    }
    let controller = EditingController()
    #expect(!controller.isEditing)
    #expect(controller.editButtonItem.title == "Edit")
    #expect(controller.editButtonItem === controller.editButtonItem)
    controller.isEditing = true
    #expect(controller.editButtonItem.title == "Done")
    #expect(controller.editButtonItem.style == .done)
    controller.editButtonItem.simulateTap()
    #expect(!controller.isEditing)
    #expect(controller.editButtonItem.title == "Edit")
    #expect(
      controller.calls == [
        "setEditing(true, animated: false)", "setEditing(false, animated: true)",
      ]
    )
  }

  // Apple: "title": a navigation controller shows it; "navigationItem": "created on demand".
  @Test("title and navigationItem are kept for tests to read")
  func titleAndNavigationItem() {
    let controller = UIViewController()
    controller.title = "Settings"
    controller.navigationItem.rightBarButtonItem = controller.editButtonItem
    #expect(controller.title == "Settings")
    #expect(controller.navigationItem === controller.navigationItem)
    #expect(controller.navigationItem.rightBarButtonItem === controller.editButtonItem)
    #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
    #expect(controller.navigationController == nil)
  }

  // UIKit prints an object as `<Module.Type: 0xADDRESS>` (NSObject's description); *assumed*
  // for the module-qualified name.
  @Test("A controller describes itself as NSObject does, with its type and address")
  func description() {
    let controller = UIViewController()
    #expect(controller.description.hasPrefix("<ListBindingUIKit.UIViewController: 0x"))
    #expect(controller.description.hasSuffix(">"))
  }
}
