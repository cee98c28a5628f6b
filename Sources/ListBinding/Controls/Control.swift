import Foundation

/// The common base of the controls — ``Button``, ``Switch``, ``RefreshControl`` and
/// ListBindingUIKit's own — the counterpart of `UIControl`.
///
/// A control keeps actions, each for a set of events (``Event``), in the order they were added,
/// and sends them (``send(_:)``, ``sendActions(for:)``). It records whether it is enabled,
/// selected and highlighted (its ``state``) and how it aligns its content. Code that styles any
/// control takes a `Control`, and a custom control is a subclass that watches the state, as in
/// UIKit:
///
/// ```swift
/// final class Toggle: Control {
///   private(set) var highlightChanges = 0
///   override var isHighlighted: Bool {
///     didSet { highlightChanges += 1 }
///   }
/// }
///
/// let controls: [Control] = [Button(), Switch(), Toggle()]
/// for control in controls { control.isEnabled = false }
/// // every control's state is now .disabled
/// ```
@preconcurrency @MainActor
open class Control: View {
  /// The states a control is in, as `UIControl.State`; a ``Button``'s titles are set per state.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt
    /// Creates a state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal state: not selected, highlighted or disabled.
    public static let normal: State = []
    /// The highlighted state.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The disabled state.
    public static let disabled = State(rawValue: 1 << 1)
    /// The selected state.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// The events a control sends actions for, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event's bits.
    public let rawValue: UInt
    /// Creates an event from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touching down on the control: the first event of a tap.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A tap that ends inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch that ends outside the control: no gesture here sends it; an action added for it
    /// (with `.touchUpInside`, as a slider's end of drag) runs only through ``Control/send(_:)``
    /// or `sendActions(for:)`.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A change of the control's value.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text field, as `UIControl.Event.editingDidBegin`.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field being edited changed, as `UIControl.Event.editingChanged`.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field, as `UIControl.Event.editingDidEnd`.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The Return key ended editing in a text field, as `UIControl.Event.editingDidEndOnExit`.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every event, as `UIControl.Event.allEvents`: for removing every action of a control.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How a control places its content across its width, as
  /// `UIControl.ContentHorizontalAlignment`, with UIKit's raw values.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred, the default.
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched to the full width.
    case fill = 3
    /// Against the leading edge.
    case leading = 4
    /// Against the trailing edge.
    case trailing = 5
  }

  /// How a control places its content across its height, as
  /// `UIControl.ContentVerticalAlignment`, with UIKit's raw values.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred, the default.
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched to the full height.
    case fill = 3
  }

  /// Whether the control is enabled, as `UIControl.isEnabled`. Default: `true`. A user's tap
  /// does nothing to a disabled control; code's ``send(_:)`` and ``sendActions(for:)`` still
  /// run its actions, as in UIKit. A subclass may override it (to watch it with `didSet`).
  open var isEnabled = true

  /// Whether the control is selected, as `UIControl.isSelected`. Default: `false`. A
  /// ``Button`` shows its selected title while it is.
  open var isSelected = false

  /// Whether the control is highlighted, as `UIControl.isHighlighted`. Default: `false`.
  /// Recorded: no gesture here highlights a control; set it, or override it to watch it.
  open var isHighlighted = false

  /// How the control places its content across its width. Default: `.center`. Recorded for
  /// your code and tests: a text renderer draws no alignment.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center

  /// How the control places its content across its height. Default: `.center`. Recorded for
  /// your code and tests.
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  /// The actions added to the control, in the order they were added.
  private var controlActions = ControlActions()

  // A control is created with `Control()`, `Control(frame:)` or, from an archive,
  // `Control(coder:)` (which fails): `View`'s initializers, inherited.

  /// The control's current state, from ``isHighlighted``, ``isEnabled`` and ``isSelected``, as
  /// `UIControl.state`.
  ///
  /// - Complexity: O(1).
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Adds an action performed each time one of `events` is sent, as
  /// `UIControl.addAction(_:for:)`. While the handler runs, the action's ``Action/sender`` is
  /// the control.
  ///
  /// - Parameters:
  ///   - action: The action to perform.
  ///   - events: The events that perform it.
  /// - Complexity: O(1) amortized.
  public func addAction(_ action: Action, for events: Event) {
    addHandler(for: events, key: action) { control in try action.perform(sender: control) }
  }

  /// Removes `action` from the actions of `events`, as `UIControl.removeAction(_:for:)`: it no
  /// longer runs for any of them (it still runs for the other events it was added for).
  ///
  /// - Parameters:
  ///   - action: The action, as given to ``addAction(_:for:)``.
  ///   - events: The events it no longer performs for.
  /// - Complexity: O(*a*), where *a* is the number of actions.
  public func removeAction(_ action: Action, for events: Event) {
    removeActions(for: events) { $0 === action }
  }

  /// Removes, from the actions of `events`, each ``Action`` for which `shouldRemove` answers
  /// `true`; actions added as closures stay. ListBindingUIKit's `removeAction(identifiedBy:for:)`
  /// is built on it.
  ///
  /// - Parameters:
  ///   - events: The events whose actions are considered.
  ///   - shouldRemove: Whether to remove an action; called once for each action of `events`.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what `shouldRemove` does.
  public func removeActions(for events: Event, where shouldRemove: (Action) -> Bool) {
    controlActions.remove(for: events) { key in key.map(shouldRemove) ?? false }
  }

  /// Removes every action added for any of `events`.
  ///
  /// - Parameter events: The events whose actions are removed; `.allEvents` for every action.
  /// - Complexity: O(*a*), where *a* is the number of actions.
  public func removeActions(for events: Event) {
    controlActions.remove(for: events) { _ in true }
  }

  /// Calls, in the order they were added, the actions added for any of `events`, as
  /// `UIControl.sendActions(for:)`: UIKit's non-throwing spelling of ``send(_:)``, which a
  /// subclass overrides to route its actions (a ``Button`` in a displayed cell sends them as a
  /// gesture on the table).
  ///
  /// What ``send(_:)`` would throw is reported to ``UncaughtErrors`` instead (by default the
  /// process stops, as an exception UIKit raises in an action ends an iOS app; in tests,
  /// ListBindingTesting's `.recordsUIKitExceptions` records it), and the call returns. Native
  /// code that wants the error writes `try control.send(events)`.
  ///
  /// - Parameter events: The events whose actions run.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  open func sendActions(for events: Event) {
    do {
      try send(events)
    } catch {
      UncaughtErrors.report(error)
    }
  }

  /// Calls, in the order they were added, the actions added for any of `events`, throwing what
  /// they throw. This sends the actions even while the control is disabled, as UIKit's
  /// `sendActions(for:)` does.
  ///
  /// ``Button``, ``Switch`` and ``RefreshControl`` override it, to send as a gesture on the
  /// table of the displayed cell they are in and to name their actions in errors.
  ///
  /// - Parameter events: The events whose actions run.
  /// - Throws: What an action throws: a ``TableViewError`` as it is, any other error wrapped in
  ///   ``TableViewError/callbackFailed(_:_:)`` named `Control action`. The actions after it do
  ///   not run.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  open func send(_ events: Event) throws(TableViewError) {
    try runHandlers(for: events, as: TableViewError.Callback("Control action"))
  }

  /// Adds `handler` for `events`, under `key` (the action object it performs, if any).
  ///
  /// - Complexity: O(1) amortized.
  func addHandler(
    for events: Event, key: Action? = nil, _ handler: @escaping @MainActor (Control) throws -> Void
  ) {
    controlActions.add(handler, key: key, for: events)
  }

  /// The handlers added for any of `events`, in the order they were added.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  func handlers(for events: Event) -> [@MainActor (Control) throws -> Void] {
    controlActions.handlers(for: events)
  }

  /// Calls the handlers added for any of `events`, in order, with the control, outside any
  /// table call, naming them `callback` in errors.
  func runHandlers(for events: Event, as callback: TableViewError.Callback) throws(TableViewError) {
    try controlActions.run(for: events, sender: self, as: callback)
  }
}
