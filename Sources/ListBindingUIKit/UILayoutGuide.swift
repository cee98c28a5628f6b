import Foundation
import ListBinding

/// A rectangle of a view that constraints can pin to, as UIKit's `UILayoutGuide`: a view's
/// `safeAreaLayoutGuide` and `layoutMarginsGuide`.
///
/// Its ``layoutFrame`` is its owning view's bounds, inset by the view's `safeAreaInsets` for
/// the safe area guide and by its `layoutMargins` for the margins guide.
@preconcurrency @MainActor
public class UILayoutGuide {
  /// Which rectangle of its view a guide stands for.
  enum Kind {
    /// Guides added by code (`addLayoutGuide(_:)`): the view's bounds here.
    case custom
    /// The safe area: the view's bounds inset by its safe area insets.
    case safeArea
    /// The view's bounds inset by its layout margins.
    case margins
  }

  let kind: Kind

  /// The view the guide belongs to.
  public internal(set) weak var owningView: UIView?
  /// A name for the guide, for debugging.
  public var identifier = ""

  /// A guide not yet added to a view, as `UILayoutGuide()`.
  public convenience init() {
    self.init(kind: .custom)
  }

  init(kind: Kind, owningView: UIView? = nil) {
    self.kind = kind
    self.owningView = owningView
  }

  /// The guide's rectangle in its owning view's coordinates; `.zero` without one.
  ///
  /// - Complexity: O(1).
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch kind {
    case .custom: return view.bounds
    case .safeArea:
      let insets = view.safeAreaInsets
      return view.bounds.inset(by: insets.top, insets.left, insets.bottom, insets.right)
    case .margins:
      let margins = view.layoutMargins
      return view.bounds.inset(
        by: margins.top, margins.left, margins.bottom, margins.right)
    }
  }

  /// The guide's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The guide's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The guide's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The guide's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .right)
  }
  /// The guide's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The guide's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The guide's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The guide's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension CGRect {
  /// The rect moved in by the given distances from each edge, never below a zero size.
  func inset(by top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> CGRect {
    CGRect(
      x: origin.x + left, y: origin.y + top, width: max(0, size.width - left - right),
      height: max(0, size.height - top - bottom))
  }
}
