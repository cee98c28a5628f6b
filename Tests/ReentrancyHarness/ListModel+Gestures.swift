import Foundation
import ListBinding

extension ListModel {
  /// `tapRow(at:)`, in UIKit's order of delegate calls.
  mutating func tap(_ path: IndexPath) -> Outcome {
    if let failure = state.invalidity(of: path) { return .failed(failure) }
    if state.swipe != nil { return hideSwipeNow() }
    // UIKit's `allowsSelection` and `allowsMultipleSelection` hold outside editing mode.
    guard state.isEditing ? settings.allowsSelectionDuringEditing : settings.allowsSelection
    else { return .ok }
    if let failure = hit(.shouldHighlight) { return .failed(failure) }
    guard trouble != .loop, mood.shouldHighlight(path) else { return .ok }
    let (rule, ruleFailure) = self.rule(path[0])
    if let ruleFailure { return .failed(ruleFailure) }
    let item = state.item(at: path)
    let toggles =
      rule.map { $0.mode == .multiple || $0.allowsDeselection }
      ?? settings.allowsMultipleSelectionNow(editing: state.isEditing)
    if state.selected.contains(item), toggles {
      if let failure = hit(.willDeselect) { return .failed(failure) }
      guard let target = mood.willDeselect(path) else { return .ok }
      if let failure = state.invalidity(of: target) { return .failed(failure) }
      var new = state
      new.selected.remove(state.item(at: target))
      if case .failed(let failure) = transaction(to: new) { return .failed(failure) }
      return hit(.didDeselect).map(Outcome.failed) ?? .ok
    }
    if !state.selected.contains(item), let rule,
      case .failure = replacedRows(selecting: path, rule: rule)
    {
      return .ok
    }
    if let failure = hit(.willSelect) { return .failed(failure) }
    guard let target = mood.willSelect(path) else { return .ok }
    if let failure = state.invalidity(of: target) { return .failed(failure) }
    var targetRule = rule
    if target[0] != path[0] {
      let (other, failure) = self.rule(target[0])
      if let failure { return .failed(failure) }
      targetRule = other
    }
    guard case .success(let replaced) = replacedRows(selecting: target, rule: targetRule) else {
      return .ok
    }
    var deselected: [IndexPath] = []
    for row in replaced {
      if let failure = hit(.willDeselect) { return .failed(failure) }
      guard let answer = mood.willDeselect(row) else { continue }
      if let failure = state.invalidity(of: answer) { return .failed(failure) }
      deselected.append(answer)
    }
    if let rule = targetRule, let limit = Self.limit(of: rule) {
      var rows = Set(state.selectedPaths(inSection: target[0]))
      rows.subtract(deselected)
      rows.insert(target)
      guard rows.count <= limit else { return .ok }
    }
    var new = state
    for row in deselected { new.selected.remove(state.item(at: row)) }
    new.selected.insert(state.item(at: target))
    if case .failed(let failure) = transaction(to: new) { return .failed(failure) }
    for _ in deselected {
      if let failure = hit(.didDeselect) { return .failed(failure) }
    }
    return hit(.didSelect).map(Outcome.failed) ?? .ok
  }

  /// Hides the swipe actions within the call: the state first, then `didEndEditingRowAt`.
  mutating func hideSwipeNow() -> Outcome {
    guard let shown = state.swipe else { return .ok }
    state.swipe = nil
    if shown.confirmsDeleteControl { return .ok }
    return hit(.didEndEditing).map(Outcome.failed) ?? .ok
  }

  /// `swipeRow(at:edge:fully:)`.
  mutating func swipe(_ path: IndexPath, edge: TableView.SwipeEdge, fully: Bool) -> Outcome {
    if let failure = state.invalidity(of: path) { return .failed(failure) }
    guard !state.isEditing else { return .failed("swipeWhileEditing") }
    if case .failed(let failure) = hideSwipeNow() { return .failed(failure) }
    if let failure = hit(.canEdit) { return .failed(failure) }
    guard mood.canEdit(path) else { return .ok }
    let leading = edge == .leading
    if let failure = hit(leading ? .leadingSwipe : .trailingSwipe) { return .failed(failure) }
    var actions: [Mood.Action] = []
    var fullSwipe = false
    switch mood.swipe(path, leading: leading) {
    case .configuration(let configured, let performsFirst):
      (actions, fullSwipe) = (configured, performsFirst)
    case .editActions(let titles):
      if let failure = hit(.editActions) { return .failed(failure) }
      if let titles {
        (actions, fullSwipe) = (titles.map(Mood.Action.row), true)
      } else {
        if let failure = hit(.editingStyle) { return .failed(failure) }
        if mood.editingStyle(path) == .delete { (actions, fullSwipe) = ([.delete], true) }
      }
    case nil:
      break
    }
    guard !actions.isEmpty else { return .ok }
    state.swipe = SwipeModel(item: state.item(at: path), edge: edge, actions: actions)
    if let failure = hit(.willBeginEditing) { return .failed(failure) }
    if fully, fullSwipe { return performSwipeAction(0) }
    return .ok
  }

  /// Taps a revealed swipe action.
  mutating func performSwipeAction(_ index: Int) -> Outcome {
    guard let swipe = state.swipe, swipe.actions.indices.contains(index) else {
      return .failed("noSwipeAction")
    }
    switch swipe.actions[index] {
    case .contextual:
      // A completion called with `true` asks the table to hide the actions: the harness
      // records that as a call of its own.
      return hit(.contextualAction).map(Outcome.failed) ?? .ok
    case .row:
      if let failure = hit(.rowAction) { return .failed(failure) }
      return hideSwipeNow()
    case .delete:
      if case .failed(let failure) = hideSwipeNow() { return .failed(failure) }
      // The data source deletes the row, if it does, with calls the harness records.
      return hit(.commit).map(Outcome.failed) ?? .ok
    }
  }

  /// `dragRow(from:to:)`.
  mutating func drag(_ source: IndexPath, _ proposed: IndexPath) -> Outcome {
    if let failure = state.invalidity(of: source) { return .failed(failure) }
    guard state.isEditing else { return .failed("notMovable") }
    if let failure = hit(.canMove) { return .failed(failure) }
    guard mood.canMove(source) else { return .failed("notMovable") }
    if let failure = destinationInvalidity(proposed, from: source) { return .failed(failure) }
    if let failure = hit(.target) { return .failed(failure) }
    let target = mood.target(from: source, proposed: proposed)
    if let failure = destinationInvalidity(target, from: source) { return .failed(failure) }
    guard target != source else { return .ok }
    var new = state
    let item = new.rows[source[0]].remove(at: source[1])
    new.rows[target[0]].insert(item, at: target[1])
    // The table reads the layout of the moved counts, then moves the row and has the data
    // source move its data.
    if let failure = readLayout(of: new.rows) { return .failed(failure) }
    return transaction(to: new, beforeLoading: .moveRow)
  }

  /// Why a dragged row cannot land at `destination`: a row of its own section, or a position
  /// up to the end of another.
  func destinationInvalidity(_ destination: IndexPath, from source: IndexPath) -> String? {
    guard destination.count == 2 else { return "invalidIndexPath" }
    guard state.rows.indices.contains(destination[0]) else { return "sectionOutOfRange" }
    let rows = state.rows[destination[0]].count
    let limit = destination[0] == source[0] ? rows - 1 : rows
    return destination[1] >= 0 && destination[1] <= limit ? nil : "rowOutOfRange"
  }

  /// `tapEditingControl(at:)`: an insert control commits at once; a delete control reveals the
  /// row's delete confirmation, the trailing actions a swipe would show or Delete; a tap while
  /// one shows only hides it.
  mutating func tapEditing(_ path: IndexPath) -> Outcome {
    if let failure = state.invalidity(of: path) { return .failed(failure) }
    guard state.isEditing else { return .failed("notEditable") }
    if state.swipe != nil { return hideSwipeNow() }
    if let failure = hit(.canEdit) { return .failed(failure) }
    guard mood.canEdit(path) else { return .failed("notEditable") }
    if let failure = hit(.editingStyle) { return .failed(failure) }
    let style = mood.editingStyle(path)
    guard style != .none else { return .failed("notEditable") }
    guard style == .delete else { return hit(.commit).map(Outcome.failed) ?? .ok }
    if let failure = hit(.trailingSwipe) { return .failed(failure) }
    var actions: [Mood.Action] = [.delete]
    switch mood.swipe(path, leading: false) {
    case .configuration(let configured, _):
      actions = configured
    case .editActions(let titles):
      if let failure = hit(.editActions) { return .failed(failure) }
      if let titles { actions = titles.map(Mood.Action.row) }
    case nil:
      break
    }
    guard !actions.isEmpty else { return .ok }
    state.swipe = SwipeModel(
      item: state.item(at: path), edge: .trailing, actions: actions, confirmsDeleteControl: true)
    return .ok
  }
}
