extension Changeset: CustomStringConvertible {
  /// The changes in one line, empty kinds left out, for logs and examples.
  ///
  /// ```swift
  /// print(Changeset(from: ["a", "b", "c"], to: ["c", "a", "d"]))
  /// // deletions [1], insertions [2], moves [2 → 0]
  /// print(Changeset(from: [1, 2], to: [1, 2]))
  /// // no changes
  /// ```
  ///
  /// Moves and updates read `old → new`.
  ///
  /// - Complexity: O(*c*), where *c* is the number of changes.
  public var description: String {
    var parts: [String] = []
    if !deletions.isEmpty {
      parts.append("deletions \(deletions)")
    }
    if !insertions.isEmpty {
      parts.append("insertions \(insertions)")
    }
    if !moves.isEmpty {
      parts.append("moves " + Changeset.list(moves.map { ($0.source, $0.destination) }))
    }
    if !updates.isEmpty {
      parts.append("updates " + Changeset.list(updates.map { ($0.oldOffset, $0.newOffset) }))
    }
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }

  /// `[a → b, c → d]`.
  private static func list(_ pairs: [(Int, Int)]) -> String {
    "[" + pairs.map { "\($0.0) → \($0.1)" }.joined(separator: ", ") + "]"
  }
}
