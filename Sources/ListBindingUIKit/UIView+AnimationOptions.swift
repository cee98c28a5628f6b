import Foundation
import ListBinding

extension View {
  /// How a block-based animation runs, as UIKit's `UIView.AnimationOptions`: the curve, the
  /// transition and the behaviour flags, with UIKit's raw values.
  ///
  /// The face draws no frames, so only what changes the views' end state has an effect:
  /// ``showHideTransitionViews`` in ``transition(from:to:duration:options:completion:)``. The
  /// others are accepted and not kept.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits, as UIKit lays them out.
    public let rawValue: UInt

    /// Options from their bits.
    ///
    /// - Parameter rawValue: The bits, as UIKit's.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews as the animation runs.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user touch the views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state of an animation already running.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation without end.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards after forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Uses this duration rather than an enclosing animation's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Uses this curve rather than an enclosing animation's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws the views' content as they animate.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows the views of a transition rather than removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignores an enclosing animation's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at the start and the end (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// At one speed throughout.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flips the view around its vertical axis, left side first.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flips the view around its vertical axis, right side first.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curls the view up from the bottom.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curls the view down from the top.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Dissolves one view into the next.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flips the view around its horizontal axis, top first.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flips the view around its horizontal axis, bottom first.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The device's default frame rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames a second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames a second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// How a keyframe animation runs, as UIKit's `UIView.KeyframeAnimationOptions`, with UIKit's
  /// raw values. Accepted and not kept: the face draws no frames.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The options' bits, as UIKit lays them out.
    public let rawValue: UInt

    /// Options from their bits.
    ///
    /// - Parameter rawValue: The bits, as UIKit's.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews as the animation runs.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user touch the views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state of an animation already running.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation without end.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards after forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Uses this duration rather than an enclosing animation's.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Interpolates linearly between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Jumps from keyframe to keyframe.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Spaces the keyframes evenly.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// Interpolates along a curve.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// Interpolates along a curve at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }
}

extension View {
  /// The pace of an animation, as UIKit's `UIView.AnimationCurve`, with UIKit's raw values:
  /// the curve of a `UIViewPropertyAnimator`. Accepted, not kept: the face draws no frames.
  public enum AnimationCurve: Int, Hashable, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even throughout.
    case linear = 3
  }
}
