import Foundation
import ListBinding

/// A spinner that shows a task is under way, as UIKit's `UIActivityIndicatorView`: often a
/// table's loading footer (`tableView.tableFooterView = spinner`).
///
/// While ``hidesWhenStopped`` (the default), the indicator sets its `isHidden` when it stops
/// and clears it when it starts, as Apple's page says, so a new one is hidden until
/// ``startAnimating()``. Drawn as `[spinning]` while animating and `[stopped]` when stopped and
/// shown; a hidden one draws nothing.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The look of an activity indicator, as `UIActivityIndicatorView.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// The large white spinner of iOS 12 and before.
    @available(*, deprecated, renamed: "large", message: "UIKit deprecated it in iOS 13")
    case whiteLarge = 0
    /// The white spinner of iOS 12 and before.
    @available(*, deprecated, renamed: "medium", message: "UIKit deprecated it in iOS 13")
    case white = 1
    /// The grey spinner of iOS 12 and before.
    @available(*, deprecated, renamed: "medium", message: "UIKit deprecated it in iOS 13")
    case gray = 2
    /// The medium spinner, the default.
    case medium = 100
    /// The large spinner.
    case large = 101
  }

  private var animating = false
  private var storedHidesWhenStopped = true

  /// The style, as `UIActivityIndicatorView.style`. Default: `.medium`. Recorded: every style
  /// draws alike.
  open var style = Style.medium

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type.)
  /// The spinner's colour, as `UIActivityIndicatorView.color`. Recorded only.
  open var color: UIColor!

  /// Creates a stopped `.medium` indicator, hidden while ``hidesWhenStopped``, as
  /// `UIActivityIndicatorView(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a stopped indicator of `style`, hidden while ``hidesWhenStopped``, as
  /// `UIActivityIndicatorView(style:)`.
  ///
  /// - Parameter style: The style.
  /// - Complexity: O(1).
  public init(style: UIActivityIndicatorView.Style) {
    super.init(frame: .zero)
    self.style = style
    isHidden = true
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// Whether the indicator is animating, as `isAnimating`.
  ///
  /// - Complexity: O(1).
  open var isAnimating: Bool { animating }

  /// Whether the indicator hides while stopped, as `hidesWhenStopped`. Default: `true`.
  /// Setting it while stopped hides or shows the indicator at once (*assumed*).
  ///
  /// - Complexity: O(1).
  open var hidesWhenStopped: Bool {
    get { storedHidesWhenStopped }
    set {
      storedHidesWhenStopped = newValue
      if !animating { isHidden = newValue }
    }
  }

  /// Starts the animation, as `startAnimating()`: the indicator shows.
  ///
  /// - Complexity: O(1).
  open func startAnimating() {
    animating = true
    if storedHidesWhenStopped { isHidden = false }
  }

  /// Stops the animation, as `stopAnimating()`: the indicator hides while
  /// ``hidesWhenStopped``.
  ///
  /// - Complexity: O(1).
  open func stopAnimating() {
    animating = false
    if storedHidesWhenStopped { isHidden = true }
  }

  /// The indicator as one text element: `[spinning]` or `[stopped]`; nothing while hidden.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    return [.text(animating ? "[spinning]" : "[stopped]")] + super.renderedElements()
  }
}
