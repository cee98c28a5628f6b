import Foundation

extension TableView {
  /// Taps a row as a user would: the selection changes through the delegate, in UIKit's order.
  ///
  /// A tap while a row shows swipe actions only hides them, as in UIKit. Nothing happens when
  /// the table does not let a user select now (``allowsSelection`` while it is not editing;
  /// ``allowsSelectionDuringEditing`` or ``allowsMultipleSelectionDuringEditing`` while it is),
  /// when the row's cell does not take touches (its ``View/isUserInteractionEnabled`` is off,
  /// or it is hidden or transparent), nor the table or a view it is in, or when the delegate's
  /// `shouldHighlightRowAt` says no.
  /// Otherwise the row is highlighted as the finger comes down and unhighlighted as it lifts
  /// (the cell's ``TableViewCell/setHighlighted(_:animated:)``, `didHighlightRowAt`,
  /// `didUnhighlightRowAt`, as UIKit does), and then, unless the section's ``SelectionRule``
  /// allows no (more) selection:
  /// - a tap on an unselected row asks `willSelectRowAt` (which may return `nil` to refuse or
  ///   another row to select instead), then for each row the selection replaces asks
  ///   `willDeselectRowAt`; then the selection changes, and the delegate hears
  ///   `didDeselectRowAt` for each deselected row and `didSelectRowAt`;
  /// - under a rule, a tap whose replaced row the delegate keeps selected selects nothing, so
  ///   that the rule holds;
  /// - a tap on a selected row deselects it (`willDeselectRowAt`, `didDeselectRowAt`) where taps
  ///   toggle — multiple selection (``allowsMultipleSelection``, or
  ///   ``allowsMultipleSelectionDuringEditing`` while editing), or a rule that allows it — and
  ///   otherwise selects it again.
  ///
  /// The `will` methods see the table before the tap. These methods are called at a touch, so
  /// a call they make to the table runs at once, as a call of its own (see the "Call moments"
  /// article): a `did` method sees the tap's selection in place, and a row a `will` method
  /// removed is no longer tapped or deselected.
  ///
  /// - Throws: When the table has no such row, or the delegate redirects to a row it does not
  ///   have, or a `will` method throws: nothing changes then. An error of a `did` method comes
  ///   after the selection has changed.
  /// - Complexity: O(1) amortized, plus O(*r*) for the *r* rows the tap deselects.
  public func tapRow(at indexPath: IndexPath) throws(TableViewError) {
    try perform(.tapRow(indexPath)) { () throws(TableViewError) in
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
    guard allowsSelectionByTap, takesGesture(at: indexPath),
      try shouldHighlightRow(at: indexPath)
    else { return }
    // Calls the delegate makes at a touch run at once: the tapped row may be gone since.
    guard state.counts.contains(indexPath) else { return }
    try highlightBriefly(indexPath)
    guard state.counts.contains(indexPath) else { return }
    let rule = try rule(forSection: indexPath[0])
    if state.selection.contains(indexPath), tapsToggle(under: rule) {
      try deselectByTap(indexPath)
    } else {
      try selectByTap(indexPath, rule: rule)
    }
  }

  /// Whether a tap on a selected row deselects it.
  private func tapsToggle(under rule: SelectionRule?) -> Bool {
    guard let rule else { return allowsMultipleSelectionNow }
    return rule.mode == .multiple || rule.allowsDeselection
  }

  private func deselectByTap(_ indexPath: IndexPath) throws(TableViewError) {
    guard let target = try willDeselectRow(at: indexPath) else { return }
    try state.validateRow(target)
    try performSteps([.select(SelectionChange(selected: [], deselected: [target]))])
    try didDeselectRow(at: target)
  }

  private func selectByTap(_ indexPath: IndexPath, rule: SelectionRule?) throws(TableViewError) {
    // A tap on a row its rule refuses does nothing, as a tap UIKit's `willSelectRowAt`
    // refuses: the rule's error is for `selectRow(at:)`, called from code, not for a finger.
    if !state.selection.contains(indexPath), let rule {
      guard (try? state.selection.check(rule, allowsSelecting: indexPath)) != nil else { return }
    }
    guard let target = try willSelectRow(at: indexPath) else { return }
    try state.validateRow(target)
    let targetRule = target[0] == indexPath[0] ? rule : try self.rule(forSection: target[0])
    // The same for the row the delegate redirected the tap to: refused, the tap does nothing.
    guard
      let replaced = try? state.selection.rowsReplaced(
        bySelecting: target, rule: targetRule, allowsMultipleSelection: allowsMultipleSelectionNow)
    else { return }
    var deselected: [IndexPath] = []
    for row in replaced {
      guard let answer = try willDeselectRow(at: row) else { continue }
      // Called at a touch, the delegate's calls ran at once: a row they removed has nothing
      // left to deselect.
      if answer == row, !state.counts.contains(row) { continue }
      try state.validateRow(answer)
      deselected.append(answer)
    }
    guard state.selection.keeps(targetRule, afterSelecting: target, deselecting: deselected)
    else { return }
    try performSteps([.select(SelectionChange(selected: [target], deselected: deselected))])
    for row in deselected { try didDeselectRow(at: row) }
    try didSelectRow(at: target)
  }

  /// Whether a user may select rows now: ``allowsSelection`` while the table is not editing,
  /// ``allowsSelectionDuringEditing`` or ``allowsMultipleSelectionDuringEditing`` while it is,
  /// as in UIKit.
  var allowsSelectionByTap: Bool {
    state.settings.allowsSelectionByTap(editing: state.isEditing)
  }

  /// Whether a selection adds to the others where no rule applies, now:
  /// ``allowsMultipleSelection`` while the table is not editing,
  /// ``allowsMultipleSelectionDuringEditing`` while it is, as in UIKit.
  var allowsMultipleSelectionNow: Bool {
    state.settings.allowsMultipleSelection(editing: state.isEditing)
  }
}
