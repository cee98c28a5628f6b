import Foundation

/// An on and off control, the counterpart of `UISwitch`.
///
/// ``tap()`` is a user's tap: it sends the events a finger sends — `.touchDown`, then, flipping
/// the switch, `.valueChanged` and `.touchUpInside` — to the actions added for them, which are
/// closures, and throws what they throw. Setting ``isOn`` or calling ``setOn(_:animated:)``
/// sends nothing, as in UIKit; UIKit code simulates a user's change with
/// `setOn(_:animated:)` then ``Control/sendActions(for:)``, which does not throw. A settings
/// row shows one as its accessory view:
///
/// ```swift
/// let wifi = Switch()
/// wifi.setOn(true, animated: false)
/// wifi.addAction(for: .valueChanged) { sender in print("Wi-Fi:", sender.isOn) }
/// cell.accessoryView = wifi  // drawn as [on] in the accessory column
/// try wifi.tap()  // prints "Wi-Fi: false"; drawn as [off]
/// ```
@preconcurrency @MainActor
open class Switch: Control {
  /// Whether the switch is on. Setting it sends no action.
  public var isOn = false

  // A switch is created off with `Switch()` or `Switch(frame:)`: `View`'s initializers,
  // inherited.

  /// Turns the switch on or off without sending actions.
  ///
  /// - Parameters:
  ///   - on: Whether the switch is on.
  ///   - animated: Ignored: nothing is animated.
  /// - Complexity: O(1).
  public func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// Adds a closure called with the switch each time one of `events` is sent.
  ///
  /// - Complexity: O(1) amortized.
  public func addAction(
    for events: Event = .valueChanged, handler: @escaping @MainActor (Switch) throws -> Void
  ) {
    addHandler(for: events) { control in
      if let toggle = control as? Switch { try handler(toggle) }
    }
  }

  /// Taps the switch as a user's finger does: sends `.touchDown`, flips the switch, then sends
  /// `.valueChanged` and `.touchUpInside`, each to the actions added for it, in the order they
  /// were added.
  ///
  /// A tap reaches only a switch a finger can touch: while the switch is disabled
  /// (``Control/isEnabled``), hidden or transparent, or does not take touches
  /// (``View/isUserInteractionEnabled``) — itself or a view it is in, up to its cell and the
  /// table that displays the cell — the tap does nothing, as UIKit's hit-testing and
  /// `UIControl.isEnabled` say.
  ///
  /// In a displayed cell it is a gesture on the table, as a button's tap: a call the actions make
  /// to the table runs at once, as in UIKit; a toggle asked for while the table lays out runs
  /// once the table's call completes.
  ///
  /// - Throws: What an action throws: a ``TableViewError`` as it is, any other error wrapped in
  ///   ``TableViewError/callbackFailed(_:_:)`` named `Switch action`. The events after it are
  ///   not sent; the switch stays flipped once `.touchDown` is through.
  /// - Complexity: O(*a* + *d*), where *a* is the number of actions and *d* the depth of the
  ///   switch in its view tree, plus what the actions do.
  public func tap() throws(TableViewError) {
    guard isEnabled, isReachableByTouch else { return }
    try perform { () throws(TableViewError) in
      try self.runActions(for: .touchDown)
      self.isOn.toggle()
      try self.runActions(for: .valueChanged)
      try self.runActions(for: .touchUpInside)
    }
  }

  /// A user's tap on the switch: ``tap()``. UIKit's `UISwitch` has no `toggle()`.
  @available(
    *, unavailable, renamed: "tap()",
    message:
      "UISwitch has no toggle(): a user's tap is `try tap()`; UIKit code calls setOn(_:animated:) then sendActions(for: .valueChanged)"
  )
  public func toggle() throws(TableViewError) {
    try tap()
  }

  /// Calls, in the order they were added, the actions added for any of `events`, without
  /// changing ``isOn``, throwing what they throw; in a displayed cell, as a gesture on the table
  /// (see ``tap()``).
  ///
  /// - Parameter events: The events whose actions run.
  /// - Throws: As ``tap()``.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  open override func send(_ events: Event) throws(TableViewError) {
    try perform { () throws(TableViewError) in try self.runActions(for: events) }
  }

  /// Runs `body` as a gesture on the table of the displayed cell the switch is in, or at once.
  private func perform(_ body: @escaping @MainActor () throws(TableViewError) -> Void)
    throws(TableViewError)
  {
    if let cell = enclosingCell, let host = cell.host as? any ControlHost {
      try host.performGesture(of: self, in: cell, body)
    } else {
      try body()
    }
  }

  /// Calls the actions added for any of `events`, in order, naming the row they run for.
  private func runActions(for events: Event) throws(TableViewError) {
    let indexPath = enclosingCell.flatMap { $0.host?.indexPath(for: $0) }
    try runHandlers(
      for: events, as: TableViewError.Callback("Switch action", indexPath: indexPath))
  }

  /// The switch as one ``RenderedElement/switch(isOn:)`` element, drawn `[on]` or `[off]`.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    return [.switch(isOn: isOn)] + super.renderedElements()
  }
}
