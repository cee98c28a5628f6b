import Foundation
import ListBinding

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The layer UIKit code reaches through `view.layer` to round, border and shadow a view (a cell's
// avatar, a card): Core Animation's `CALayer`, recorded and not drawn. The settings UIKit keeps
// on the view itself (`masksToBounds`, `backgroundColor`, `opacity`, `isHidden`) read and write
// the view's, as in UIKit; the others are the layer's own.

/// The layer behind a view, as Core Animation's `CALayer`: recorded, not drawn.
///
/// Every view has one, the same object each time (`view.layer`). Its corner radius, border and
/// shadow are kept for your code and tests; a text renderer draws none of them. Four settings
/// are the view's own under another name, as in UIKit: ``masksToBounds`` is the view's
/// `clipsToBounds`, ``backgroundColor`` its `backgroundColor`, ``opacity`` its `alpha` and
/// ``isHidden`` its `isHidden`. A layer made with `CALayer()` keeps them itself.
@preconcurrency @MainActor
open class CALayer {
  /// The view whose layer this is, or `nil` for a layer of its own.
  private weak var view: View?
  private let belongsToView: Bool
  private var ownMasksToBounds = false
  private var ownBackgroundColor: CGColor?
  private var ownOpacity: Float = 1
  private var ownIsHidden = false
  /// The animations added and not removed, oldest first (see `CALayer+Animations.swift`).
  var addedAnimations: [AddedAnimation] = []

  /// A layer of its own, with Core Animation's defaults.
  ///
  /// - Complexity: O(1).
  public init() {
    belongsToView = false
  }

  /// The layer of `view`.
  init(view: View) {
    self.view = view
    belongsToView = true
  }

  /// The radius of the rounded corners, in points; 0 by default. Recorded only.
  open var cornerRadius: CGFloat = 0

  /// Which corners ``cornerRadius`` rounds; all four by default. Recorded only.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// The width of the border, in points; 0 by default. Recorded only.
  open var borderWidth: CGFloat = 0

  /// The colour of the border; opaque black by default. Recorded only.
  open var borderColor: CGColor? = Color.black.cgColor

  /// The colour of the shadow; opaque black by default. Recorded only.
  open var shadowColor: CGColor? = Color.black.cgColor

  /// The opacity of the shadow, from 0 to 1; 0 (no shadow) by default. Recorded only.
  open var shadowOpacity: Float = 0

  /// The blur radius of the shadow, in points; 3 by default. Recorded only.
  open var shadowRadius: CGFloat = 3

  /// The offset of the shadow, in points; (0, -3) by default. Recorded only.
  open var shadowOffset = CGSize(width: 0, height: -3)

  /// Whether sublayers and subviews are clipped to the layer's bounds: the view's
  /// `clipsToBounds` under Core Animation's name; `false` by default. Recorded only.
  open var masksToBounds: Bool {
    get { belongsToView ? view?.clipsToBounds ?? false : ownMasksToBounds }
    set {
      if belongsToView { view?.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
    }
  }

  /// The background colour: the view's `backgroundColor` as a `CGColor`; `nil` by default.
  open var backgroundColor: CGColor? {
    get { belongsToView ? view?.backgroundColor?.cgColor : ownBackgroundColor }
    set {
      if belongsToView {
        view?.backgroundColor = newValue.map(Color.init(cgColor:))
      } else {
        ownBackgroundColor = newValue
      }
    }
  }

  /// The opacity, from 0 to 1: the view's `alpha`; 1 by default.
  open var opacity: Float {
    get { belongsToView ? Float(view?.alpha ?? 1) : ownOpacity }
    set {
      if belongsToView { view?.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
    }
  }

  /// Whether the layer is hidden: the view's `isHidden`; `false` by default.
  open var isHidden: Bool {
    get { belongsToView ? view?.isHidden ?? false : ownIsHidden }
    set {
      if belongsToView { view?.isHidden = newValue } else { ownIsHidden = newValue }
    }
  }
}

/// The corners of a layer that its corner radius rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt

  /// A mask from its bits.
  ///
  /// - Parameter rawValue: The bits.
  /// - Complexity: O(1).
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The corner at the minimum x and y: the top left in UIKit's coordinates.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The corner at the maximum x and minimum y: the top right.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The corner at the minimum x and maximum y: the bottom left.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The corner at the maximum x and y: the bottom right.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

#if !canImport(CoreGraphics)
  /// A colour as Core Graphics' `CGColor`, the type of a layer's colours: a colour's
  /// `cgColor`, turned back with `UIColor(cgColor:)`. Core Graphics' own where it exists.
  public struct CGColor: Hashable, Sendable {
    /// The colour it stands for.
    let color: Color

    /// The colour's alpha, from 0 to 1.
    public var alpha: CGFloat { color.components.alpha * color.alpha }

    /// The colour's red, green, blue and alpha components, from 0 to 1.
    public var components: [CGFloat]? {
      [color.components.red, color.components.green, color.components.blue, alpha]
    }

    /// The number of ``components``: 4.
    public var numberOfComponents: Int { 4 }
  }
#endif

extension Color {
  /// The colour as Core Graphics' `CGColor`, for a layer's colours, as `UIColor.cgColor`.
  ///
  /// - Complexity: O(1).
  public var cgColor: CGColor {
    #if canImport(CoreGraphics)
      CGColor(
        red: components.red, green: components.green, blue: components.blue,
        alpha: components.alpha * alpha)
    #else
      CGColor(color: self)
    #endif
  }

  /// The colour of a `CGColor`, as `UIColor(cgColor:)`: the colour whose `cgColor` it is, where
  /// Core Graphics is not available; its red, green, blue and alpha components where it is
  /// (a colour of another colour space is black).
  ///
  /// - Parameter cgColor: The colour.
  /// - Complexity: O(1).
  public init(cgColor: CGColor) {
    #if canImport(CoreGraphics)
      let parts = cgColor.components ?? []
      if parts.count == 4 {
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
      } else if parts.count == 2 {
        self.init(white: parts[0], alpha: parts[1])
      } else {
        self.init(red: 0, green: 0, blue: 0, alpha: cgColor.alpha)
      }
    #else
      self = cgColor.color
    #endif
  }
}

extension View {
  /// The view's layer, as `UIView.layer`: the same ``CALayer`` each time, recorded and not
  /// drawn.
  ///
  /// - Complexity: O(1) expected.
  public var layer: CALayer {
    if let layer = Layers.table.existing(self) { return layer }
    let layer = CALayer(view: self)
    Layers.table[self] = layer
    return layer
  }
}

/// The side table of the views' layers.
@MainActor
private enum Layers {
  static let table = SideTable<View, CALayer> { CALayer() }
}
