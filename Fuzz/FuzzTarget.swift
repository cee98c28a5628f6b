import Foundation
import ListBinding
import ReentrancyHarness

/// Which fuzz target an input drives, by its first byte: 0–159 the re-entrancy harness, 160–207
/// hostile geometry, 208–255 the key decoder; the rest of the input is the target's program.
@MainActor
enum FuzzTarget {
  /// Runs `bytes` on its target; returns the broken invariants, if any.
  static func run(bytes: [UInt8]) -> [String] {
    guard let first = bytes.first else { return World.run(bytes: bytes) }
    let program = Array(bytes.dropFirst())
    switch first {
    case 0..<160: return World.run(bytes: program)
    case 160..<208: return GeometryFuzz.run(bytes: program)
    default: return KeyDecoderFuzz.run(bytes: program)
    }
  }
}

/// Runs what waits on the main queue (the completions the tables of an input scheduled, which
/// run when the queue turns), so that none outlives the input: a few turns of the main run
/// loop, until no completion is left.
func drainMainQueue() {
  for _ in 0..<8 {
    _ = RunLoop.main.run(mode: .default, before: Date())
    let pending = MainActor.assumeIsolated { TableView.pendingCompletionCount }
    if pending == 0 { return }
  }
}
