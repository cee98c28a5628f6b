import Diffing
import DiffingTestSupport
import Testing

/// The checks every sectioned changeset test runs here: each stage fits the list the stage before
/// left, and the stages replayed on the old sections give the new ones. (ListBindingTests replays
/// the same cases on a table, which must accept every stage.)
struct SectionedChangesetChecks {
  let old: Sections
  let new: Sections

  /// Runs every check on `changeset`; `context` (for instance the seed) is printed on failure.
  func verify(
    _ changeset: SectionedChangeset, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let comment = Comment(rawValue: context + "\n\(changeset)")
    var current = old
    for stage in changeset.stages {
      // Counting rows agrees with the replay, on the list the stage fits and on the old one,
      // which the later stages do not fit.
      for list in [current, old] {
        #expect(
          stage.rowCounts(after: list.map(\.items.count), newCounts: new.map(\.items.count))
            == stage.applied(to: list, using: new)?.map(\.items.count),
          comment, sourceLocation: sourceLocation)
      }
      guard let next = stage.applied(to: current, using: new) else {
        Issue.record("stage \(stage) does not fit\n\(comment)", sourceLocation: sourceLocation)
        return
      }
      current = next
    }
    #expect(
      SectionedCases.flat(current) == SectionedCases.flat(new), comment,
      sourceLocation: sourceLocation)
    let applied = changeset.applied(to: old, using: new)
    #expect(
      applied.map(SectionedCases.flat) == SectionedCases.flat(new), comment,
      sourceLocation: sourceLocation)
  }
}

extension SectionedChangesetChecks {
  /// The checks for a case's lists.
  init(_ pair: SectionedCase) {
    self.init(old: pair.old, new: pair.new)
  }
}
