import Foundation

extension TableView {
  /// The first selected row, or `nil` when none is.
  ///
  /// - Complexity: O(*k*), where *k* is the number of selected rows.
  public var indexPathForSelectedRow: IndexPath? {
    guard let section = selection.rowsBySection.keys.min(),
      let row = selection.rowsBySection[section]?.min()
    else { return nil }
    return IndexPath(row: row, section: section)
  }

  /// The selected rows in order, or `nil` when none is, as in UIKit.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number of selected rows.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selection.isEmpty ? nil : selection.sorted
  }

  /// Selects a row without telling the delegate, as `UITableView.selectRow` does; `nil` clears
  /// the selection.
  ///
  /// Where no ``SelectionRule`` applies, the row replaces the selection unless
  /// ``allowsMultipleSelection`` is set. Under a rule, a `single` section's other row is
  /// replaced and the rule's limits hold.
  ///
  /// - Parameters:
  ///   - indexPath: The row to select, or `nil` to deselect every row.
  ///   - animated: Recorded by UIKit; ignored here.
  ///   - scrollPosition: Where to scroll the row; `.none` does not scroll.
  /// - Throws: When the table has no such row; ``TableViewError/selectionNotAllowed(_:)`` or
  ///   ``TableViewError/selectionLimitReached(_:maximum:)`` when the section's rule forbids it.
  ///   Nothing changes then.
  /// - Complexity: O(1) amortized, plus O(*r*) for the *r* rows it deselects.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none
  ) throws(TableViewError) {
    guard let indexPath else {
      for selected in selection.indexPaths { setRow(selected, selected: false) }
      return
    }
    try validateRow(indexPath)
    let replaced = try rowsReplaced(bySelecting: indexPath)
    if scrollPosition != .none {
      try scrollToRow(at: indexPath, at: scrollPosition)
    }
    for row in replaced { setRow(row, selected: false) }
    setRow(indexPath, selected: true)
  }

  /// Deselects a row without telling the delegate.
  ///
  /// - Throws: When the table has no such row; nothing changes then.
  /// - Complexity: O(1) amortized.
  public func deselectRow(at indexPath: IndexPath, animated: Bool = false) throws(TableViewError) {
    try validateRow(indexPath)
    setRow(indexPath, selected: false)
  }

  /// The rows that selecting `indexPath` deselects, after its section's rule or UIKit's mode.
  ///
  /// - Throws: When the section's rule forbids selecting the row.
  func rowsReplaced(bySelecting indexPath: IndexPath) throws(TableViewError) -> [IndexPath] {
    guard let rule = selectionRule(forSection: indexPath.section) else {
      guard !allowsMultipleSelection else { return [] }
      return selection.sorted.filter { $0 != indexPath }
    }
    try check(rule, allowsSelecting: indexPath)
    guard rule.mode == .single else { return [] }
    return selection.indexPaths(inSection: indexPath.section).filter { $0 != indexPath }
  }

  /// Throws unless `rule`, the rule of the row's section, lets the row be selected now.
  ///
  /// - Complexity: O(1).
  func check(_ rule: SelectionRule, allowsSelecting indexPath: IndexPath) throws(TableViewError) {
    switch rule.mode {
    case .none:
      throw .selectionNotAllowed(indexPath)
    case .single:
      return
    case .multiple:
      if let maximum = rule.maximum, !selection.contains(indexPath),
        selection.count(inSection: indexPath.section) >= maximum
      {
        throw .selectionLimitReached(indexPath, maximum: maximum)
      }
    }
  }

  /// Records a row's selection and shows it on the row's cell if it is visible.
  func setRow(_ indexPath: IndexPath, selected: Bool) {
    if selected {
      selection.insert(indexPath)
    } else {
      selection.remove(indexPath)
    }
    visibleCell(at: indexPath)?.setSelected(selected, animated: false)
  }

  /// The cell of a row known to exist, when it is in the viewport.
  ///
  /// - Complexity: O(1).
  func visibleCell(at indexPath: IndexPath) -> TableViewCell? {
    let offset = offset(of: indexPath)
    guard visibleOffsets.contains(offset) else { return nil }
    return loadedCells[offset - contentOffset]
  }
}
