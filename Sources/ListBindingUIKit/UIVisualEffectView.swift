import Foundation
import ListBinding

/// An effect a ``UIVisualEffectView`` applies to what lies behind it, as UIKit's
/// `UIVisualEffect`. Recorded: the face draws no blur.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  /// An effect, as `UIVisualEffect()`.
  public override init() { super.init() }
}

/// A blur, as UIKit's `UIBlurEffect`: a table's translucent background or a header's material.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur's material, as `UIBlurEffect.Style`, with UIKit's raw values.
  public enum Style: Int, Hashable, Sendable {
    /// A lighter blur than the view behind it.
    case extraLight = 0
    /// A blur about as light as the view behind it.
    case light = 1
    /// A darker blur than the view behind it.
    case dark = 2
    /// A blur that follows the interface style.
    case regular = 4
    /// A blur that follows the interface style, more opaque.
    case prominent = 5
    /// The thinnest material, adapting to the interface style.
    case systemUltraThinMaterial = 6
    /// A thin material, adapting to the interface style.
    case systemThinMaterial = 7
    /// The default material, adapting to the interface style.
    case systemMaterial = 8
    /// A thick material, adapting to the interface style.
    case systemThickMaterial = 9
    /// The material of bars, adapting to the interface style.
    case systemChromeMaterial = 10
    /// The thinnest material, always light.
    case systemUltraThinMaterialLight = 11
    /// A thin material, always light.
    case systemThinMaterialLight = 12
    /// The default material, always light.
    case systemMaterialLight = 13
    /// A thick material, always light.
    case systemThickMaterialLight = 14
    /// The material of bars, always light.
    case systemChromeMaterialLight = 15
    /// The thinnest material, always dark.
    case systemUltraThinMaterialDark = 16
    /// A thin material, always dark.
    case systemThinMaterialDark = 17
    /// The default material, always dark.
    case systemMaterialDark = 18
    /// A thick material, always dark.
    case systemThickMaterialDark = 19
    /// The material of bars, always dark.
    case systemChromeMaterialDark = 20
  }

  /// The blur's material.
  public let style: Style

  /// A blur of `style`, as `UIBlurEffect(style:)`.
  ///
  /// - Parameter style: The material.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// How vibrant content shows over a blur, as UIKit's `UIVibrancyEffect`.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The kind of content made vibrant, as `UIVibrancyEffectStyle`.
  public enum Style: Int, Hashable, Sendable {
    /// Primary text.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// A fill.
    case fill = 4
    /// A secondary fill.
    case secondaryFill = 5
    /// A tertiary fill.
    case tertiaryFill = 6
    /// A separator.
    case separator = 7
  }

  /// The blur the vibrancy goes with.
  public let blurEffect: UIBlurEffect
  /// The kind of content made vibrant.
  public let style: Style

  /// Vibrancy for content over `blurEffect`, as `UIVibrancyEffect(blurEffect:)`: `.label`.
  ///
  /// - Parameter blurEffect: The blur the vibrancy goes with.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Vibrancy of `style` for content over `blurEffect`, as
  /// `UIVibrancyEffect(blurEffect:style:)`.
  ///
  /// - Parameters:
  ///   - blurEffect: The blur the vibrancy goes with.
  ///   - style: The kind of content made vibrant.
  public init(blurEffect: UIBlurEffect, style: Style) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// The name UIKit gives ``UIVibrancyEffect/Style``.
public typealias UIVibrancyEffectStyle = UIVibrancyEffect.Style

/// A view that applies an effect to what lies behind it, as UIKit's `UIVisualEffectView`: apps
/// set one as a table's `backgroundView` or put a header's labels on it.
///
/// Subviews go into ``contentView``, as Apple's page asks, which fills the view's bounds. The
/// effect is recorded, not drawn: the text renderer draws the content view's subviews.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The view the content goes in: add subviews here, not to the effect view.
  public let contentView = UIView()

  /// The effect, as `UIVisualEffectView.effect`; `nil` for none.
  open var effect: UIVisualEffect?

  /// An effect view with `effect`, as `UIVisualEffectView(effect:)`.
  ///
  /// - Parameter effect: The effect, or `nil`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// An effect view without an effect, as `UIVisualEffectView(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The frame; the content view follows its size.
  open override var frame: CGRect {
    didSet { contentView.frame = bounds }
  }
}
