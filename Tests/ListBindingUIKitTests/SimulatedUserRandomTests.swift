import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Random runs of the simulated user's gestures on both faces (fixtures in
// SimulatedUserFixtures): after each gesture the native table and the UITableView agree on
// what the gesture threw, what the shelf logged, the books, and what the table shows. The
// faces are one engine behind two sets of names (the article "The object model"), so the
// same user must see the same table; *assumed* for UIKit, which has one face.

@MainActor
@Suite("SimulatedUser: random gestures agree on both faces", .recordsUIKitExceptions)
struct SimulatedUserRandomTests {
  @Test("A random run of gestures leaves both faces alike at every step", arguments: 0..<12)
  func randomRun(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let native = try Face.native.shelfTable(books: 12)
    let face = try Face.uiKit.shelfTable(books: 12)
    for step in 0..<16 {
      let gesture = try #require(Gesture.allCases.randomElement(using: &random))
      let nativeOutcome = Self.outcome { try gesture.perform(on: native) }
      let faceOutcome = Self.outcome { try gesture.perform(on: face) }
      let context = Comment(rawValue: "seed \(seed), step \(step), \(gesture)")
      #expect(nativeOutcome == faceOutcome, context)
      #expect(native.shelf.log == face.shelf.log, context)
      #expect(native.shelf.books == face.shelf.books, context)
      #expect(
        try native.user.tableView.render(with: PlainTextRenderer())
          == face.user.tableView.render(with: PlainTextRenderer()), context)
    }
  }

  /// "ok", or the message of what the gesture threw.
  static func outcome(_ gesture: () throws -> Void) -> String {
    do {
      try gesture()
      return "ok"
    } catch let error as TableViewError {
      return error.message
    } catch {
      return "\(error)"
    }
  }
}

/// SplitMix64: a small generator whose runs a seed repeats.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
