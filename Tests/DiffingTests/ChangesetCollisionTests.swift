import Diffing
import DiffingTestSupport
import Testing

/// An element whose hash ignores its value, so that every identity collides with every other.
private struct Colliding: Hashable {
  let value: Int

  func hash(into hasher: inout Hasher) {
    hasher.combine(0)
  }
}

@Suite("Changeset with colliding hashes")
struct ChangesetCollisionTests {
  @Test("Identities whose hashes all collide are still told apart")
  func collidingHashes() {
    for index in 0..<300 {
      let seed = 0xC011_0000 + UInt64(index)
      var generator = SplitMix64(seed: seed)
      let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        Colliding(value: Int.random(in: 0..<12, using: &generator))
      }
      let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        Colliding(value: Int.random(in: 0..<12, using: &generator))
      }
      ChangesetChecks(old: old, new: new).verify(
        Changeset(from: old, to: new), "seed \(seed): \(old.map(\.value)) → \(new.map(\.value))")
    }
  }
}
