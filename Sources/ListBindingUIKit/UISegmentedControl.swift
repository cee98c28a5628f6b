import Foundation
import ListBinding

/// A horizontal control of segments, each a button of its own, of which one is selected, as
/// UIKit's `UISegmentedControl`.
///
/// Segments, titles, images, per-segment enabling and the selection are UIKit's. A user's tap
/// on a segment (ListBindingTesting's `simulateTap(segmentAt:)`) selects it and sends
/// `.valueChanged`; setting ``selectedSegmentIndex`` sends nothing, as in UIKit. Drawn by the
/// text renderer as the segments' titles in brackets, the selected one between asterisks:
/// `[ Day | *Week* | Month ]`.
///
/// UIKit takes segment positions as Objective-C's unsigned `NSUInteger` and pins one past the
/// end to the last segment (to the end for an insertion); a negative position is a huge
/// unsigned number there, so it is pinned the same way here.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// One segment: its title or image, whether it takes taps, its width, its action.
  private struct Segment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
    var width: CGFloat = 0
    var action: UIAction?
  }

  /// The value of ``selectedSegmentIndex`` when no segment is selected, as
  /// `UISegmentedControl.noSegment`: -1.
  nonisolated public class var noSegment: Int { -1 }

  private var segments: [Segment] = []
  private var selected = -1
  private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

  /// Whether a tapped segment shows selected only while the finger is down, as
  /// `UISegmentedControl.isMomentary`. Default: `false`. A momentary control keeps no
  /// selection: ``selectedSegmentIndex`` is the tapped segment while the control's actions run,
  /// and ``noSegment`` after (*assumed*).
  open var isMomentary = false

  /// Whether the segments are as wide as their content, as
  /// `apportionsSegmentWidthsByContent`. Default: `false`. Recorded: the text renderer draws
  /// each title at its own width.
  open var apportionsSegmentWidthsByContent = false

  /// The colour of the selected segment, as `selectedSegmentTintColor`. Default: `nil`.
  /// Recorded only.
  open var selectedSegmentTintColor: UIColor?

  /// Whether a drag and drop held over a segment selects it, as `isSpringLoaded`
  /// (`UISpringLoadedInteractionSupporting`). Default: `false`. Recorded only: nothing is
  /// dragged over a control here.
  open var isSpringLoaded = false

  /// Creates a control with a segment for each item, none selected, as
  /// `UISegmentedControl(items:)`. A convenience initializer, as UIKit's: a subclass that
  /// overrides `init(frame:)` and `init(coder:)` inherits it.
  ///
  /// - Parameter items: A title (`String`) or an image (`UIImage`) for each segment; an item
  ///   of another type makes a segment with neither.
  /// - Complexity: O(*n*), where *n* is the number of items.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    segments = (items ?? []).map { item in
      Segment(title: item as? String, image: item as? UIImage)
    }
  }

  /// Creates a control with a segment for each action, titled and imaged as the action, as
  /// `UISegmentedControl(frame:actions:)`: tapping a segment performs its action.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - actions: One action per segment.
  /// - Complexity: O(*n*), where *n* is the number of actions.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
  }

  /// Creates a control without segments, as `UISegmentedControl(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The number of segments, as `numberOfSegments`.
  ///
  /// - Complexity: O(1).
  open var numberOfSegments: Int { segments.count }

  /// The selected segment, or ``noSegment``, as `selectedSegmentIndex`. Setting it sends no
  /// action. Setting ``noSegment`` (-1) clears the selection; another position outside the
  /// segments is ignored (*assumed*: Apple's page names only -1).
  ///
  /// - Complexity: O(1).
  open var selectedSegmentIndex: Int {
    get { selected }
    set {
      guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
      selected = newValue
    }
  }

  /// The position `segment` is pinned to among the existing segments, or `nil` when there are
  /// none: UIKit's unsigned positions, one past the end or negative, pin to the last.
  private func pinned(_ segment: Int) -> Int? {
    guard !segments.isEmpty else { return nil }
    return segment >= 0 && segment < segments.count ? segment : segments.count - 1
  }

  /// Inserts a segment titled `title` at `segment`, as
  /// `insertSegment(withTitle:at:animated:)`. A position past the end (or negative) appends.
  /// The selected segment stays selected (*assumed*).
  ///
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - segment: Where the segment goes.
  ///   - animated: Ignored: nothing is animated.
  /// - Complexity: O(*n*), where *n* is the number of segments.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment showing `image` at `segment`, as `insertSegment(with:at:animated:)`.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - segment: Where the segment goes; past the end (or negative) appends.
  ///   - animated: Ignored: nothing is animated.
  /// - Complexity: O(*n*), where *n* is the number of segments.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Inserts a segment that performs `action` when tapped, titled and imaged as the action, as
  /// `insertSegment(action:at:animated:)`.
  ///
  /// - Parameters:
  ///   - action: The segment's action.
  ///   - segment: Where the segment goes; past the end (or negative) appends.
  ///   - animated: Ignored: nothing is animated.
  /// - Complexity: O(*n*), where *n* is the number of segments.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }

  private func insert(_ new: Segment, at segment: Int) {
    let position = segment >= 0 && segment <= segments.count ? segment : segments.count
    segments.insert(new, at: position)
    if selected != Self.noSegment, position <= selected { selected += 1 }
  }

  /// Removes the segment at `segment`, as `removeSegment(at:animated:)`: a position past the
  /// end (or negative) removes the last; no segments, nothing. Removing the selected segment
  /// leaves none selected (*assumed*).
  ///
  /// - Parameters:
  ///   - segment: The segment to remove.
  ///   - animated: Ignored: nothing is animated.
  /// - Complexity: O(*n*), where *n* is the number of segments.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard let position = pinned(segment) else { return }
    segments.remove(at: position)
    if position == selected {
      selected = Self.noSegment
    } else if position < selected {
      selected -= 1
    }
  }

  /// Removes every segment, as `removeAllSegments()`; none is selected after.
  ///
  /// - Complexity: O(*n*), where *n* is the number of segments.
  open func removeAllSegments() {
    segments.removeAll()
    selected = Self.noSegment
  }

  /// Sets the title of a segment, as `setTitle(_:forSegmentAt:)`: a position past the end (or
  /// negative) sets the last segment's.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - segment: The segment.
  /// - Complexity: O(1).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard let position = pinned(segment) else { return }
    segments[position].title = title
  }

  /// The title of a segment, as `titleForSegment(at:)`: `nil` when it has none, or when the
  /// control has no segments.
  ///
  /// - Parameter segment: The segment; past the end (or negative), the last.
  /// - Returns: The title.
  /// - Complexity: O(1).
  open func titleForSegment(at segment: Int) -> String? {
    pinned(segment).flatMap { segments[$0].title }
  }

  /// Sets the image of a segment, as `setImage(_:forSegmentAt:)`.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - segment: The segment; past the end (or negative), the last.
  /// - Complexity: O(1).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard let position = pinned(segment) else { return }
    segments[position].image = image
  }

  /// The image of a segment, as `imageForSegment(at:)`.
  ///
  /// - Parameter segment: The segment; past the end (or negative), the last.
  /// - Returns: The image, or `nil`.
  /// - Complexity: O(1).
  open func imageForSegment(at segment: Int) -> UIImage? {
    pinned(segment).flatMap { segments[$0].image }
  }

  /// Enables or disables a segment, as `setEnabled(_:forSegmentAt:)`: a disabled segment takes
  /// no taps.
  ///
  /// - Parameters:
  ///   - enabled: Whether the segment takes taps.
  ///   - segment: The segment; past the end (or negative), the last.
  /// - Complexity: O(1).
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard let position = pinned(segment) else { return }
    segments[position].isEnabled = enabled
  }

  /// Whether a segment takes taps, as `isEnabledForSegment(at:)`; `false` when the control has
  /// no segments.
  ///
  /// - Parameter segment: The segment; past the end (or negative), the last.
  /// - Returns: Whether it is enabled.
  /// - Complexity: O(1).
  open func isEnabledForSegment(at segment: Int) -> Bool {
    pinned(segment).map { segments[$0].isEnabled } ?? false
  }

  /// Sets the width of a segment, as `setWidth(_:forSegmentAt:)`; 0, the default, sizes it
  /// automatically. Recorded only; a width that is negative or not finite is ignored
  /// (*assumed*).
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - segment: The segment; past the end (or negative), the last.
  /// - Complexity: O(1).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard width.isFinite, width >= 0, let position = pinned(segment) else { return }
    segments[position].width = width
  }

  /// The width set for a segment, as `widthForSegment(at:)`: 0 when sized automatically.
  ///
  /// - Parameter segment: The segment; past the end (or negative), the last.
  /// - Returns: The width.
  /// - Complexity: O(1).
  open func widthForSegment(at segment: Int) -> CGFloat {
    pinned(segment).map { segments[$0].width } ?? 0
  }

  /// The action of a segment made with one, as `actionForSegment(at:)`: `nil` for a position
  /// outside the segments.
  ///
  /// - Parameter segment: The segment.
  /// - Returns: The action, or `nil`.
  /// - Complexity: O(1).
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The position of the segment whose action has `identifier`, as
  /// `segmentIndex(identifiedBy:)`, or ``noSegment``.
  ///
  /// - Parameter identifier: The action's identifier.
  /// - Returns: The segment's position.
  /// - Complexity: O(*n*), where *n* is the number of segments.
  open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
  }

  /// Sets the text attributes of the titles in `state`, as
  /// `setTitleTextAttributes(_:for:)`. Recorded only.
  ///
  /// - Parameters:
  ///   - attributes: The attributes, or `nil` to remove them.
  ///   - state: The state they are for.
  /// - Complexity: O(1) expected.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The text attributes set for `state`, as `titleTextAttributes(for:)`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributes, or `nil`.
  /// - Complexity: O(1) expected.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// A user's tap on the segment at `segment`: ListBindingTesting's `simulateTap(segmentAt:)`.
  ///
  /// - Returns: Whether the tap reached an enabled segment.
  package func performTap(segmentAt segment: Int) -> Bool {
    guard isEnabled, isReachableByTouch, segments.indices.contains(segment),
      segments[segment].isEnabled
    else { return false }
    sendActions(for: .touchDown)
    let changes = isMomentary || segment != selected
    if changes {
      selected = segment
      segments[segment].action?.perform(sender: self)
      sendActions(for: .valueChanged)
      if isMomentary, selected == segment { selected = Self.noSegment }
    }
    sendActions(for: .touchUpInside)
    return true
  }

  /// The control as one text element: `[ Day | *Week* | Month ]`, the selected segment's title
  /// between asterisks, an image segment as `:name:`.
  ///
  /// - Complexity: O(*n* + *v*), where *n* is the number of segments and *v* the number of
  ///   views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    let titles = segments.indices.map { position -> String in
      let segment = segments[position]
      let title = segment.title ?? segment.image.map { ":" + $0.name + ":" } ?? ""
      return position == selected ? "*" + title + "*" : title
    }
    let drawn = "[ " + titles.joined(separator: " | ") + " ]"
    return [.text(drawn)] + super.renderedElements()
  }
}
