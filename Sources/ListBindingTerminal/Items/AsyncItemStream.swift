#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Items from an `AsyncSequence`, delivered on a descriptor so that a list shows them while they
/// arrive: the driver's loop blocks in `poll` on the main thread, so items come to it the way
/// standard input does.
///
/// A detached task iterates the sequence and writes each item's bytes, followed by a NUL, to
/// one end of a socket pair; ``descriptor`` is the other end, for a
/// ``DelimitedItemReader`` with ``DelimitedItemReader/Delimiter/nul`` and a
/// ``DescriptorItemFeed``:
///
/// ```swift
/// let stream = try AsyncItemStream(names)  // an AsyncSequence of [UInt8]
/// let feed = DescriptorItemFeed(
///   reader: DelimitedItemReader(descriptor: stream.descriptor, delimiter: .nul),
///   dataSource: dataSource
/// ) { $0 }
/// let configuration = TerminalConfiguration(filter: dataSource, feed: feed)
/// ```
///
/// After the run, call ``finish()``.
///
/// An item is split at each NUL byte it holds (file names hold none). The sequence's end, or an
/// error it throws, ends the items. ``finish()`` cancels the task and closes the descriptor; a
/// task still writing then stops, without SIGPIPE.
public struct AsyncItemStream: Sendable {
  /// The descriptor the items arrive on, NUL-terminated; ``finish()`` closes it.
  public let descriptor: Int32

  /// The task that writes the items.
  public let task: Task<Void, Never>

  /// Starts writing the items of `items` as they come.
  ///
  /// - Throws: ``TerminalError/systemCallFailed(_:errno:)`` when the socket pair cannot be made.
  /// - Complexity: O(1) here; the task writes each item once.
  public init<Items: AsyncSequence & Sendable>(_ items: Items) throws(TerminalError)
  where Items.Element == [UInt8] {
    var ends: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, SocketType.stream, 0, &ends) == 0 else {
      throw .systemCallFailed("socketpair", errno: errno)
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let writer = ends[1]
    _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
    #if canImport(Darwin)
      var on: Int32 = 1
      _ = setsockopt(
        writer, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    descriptor = ends[0]
    task = Task.detached {
      defer { close(writer) }
      do {
        for try await item in items {
          guard await Self.write(item + [0], to: writer) else { return }
        }
      } catch {
        return  // the items end at the error
      }
    }
  }

  /// Cancels the task and closes ``descriptor``.
  public func finish() {
    task.cancel()
    close(descriptor)
  }

  /// Writes every byte, waiting while the socket is full; whether the reader still reads.
  private static func write(_ bytes: [UInt8], to descriptor: Int32) async -> Bool {
    var written = 0
    while written < bytes.count {
      guard !Task.isCancelled else { return false }
      let result = bytes[written...].withUnsafeBytes { buffer in
        send(descriptor, buffer.baseAddress, buffer.count, Self.sendFlags)
      }
      if result > 0 {
        written += result
      } else if result < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
        do {
          try await Task.sleep(nanoseconds: 1_000_000)
        } catch {
          return false
        }
      } else {
        return false  // the reader closed its end
      }
    }
    return true
  }

  /// `send`'s flags: no SIGPIPE when the reader is gone (Linux's flag; Apple platforms set the
  /// socket's option instead).
  private static var sendFlags: Int32 {
    #if canImport(Darwin)
      return 0
    #else
      return Int32(MSG_NOSIGNAL)
    #endif
  }
}

/// `SOCK_STREAM`, which Glibc imports as an enum and Darwin as an integer.
private enum SocketType {
  static var stream: Int32 {
    #if canImport(Darwin)
      return SOCK_STREAM
    #else
      return Int32(SOCK_STREAM.rawValue)
    #endif
  }
}
