import ListBinding

/// The base class of UIKit's controls, as UIKit's `UIControl`: ListBinding's `Control`.
///
/// `UIButton`, `UISwitch`, `UISegmentedControl`, `UISlider`, `UIStepper`, `UIDatePicker`,
/// `UIRefreshControl` and `UITextField` are its subclasses, so `let control: UIControl =
/// UIButton()`, `[UIControl]`, `action.sender as? UIControl` and `class Toggle: UIControl`
/// compile as in UIKit. `UIControl.Event`, `UIControl.State`, `isEnabled`, `isSelected`,
/// `isHighlighted`, `state`, `contentHorizontalAlignment`, `contentVerticalAlignment` and
/// `sendActions(for:)` are UIKit's, as written.
public typealias UIControl = Control

extension Control {
  /// Adds an action the control performs each time it sends one of `controlEvents`, as
  /// `UIControl.addAction(_:for:)`. While the handler runs, the action's `sender` is the
  /// control.
  ///
  /// A handler cannot throw (UIKit's cannot), so nothing is reported from it.
  ///
  /// - Parameters:
  ///   - action: The action to perform.
  ///   - controlEvents: The events that perform it.
  /// - Complexity: O(1) amortized.
  public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    addAction(UIActionPerformer(action), for: controlEvents)
  }

  /// Removes `action` from the actions of `controlEvents`, as `removeAction(_:for:)`: it no
  /// longer runs for any of them.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events it no longer performs for.
  /// - Complexity: O(*a*), where *a* is the number of actions.
  public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeActions(for: controlEvents) { ($0 as? UIActionPerformer)?.action === action }
  }

  /// Removes the actions with `actionIdentifier` from the actions of `controlEvents`, as
  /// `removeAction(identifiedBy:for:)`.
  ///
  /// - Parameters:
  ///   - actionIdentifier: The actions' identifier.
  ///   - controlEvents: The events they no longer perform for.
  /// - Complexity: O(*a*), where *a* is the number of actions.
  public func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    removeActions(for: controlEvents) {
      ($0 as? UIActionPerformer)?.action.identifier == actionIdentifier
    }
  }
}

/// A `UIAction` added to a control, as ListBinding's `Action`: performing it performs the
/// `UIAction` with the control as its sender, and removal finds the `UIAction` in it.
private final class UIActionPerformer: Action {
  /// The action performed.
  let action: UIAction

  init(_ action: UIAction) {
    self.action = action
    super.init(title: action.title) { performer in action.perform(sender: performer.sender) }
  }
}
