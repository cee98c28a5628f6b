import Foundation
import ListBinding

/// An alert or action sheet, as UIKit's `UIAlertController`: a controller you present.
///
/// A test reads what shows (`title`, ``message``, ``actions``, ``textFields``) from the
/// presenter's ``UIViewController/presentedViewController`` and taps an action through
/// ListBindingTesting: the alert is dismissed, then the action's handler runs.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// The message, or `nil`.
  public var message: String?
  /// Whether it shows as an alert or an action sheet.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action shown as preferred, or `nil`.
  public var preferredAction: UIAlertAction?
  private var fields: [UITextField] = []

  /// Creates an alert, as `UIAlertController(title:message:preferredStyle:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - preferredStyle: An alert or an action sheet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a controller from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The text fields, in the order they were added, or `nil` when there are none.
  public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  /// Adds an action, as `addAction(_:)`.
  ///
  /// As UIKit, a second action of style `.cancel` raises `NSInternalInconsistencyException`,
  /// reported through ``UIKitException``, and is not added.
  ///
  /// - Parameter action: The action.
  /// - Complexity: O(*n*), where *n* is the number of actions.
  public func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      UIKitException(
        name: .internalInconsistencyException,
        reason: "UIAlertController can only have one action with a style of "
          + "UIAlertActionStyleCancel"
      ).raise()
      return
    }
    action.alert = self
    actions.append(action)
  }

  /// Adds a text field, as `addTextField(configurationHandler:)`; the handler configures it.
  ///
  /// As UIKit, on an action sheet this raises `NSInternalInconsistencyException`, reported
  /// through ``UIKitException``, and adds nothing.
  ///
  /// - Parameter configurationHandler: Configures the new field.
  /// - Complexity: O(1) amortized, besides the handler.
  public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      UIKitException(
        name: .internalInconsistencyException,
        reason: "Text fields can only be added to an alert controller of style "
          + "UIAlertControllerStyleAlert"
      ).raise()
      return
    }
    let field = UITextField(frame: .zero)
    fields.append(field)
    configurationHandler?(field)
  }

  /// How an alert controller shows, as `UIAlertController.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// An action sheet, anchored to the bottom of the screen.
    case actionSheet = 0
    /// An alert, in the middle of the screen.
    case alert = 1
  }
}

/// An action of an alert, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction {
  /// The title, or `nil`.
  public let title: String?
  /// The style.
  public let style: Style
  /// Whether a tap reaches the action. Default: `true`.
  public var isEnabled = true
  private let handler: ((UIAlertAction) -> Void)?
  weak var alert: UIAlertController?

  /// Creates an action, as `UIAlertAction(title:style:handler:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The style.
  ///   - handler: The code a tap runs, after the alert is dismissed.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// What a user's tap does (used by ListBindingTesting): when the action is enabled, its alert
  /// is dismissed, then the handler runs. Returns whether the tap reached the action.
  package func performTap() -> Bool {
    guard isEnabled else { return false }
    alert?.dismiss(animated: true)
    handler?(self)
    return true
  }

  /// The look of an action, as `UIAlertAction.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// The default look.
    case `default` = 0
    /// Cancels; shown last.
    case cancel = 1
    /// Changes or deletes data; shown in red.
    case destructive = 2
  }
}
