import Diffing
import DiffingTestSupport
import Testing

@Suite("Sectioned changeset on random pairs")
struct SectionedChangesetRandomTests {
  @Test("Edited random pairs pass the round trip, with random reloads")
  func editedPairs() {
    for index in 0..<3_000 {
      let pair = SectionedCases.edited(index)
      let changeset = SectionedChangeset(
        from: pair.old, to: pair.new, reloadingItems: pair.reloadingItems,
        reloadingSections: pair.reloadingSections)
      SectionedChangesetChecks(pair).verify(changeset, "\(pair)")
    }
  }

  @Test("Unrelated random pairs pass the round trip")
  func unrelatedPairs() {
    for index in 0..<2_000 {
      let pair = SectionedCases.unrelated(index)
      SectionedChangesetChecks(pair).verify(
        SectionedChangeset(from: pair.old, to: pair.new), "\(pair)")
    }
  }
}
