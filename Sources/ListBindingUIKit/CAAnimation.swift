import Foundation
import ListBinding

// The Core Animation that table screens write: a `CABasicAnimation` that turns a disclosure
// chevron or fades a badge, added to a view's layer. Recorded, not played: the layer keeps the
// animations added to it for your code and tests; no value changes over time.

#if !canImport(Darwin)
  /// A duration or a point in time, in seconds, as Core Foundation's `CFTimeInterval`, which
  /// Foundation on Linux does not declare.
  public typealias CFTimeInterval = Double
#endif

/// An animation of a layer, as Core Animation's `CAAnimation`: recorded, not played.
///
/// Set its timing (``duration``, ``fillMode``, ``timingFunction``, ``isRemovedOnCompletion``)
/// and add it to a layer with ``CALayer/add(_:forKey:)``, which keeps a copy, as Core Animation
/// does. Nothing animates: the layer's and view's values stay what your code set.
open class CAAnimation {
  /// An animation with Core Animation's defaults.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// How long the animation runs, in seconds; 0 by default, which a layer's copy turns into
  /// Core Animation's 0.25 seconds. Recorded only.
  open var duration: CFTimeInterval = 0

  /// When the animation starts, in the layer's time; 0 (when it is added) by default.
  /// Recorded only.
  open var beginTime: CFTimeInterval = 0

  /// How many times the animation repeats; 0 (once) by default. Recorded only.
  open var repeatCount: Float = 0

  /// Whether the animation runs backwards after running forwards; `false` by default.
  /// Recorded only.
  open var autoreverses = false

  /// Whether the animation's values hold before it starts and after it ends;
  /// ``CAMediaTimingFillMode/removed`` (neither) by default. Recorded only.
  open var fillMode = CAMediaTimingFillMode.removed

  /// The pace of the animation, or `nil` (linear) by default. Recorded only.
  open var timingFunction: CAMediaTimingFunction?

  /// Whether the layer removes the animation when it completes; `true` by default.
  ///
  /// The face plays nothing: an animation added to a layer completes when the main queue next
  /// turns, and is removed from the layer then if this is `true`; otherwise it stays until
  /// your code removes it.
  open var isRemovedOnCompletion = true

  /// A copy of the animation, as the layer keeps: an instance of the face's class of `self`
  /// with the same settings.
  func copied() -> CAAnimation {
    let copy = CAAnimation()
    copy.copyTiming(from: self)
    return copy
  }

  /// Takes the timing settings of `other`.
  final func copyTiming(from other: CAAnimation) {
    duration = other.duration
    beginTime = other.beginTime
    repeatCount = other.repeatCount
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
  }
}

/// An animation of one property of a layer, named by its key path, as Core Animation's
/// `CAPropertyAnimation`: recorded, not played.
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the property animated (`"transform.rotation"`, `"opacity"`), or `nil`.
  open var keyPath: String?

  /// An animation with Core Animation's defaults and no key path.
  ///
  /// - Complexity: O(1).
  public override init() {}

  /// An animation of the property at `path`, as `CAPropertyAnimation(keyPath:)`.
  ///
  /// - Parameter path: The key path of the property animated.
  /// - Complexity: O(1).
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copied() -> CAAnimation {
    let copy = CAPropertyAnimation(keyPath: keyPath)
    copy.copyTiming(from: self)
    return copy
  }
}

/// An animation of a property from one value to another, as Core Animation's
/// `CABasicAnimation`: recorded, not played.
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the animation starts from, or `nil` (the property's current value).
  open var fromValue: Any?
  /// The value the animation ends at, or `nil`.
  open var toValue: Any?
  /// The value the animation adds to the start, or `nil`.
  open var byValue: Any?

  override func copied() -> CAAnimation {
    let copy = CABasicAnimation(keyPath: keyPath)
    copy.copyTiming(from: self)
    copy.fromValue = fromValue
    copy.toValue = toValue
    copy.byValue = byValue
    return copy
  }
}

/// Whether an animation's values hold outside its active time, as Core Animation's
/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// Core Animation's name of the mode.
  public let rawValue: String

  /// A mode from its name.
  ///
  /// - Parameter rawValue: The name.
  /// - Complexity: O(1).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The final values hold after the animation ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first values hold before the animation starts.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both: the first values before, the final values after.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither: the animation's values show only while it runs.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The pace of an animation, as Core Animation's `CAMediaTimingFunction`: recorded, not used.
public final class CAMediaTimingFunction: Sendable {
  /// The name the function was made with.
  let name: CAMediaTimingFunctionName

  /// The predefined function `name`, as `CAMediaTimingFunction(name:)`.
  ///
  /// - Parameter name: The function's name, such as `.easeInEaseOut`.
  /// - Complexity: O(1).
  public init(name: CAMediaTimingFunctionName) {
    self.name = name
  }
}

/// The names of Core Animation's predefined timing functions, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// Core Animation's name of the function.
  public let rawValue: String

  /// A name from its string.
  ///
  /// - Parameter rawValue: The name.
  /// - Complexity: O(1).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// An even pace.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow at the start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow at the end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow at the start and the end.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system's default pace.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
