import Foundation
import ListBinding

/// A control for picking a value from a continuous range by moving a thumb along a track, as
/// UIKit's `UISlider`.
///
/// ``value`` stays within ``minimumValue`` and ``maximumValue`` as UIKit keeps it: a value set
/// below or above is pinned, and moving a bound past the value or past the other bound moves
/// them too. A value that is not a number is ignored (*assumed*). A user's drag
/// (ListBindingTesting's `simulateDrag(to:)`) sends `.valueChanged`, at each point while
/// ``isContinuous``, else once at the end; setting the value sends nothing. Drawn as a track
/// with the thumb where the value lies: `[=====o-----]`.
@preconcurrency @MainActor
open class UISlider: UIControl {
  private var storedValue: Float = 0
  private var storedMinimum: Float = 0
  private var storedMaximum: Float = 1

  /// Whether a drag sends `.valueChanged` at each move (`true`, the default) or once when the
  /// finger lifts, as `UISlider.isContinuous`.
  open var isContinuous = true

  /// The colour of the track before the thumb, as `minimumTrackTintColor`. Recorded only.
  open var minimumTrackTintColor: UIColor?
  /// The colour of the track after the thumb, as `maximumTrackTintColor`. Recorded only.
  open var maximumTrackTintColor: UIColor?
  /// The colour of the thumb, as `thumbTintColor`. Recorded only.
  open var thumbTintColor: UIColor?
  /// The image at the minimum end, as `minimumValueImage`. Recorded only.
  open var minimumValueImage: UIImage?
  /// The image at the maximum end, as `maximumValueImage`. Recorded only.
  open var maximumValueImage: UIImage?

  private var images: [String: UIImage] = [:]

  /// Creates a slider from 0 to 1 at 0, as `UISlider(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The slider's value, as `UISlider.value`: pinned to ``minimumValue`` and ``maximumValue``
  /// when set (Apple: "If you try to set a value that is below the minimum or above the
  /// maximum value, the minimum or maximum value is set instead"). Default: 0.
  ///
  /// - Complexity: O(1).
  open var value: Float {
    get { storedValue }
    set {
      guard !newValue.isNaN else { return }
      storedValue = min(max(newValue, storedMinimum), storedMaximum)
    }
  }

  /// The value at the leading end, as `minimumValue`. Default: 0. A minimum above the value
  /// raises the value to it, above ``maximumValue`` raises the maximum too.
  ///
  /// - Complexity: O(1).
  open var minimumValue: Float {
    get { storedMinimum }
    set {
      guard !newValue.isNaN else { return }
      storedMinimum = newValue
      storedMaximum = max(storedMaximum, newValue)
      storedValue = max(storedValue, newValue)
    }
  }

  /// The value at the trailing end, as `maximumValue`. Default: 1. A maximum below the value
  /// lowers the value to it, below ``minimumValue`` lowers the minimum too.
  ///
  /// - Complexity: O(1).
  open var maximumValue: Float {
    get { storedMaximum }
    set {
      guard !newValue.isNaN else { return }
      storedMaximum = newValue
      storedMinimum = min(storedMinimum, newValue)
      storedValue = min(storedValue, newValue)
    }
  }

  /// Sets ``value``, pinned to the range, as `setValue(_:animated:)`; sends nothing.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - animated: Ignored: nothing is animated.
  /// - Complexity: O(1).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Sets the thumb's image in `state`, as `setThumbImage(_:for:)`. Recorded only.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` for the standard thumb.
  ///   - state: The state it is for.
  /// - Complexity: O(1) expected.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    images["thumb \(state.rawValue)"] = image
  }

  /// The thumb's image in `state`, as `thumbImage(for:)`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image set, or `nil`.
  /// - Complexity: O(1) expected.
  open func thumbImage(for state: UIControl.State) -> UIImage? {
    images["thumb \(state.rawValue)"]
  }

  /// Sets the track's image before the thumb in `state`, as `setMinimumTrackImage(_:for:)`.
  /// Recorded only.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` for the standard track.
  ///   - state: The state it is for.
  /// - Complexity: O(1) expected.
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    images["minimum \(state.rawValue)"] = image
  }

  /// Sets the track's image after the thumb in `state`, as `setMaximumTrackImage(_:for:)`.
  /// Recorded only.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` for the standard track.
  ///   - state: The state it is for.
  /// - Complexity: O(1) expected.
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    images["maximum \(state.rawValue)"] = image
  }

  /// A user's drag of the thumb through `values`: ListBindingTesting's
  /// `simulateDrag(through:)`.
  ///
  /// - Returns: Whether the drag reached the slider.
  package func performDrag(through values: [Float]) -> Bool {
    guard isEnabled, isReachableByTouch else { return false }
    sendActions(for: .touchDown)
    let start = value
    var last = start
    for point in values {
      value = point
      if isContinuous, value != last { sendActions(for: .valueChanged) }
      last = value
    }
    if !isContinuous, value != start { sendActions(for: .valueChanged) }
    sendActions(for: .touchUpInside)
    return true
  }

  /// The slider as one text element: a track of ten cells with the thumb `o` where the value
  /// lies, `=` before it and `-` after: `[=====o-----]` at the middle.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    let cells = 10
    let span = Double(storedMaximum) - Double(storedMinimum)
    let fraction =
      span > 0 && span.isFinite ? (Double(storedValue) - Double(storedMinimum)) / span : 0
    let before = fraction.isFinite ? Int((min(max(fraction, 0), 1) * Double(cells)).rounded()) : 0
    let track =
      "[" + String(repeating: "=", count: before) + "o"
      + String(repeating: "-", count: cells - before) + "]"
    return [.text(track)] + super.renderedElements()
  }
}
