import Foundation

/// Timing helpers shared by the benchmarks.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum Measure {
  /// The median duration of `runs` calls of `body`, after `warmUp` calls that are not counted.
  static func median(
    runs: Int, warmUp: Int = 2, _ body: () throws -> Void
  ) rethrows -> Duration {
    for _ in 0..<warmUp { try body() }
    let clock = ContinuousClock()
    var durations: [Duration] = []
    durations.reserveCapacity(runs)
    for _ in 0..<runs {
      let start = clock.now
      try body()
      durations.append(clock.now - start)
    }
    durations.sort()
    return durations[durations.count / 2]
  }

  /// A duration in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }

  /// A duration in microseconds, with two decimals.
  static func microseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    return String(format: "%.2f µs", value)
  }
}
