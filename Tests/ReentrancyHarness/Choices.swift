import DiffingTestSupport

/// Where the harness's random decisions come from: a seeded generator for the randomized test,
/// or the fuzzer's bytes, read in order, so that a fuzzer input is a program of decisions.
///
/// Once the bytes run out every choice is 0 and ``isExhausted`` is `true`; the driver stops
/// there.
@MainActor
public final class Choices {
  private var generator: SplitMix64?
  private let bytes: [UInt8]
  private var position = 0

  /// Choices from a seeded generator; never exhausted.
  public init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
    bytes = []
  }

  /// Choices read from bytes.
  public init(bytes: [UInt8]) {
    generator = nil
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isExhausted: Bool { generator == nil && position >= bytes.count }

  /// A number in `0..<bound`; 0 when `bound` is 1 or less.
  public func below(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    let raw: UInt64
    if generator != nil {
      raw = generator?.next() ?? 0
    } else if bound <= 256 {
      raw = UInt64(nextByte())
    } else {
      raw = UInt64(nextByte()) << 8 | UInt64(nextByte())
    }
    return Int(raw % UInt64(bound))
  }

  /// `true` with probability `numerator` / `denominator`.
  public func chance(_ numerator: Int, in denominator: Int) -> Bool {
    below(denominator) < numerator
  }

  /// One of `options`, which must not be empty.
  public func pick<Element>(_ options: [Element]) -> Element {
    options[below(options.count)]
  }

  /// A raw 64-bit value, for moods.
  public func word() -> UInt64 {
    if generator != nil { return generator?.next() ?? 0 }
    var value: UInt64 = 0
    for _ in 0..<2 { value = value << 8 | UInt64(nextByte()) }
    return value
  }

  private func nextByte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }
}
