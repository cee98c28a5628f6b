import ListBinding

/// UIKit's `UIControl` names a UIKit file spells: `UIControl.Event` and `UIControl.State`.
///
/// A namespace, not a class: ListBinding's `Button` and `Switch` are the controls (they are
/// `UIButton` and `UISwitch`), and they have no common superclass to give this name to. So
/// `UIControl.Event.valueChanged` and `for: .touchUpInside` compile, and a variable of type
/// `UIControl` does not.
public enum UIControl {
  /// The events a control sends, as `UIControl.Event`: ListBinding's `Button.Event`, which
  /// switches send too.
  public typealias Event = Button.Event
  /// The states a control is in, as `UIControl.State`: ListBinding's `Button.State`.
  public typealias State = Button.State
}

extension Button {
  /// Adds an action the button performs each time it sends one of `controlEvents`, as
  /// `UIControl.addAction(_:for:)`. While the handler runs, the action's `sender` is the
  /// button.
  ///
  /// A handler cannot throw (UIKit's cannot), so nothing is reported from it.
  ///
  /// - Parameters:
  ///   - action: The action to perform.
  ///   - controlEvents: The events that perform it.
  /// - Complexity: O(1) amortized.
  public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    addAction(for: controlEvents) { button in action.perform(sender: button) }
  }
}

extension Switch {
  /// Adds an action the switch performs each time it sends one of `controlEvents`, as
  /// `UIControl.addAction(_:for:)`. While the handler runs, the action's `sender` is the
  /// switch.
  ///
  /// - Parameters:
  ///   - action: The action to perform.
  ///   - controlEvents: The events that perform it.
  /// - Complexity: O(1) amortized.
  public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    addAction(for: controlEvents) { toggle in action.perform(sender: toggle) }
  }
}
