extension BatchUpdate {
  /// Checks the batch as `UITableView` does at the end of an update, and plans the update.
  ///
  /// The checks run in UIKit's order, so the failure thrown is the one UIKit would report first
  /// (the order of `-[UITableView _endCellAnimationsWithContext:]`):
  /// 1. every index path has two indices (UIKit checks this when the call is made);
  /// 2. reloads, in increasing order: a reload of a deleted row or section
  ///    (``InvalidUpdate/deleteAndReloadSameIndexPath(_:)``). Each reload then becomes a delete of
  ///    its old path and an insert at the old path shifted past the batch's deletes and inserts;
  /// 3. deletes (with the reloads' deletes), from the last to the first, a section after its
  ///    rows: a move from the same path or section, or a row move out of a deleted section; then
  ///    the bounds before the update. Rows deleted inside deleted sections, and repeated deletes,
  ///    are absorbed without a check, as UIKit does;
  /// 4. inserts (with the reloads' inserts), from the first to the last, a section after its rows:
  ///    a move to the same path or section, or a row move into an inserted section; then the
  ///    bounds after the update. Rows inserted into inserted sections are checked, then absorbed;
  /// 5. moves, in order of their sources: the bounds of the source and destination, then the
  ///    same source moved twice, or two sources moved to the same destination. A repeated
  ///    identical move counts once;
  /// 6. the number of sections: after = before + inserted − deleted (moves and reloads count as
  ///    they are recorded: a reload is one deleted and one inserted section);
  /// 7. for each section that survives, by its index after the update: after = before + inserted
  ///    − deleted + moved in − moved out, where a move counts only when it changes the row's
  ///    section (through the section moves), and a reload counts one deleted and one inserted row.
  ///
  /// Intents are resolved first (see ``resolvingIntents(rowCountsBefore:rowCountsAfter:)``).
  ///
  /// - Parameters:
  ///   - rowCountsBefore: The number of rows in each section before the update.
  ///   - rowCountsAfter: The data source's number of rows in each section after the update.
  /// - Returns: The plan that maps sections and rows through the update.
  /// - Throws: The first ``InvalidUpdate`` UIKit would raise.
  /// - Complexity: O(*k* log *k* + *s*), where *k* is the number of sections and index paths
  ///   named by the batch and *s* the number of sections before and after; independent of the
  ///   number of rows.
  func plan(rowCountsBefore: [Int], rowCountsAfter: [Int]) throws(InvalidUpdate) -> UpdatePlan {
    let batch = try resolvingIntents(
      rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
    var validator = try UpdateValidator(
      batch: batch, rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
    try validator.checkReloads()
    try validator.checkDeletes()
    try validator.checkInserts()
    try validator.checkMoves()
    try validator.checkNumberOfSections()
    let sections = validator.mapSections()
    try validator.checkNumberOfRows(sections: sections)
    return validator.makePlan(sections: sections)
  }

  /// Checks the batch and, when it is valid, gives `nil`; otherwise the failure UIKit would raise.
  ///
  /// - Complexity: The same as ``plan(rowCountsBefore:rowCountsAfter:)``.
  func validationError(rowCountsBefore: [Int], rowCountsAfter: [Int]) -> InvalidUpdate? {
    do {
      _ = try plan(rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
      return nil
    } catch {
      return error
    }
  }
}
