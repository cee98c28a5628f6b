import ListBindingUIKit
import Testing

// UIKit's `UIResponder` declarations, each typed as its page in Apple's documentation gives it:
// developer.apple.com/documentation/uikit/uiresponder (`init()`), uiresponder/next
// (`var next: UIResponder? { get }`), isfirstresponder, canbecomefirstresponder,
// canresignfirstresponder (`var …: Bool { get }`), becomefirstresponder() and
// resignfirstresponder() (`func …() -> Bool`), and NSObjectProtocol's isKind(of:) and
// isMember(of:) (`func isKind(of aClass: AnyClass) -> Bool`); UIView, UIViewController,
// UIWindow and UIApplication inherit from UIResponder. Scripts/check-uikit-screens counts the
// names these tests call as UIKit's, so a screen may use them.

@MainActor
@Suite("Signatures: UIKit's UIResponder declarations, exactly")
struct ResponderSignatureTests {
  @Test("UIResponder: the chain, the first responder, NSObject's class tests")
  func responder() {
    let make: () -> UIResponder = UIResponder.init
    let next: KeyPath<UIResponder, UIResponder?> = \.next
    let isFirst: KeyPath<UIResponder, Bool> = \.isFirstResponder
    let canBecome: KeyPath<UIResponder, Bool> = \.canBecomeFirstResponder
    let canResign: KeyPath<UIResponder, Bool> = \.canResignFirstResponder
    let become: (UIResponder) -> () -> Bool = UIResponder.becomeFirstResponder
    let resign: (UIResponder) -> () -> Bool = UIResponder.resignFirstResponder
    let isKind: (UIResponder) -> (AnyClass) -> Bool = UIResponder.isKind(of:)
    let isMember: (UIResponder) -> (AnyClass) -> Bool = UIResponder.isMember(of:)
    _ = (make, next, isFirst, canBecome, canResign, become, resign, isKind, isMember)
  }

  @Test("Views, controllers, windows and the app are responders")
  func subclasses() {
    let view: UIResponder = UIView()
    let controller: UIResponder = UIViewController()
    let window: UIResponder = UIWindow(frame: .zero)
    let app: UIResponder = UIApplication.shared
    let cell: UIResponder = UITableViewCell(style: .default, reuseIdentifier: nil)
    let field: UIResponder = UITextField()
    _ = (view, controller, window, app, cell, field)
  }
}
