import ListBinding
import Testing

@MainActor
@Suite("Sectioned changeset")
struct SectionedChangesetTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let old: [String]
    let new: [String]
    var testDescription: String { name }
  }

  /// Sections written as `"A: a b"`, one string per section.
  nonisolated static func sections(_ lines: [String]) -> Sections {
    lines.map { line in
      let parts = line.split(separator: ":", maxSplits: 1)
      let items = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
      return (String(parts[0]), items)
    }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "empty", old: [], new: []),
    Case(name: "all new", old: [], new: ["A: a b", "B: c"]),
    Case(name: "all deleted", old: ["A: a b", "B: c"], new: []),
    Case(name: "same", old: ["A: a b", "B: c"], new: ["A: a b", "B: c"]),
    Case(name: "reversed rows", old: ["A: a b c d"], new: ["A: d c b a"]),
    Case(name: "reversed sections", old: ["A: a", "B: b", "C: c"], new: ["C: c", "B: b", "A: a"]),
    Case(name: "moves across sections", old: ["A: a b c", "B: d e"], new: ["A: e c", "B: a d b"]),
    Case(
      name: "section moves with item changes", old: ["A: a b", "B: c d", "C: e"],
      new: ["C: e x", "A: b", "B: d a c"]),
    Case(name: "items into a new section", old: ["A: a b c"], new: ["A: a", "N: c b"]),
    Case(name: "items out of a deleted section", old: ["A: a b", "D: c d"], new: ["A: d a b c"]),
    Case(
      name: "out of a deleted section into a new one", old: ["D: a b", "K: c"],
      new: ["N: b a", "K: c"]),
    Case(name: "empty sections", old: ["A:", "B: a"], new: ["B:", "A: a", "C:"]),
    Case(name: "last row of a section moves out", old: ["A: a", "B: b"], new: ["A:", "B: b a"]),
  ]

  @Test("Hand-picked cases pass the round trip and the table", arguments: cases)
  func handPicked(_ testCase: Case) {
    let old = Self.sections(testCase.old)
    let new = Self.sections(testCase.new)
    SectionedChangesetChecks(old: old, new: new)
      .verify(SectionedChangeset(from: old, to: new), testCase.name)
  }

  @Test("Stages come in order, empty ones left out")
  func stages() {
    let old = Self.sections(["A: a b", "B: c"])
    let new = Self.sections(["B: c a", "C: b"])
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
    let old = Self.sections(["A: a b c"])
    let new = Self.sections(["A: c a b"])
    let changeset = SectionedChangeset(from: old, to: new, reloadingItems: ["c", "a"])
    #expect(changeset.stages.map(\.kind) == [.rows, .reloads])
    #expect(changeset.stages.last?.rowReloads == [[0, 0], [0, 1]])
    SectionedChangesetChecks(old: old, new: new).verify(changeset)
  }

  @Test("Reloads leave out new rows and new sections; reloaded sections cover their rows")
  func reloadsLeaveOutNew() {
    let old = Self.sections(["A: a b", "B: c"])
    let new = Self.sections(["A: a b x", "B: c", "N: y"])
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
      from: Self.sections(["A: a b"]), to: Self.sections(["A: b"]))
    #expect(changeset.applied(to: Self.sections(["A:"]), using: Self.sections(["A: b"])) == nil)
  }
}
