import ListBinding
import Testing

@Suite("Snapshot errors")
struct SnapshotErrorTests {
  typealias Mutation = @Sendable (inout Snapshot<String, String>) throws -> Void

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let mutation: Mutation
    let error: SnapshotError
    let message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "duplicate items", mutation: { try $0.appendItems(["x", "y", "x", "y", "x"]) },
      error: .duplicateItemIdentifiers(["x", "y"]),
      message: """
        Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(
            x,
            y
        )}
        """),
    Case(
      name: "duplicate sections", mutation: { try $0.appendSections(["C", "C"]) },
      error: .duplicateSectionIdentifiers(["C"]),
      message: """
        Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(
            C
        )}
        """),
    Case(
      name: "items already in the snapshot", mutation: { try $0.appendItems(["x", "a", "c"]) },
      error: .itemIdentifiersAlreadyExist(["a", "c"]),
      message: """
        Attempted to insert or append item identifiers that already exist in the snapshot: {(
            a,
            c
        )}
        """),
    Case(
      name: "sections already in the snapshot",
      mutation: { try $0.insertSections(["B"], afterSection: "A") },
      error: .sectionIdentifiersAlreadyExist(["B"]),
      message: """
        Attempted to insert or append section identifiers that already exist in the snapshot: {(
            B
        )}
        """),
    Case(
      name: "items into an unknown section",
      mutation: { try $0.appendItems(["x"], toSection: "Q") },
      error: .sectionNotFound("Q", .appendItemsTo),
      message: "Attempted to append items to section identifier that does not exist in the "
        + "snapshot: Q"),
    Case(
      name: "insert before an unknown item",
      mutation: { try $0.insertItems(["x"], beforeItem: "q") },
      error: .itemNotFound("q", .insertRelativeTo),
      message: "Attempted to insert relative to item identifier that does not exist in the "
        + "snapshot: q"),
    Case(
      name: "insert after an unknown section",
      mutation: { try $0.insertSections(["X"], afterSection: "Q") },
      error: .sectionNotFound("Q", .insertRelativeTo),
      message: "Attempted to insert relative to section identifier that does not exist in the "
        + "snapshot: Q"),
    Case(
      name: "delete an unknown item", mutation: { try $0.deleteItems(["a", "q"]) },
      error: .itemNotFound("q", .delete),
      message: "Attempted to delete item identifier that does not exist in the snapshot: q"),
    Case(
      name: "delete an unknown section", mutation: { try $0.deleteSections(["A", "Q"]) },
      error: .sectionNotFound("Q", .delete),
      message: "Attempted to delete section identifier that does not exist in the snapshot: Q"),
    Case(
      name: "move an unknown item", mutation: { try $0.moveItem("q", afterItem: "a") },
      error: .itemNotFound("q", .move),
      message: "Attempted to move item identifier that does not exist in the snapshot: q"),
    Case(
      name: "move before an unknown item", mutation: { try $0.moveItem("a", beforeItem: "q") },
      error: .itemNotFound("q", .moveRelativeTo),
      message: "Attempted to move relative to item identifier that does not exist in the "
        + "snapshot: q"),
    Case(
      name: "move an item relative to itself", mutation: { try $0.moveItem("a", afterItem: "a") },
      error: .itemMovedRelativeToItself("a"),
      message: "Attempted to move item identifier relative to itself: a"),
    Case(
      name: "move a section relative to itself",
      mutation: { try $0.moveSection("B", beforeSection: "B") },
      error: .sectionMovedRelativeToItself("B"),
      message: "Attempted to move section identifier relative to itself: B"),
    Case(
      name: "move an unknown section", mutation: { try $0.moveSection("Q", afterSection: "A") },
      error: .sectionNotFound("Q", .move),
      message: "Attempted to move section identifier that does not exist in the snapshot: Q"),
    Case(
      name: "reload an unknown item", mutation: { try $0.reloadItems(["a", "q"]) },
      error: .itemNotFound("q", .reload),
      message: "Attempted to reload item identifier that does not exist in the snapshot: q"),
    Case(
      name: "reconfigure an unknown item", mutation: { try $0.reconfigureItems(["q"]) },
      error: .itemNotFound("q", .reconfigure),
      message: "Attempted to reconfigure item identifier that does not exist in the snapshot: q"),
    Case(
      name: "reload an unknown section", mutation: { try $0.reloadSections(["Q"]) },
      error: .sectionNotFound("Q", .reload),
      message: "Attempted to reload section identifier that does not exist in the snapshot: Q"),
  ]

  @Test(
    "Each invalid mutation throws its error and message, the snapshot unchanged",
    arguments: cases)
  func invalid(_ testCase: Case) throws {
    var snapshot = try SnapshotTests.make(["A: a b", "B: c"])
    try snapshot.reloadItems(["b"])
    let before = snapshot
    #expect(throws: testCase.error) { try testCase.mutation(&snapshot) }
    #expect(testCase.error.message == testCase.message)
    #expect("\(testCase.error)" == testCase.message)
    #expect(snapshot == before)
  }

  // Apple's snapshot requires Hashable identifiers, whose == is reflexive; it has no words for
  // NaN: the error and its message are *assumed*.
  @Test("An identifier not equal to itself (NaN) is refused by every call that adds one")
  func notEqualToItself() throws {
    let message =
      "Attempted to add an identifier that is not equal to itself, which the snapshot could "
      + "never find again: nan"
    var items = Snapshot<String, Double>()
    try items.appendSections(["s"])
    try items.appendItems([1])
    let before = items
    #expect(throws: SnapshotError.identifierNotEqualToItself("nan")) {
      try items.appendItems([.nan])
    }
    #expect(throws: SnapshotError.identifierNotEqualToItself("nan")) {
      try items.appendItems([2, .nan, .nan])
    }
    #expect(throws: SnapshotError.identifierNotEqualToItself("nan")) {
      try items.insertItems([.nan], beforeItem: 1)
    }
    #expect(throws: SnapshotError.identifierNotEqualToItself("nan")) {
      try items.insertItems([3, .nan], afterItem: 1)
    }
    #expect(items == before)
    #expect(SnapshotError.identifierNotEqualToItself("nan").message == message)

    var sections = Snapshot<Double, String>()
    #expect(throws: SnapshotError.identifierNotEqualToItself("nan")) {
      try sections.appendSections([.nan])
    }
    try sections.appendSections([1])
    #expect(throws: SnapshotError.identifierNotEqualToItself("nan")) {
      try sections.insertSections([.nan], beforeSection: 1)
    }
    #expect(sections.sectionIdentifiers == [1])
  }

  @Test("Appending items to a snapshot without sections is refused")
  func noSections() {
    var snapshot = Snapshot<String, String>()
    #expect(throws: SnapshotError.noSections) { try snapshot.appendItems(["a"]) }
    #expect(
      SnapshotError.noSections.message
        == "There are currently no sections in the data source. Please add a section first.")
    #expect(snapshot == Snapshot())
  }

  @Test("Queries about an unknown section throw")
  func queries() throws {
    let snapshot = try SnapshotTests.make(["A: a"])
    #expect(throws: SnapshotError.sectionNotFound("Q", .query)) {
      try snapshot.numberOfItems(inSection: "Q")
    }
    #expect(throws: SnapshotError.sectionNotFound("Q", .query)) {
      try snapshot.itemIdentifiers(inSection: "Q")
    }
  }

  @Test("The storage's limit on identifiers has a message")
  func capacity() {
    // A snapshot names items and sections by 32-bit integers; reaching the limit takes more
    // memory than a test has, so only the message is checked here.
    #expect(
      SnapshotError.capacityExceeded(limit: 2_147_483_646).message
        == "Attempted to hold more than 2147483646 section identifiers or more than 2147483646 "
        + "item identifiers in one snapshot")
  }
}
