import Foundation
import ListBinding

extension Button {
  /// The kinds of button UIKit offers, as `UIButton.ButtonType`.
  ///
  /// Appearance only: every kind is the same button here, drawn by its title.
  public enum ButtonType: Int, Hashable, Sendable {
    /// No button style.
    case custom
    /// A system style button, such as those in navigation bars and toolbars.
    case system
    /// A detail disclosure button.
    case detailDisclosure
    /// An information button with a light background.
    case infoLight
    /// An information button with a dark background.
    case infoDark
    /// A contact add button.
    case contactAdd
    /// A close button. Its raw value is UIKit's, 7: UIKit gives 6 to `plain`, a tvOS-only
    /// type the face does not offer.
    case close = 7

    /// A rounded-rectangle button, as `UIButton.ButtonType.roundedRect`: on iOS 7 and later
    /// the same type as ``system``, which UIKit declares it as.
    public static var roundedRect: ButtonType { .system }
  }

  /// Creates a button of a type, as `UIButton(type:)`.
  ///
  /// - Parameter buttonType: The button's type; appearance only.
  /// - Complexity: O(1).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
  }

  /// Creates a button of a type that performs `primaryAction`, as
  /// `UIButton(type:primaryAction:)`: the action is registered for
  /// `UIControl.Event.primaryActionTriggered`, and the button's title and image are the
  /// action's title and image.
  ///
  /// - Parameters:
  ///   - buttonType: The button's type; appearance only.
  ///   - primaryAction: The action a tap performs, or `nil` for none.
  /// - Complexity: O(1).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero, primaryAction: primaryAction)
  }

  /// Creates a button with a frame that performs `primaryAction`, as
  /// `UIButton(frame:primaryAction:)`: the action is registered for
  /// `UIControl.Event.primaryActionTriggered`, and the button's title and image are the
  /// action's title and image (for the normal state).
  ///
  /// - Parameters:
  ///   - frame: The button's frame.
  ///   - primaryAction: The action a tap performs, or `nil` for none.
  /// - Complexity: O(1).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    guard let primaryAction else { return }
    setTitle(primaryAction.title, for: .normal)
    setImage(primaryAction.image, for: .normal)
    addAction(primaryAction, for: .primaryActionTriggered)
  }
}
