import Foundation
import ListBinding

/// A control that shows a colour and opens a colour picker when tapped, as UIKit's
/// `UIColorWell` (iOS 14).
///
/// There is no picker to show: a user's pick is ListBindingTesting's `simulatePick(_:)`, which
/// sets ``selectedColor`` (opaque when ``supportsAlpha`` is `false`) and sends `.valueChanged`,
/// as UIKit does "when a person selects a new color in the color picker". Setting
/// ``selectedColor`` in code sends nothing (*assumed*, as for the other controls' values).
/// ``title`` is recorded; nothing is drawn.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
  /// The title of the colour picker the well opens, as `UIColorWell.title`. Recorded only.
  open var title: String?

  /// Whether the picker offers transparency, as `UIColorWell.supportsAlpha`: when `false`,
  /// people pick only opaque colours. Default: `true` (*assumed*, as `NSColorWell`'s).
  open var supportsAlpha = true

  /// The colour the well shows, as `UIColorWell.selectedColor`; `nil` (the default) for none.
  open var selectedColor: UIColor?

  /// Creates a colour well with no colour, as `UIColorWell(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a colour well with no colour and a zero frame, as `UIColorWell()`.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// A user's pick in the colour picker: ListBindingTesting's `simulatePick(_:)`.
  ///
  /// - Returns: Whether the pick reached the well.
  package func performPick(_ color: UIColor) -> Bool {
    guard isEnabled, isReachableByTouch else { return false }
    selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
    sendActions(for: .valueChanged)
    return true
  }
}
