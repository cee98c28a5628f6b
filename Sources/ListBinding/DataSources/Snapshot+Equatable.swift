extension Snapshot: Equatable {
  /// Whether two snapshots have the same sections, with the same items in the same order, and
  /// the same reload and reconfigure marks.
  ///
  /// How the snapshots were built does not matter: only what they hold.
  ///
  /// - Complexity: O(*n* + *s*) expected, where *n* is the number of items and *s* the number
  ///   of sections.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.sections == rhs.sections, lhs.rows.count == rhs.rows.count,
      lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers,
      lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers,
      lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
    else { return false }
    let (left, right) = (lhs.rows.forest, rhs.rows.forest)
    for (leftKey, rightKey) in zip(lhs.sectionTrees, rhs.sectionTrees) {
      guard left.count(ofTree: leftKey) == right.count(ofTree: rightKey) else { return false }
      var leftNode = left.first(inTree: leftKey)
      var rightNode = right.first(inTree: rightKey)
      while leftNode >= 0, rightNode >= 0 {
        guard lhs.nodeItems[Int(leftNode)] == rhs.nodeItems[Int(rightNode)] else {
          return false
        }
        leftNode = left.successor(of: leftNode)
        rightNode = right.successor(of: rightNode)
      }
    }
    return true
  }
}
