import Foundation
import ListBinding

// Gesture recognizers, so that a screen's handler that takes its recognizer
// (`func tapHeader(_ g: UITapGestureRecognizer)`) compiles unchanged. UIKit connects a
// recognizer to its handler with `#selector`, which Swift on Linux cannot compile: the line that
// connects them stays for iOS (see "Porting from UIKit"), and a test recognizes a gesture with
// ListBindingTesting's `simulateRecognition(of:at:_:)`, passing the handler.

/// An object that recognizes a gesture on a view, as UIKit's `UIGestureRecognizer`.
///
/// Make one with `init()` (UIKit's, inherited from `NSObject`), set it up, and add it to a view
/// with `addGestureRecognizer(_:)`. No finger exists: a test recognizes a gesture with
/// ListBindingTesting's `simulateRecognition(of:at:_:)`, which sets ``state``, the touch's
/// location and ``numberOfTouches``, and calls the handler the test passes, as UIKit calls the
/// recognizer's target.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// The states of a recognizer, as `UIGestureRecognizer.State`.
  public enum State: Int, Hashable, Sendable {
    /// No gesture recognized yet: the default.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended: a discrete gesture is recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The gesture failed.
    case failed = 5

    /// A discrete gesture is recognized: ``ended``.
    public static let recognized = State.ended
  }

  /// A recognizer with no view, as `init()`.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// The recognizer's state: `.possible` between gestures; during a simulated gesture, the
  /// state its handler is called in (`.began`, `.changed`, `.ended`, `.cancelled`).
  ///
  /// Once the gesture has ended, failed or been cancelled, the recognizer is reset to
  /// `.possible`, as UIKit resets a recognizer after a terminal state (Apple's `reset()` and
  /// `UIGestureRecognizer.State.failed` pages): read the state in the handler, not after the
  /// simulated gesture returns.
  public package(set) var state = State.possible

  /// The view the recognizer is added to, held weakly, or `nil`.
  public package(set) weak var view: UIView?

  /// Whether the recognizer recognizes gestures; `true` by default. A disabled one recognizes
  /// none; one disabled by its handler during a continuous gesture is cancelled, as Apple's
  /// `isEnabled` page says: the handler is called once more, in `.cancelled`.
  open var isEnabled = true

  /// The recognizer's delegate, held weakly, as `delegate`; `nil` by default.
  ///
  /// A simulated gesture asks it ``UIGestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``
  /// as the recognizer leaves `.possible`: when it answers `false`, the recognizer fails, its
  /// handler is not called, and it is reset to `.possible`.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Whether a recognized gesture cancels the touches the view would see; `true` by default.
  /// Recorded only.
  open var cancelsTouchesInView = true

  /// The touch's location, in the coordinates of ``view``, during a simulated gesture.
  package var touchLocation = CGPoint.zero

  /// The number of fingers of the simulated gesture; 0 before one.
  public package(set) var numberOfTouches = 0

  /// Whether the gesture is continuous (began, changed, ended) rather than discrete (ended).
  package var isContinuous: Bool { false }

  /// Resets the recognizer after a gesture ended, failed or was cancelled, as UIKit's
  /// `reset()`: `.possible`, no touches. The location stays the gesture's last (*assumed*).
  ///
  /// - Complexity: O(1).
  package func resetAfterGesture() {
    state = .possible
    numberOfTouches = 0
    resetGestureValues()
  }

  /// Resets what a subclass tracks during a gesture; nothing here.
  package func resetGestureValues() {}

  /// The gesture's location in `view`'s coordinates, as `location(in:)`.
  ///
  /// The location is converted by the frames' origins from the recognizer's ``view`` up to
  /// `view` when `view` contains it; for `nil` or another view it is in the recognizer's view's
  /// coordinates (*assumed*: UIKit gives the window's for `nil`).
  ///
  /// - Parameter view: The view whose coordinates to use, or `nil`.
  /// - Returns: The touch's location.
  /// - Complexity: O(*d*), for *d* superviews between the two views.
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let own = self.view else { return touchLocation }
    var point = touchLocation
    var current: View? = own
    while let step = current, step !== view {
      point.x += step.frame.origin.x
      point.y += step.frame.origin.y
      current = step.treeSuperview
    }
    return current == nil ? touchLocation : point
  }
}

/// A recognizer of taps, as UIKit's `UITapGestureRecognizer`: discrete.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps the gesture takes; 1 by default. Recorded only.
  open var numberOfTapsRequired = 1
  /// The number of fingers the gesture takes; 1 by default. Recorded only.
  open var numberOfTouchesRequired = 1
}

/// A recognizer of presses held in place, as UIKit's `UILongPressGestureRecognizer`:
/// continuous.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers are held, in seconds; 0.5 by default. Recorded only.
  open var minimumPressDuration: TimeInterval = 0.5
  /// The number of fingers the gesture takes; 1 by default. Recorded only.
  open var numberOfTouchesRequired = 1
  /// A long press is continuous: began, then ended.
  package override var isContinuous: Bool { true }
}

/// A recognizer of swipes, as UIKit's `UISwipeGestureRecognizer`: discrete.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe, as `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The directions' bits.
    public let rawValue: UInt
    /// Directions from their bits.
    ///
    /// - Parameter rawValue: The bits.
    /// - Complexity: O(1).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// To the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// To the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The direction the swipe recognizes; `.right` by default. Recorded only.
  open var direction = Direction.right
  /// The number of fingers the gesture takes; 1 by default. Recorded only.
  open var numberOfTouchesRequired = 1
}

extension View {
  /// The recognizers attached to the view, oldest first, as `UIView.gestureRecognizers`.
  ///
  /// `nil` until a recognizer is added, as Apple documents, and an empty array once every
  /// recognizer added has been removed ("If you add a gesture recognizer and then remove it,
  /// the value of the property is an empty array"). Setting it attaches the recognizers of the
  /// new array (moving each from the view it was on, a recognizer listed twice attached once)
  /// and detaches the view's others; setting `nil` detaches them all and reads back `nil`
  /// (*assumed*).
  ///
  /// - Complexity: Reading, O(1); setting, O(*g*²), for *g* recognizers on the view and in the
  ///   new array.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { GestureRecognizers.table.existing(self) ?? nil }
    set {
      let kept = newValue ?? []
      for old in GestureRecognizers.table.existing(self).flatMap({ $0 }) ?? []
      where !kept.contains(where: { $0 === old }) {
        old.view = nil
      }
      var attached: [UIGestureRecognizer] = []
      for recognizer in kept where !attached.contains(where: { $0 === recognizer }) {
        if let other = recognizer.view, other !== self {
          other.removeGestureRecognizer(recognizer)
        }
        recognizer.view = self
        attached.append(recognizer)
      }
      GestureRecognizers.table[self] = newValue == nil ? nil : attached
    }
  }

  /// Adds `gestureRecognizer` to the view, as `addGestureRecognizer(_:)`, moving it from the
  /// view it was on; the view keeps it.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Complexity: O(*g*), for *g* recognizers on the two views.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer.view { old.removeGestureRecognizer(gestureRecognizer) }
    var added = GestureRecognizers.table[self] ?? []
    added.append(gestureRecognizer)
    GestureRecognizers.table[self] = added
    gestureRecognizer.view = self
  }

  /// Removes `gestureRecognizer` from the view, as `removeGestureRecognizer(_:)`; nothing when
  /// it is not on the view.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Complexity: O(*g*), for *g* recognizers on the view.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    var added = GestureRecognizers.table[self] ?? []
    added.removeAll { $0 === gestureRecognizer }
    GestureRecognizers.table[self] = added
    gestureRecognizer.view = nil
  }
}

/// The side table of the views' recognizers: `nil` for a view that never had one.
@MainActor
private enum GestureRecognizers {
  static let table = SideTable<View, [UIGestureRecognizer]?> { nil }
}
