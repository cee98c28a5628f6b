import Foundation
import ListBinding

// The geometry and margin members of UIKit's views that custom cells set in their initializers
// and `layoutSubviews()`: a view's centre, margins by leading and trailing edge, and a rect
// inset by edge insets. Layout is recorded, not solved (see `NSLayoutConstraint`), and text runs
// left to right, so leading is left and trailing is right.

/// Edge insets by leading and trailing edge, as UIKit's `NSDirectionalEdgeInsets`: ListBinding's
/// `DirectionalEdgeInsets` (with text running left to right, leading is left and trailing is
/// right), the type of `directionalLayoutMargins` and `UIBackgroundConfiguration.backgroundInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

extension View {
  /// The view's `layoutMargins` by leading and trailing edge, as
  /// `UIView.directionalLayoutMargins`: leading is the left margin, trailing the right.
  ///
  /// - Complexity: O(1).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      NSDirectionalEdgeInsets(
        top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
        trailing: layoutMargins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  /// Whether the view's margins take its superview's where they are larger, as
  /// `UIView.preservesSuperviewLayoutMargins`; `false` by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var preservesSuperviewLayoutMargins: Bool {
    get { CellLayoutSettings.views.existing(self)?.preservesSuperviewMargins ?? false }
    set { CellLayoutSettings.views[self].preservesSuperviewMargins = newValue }
  }

  /// Whether the view's margins grow to stay inside the safe area, as
  /// `UIView.insetsLayoutMarginsFromSafeArea`; `true` by default. Recorded only (the safe area
  /// insets are zero here).
  ///
  /// - Complexity: O(1) expected.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { CellLayoutSettings.views.existing(self)?.insetsFromSafeArea ?? true }
    set { CellLayoutSettings.views[self].insetsFromSafeArea = newValue }
  }

  /// The centre of the view's frame, in its superview's coordinates, as `UIView.center`.
  /// Setting it moves the frame and keeps its size.
  ///
  /// - Complexity: O(1).
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
}

extension ImageView {
  /// The image shown while the view is highlighted (in a highlighted or selected cell), as
  /// `UIImageView.highlightedImage`; `nil` by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var highlightedImage: UIImage? {
    get { CellLayoutSettings.imageViews.existing(self) ?? nil }
    set { CellLayoutSettings.imageViews[self] = newValue }
  }
}

extension CGRect {
  /// The rect moved in by `insets` from each edge, as UIKit's `CGRect.inset(by:)`; negative
  /// insets move it out.
  ///
  /// - Parameter insets: The distances from each edge.
  /// - Returns: The inset rect.
  /// - Complexity: O(1).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// The side tables of the recorded margin settings and highlighted images.
@MainActor
private enum CellLayoutSettings {
  struct Entry {
    var preservesSuperviewMargins = false
    var insetsFromSafeArea = true
  }

  static let views = SideTable<View, Entry> { Entry() }
  static let imageViews = SideTable<ImageView, UIImage?> { nil }
}
