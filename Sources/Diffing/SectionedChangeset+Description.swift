import Foundation

extension SectionedChangeset: CustomStringConvertible {
  /// The stages, one numbered line each, empty kinds of change left out; `no changes` when there
  /// is no stage.
  ///
  /// ```text
  /// 1. removals: delete rows [[0, 2]]
  /// 2. rows: insert rows [[1, 0]], move rows [[0, 1] → [0, 0]]
  /// ```
  ///
  /// - Complexity: O(*c*), where *c* is the number of changes.
  public var description: String {
    guard !stages.isEmpty else { return "no changes" }
    return stages.enumerated().map { "\($0.offset + 1). \($0.element)" }
      .joined(separator: "\n")
  }
}

extension SectionedChangeset.Stage: CustomStringConvertible {
  /// The stage's kind and changes on one line, such as `rows: insert rows [[1, 0]]`.
  ///
  /// - Complexity: O(*c*), where *c* is the number of changes.
  public var description: String {
    var parts: [String] = []
    if !sectionDeletions.isEmpty { parts.append("delete sections \(sectionDeletions)") }
    if !sectionInsertions.isEmpty { parts.append("insert sections \(sectionInsertions)") }
    if !sectionMoves.isEmpty {
      parts.append("move sections " + list(sectionMoves.map { "\($0.source) → \($0.destination)" }))
    }
    if !sectionReloads.isEmpty { parts.append("reload sections \(sectionReloads)") }
    if !rowDeletions.isEmpty { parts.append("delete rows " + list(rowDeletions.map(path))) }
    if !rowInsertions.isEmpty { parts.append("insert rows " + list(rowInsertions.map(path))) }
    if !rowMoves.isEmpty {
      parts.append(
        "move rows " + list(rowMoves.map { path($0.source) + " → " + path($0.destination) }))
    }
    if !rowReloads.isEmpty { parts.append("reload rows " + list(rowReloads.map(path))) }
    return "\(kind): " + (parts.isEmpty ? "nothing" : parts.joined(separator: ", "))
  }

  private func list(_ parts: [String]) -> String {
    "[" + parts.joined(separator: ", ") + "]"
  }

  private func path(_ indexPath: IndexPath) -> String {
    "[\(indexPath.section), \(indexPath.row)]"
  }
}
