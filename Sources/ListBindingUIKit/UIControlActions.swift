import ListBinding

/// The actions added to one of the face's own controls (`UISegmentedControl`, `UISlider`,
/// `UIStepper`, `UIDatePicker`), each for a set of events, in the order they were added: what
/// `UIControl` keeps for `addAction(_:for:)`.
///
/// ListBinding's `Button` and `Switch` keep their own; these controls are the face's classes,
/// whose actions are `UIAction`s, which cannot throw.
@MainActor
struct UIControlActions {
  private var entries: [(events: UIControl.Event, action: UIAction)] = []

  /// Adds `action` for `events`.
  ///
  /// - Complexity: O(1) amortized.
  mutating func add(_ action: UIAction, for events: UIControl.Event) {
    entries.append((events, action))
  }

  /// Removes `action` from the actions of `events`, as `removeAction(_:for:)`: the entries that
  /// hold that action object for any of `events`.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  mutating func remove(_ action: UIAction, for events: UIControl.Event) {
    entries.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
  }

  /// Removes the actions with `identifier` from the actions of `events`, as
  /// `removeAction(identifiedBy:for:)`.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  mutating func remove(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
    entries.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: events) }
  }

  /// Performs, in the order they were added, the actions added for any of `events`, with
  /// `sender` as each action's sender.
  ///
  /// The list is read before the first action runs, so an action that adds or removes actions
  /// changes what the next send runs, not this one, as UIKit's target list is copied.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  func send(_ events: UIControl.Event, sender: AnyObject) {
    let matching = entries.filter { !$0.events.isDisjoint(with: events) }
    for entry in matching {
      entry.action.perform(sender: sender)
    }
  }
}
