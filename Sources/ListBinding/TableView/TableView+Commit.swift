import Foundation

// The steps that need nothing from user code and cannot fail once computed: a setting, the
// editing mode, the swipe actions. Each is computed as a value by a transition of `TableState`
// (`TableState+Settings.swift`) and committed here, so that nothing else writes the table's
// state: the transactions of `TableView+Transactions.swift` commit everything else.
//
// Made while a call is under way (from a data-source or delegate method), such a step changes
// the state that call is computing: the call commits it with its own change, or puts it back
// when it fails.

extension TableView {
  /// Commits a state computed from ``state`` by a step that needs nothing more from user code;
  /// the swipe actions go with the state's swipe.
  ///
  /// - Complexity: O(1).
  func commitState(_ new: TableState) {
    let swiped = swipedCell
    state = new
    if new.swipe == nil { swipeActions = [] }
    swipeChanged(from: swiped)
  }

  /// Commits a state showing swipe actions on a row, with the actions that show.
  ///
  /// - Complexity: O(1).
  func commitSwipe(_ new: TableState, actions: [SwipeAction]) {
    let swiped = swipedCell
    state = new
    swipeActions = new.swipe == nil ? [] : actions
    swipeChanged(from: swiped)
  }

  /// Sets a setting, as its property's setter: a height or the inset applies at the next
  /// layout, which refuses one that breaks its rule (see ``performLayout()``).
  ///
  /// - Complexity: O(1).
  func changeSetting<Value>(_ keyPath: WritableKeyPath<TableSettings, Value>, to value: Value) {
    commitState(state.setting(keyPath, to: value))
  }

  /// Runs `body`, the part of a call that asks user code before the call commits anything: when
  /// it throws, one ``TableRollback`` puts back what the asked code changed meanwhile (a
  /// setting, say) and the error passes on.
  ///
  /// - Complexity: O(1), plus what `body` does.
  func rollingBackOnFailure<Value>(_ body: () throws(TableViewError) -> Value)
    throws(TableViewError) -> Value
  {
    let rollback = TableRollback(of: self)
    do {
      return try body()
    } catch {
      rollback.restore(self)
      throw error
    }
  }
}
