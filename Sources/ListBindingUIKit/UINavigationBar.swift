import Foundation
import ListBinding

/// The bar a navigation controller shows above its content, as UIKit's `UINavigationBar`.
/// Recorded, not drawn: its settings are kept for your code and tests.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether titles show large, as `UINavigationBar.prefersLargeTitles`. Default: `false`.
  public var prefersLargeTitles = false
  /// Whether the bar is translucent. Default: `true`.
  public var isTranslucent = true
  /// The bar's background colour, or `nil` for the default.
  public var barTintColor: UIColor?

  /// Creates a bar with a frame, as `UINavigationBar(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }
}

extension UINavigationController {
  /// The controller's navigation bar, as `UINavigationController.navigationBar`: one for the
  /// controller's lifetime.
  ///
  /// - Complexity: O(1) expected.
  public var navigationBar: UINavigationBar {
    if let bar = Self.bars.existing(self) { return bar }
    let bar = UINavigationBar(frame: .zero)
    Self.bars[self] = bar
    return bar
  }

  /// Whether the navigation bar is hidden, as `UINavigationController.isNavigationBarHidden`.
  /// Default: `false`. Setting it is ``setNavigationBarHidden(_:animated:)`` without
  /// animation.
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set {
      guard newValue != navigationBar.isHidden else { return }
      navigationBar.isHidden = newValue
      if let view = topViewController?.viewIfLoaded { SafeAreas.barsChanged(over: view) }
    }
  }

  /// Hides or shows the navigation bar, as `setNavigationBarHidden(_:animated:)`.
  ///
  /// A visible bar covers the top 44 points of the top controller's view: its
  /// `view.safeAreaInsets.top`, and a table's `adjustedContentInset.top`, count them; hidden,
  /// nothing covers it (see `UIView.safeAreaInsets`). A change calls the
  /// `safeAreaInsetsDidChange()` of the views whose insets changed and the controller's
  /// `viewSafeAreaInsetsDidChange()`.
  ///
  /// - Parameters:
  ///   - hidden: Whether the bar is hidden.
  ///   - animated: Recorded nowhere: nothing moves on a screen.
  /// - Complexity: O(1) expected.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// The navigation bars of navigation controllers.
  private static let bars = SideTable<UINavigationController, UINavigationBar> {
    UINavigationBar(frame: .zero)
  }
}
