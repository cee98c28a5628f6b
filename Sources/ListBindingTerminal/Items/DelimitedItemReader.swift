#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads items from a descriptor as they arrive, one per line or NUL-separated, keeping their
/// bytes exactly: names that are not valid UTF-8 pass through to the output unchanged.
///
/// Made for standard input in a pipeline (`ls | pick`, `find . -print0 | pick -0`): the driver
/// calls ``readAvailable()`` each time `poll` says the descriptor can be read, and shows the
/// items while the rest is still arriving.
///
/// ```swift
/// var reader = DelimitedItemReader(descriptor: input, delimiter: .nul)
/// var items: [[UInt8]] = []
/// while !reader.isAtEnd {
///   items += try reader.readAvailable()  // each item's bytes, without the delimiter
/// }
/// ```
///
/// An item ends at its delimiter; the last one also at the end of the input, so that a last
/// line without its newline is an item. The delimiter is not part of the item; a carriage
/// return before a newline is (the bytes are the caller's).
public struct DelimitedItemReader: Sendable {
  /// What separates items.
  public enum Delimiter: UInt8, Hashable, Sendable {
    /// A newline, `\n`: one item per line.
    case newline = 0x0A
    /// A NUL byte, as `find -print0` writes and `xargs -0` reads.
    case nul = 0x00
  }

  /// The descriptor read from.
  public let descriptor: Int32

  /// What separates items.
  public let delimiter: Delimiter

  /// Whether the input has ended: every item has been returned.
  public private(set) var isAtEnd = false

  /// The bytes of an item whose delimiter has not arrived.
  private var partial: [UInt8] = []

  /// Creates a reader.
  public init(descriptor: Int32, delimiter: Delimiter = .newline) {
    self.descriptor = descriptor
    self.delimiter = delimiter
  }

  /// Reads once and returns the items that read completed: none when the read ended inside an
  /// item, the last partial item at the end of the input.
  ///
  /// Blocks until the descriptor has bytes when it is a blocking descriptor: call it when
  /// `poll` says it can be read.
  ///
  /// - Throws: ``TerminalError/systemCallFailed(_:errno:)`` when `read` fails.
  /// - Complexity: O(*b*) for the *b* bytes read.
  public mutating func readAvailable() throws(TerminalError) -> [[UInt8]] {
    guard !isAtEnd else { return [] }
    guard let bytes = try TerminalIO.read(from: descriptor, limit: 65_536) else { return [] }
    guard !bytes.isEmpty else {
      isAtEnd = true
      defer { partial = [] }
      return partial.isEmpty ? [] : [partial]
    }
    return split(bytes)
  }

  /// Reads every item until the end of the input.
  ///
  /// - Throws: ``TerminalError/systemCallFailed(_:errno:)`` when `read` fails.
  public mutating func readAll() throws(TerminalError) -> [[UInt8]] {
    var items: [[UInt8]] = []
    while !isAtEnd {
      items += try readAvailable()
      if !isAtEnd, !TerminalIO.isBlocking(descriptor) {
        _ = try TerminalIO.wait(for: [descriptor], milliseconds: -1)
      }
    }
    return items
  }

  /// The items `bytes` completes, after the partial one.
  private mutating func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var items: [[UInt8]] = []
    var start = bytes.startIndex
    while let end = bytes[start...].firstIndex(of: delimiter.rawValue) {
      items.append(partial + bytes[start..<end])
      partial = []
      start = end + 1
    }
    partial += bytes[start...]
    return items
  }
}

/// How an item's bytes show on screen and go to the output.
public enum ItemBytes {
  /// The text a row shows for the bytes: UTF-8, with each byte that is not valid UTF-8 shown as
  /// U+FFFD. The renderer shows control characters inert.
  ///
  /// - Complexity: O(*b*) for the *b* bytes.
  public static func displayText(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes to write for chosen items: each item's bytes exactly, each followed by the
  /// delimiter (a newline, or NUL for `xargs -0`).
  ///
  /// - Complexity: O(*b*) for the *b* bytes of the items.
  public static func output(
    _ items: [[UInt8]], delimiter: DelimitedItemReader.Delimiter = .newline
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    for item in items {
      bytes += item
      bytes.append(delimiter.rawValue)
    }
    return bytes
  }
}
