import Foundation

extension World {
  /// Takes `steps` steps of a world made from `seed`, stopping at the first failure.
  ///
  /// - Returns: The failures, each naming its step; empty when every check passed.
  public static func run(seed: UInt64, steps: Int, rates: Rates = Rates()) -> [String] {
    run(seed: seed, steps: steps, rates: rates).failures
  }

  /// Takes `steps` steps of a world made from `seed`, stopping at the first failure.
  ///
  /// - Returns: The failures, and what the steps exercised.
  public static func run(seed: UInt64, steps: Int, rates: Rates = Rates()) -> (
    failures: [String], statistics: Statistics
  ) {
    let world = World(choices: Choices(seed: seed))
    for _ in 0..<steps where world.failures.isEmpty {
      world.step(rates: rates)
    }
    return (world.failures, world.statistics)
  }

  /// Takes steps decided by `bytes` until they run out or `maximumSteps` are taken, stopping
  /// at the first failure.
  ///
  /// - Returns: The failures, each naming its step; empty when every check passed.
  public static func run(bytes: [UInt8], maximumSteps: Int = 200) -> [String] {
    let choices = Choices(bytes: bytes)
    let world = World(choices: choices)
    while !choices.isExhausted, world.stepCount < maximumSteps, world.failures.isEmpty {
      world.step()
    }
    return world.failures
  }
}
