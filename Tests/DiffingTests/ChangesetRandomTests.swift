import Diffing
import DiffingTestSupport
import Testing

@Suite("Changeset on random pairs")
struct ChangesetRandomTests {
  /// A random array of `count` values below `alphabet`: a small alphabet makes many duplicates.
  private func randomArray(
    count: Int, alphabet: Int, using generator: inout SplitMix64
  ) -> [Int] {
    (0..<count).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
  }

  /// A pair where `new` is `old` edited: some elements dropped, some added, some shuffled, so
  /// that the pair has much in common, as real updates do.
  private func editedPair(using generator: inout SplitMix64) -> ([Int], [Int]) {
    let old = randomArray(
      count: Int.random(in: 0...40, using: &generator), alphabet: 60,
      using: &generator)
    var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) != 0 }
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      new.insert(
        Int.random(in: 0..<80, using: &generator),
        at: Int.random(in: 0...new.count, using: &generator))
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) where new.count > 1 {
      let from = Int.random(in: 0..<new.count, using: &generator)
      let element = new.remove(at: from)
      new.insert(element, at: Int.random(in: 0...new.count, using: &generator))
    }
    return (old, new)
  }

  @Test("Unrelated random pairs with many duplicates satisfy every check", arguments: [2, 5, 30])
  func unrelatedPairs(alphabet: Int) {
    for index in 0..<1_500 {
      let seed = 0x5EED_0000 + UInt64(alphabet) << 20 + UInt64(index)
      var generator = SplitMix64(seed: seed)
      let old = randomArray(
        count: Int.random(in: 0...25, using: &generator), alphabet: alphabet,
        using: &generator)
      let new = randomArray(
        count: Int.random(in: 0...25, using: &generator), alphabet: alphabet,
        using: &generator)
      ChangesetChecks(old: old, new: new).verify(
        Changeset(from: old, to: new), "seed \(seed): \(old) → \(new)")
    }
  }

  @Test("Edited random pairs satisfy every check")
  func editedPairs() {
    for index in 0..<3_000 {
      let seed = 0xED17_0000 + UInt64(index)
      var generator = SplitMix64(seed: seed)
      let (old, new) = editedPair(using: &generator)
      ChangesetChecks(old: old, new: new).verify(
        Changeset(from: old, to: new), "seed \(seed): \(old) → \(new)")
    }
  }

  @Test("Edited random pairs with changed contents report exactly the changed pairs")
  func editedPairsWithUpdates() {
    for index in 0..<2_000 {
      let seed = 0xC0DE_0000 + UInt64(index)
      var generator = SplitMix64(seed: seed)
      let (oldIDs, newIDs) = editedPair(using: &generator)
      let old = oldIDs.map { Item(id: $0, content: Int.random(in: 0..<3, using: &generator)) }
      let new = newIDs.map { Item(id: $0, content: Int.random(in: 0..<3, using: &generator)) }
      let changeset = Changeset(from: old, to: new, identifiedBy: \.id, contentEquals: ==)
      ChangesetChecks(old: old, new: new, identity: \.id, contentEquals: ==).verify(
        changeset, "seed \(seed): \(old) → \(new)")
    }
  }

  @Test("Large shuffles keep the moves minimal")
  func largeShuffles() {
    for index in 0..<20 {
      let seed = 0xB16_0000 + UInt64(index)
      var generator = SplitMix64(seed: seed)
      let old = Array(0..<300)
      let new = old.shuffled(using: &generator)
      ChangesetChecks(old: old, new: new).verify(Changeset(from: old, to: new), "seed \(seed)")
    }
  }
}
