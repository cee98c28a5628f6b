/// When scrolling hides the keyboard, as `UIScrollView.KeyboardDismissMode`; also
/// ``TableView/KeyboardDismissMode``.
///
/// A headless table has no keyboard: ``TableView/keyboardDismissMode`` is stored for ported code
/// and its tests, and changes nothing the table does.
public enum KeyboardDismissMode: Hashable, Sendable {
  /// Scrolling leaves the keyboard up.
  case none
  /// A drag hides the keyboard.
  case onDrag
  /// The keyboard follows a drag down and can be pulled away.
  case interactive
  /// A drag hides the keyboard and its accessory view.
  case onDragWithAccessory
  /// The keyboard and its accessory view follow a drag down.
  case interactiveWithAccessory
}

extension TableView {
  /// When scrolling hides the keyboard, as `UIScrollView.KeyboardDismissMode`.
  public typealias KeyboardDismissMode = ListBinding.KeyboardDismissMode
}
