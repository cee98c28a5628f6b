import Foundation
import ListBinding
import Testing

/// Attacks on `Snapshot`'s mutators and queries: each refused call throws its `SnapshotError`
/// and leaves the snapshot equal to what it was.
@Suite("Hostile input: Snapshot")
struct SnapshotHostileTests {
  typealias Dishes = Snapshot<String, String>

  /// Sections "s" and "t"; items "a", "b" in "s", "c" in "t".
  func dishes() throws -> Dishes {
    var snapshot = Dishes()
    try snapshot.appendSections(["s", "t"])
    try snapshot.appendItems(["a", "b"], toSection: "s")
    try snapshot.appendItems(["c"], toSection: "t")
    return snapshot
  }

  /// Expects `mutation` to throw `expected` and leave the snapshot as it was.
  func expectRefused<Section, Item>(
    _ snapshot: Snapshot<Section, Item>, _ expected: SnapshotError,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ mutation: (inout Snapshot<Section, Item>) throws -> Void
  ) {
    var copy = snapshot
    do {
      try mutation(&copy)
      Issue.record("nothing thrown; expected \(expected)", sourceLocation: sourceLocation)
    } catch let error as SnapshotError {
      #expect(error == expected, sourceLocation: sourceLocation)
      #expect(!drivesTerminal(error.message), sourceLocation: sourceLocation)
    } catch {
      Issue.record("threw \(error); expected \(expected)", sourceLocation: sourceLocation)
    }
    #expect(copy == snapshot, sourceLocation: sourceLocation)
    #expect(copy.numberOfItems == snapshot.numberOfItems, sourceLocation: sourceLocation)
    #expect(copy.itemIdentifiers == snapshot.itemIdentifiers, sourceLocation: sourceLocation)
  }

  @Test(
    "Duplicate and existing identifiers are refused",
    arguments: hostileStrings.map(InertArgument.init))
  func duplicates(_ argument: InertArgument) throws {
    let name = argument.text
    let snapshot = try dishes()
    expectRefused(snapshot, .duplicateItemIdentifiers([name])) {
      try $0.appendItems([name, "x", name])
    }
    expectRefused(snapshot, .duplicateSectionIdentifiers([name])) {
      try $0.appendSections([name, name])
    }
    expectRefused(snapshot, .itemIdentifiersAlreadyExist(["a"])) {
      try $0.appendItems([name, "a"])
    }
    expectRefused(snapshot, .sectionIdentifiersAlreadyExist(["t"])) {
      try $0.insertSections([name, "t"], beforeSection: "s")
    }
    expectRefused(snapshot, .duplicateItemIdentifiers([name])) {
      try $0.insertItems([name, name], afterItem: "a")
    }
    expectRefused(snapshot, .duplicateItemIdentifiers([name])) {
      try $0.deleteItems([name, name])
    }
    expectRefused(snapshot, .duplicateSectionIdentifiers(["s"])) {
      try $0.deleteSections(["s", "s"])
    }
  }

  @Test(
    "Identifiers the snapshot does not have are refused",
    arguments: hostileStrings.map(InertArgument.init))
  func missing(_ argument: InertArgument) throws {
    let name = argument.text
    let snapshot = try dishes()
    expectRefused(snapshot, .sectionNotFound(name, .appendItemsTo)) {
      try $0.appendItems(["x"], toSection: name)
    }
    expectRefused(snapshot, .sectionNotFound(name, .insertRelativeTo)) {
      try $0.insertSections(["u"], afterSection: name)
    }
    expectRefused(snapshot, .itemNotFound(name, .insertRelativeTo)) {
      try $0.insertItems(["x"], beforeItem: name)
    }
    expectRefused(snapshot, .itemNotFound(name, .delete)) { try $0.deleteItems([name]) }
    expectRefused(snapshot, .itemNotFound(name, .delete)) { try $0.deleteItems(["a", name]) }
    expectRefused(snapshot, .sectionNotFound(name, .delete)) { try $0.deleteSections(["s", name]) }
    expectRefused(snapshot, .itemNotFound(name, .move)) { try $0.moveItem(name, afterItem: "a") }
    expectRefused(snapshot, .itemNotFound(name, .moveRelativeTo)) {
      try $0.moveItem("a", beforeItem: name)
    }
    expectRefused(snapshot, .sectionNotFound(name, .move)) {
      try $0.moveSection(name, afterSection: "s")
    }
    expectRefused(snapshot, .sectionNotFound(name, .moveRelativeTo)) {
      try $0.moveSection("s", beforeSection: name)
    }
    expectRefused(snapshot, .itemNotFound(name, .reload)) { try $0.reloadItems(["a", name]) }
    expectRefused(snapshot, .itemNotFound(name, .reconfigure)) {
      try $0.reconfigureItems(["a", name])
    }
    expectRefused(snapshot, .sectionNotFound(name, .reload)) { try $0.reloadSections([name]) }
    #expect(throws: SnapshotError.sectionNotFound(name, .query)) {
      _ = try snapshot.numberOfItems(inSection: name)
    }
    #expect(throws: SnapshotError.sectionNotFound(name, .query)) {
      _ = try snapshot.itemIdentifiers(inSection: name)
    }
    #expect(snapshot.indexOfItem(name) == nil)
    #expect(snapshot.indexOfSection(name) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: name) == nil)
  }

  @Test("A megabyte identifier the snapshot does not have is refused, its message inert")
  func megabyteIdentifier() throws {
    let snapshot = try dishes()
    expectRefused(snapshot, .itemNotFound(megabyte, .delete)) { try $0.deleteItems([megabyte]) }
    expectRefused(snapshot, .duplicateItemIdentifiers([megabyte])) {
      try $0.appendItems([megabyte, megabyte])
    }
  }

  @Test("Moves relative to themselves, and items without sections, are refused")
  func wrongState() throws {
    let snapshot = try dishes()
    expectRefused(snapshot, .itemMovedRelativeToItself("a")) {
      try $0.moveItem("a", afterItem: "a")
    }
    expectRefused(snapshot, .sectionMovedRelativeToItself("s")) {
      try $0.moveSection("s", beforeSection: "s")
    }
    expectRefused(
      Dishes(), .noSections,
      {
        try $0.appendItems(["a"])
      })
    var empty = Dishes()
    empty.deleteAllItems()
    empty.deleteAllItems()
    #expect(empty == Dishes())
    try empty.appendSections([])
    try empty.deleteItems([])
    try empty.deleteSections([])
    #expect(empty == Dishes())
  }

  @Test("Identifiers not equal to themselves are refused")
  func notReflexive() throws {
    var snapshot = Snapshot<Double, Double>()
    try snapshot.appendSections([1])
    let before = snapshot
    expectRefused(before, .identifierNotEqualToItself("nan")) { try $0.appendItems([.nan]) }
    expectRefused(before, .identifierNotEqualToItself("nan")) { try $0.appendSections([.nan]) }
    try snapshot.appendItems([2])
    expectRefused(snapshot, .identifierNotEqualToItself("nan")) {
      try $0.insertItems([.nan], beforeItem: 2)
    }
    #expect(throws: SnapshotError.self) { try snapshot.deleteItems([.nan]) }
    #expect(snapshot.indexOfItem(.nan) == nil)
  }

  @Test("Appending an existing identifier to a large snapshot is refused and keeps it whole")
  func bigAppend() throws {
    var snapshot = Dishes()
    try snapshot.appendSections(["s"])
    let many = (0..<50_000).map(String.init)
    try snapshot.appendItems(many)
    expectRefused(snapshot, .itemIdentifiersAlreadyExist(["49999"])) {
      try $0.appendItems(["new", "49999"])
    }
    #expect(snapshot.numberOfItems == 50_000)
  }
}
