import ListBindingUIKit
import Testing

// Each UIKit declaration the face provides, as a function value of UIKit's exact type (labels,
// optionality, escaping-ness, no `throws`): a signature that differs fails to compile. Types
// from Apple's documentation pages of each declaration.

@MainActor
@Suite("Signatures: UIKit's declarations, exactly")
struct SignatureTests {
  @Test("UIViewController")
  func viewController() {
    let present: (UIViewController) -> (UIViewController, Bool, (() -> Void)?) -> Void =
      UIViewController.present
    let dismiss: (UIViewController) -> (Bool, (() -> Void)?) -> Void = UIViewController.dismiss
    let setEditing: (UIViewController) -> (Bool, Bool) -> Void = UIViewController.setEditing
    let appear: (UIViewController) -> (Bool) -> Void = UIViewController.viewWillAppear
    let load: (UIViewController) -> () -> Void = UIViewController.loadViewIfNeeded
    let view: ReferenceWritableKeyPath<UIViewController, UIView?> = \.view
    let title: ReferenceWritableKeyPath<UIViewController, String?> = \.title
    let editing: ReferenceWritableKeyPath<UIViewController, Bool> = \.isEditing
    let item: KeyPath<UIViewController, UIBarButtonItem> = \.editButtonItem
    let navigationItem: KeyPath<UIViewController, UINavigationItem> = \.navigationItem
    let navigation: KeyPath<UIViewController, UINavigationController?> = \.navigationController
    let presented: KeyPath<UIViewController, UIViewController?> = \.presentedViewController
    let make: (String?, Bundle?) -> UIViewController = UIViewController.init(nibName:bundle:)
    _ = (present, dismiss, setEditing, appear, load, view, title, editing, item)
    _ = (navigationItem, navigation, presented, make)
    // Trailing-closure and default-argument forms, as UIKit code calls them.
    let controller = UIViewController()
    controller.present(UIViewController(), animated: true)
    controller.dismiss(animated: true) {}
  }

  @Test("UINavigationController")
  func navigationController() {
    let push: (UINavigationController) -> (UIViewController, Bool) -> Void =
      UINavigationController.pushViewController
    let pop: (UINavigationController) -> (Bool) -> UIViewController? =
      UINavigationController.popViewController
    let popToRoot: (UINavigationController) -> (Bool) -> [UIViewController]? =
      UINavigationController.popToRootViewController
    let popTo: (UINavigationController) -> (UIViewController, Bool) -> [UIViewController]? =
      UINavigationController.popToViewController
    let set: (UINavigationController) -> ([UIViewController], Bool) -> Void =
      UINavigationController.setViewControllers
    let stack: ReferenceWritableKeyPath<UINavigationController, [UIViewController]> =
      \.viewControllers
    let top: KeyPath<UINavigationController, UIViewController?> = \.topViewController
    let make: (UIViewController) -> UINavigationController =
      UINavigationController.init(rootViewController:)
    _ = (push, pop, popToRoot, popTo, set, stack, top, make)
    // @discardableResult, as UIKit's.
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.popViewController(animated: true)
    navigation.popToRootViewController(animated: true)
  }

  @Test("UIAlertController, UIAlertAction")
  func alerts() {
    let make: (String?, String?, UIAlertController.Style) -> UIAlertController =
      UIAlertController.init(title:message:preferredStyle:)
    let add: (UIAlertController) -> (UIAlertAction) -> Void = UIAlertController.addAction
    let field: (UIAlertController) -> (((UITextField) -> Void)?) -> Void =
      UIAlertController.addTextField(configurationHandler:)
    let action: (String?, UIAlertAction.Style, ((UIAlertAction) -> Void)?) -> UIAlertAction =
      UIAlertAction.init(title:style:handler:)
    let fields: KeyPath<UIAlertController, [UITextField]?> = \.textFields
    let preferred: ReferenceWritableKeyPath<UIAlertController, UIAlertAction?> = \.preferredAction
    _ = (make, add, field, action, fields, preferred)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addTextField()
    alert.addAction(UIAlertAction(title: "OK", style: .default))
  }

  @Test("UIBarButtonItem, UINavigationItem, UIAction, UIMenu")
  func items() {
    let system: (UIBarButtonItem.SystemItem, UIAction?, UIMenu?) -> UIBarButtonItem =
      UIBarButtonItem.init(systemItem:primaryAction:menu:)
    let titled: (String?, UIImage?, UIAction?, UIMenu?) -> UIBarButtonItem =
      UIBarButtonItem.init(title:image:primaryAction:menu:)
    let action:
      (
        String, UIImage?, UIAction.Identifier?, String?, UIMenuElement.Attributes,
        UIMenuElement.State, @escaping UIActionHandler
      ) -> UIAction = UIAction.init(
        title:image:identifier:discoverabilityTitle:attributes:state:handler:)
    let right: ReferenceWritableKeyPath<UINavigationItem, UIBarButtonItem?> = \.rightBarButtonItem
    let setRight: (UINavigationItem) -> (UIBarButtonItem?, Bool) -> Void =
      UINavigationItem.setRightBarButton
    _ = (system, titled, action, right, setRight)
    _ = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    // Apple: "init(barButtonSystemItem:target:action:)", "init(image:style:target:action:)";
    // `action` is `Selector?` there, `Never?` here: only `nil` compiles on both.
    let systemTargetAction: (UIBarButtonItem.SystemItem, Any?, Never?) -> UIBarButtonItem =
      UIBarButtonItem.init(barButtonSystemItem:target:action:)
    let imageTargetAction: (UIImage?, UIBarButtonItem.Style, Any?, Never?) -> UIBarButtonItem =
      UIBarButtonItem.init(image:style:target:action:)
    _ = (systemTargetAction, imageTargetAction)
    _ = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }])
  }

  @Test("UITextField, UIWindow")
  func textFieldAndWindow() {
    let text: ReferenceWritableKeyPath<UITextField, String?> = \.text
    let placeholder: ReferenceWritableKeyPath<UITextField, String?> = \.placeholder
    let become: (UITextField) -> () -> Bool = UITextField.becomeFirstResponder
    let field: (CGRect) -> UITextField = UITextField.init(frame:)
    let window: (CGRect) -> UIWindow = UIWindow.init(frame:)
    let root: ReferenceWritableKeyPath<UIWindow, UIViewController?> = \.rootViewController
    let show: (UIWindow) -> () -> Void = UIWindow.makeKeyAndVisible
    _ = (text, placeholder, become, field, window, root, show)
  }
}
