import ListBindingTerminal

/// The terminal's key decoder on any bytes: decoding a stream in one read, and the same stream
/// cut into reads anywhere, must give the same keys, and nothing may stay pending after the
/// input is flushed.
enum KeyDecoderFuzz {
  /// Runs one input: its first byte chooses how the rest is cut into reads; returns the broken
  /// invariants, if any.
  static func run(bytes: [UInt8]) -> [String] {
    guard let cut = bytes.first else { return [] }
    let stream = Array(bytes.dropFirst())
    var whole = KeyDecoder()
    let expected = whole.decode(stream) + whole.flush()
    // Reads of 1, 2, … up to `longest` bytes, in turn.
    let longest = Int(cut % 16) + 1
    var split = KeyDecoder()
    var keys: [Key] = []
    var start = 0
    var length = 1
    while start < stream.count {
      let end = min(stream.count, start + length)
      keys += split.decode(stream[start..<end])
      start = end
      length = length % longest + 1
    }
    keys += split.flush()
    var failures: [String] = []
    if keys != expected {
      failures.append("reads of up to \(longest) bytes gave \(keys), one read \(expected)")
    }
    if whole.hasPendingInput || split.hasPendingInput {
      failures.append("input left pending after flush()")
    }
    return failures
  }
}
