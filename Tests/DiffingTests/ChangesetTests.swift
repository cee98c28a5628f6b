import Diffing
import Testing

@Suite("Changeset on hand-picked cases")
struct ChangesetTests {
  /// Diffs two arrays of self-identified elements and runs every check.
  @discardableResult
  private func diff<Element: Hashable>(
    _ old: [Element], _ new: [Element], sourceLocation: SourceLocation = #_sourceLocation
  ) -> Changeset {
    let changeset = Changeset(from: old, to: new)
    ChangesetChecks(old: old, new: new).verify(changeset, sourceLocation: sourceLocation)
    return changeset
  }

  @Test("Two empty collections differ by nothing")
  func emptyToEmpty() {
    let changeset = diff([Int](), [])
    #expect(changeset.isEmpty)
    #expect(changeset.description == "no changes")
  }

  @Test("From empty, every element is inserted")
  func emptyToAllNew() {
    let changeset = diff([], ["a", "b", "c"])
    #expect(changeset.insertions == [0, 1, 2])
    #expect(changeset.deletions.isEmpty && changeset.moves.isEmpty)
  }

  @Test("To empty, every element is deleted")
  func allDeleted() {
    let changeset = diff(["a", "b", "c"], [])
    #expect(changeset.deletions == [0, 1, 2])
    #expect(changeset.insertions.isEmpty && changeset.moves.isEmpty)
  }

  @Test("Identical collections differ by nothing")
  func identical() {
    let changeset = diff(Array(0..<100), Array(0..<100))
    #expect(changeset.isEmpty)
  }

  @Test("Nothing in common: all deleted and all inserted, nothing moved")
  func disjoint() {
    let changeset = diff([1, 2, 3], [4, 5])
    #expect(changeset.deletions == [0, 1, 2])
    #expect(changeset.insertions == [0, 1])
    #expect(changeset.moves.isEmpty)
  }

  @Test("Reversing n elements moves n - 1 of them")
  func reversed() {
    let old = Array(0..<10)
    let changeset = diff(old, old.reversed())
    #expect(changeset.moves.count == 9)
    #expect(changeset.deletions.isEmpty && changeset.insertions.isEmpty)
  }

  @Test("One element moved to the front is the only move")
  func singleMove() {
    let changeset = diff(["a", "b", "c", "d", "e"], ["d", "a", "b", "c", "e"])
    #expect(changeset.moves == [Changeset.Move(source: 3, destination: 0)])
    #expect(changeset.deletions.isEmpty && changeset.insertions.isEmpty)
  }

  @Test("Elements shifted by deletions and insertions are not moves")
  func shiftsAreNotMoves() {
    let changeset = diff(["x", "a", "b", "c"], ["a", "y", "b", "c", "z"])
    #expect(changeset.deletions == [0])
    #expect(changeset.insertions == [1, 4])
    #expect(changeset.moves.isEmpty)
  }

  @Test("A duplicate in the old collection: the surplus occurrence is deleted")
  func duplicatesInOld() {
    let changeset = diff(["a", "b", "a", "c"], ["a", "b", "c"])
    #expect(changeset.deletions == [2])
    #expect(changeset.moves.isEmpty && changeset.insertions.isEmpty)
  }

  @Test("A duplicate in the new collection: the surplus occurrence is inserted")
  func duplicatesInNew() {
    let changeset = diff(["a", "b"], ["b", "a", "b"])
    #expect(changeset.insertions == [2])
    #expect(changeset.deletions.isEmpty)
    #expect(changeset.moves.count == 1)
  }

  @Test("Duplicates on both sides match in order of occurrence")
  func duplicatesInBoth() {
    let changeset = diff(["a", "a", "b", "a"], ["b", "a", "a", "c", "a", "a"])
    // Three a's in old match the first three in new; b matches b.
    #expect(changeset.deletions.isEmpty)
    #expect(changeset.insertions == [3, 5])
    #expect(changeset.moves.count == 1)
  }

  @Test("The same element many times on both sides, in different amounts")
  func manyDuplicates() {
    diff([Int](repeating: 7, count: 50), [Int](repeating: 7, count: 20))
    diff([Int](repeating: 7, count: 20) + [1], [1] + [Int](repeating: 7, count: 50))
  }

  @Test("Updates are reported with the old and the new offset")
  func updatesWithoutMoves() throws {
    let old = [Item(id: 1, content: 0), Item(id: 2, content: 0), Item(id: 3, content: 0)]
    let new = [Item(id: 1, content: 0), Item(id: 2, content: 9), Item(id: 4, content: 0)]
    let changeset = Changeset(from: old, to: new, identifiedBy: \.id, contentEquals: ==)
    ChangesetChecks(old: old, new: new, identity: \.id, contentEquals: ==).verify(changeset)
    #expect(changeset.updates == [Changeset.Update(oldOffset: 1, newOffset: 1)])
    #expect(changeset.deletions == [2])
    #expect(changeset.insertions == [2])
  }

  @Test("An element that moves and changes is both a move and an update")
  func updatesWithMoves() {
    let old = [Item(id: 1, content: 0), Item(id: 2, content: 0), Item(id: 3, content: 0)]
    let new = [Item(id: 3, content: 5), Item(id: 1, content: 0), Item(id: 2, content: 6)]
    let changeset = Changeset(from: old, to: new, identifiedBy: \.id, contentEquals: ==)
    ChangesetChecks(old: old, new: new, identity: \.id, contentEquals: ==).verify(changeset)
    #expect(changeset.moves == [Changeset.Move(source: 2, destination: 0)])
    #expect(
      changeset.updates == [
        Changeset.Update(oldOffset: 1, newOffset: 2), Changeset.Update(oldOffset: 2, newOffset: 0),
      ])
    #expect(changeset.description == "moves [2 → 0], updates [1 → 2, 2 → 0]")
  }

  @Test("Without a content comparison, a changed element is the same element")
  func identityOnly() {
    let old = [Item(id: 1, content: 0), Item(id: 2, content: 0)]
    let new = [Item(id: 2, content: 1), Item(id: 1, content: 1)]
    let changeset = Changeset(from: old, to: new, identifiedBy: { $0.id })
    ChangesetChecks(old: old, new: new, identity: \.id, contentEquals: nil).verify(changeset)
    #expect(changeset.updates.isEmpty)
    #expect(changeset.moves.count == 1)
  }

  @Test("Collections without contiguous storage are diffed too")
  func nonContiguousCollections() {
    let changeset = Changeset(from: 0..<5, to: (1..<7).reversed())
    ChangesetChecks(old: Array(0..<5), new: Array((1..<7).reversed())).verify(changeset)
    #expect(changeset.deletions == [0])
    #expect(changeset.insertions == [0, 1])
  }

  @Test("The documented examples print what their comments say")
  func documentedExamples() {
    let first = Changeset(from: ["a", "b", "c", "d"], to: ["b", "a", "d", "e"])
    #expect(first.description == "deletions [2], insertions [3], moves [1 → 0]")
    let second = Changeset(from: ["a", "b", "c"], to: ["c", "a", "d"])
    #expect(second.description == "deletions [1], insertions [2], moves [2 → 0]")
    #expect(Changeset(from: [1, 2], to: [1, 2]).description == "no changes")
    let old = ["a", "b", "c"]
    let new = ["c", "a", "d"]
    #expect(Changeset(from: old, to: new).applied(to: old, using: new) == new)

    struct Dish: Equatable {
      let name: String
      let price: Int
    }
    let lunch = [Dish(name: "Soup", price: 5), Dish(name: "Salad", price: 7)]
    let dinner = [Dish(name: "Salad", price: 9), Dish(name: "Soup", price: 5)]
    let byName = Changeset(from: lunch, to: dinner, identifiedBy: \.name)
    #expect(byName.description == "moves [1 → 0]")
    let withContent = Changeset(from: lunch, to: dinner, identifiedBy: \.name, contentEquals: ==)
    #expect(withContent.description == "moves [1 → 0], updates [1 → 0]")
  }
}
