import Diffing
import Testing

@Suite("Changeset.applied(to:using:)")
struct ChangesetApplyTests {
  @Test("Moved and kept elements come from the old collection, the rest from the new one")
  func takesElementsFromTheRightSide() throws {
    let old = [Item(id: 1, content: 0), Item(id: 2, content: 0), Item(id: 3, content: 0)]
    let new = [Item(id: 3, content: 0), Item(id: 1, content: 7), Item(id: 2, content: 0)]
    let identityOnly = Changeset(from: old, to: new, identifiedBy: \.id)
    let applied = try #require(identityOnly.applied(to: old, using: new))
    #expect(applied == [old[2], old[0], old[1]])
    let withUpdates = Changeset(from: old, to: new, identifiedBy: \.id, contentEquals: ==)
    #expect(withUpdates.applied(to: old, using: new) == new)
  }

  @Test("A changeset applied to collections it does not fit gives nil")
  func mismatchedCollections() {
    let changeset = Changeset(from: ["a", "b", "c"], to: ["c", "d"])
    #expect(changeset.applied(to: ["a", "b", "c"], using: ["c", "d"]) == ["c", "d"])
    #expect(changeset.applied(to: ["a", "b"], using: ["c", "d"]) == nil)
    #expect(changeset.applied(to: ["a", "b", "c"], using: ["c", "d", "e"]) == nil)
    #expect(changeset.applied(to: [String](), using: [String]()) == nil)
  }

  @Test("An update whose offsets do not correspond gives nil")
  func mismatchedUpdate() {
    let old = [Item(id: 1, content: 0), Item(id: 2, content: 0)]
    let new = [Item(id: 1, content: 1), Item(id: 2, content: 0)]
    let changeset = Changeset(from: old, to: new, identifiedBy: \.id, contentEquals: ==)
    #expect(changeset.updates == [Changeset.Update(oldOffset: 0, newOffset: 0)])
    let inserted = [Item(id: 9, content: 0)] + new
    let shifted = Changeset(from: old, to: inserted, identifiedBy: \.id, contentEquals: ==)
    #expect(shifted.applied(to: old, using: inserted) == inserted)
    #expect(shifted.applied(to: old, using: new) == nil)
  }
}
