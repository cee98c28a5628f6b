import Foundation
import ListBinding

/// `Changeset` against the standard library's diff and against the floor of any hashing diff:
/// building one `Dictionary<UUID, Int>` of the old collection and one of the new.
///
/// The inputs are the ones issue 5 fixes, so that the figures compare with other libraries run on
/// the same inputs: SplitMix64 from a fixed seed, version-4 UUIDs, a deleted range, an inserted
/// range and a shuffled range. The fingerprint of the inputs proves they are the same.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum DiffBenchmark {
  /// One input shape.
  struct Scenario {
    let name: String
    let count: Int
    let deleteRange: Range<Int>
    let insertRange: Range<Int>
    let shuffleRange: Range<Int>
    let expectedFingerprint: UInt64
  }

  static let scenarios = [
    Scenario(
      name: "5k", count: 5_000, deleteRange: 2_000..<3_000, insertRange: 3_000..<4_000,
      shuffleRange: 0..<200, expectedFingerprint: 0xc52b_f185_e6ff_6ded),
    Scenario(
      name: "100k", count: 100_000, deleteRange: 20_000..<30_000, insertRange: 30_000..<40_000,
      shuffleRange: 0..<2_000, expectedFingerprint: 0xcf95_f95f_d666_e3e8),
  ]

  @MainActor
  static func run() {
    var floors: [String: Double] = [:]
    for scenario in scenarios {
      floors[scenario.name] = run(scenario)
    }
    if let large = scenarios.last {
      runSnapshotApply(large, floor: floors[large.name] ?? .nan)
    }
  }

  /// Only the end-to-end apply of the 100k scenario, with its floor: `benchmarks apply`.
  @MainActor
  static func runApplyOnly() {
    guard let large = scenarios.last else { return }
    let (source, target) = inputs(for: large)
    var sink = 0
    let times = floorTimes(source: source, target: target, sink: &sink)
    let floor = times[times.count / 2]
    print(
      "floor: 2 × Dictionary<UUID, Int> \(format(floor, digits: 3)) ms (median of"
        + " \(times.count); min \(format(times[0], digits: 3)),"
        + " max \(format(times[times.count - 1], digits: 3))); checksum \(sink % 1000)")
    runSnapshotApply(large, floor: floor, fastestFloor: times[0])
  }

  /// The floor: building a `Dictionary<UUID, Int>` with reserved capacity of the source and one
  /// of the target, median of 11 runs, in milliseconds.
  static func floor(source: [UUID], target: [UUID], sink: inout Int) -> Double {
    let times = floorTimes(source: source, target: target, sink: &sink)
    return times[times.count / 2]
  }

  /// The times of 11 runs of the floor, after one warm-up, in milliseconds, sorted.
  static func floorTimes(source: [UUID], target: [UUID], sink: inout Int) -> [Double] {
    var total = 0
    var times: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<12 {
      let start = clock.now
      var old = [UUID: Int]()
      old.reserveCapacity(source.count)
      for offset in source.indices {
        old[source[offset]] = offset
      }
      var new = [UUID: Int]()
      new.reserveCapacity(target.count)
      for offset in target.indices {
        new[target[offset]] = offset
      }
      total &+= old.count &+ new.count &+ (old[target[0]] ?? 0)
      if run > 0 { times.append(Measure.milliseconds(clock.now - start)) }  // run 0 warms up
    }
    sink &+= total
    return times.sorted()
  }

  /// Runs one scenario and returns its floor, in milliseconds.
  @MainActor
  @discardableResult
  static func run(_ scenario: Scenario) -> Double {
    let (source, target) = inputs(for: scenario)
    let fingerprint = fnv1a(source + target)
    let matches = fingerprint == scenario.expectedFingerprint
    print(
      "\(scenario.name): \(scenario.count) UUIDs, delete \(describe(scenario.deleteRange)),"
        + " insert \(describe(scenario.insertRange)), shuffle \(describe(scenario.shuffleRange))")
    print(
      "  fingerprint \(hex(fingerprint)), expected \(hex(scenario.expectedFingerprint)):"
        + (matches ? " matches" : " DOES NOT MATCH"))

    var sink = 0
    let ours = median(runs: 11) {
      let changeset = Changeset(from: source, to: target)
      sink &+= changeset.deletions.count &+ changeset.insertions.count &+ changeset.moves.count
    }
    let standard = median(runs: 7) {
      let difference = target.difference(from: source).inferringMoves()
      sink &+= difference.insertions.count &+ difference.removals.count
    }
    let floor = floor(source: source, target: target, sink: &sink)

    let changeset = Changeset(from: source, to: target)
    let roundTrip = changeset.applied(to: source, using: target) == target
    let difference = target.difference(from: source).inferringMoves()
    let standardMoves = difference.removals.filter { change in
      if case .remove(_, _, associatedWith: .some) = change { return true }
      return false
    }.count
    let standardRoundTrip = source.applying(difference) == target

    print("  " + row("Changeset", ours, floor))
    print(
      "    deletes \(changeset.deletions.count), inserts \(changeset.insertions.count),"
        + " moves \(changeset.moves.count), round trip \(roundTrip ? "ok" : "FAILED")")
    print("  " + row("difference(from:).inferringMoves()", standard, floor))
    print(
      "    deletes \(difference.removals.count - standardMoves),"
        + " inserts \(difference.insertions.count - standardMoves), moves \(standardMoves),"
        + " round trip \(standardRoundTrip ? "ok" : "FAILED")")
    print("  " + row("floor: 2 × Dictionary<UUID, Int>", floor, floor))
    let ratio = ours / floor
    print(
      "  Changeset / floor = \(format(ratio, digits: 2))× (goal ≤ 0.35×: "
        + (ratio <= 0.35 ? "met" : "not met") + "); checksum \(sink % 1000)")
    return floor
  }

  /// The source and target of a scenario, exactly as issue 5 describes them.
  static func inputs(for scenario: Scenario) -> (source: [UUID], target: [UUID]) {
    var generator = SplitMix64(seed: 0x00D1_FF00_2019_0005)
    let source = (0..<scenario.count).map { _ in uuid(using: &generator) }
    var target = source
    target.removeSubrange(scenario.deleteRange)
    let inserted = scenario.insertRange.map { _ in uuid(using: &generator) }
    target.insert(contentsOf: inserted, at: scenario.insertRange.lowerBound)
    let lower = scenario.shuffleRange.lowerBound
    var upper = scenario.shuffleRange.upperBound - 1
    while upper > lower {
      let other = lower + Int(generator.next() % UInt64(upper - lower + 1))
      target.swapAt(upper, other)
      upper -= 1
    }
    return (source, target)
  }

  /// A version-4 UUID from two draws: the bytes of each, big-endian, with the version and
  /// variant bits set.
  static func uuid(using generator: inout SplitMix64) -> UUID {
    var bytes = [UInt8](repeating: 0, count: 16)
    for (index, draw) in [generator.next(), generator.next()].enumerated() {
      for byte in 0..<8 {
        bytes[index * 8 + byte] = UInt8(truncatingIfNeeded: draw >> (56 - 8 * byte))
      }
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  /// FNV-1a, 64 bits, over the 16 raw bytes of every UUID in order.
  static func fnv1a(_ uuids: [UUID]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for uuid in uuids {
      withUnsafeBytes(of: uuid.uuid) { bytes in
        for byte in bytes {
          hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
      }
    }
    return hash
  }

  /// The median wall-clock time of `body` in milliseconds, after one warm-up run.
  static func median(runs: Int, _ body: () -> Void) -> Double {
    Measure.milliseconds(Measure.median(runs: runs, warmUp: 1, body))
  }

  static func row(_ label: String, _ milliseconds: Double, _ floor: Double) -> String {
    let padded = label.padding(toLength: 36, withPad: " ", startingAt: 0)
    let ratio = format(milliseconds / floor, digits: 2)
    return "\(padded) \(format(milliseconds, digits: 3)) ms  \(ratio)× floor"
  }

  static func format(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  static func describe(_ range: Range<Int>) -> String {
    "\(range.lowerBound)..<\(range.upperBound)"
  }

  /// The generator issue 5 prescribes for the benchmark inputs.
  struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
      state = seed
    }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
