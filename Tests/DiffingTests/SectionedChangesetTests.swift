import Diffing
import DiffingTestSupport
import Testing

@Suite("Sectioned changeset")
struct SectionedChangesetTests {
  @Test("Hand-picked cases pass the round trip", arguments: SectionedCases.handPicked)
  func handPicked(_ pair: SectionedCase) {
    SectionedChangesetChecks(pair).verify(
      SectionedChangeset(from: pair.old, to: pair.new), pair.name)
  }

  @Test("Stages come in order, empty ones left out")
  func stages() {
    let old = SectionedCases.sections(["A: a b", "B: c"])
    let new = SectionedCases.sections(["B: c a", "C: b"])
    let changeset = SectionedChangeset(from: old, to: new)
    #expect(changeset.stages.map(\.kind) == [.removals, .sections, .rows])
    #expect(
      changeset.description == """
        1. removals: delete sections [0]
        2. sections: insert sections [1]
        3. rows: insert rows [[0, 1]]
        """)
    #expect(SectionedChangeset(from: old, to: old).description == "no changes")
  }

  @Test("A moved row that is reloaded is reloaded at its new path, in a later stage")
  func reloadOfMovedRow() {
    let old = SectionedCases.sections(["A: a b c"])
    let new = SectionedCases.sections(["A: c a b"])
    let changeset = SectionedChangeset(from: old, to: new, reloadingItems: ["c", "a"])
    #expect(changeset.stages.map(\.kind) == [.rows, .reloads])
    #expect(changeset.stages.last?.rowReloads == [[0, 0], [0, 1]])
    SectionedChangesetChecks(old: old, new: new).verify(changeset)
  }

  @Test("Reloads leave out new rows and new sections; reloaded sections cover their rows")
  func reloadsLeaveOutNew() {
    let old = SectionedCases.sections(["A: a b", "B: c"])
    let new = SectionedCases.sections(["A: a b x", "B: c", "N: y"])
    let changeset = SectionedChangeset(
      from: old, to: new, reloadingItems: ["a", "x", "y", "c"], reloadingSections: ["B", "N"])
    let reloads = changeset.stages.last
    #expect(reloads?.kind == .reloads)
    #expect(reloads?.sectionReloads == [1])
    #expect(reloads?.rowReloads == [[0, 0]])
    SectionedChangesetChecks(old: old, new: new).verify(changeset)
  }

  @Test("The round trip fails for stages that do not fit")
  func misfit() {
    let changeset = SectionedChangeset(
      from: SectionedCases.sections(["A: a b"]), to: SectionedCases.sections(["A: b"]))
    #expect(
      changeset.applied(
        to: SectionedCases.sections(["A:"]), using: SectionedCases.sections(["A: b"])) == nil)
  }
}
