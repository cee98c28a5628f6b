import Foundation

extension SelectionSet {
  /// The rows that selecting `indexPath` deselects, under its section's rule or, without one,
  /// UIKit's mode.
  ///
  /// - Parameters:
  ///   - indexPath: The row to select.
  ///   - rule: The rule of the row's section, or `nil` for none.
  ///   - allowsMultipleSelection: UIKit's mode, where no rule applies.
  /// - Throws: When the rule forbids selecting the row now.
  /// - Complexity: O(*k* log *k*) without a rule, where *k* is the number of selected rows;
  ///   under a rule, O(*j* log *j*), where *j* is the number selected in the row's section.
  func rowsReplaced(
    bySelecting indexPath: IndexPath, rule: SelectionRule?, allowsMultipleSelection: Bool
  ) throws(TableViewError) -> [IndexPath] {
    guard let rule else {
      guard !allowsMultipleSelection else { return [] }
      return sorted.filter { $0 != indexPath }
    }
    try check(rule, allowsSelecting: indexPath)
    guard rule.mode == .single else { return [] }
    return indexPaths(inSection: indexPath[0]).filter { $0 != indexPath }
  }

  /// Throws unless `rule`, the rule of the row's section, lets the row be selected now.
  ///
  /// - Complexity: O(1).
  func check(_ rule: SelectionRule, allowsSelecting indexPath: IndexPath) throws(TableViewError) {
    switch rule.mode {
    case .disabled:
      throw .selectionNotAllowed(indexPath)
    case .single:
      return
    case .multiple:
      if let maximum = rule.maximum, !contains(indexPath),
        count(inSection: indexPath[0]) >= maximum
      {
        throw .selectionLimitReached(indexPath, maximum: maximum)
      }
    }
  }

  /// Whether selecting `target` after deselecting `deselected` keeps its section within
  /// `rule`'s limit.
  ///
  /// - Complexity: O(*j* + *d*), where *j* is the number selected in the section and *d* the
  ///   number of rows deselected.
  func keeps(
    _ rule: SelectionRule?, afterSelecting target: IndexPath, deselecting deselected: [IndexPath]
  )
    -> Bool
  {
    guard let limit = rule?.limit else { return true }
    var rows = Set(indexPaths(inSection: target[0]))
    rows.subtract(deselected)
    rows.insert(target)
    return rows.count <= limit
  }
}
