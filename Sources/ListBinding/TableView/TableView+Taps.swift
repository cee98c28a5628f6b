import Foundation

extension TableView {
  /// Taps a row as a user would: the selection changes through the delegate, in UIKit's order.
  ///
  /// A tap while a row shows swipe actions only hides them, as in UIKit. Nothing happens when
  /// ``allowsSelection`` is off, when the table is editing without
  /// ``allowsSelectionDuringEditing``, when the delegate's
  /// `shouldHighlightRowAt` says no, or when the section's ``SelectionRule`` allows no (more)
  /// selection. Otherwise:
  /// - a tap on an unselected row asks `willSelectRowAt` (which may return `nil` to refuse or
  ///   another row to select instead), then for each row the selection replaces asks
  ///   `willDeselectRowAt`; then the selection changes, and the delegate hears
  ///   `didDeselectRowAt` for each deselected row and `didSelectRowAt`;
  /// - under a rule, a tap whose replaced row the delegate keeps selected selects nothing, so
  ///   that the rule holds;
  /// - a tap on a selected row deselects it (`willDeselectRowAt`, `didDeselectRowAt`) where taps
  ///   toggle — multiple selection, or a rule that allows it — and otherwise selects it again.
  ///
  /// The `will` methods see the table before the tap; changes they ask for run after it.
  ///
  /// - Throws: When the table has no such row, or the delegate redirects to a row it does not
  ///   have, or a `will` method throws: nothing changes then. An error of a `did` method comes
  ///   after the selection has changed.
  /// - Complexity: O(1) amortized, plus O(*r*) for the *r* rows the tap deselects.
  public func tapRow(at indexPath: IndexPath) throws(TableViewError) {
    try perform(TableEvent.Call("tapRow", .indexPath(indexPath))) { () throws(TableViewError) in
      try state.validateRow(indexPath)
      return .operation { () throws(TableViewError) in try self.performTap(at: indexPath) }
    }
  }

  private func performTap(at indexPath: IndexPath) throws(TableViewError) {
    try state.validateRow(indexPath)
    if state.swipe != nil {
      try hideSwipeActionsNow()
      return
    }
    guard allowsSelection, !state.isEditing || allowsSelectionDuringEditing,
      try shouldHighlightRow(at: indexPath)
    else { return }
    let rule = try rule(forSection: indexPath[0])
    if state.selection.contains(indexPath), tapsToggle(under: rule) {
      try deselectByTap(indexPath)
    } else {
      try selectByTap(indexPath, rule: rule)
    }
  }

  /// Whether a tap on a selected row deselects it.
  private func tapsToggle(under rule: SelectionRule?) -> Bool {
    guard let rule else { return allowsMultipleSelection }
    return rule.mode == .multiple || rule.allowsDeselection
  }

  private func deselectByTap(_ indexPath: IndexPath) throws(TableViewError) {
    guard let target = try willDeselectRow(at: indexPath) else { return }
    try state.validateRow(target)
    try performSteps([.select(SelectionChange(selected: [], deselected: [target]))])
    try didDeselectRow(at: target)
  }

  private func selectByTap(_ indexPath: IndexPath, rule: SelectionRule?) throws(TableViewError) {
    if !state.selection.contains(indexPath), let rule {
      guard (try? state.selection.check(rule, allowsSelecting: indexPath)) != nil else { return }
    }
    guard let target = try willSelectRow(at: indexPath) else { return }
    try state.validateRow(target)
    let targetRule = target[0] == indexPath[0] ? rule : try self.rule(forSection: target[0])
    guard
      let replaced = try? state.selection.rowsReplaced(
        bySelecting: target, rule: targetRule, allowsMultipleSelection: allowsMultipleSelection)
    else { return }
    var deselected: [IndexPath] = []
    for row in replaced {
      guard let answer = try willDeselectRow(at: row) else { continue }
      try state.validateRow(answer)
      deselected.append(answer)
    }
    guard state.selection.keeps(targetRule, afterSelecting: target, deselecting: deselected)
    else { return }
    try performSteps([.select(SelectionChange(selected: [target], deselected: deselected))])
    for row in deselected { try didDeselectRow(at: row) }
    try didSelectRow(at: target)
  }
}
