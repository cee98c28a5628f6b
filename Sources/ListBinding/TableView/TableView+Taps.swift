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
  ///   `willDeselectRowAt` and tells `didDeselectRowAt`, then selects and tells
  ///   `didSelectRowAt`;
  /// - under a rule, a tap whose replaced row the delegate keeps selected selects nothing, so
  ///   that the rule holds;
  /// - a tap on a selected row deselects it (`willDeselectRowAt`, `didDeselectRowAt`) where taps
  ///   toggle — multiple selection, or a rule that allows it — and otherwise selects it again.
  ///
  /// - Throws: When the table has no such row, or the delegate redirects to a row it does not
  ///   have; nothing changes then.
  /// - Complexity: O(1) amortized, plus O(*r*) for the *r* rows the tap deselects.
  public func tapRow(at indexPath: IndexPath) throws(TableViewError) {
    try validateRow(indexPath)
    if swipe != nil {
      hideSwipeActions()
      return
    }
    guard allowsSelection, !isEditing || allowsSelectionDuringEditing,
      delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    else { return }
    let rule = selectionRule(forSection: indexPath.section)
    if selection.contains(indexPath), tapsToggle(under: rule) {
      try deselectByTap(indexPath)
    } else {
      try selectByTap(indexPath)
    }
  }

  /// Whether a tap on a selected row deselects it.
  private func tapsToggle(under rule: SelectionRule?) -> Bool {
    guard let rule else { return allowsMultipleSelection }
    return rule.mode == .multiple || rule.allowsDeselection
  }

  private func deselectByTap(_ indexPath: IndexPath) throws(TableViewError) {
    let target = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    guard let target else { return }
    try validateRow(target)
    setRow(target, selected: false)
    delegate?.tableView(self, didDeselectRowAt: target)
  }

  private func selectByTap(_ indexPath: IndexPath) throws(TableViewError) {
    guard canSelect(indexPath) else { return }
    let proposed = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = proposed else { return }
    try validateRow(target)
    guard let replaced = try? rowsReplaced(bySelecting: target) else { return }
    var deselected: [IndexPath] = []
    for row in replaced {
      let answer = delegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row
      guard let answer else { continue }
      try validateRow(answer)
      deselected.append(answer)
    }
    guard keepsRule(afterSelecting: target, deselecting: deselected) else { return }
    for row in deselected {
      setRow(row, selected: false)
      delegate?.tableView(self, didDeselectRowAt: row)
    }
    setRow(target, selected: true)
    delegate?.tableView(self, didSelectRowAt: target)
  }

  /// Whether selecting `target` after deselecting `deselected` keeps its section within its
  /// rule: the delegate may have refused or redirected a deselection the rule needs.
  private func keepsRule(afterSelecting target: IndexPath, deselecting deselected: [IndexPath])
    -> Bool
  {
    guard let limit = selectionRule(forSection: target.section)?.limit else { return true }
    var rows = Set(selection.indexPaths(inSection: target.section))
    rows.subtract(deselected)
    rows.insert(target)
    return rows.count <= limit
  }

  /// Whether the row's rule lets a tap select it now.
  ///
  /// - Complexity: O(1).
  private func canSelect(_ indexPath: IndexPath) -> Bool {
    guard !selection.contains(indexPath),
      let rule = selectionRule(forSection: indexPath.section)
    else { return true }
    return (try? check(rule, allowsSelecting: indexPath)) != nil
  }
}
