import Foundation

extension TableView {
  /// The first selected row, or `nil` when none is.
  ///
  /// - Complexity: O(*k*), where *k* is the number of selected rows.
  public var indexPathForSelectedRow: IndexPath? {
    state.selection.first
  }

  /// The selected rows in order, or `nil` when none is, as in UIKit.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number of selected rows.
  public var indexPathsForSelectedRows: [IndexPath]? {
    state.selection.isEmpty ? nil : state.selection.sorted
  }

  /// Selects a row without telling the delegate, as `UITableView.selectRow` does; `nil` clears
  /// the selection.
  ///
  /// Where no ``SelectionRule`` applies, the row replaces the selection unless
  /// ``allowsMultipleSelection`` is set (``allowsMultipleSelectionDuringEditing`` while the table
  /// is editing). Under a rule, a `single` section's other row is
  /// replaced and the rule's limits hold.
  ///
  /// - Parameters:
  ///   - indexPath: The row to select, or `nil` to deselect every row.
  ///   - animated: Recorded by UIKit; ignored here.
  ///   - scrollPosition: Where to scroll the row; `.none` does not scroll.
  /// - Throws: When the table has no such row; ``TableViewError/selectionNotAllowed(_:)`` or
  ///   ``TableViewError/selectionLimitReached(_:maximum:)`` when the section's rule forbids it;
  ///   the error of the rule's source. Nothing changes then.
  /// - Complexity: O(1) amortized, plus O(*r*) for the *r* rows it deselects, plus the
  ///   viewport height when it scrolls.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool = false, scrollPosition: ScrollPosition = .none
  ) throws(TableViewError) {
    try perform(
      .selectRow(indexPath, scrollPosition)
    ) {
      .operation { () throws(TableViewError) in
        try self.performSelection(of: indexPath, scrollPosition: scrollPosition)
      }
    }
  }

  /// Deselects a row without telling the delegate.
  ///
  /// - Throws: When the table has no such row; nothing changes then.
  /// - Complexity: O(1) amortized.
  public func deselectRow(at indexPath: IndexPath, animated: Bool = false) throws(TableViewError) {
    try perform(.deselectRow(indexPath)) {
      () throws(TableViewError) in
      try state.validateRow(indexPath)
      return .operation { () throws(TableViewError) in
        try self.state.validateRow(indexPath)
        try self.performSteps([.select(SelectionChange(selected: [], deselected: [indexPath]))])
      }
    }
  }

  private func performSelection(of indexPath: IndexPath?, scrollPosition: ScrollPosition)
    throws(TableViewError)
  {
    guard let indexPath else {
      let all = Array(state.selection.indexPaths)
      try performSteps([.select(SelectionChange(selected: [], deselected: all))])
      return
    }
    try state.validateRow(indexPath)
    let rule = try rule(forSection: indexPath[0])
    let replaced = try state.selection.rowsReplaced(
      bySelecting: indexPath, rule: rule, allowsMultipleSelection: allowsMultipleSelectionNow)
    let scroll: ScrollRequest? =
      scrollPosition == .none ? nil : .row(indexPath, scrollPosition)
    try performSteps([
      .select(SelectionChange(selected: [indexPath], deselected: replaced, scroll: scroll))
    ])
  }
}
