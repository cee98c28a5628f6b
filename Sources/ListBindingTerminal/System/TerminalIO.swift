#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls the driver makes on file descriptors, with their errors as
/// ``TerminalError``s: the thin shell around the session.
enum TerminalIO {
  /// Whether the descriptor is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The terminal's size from `TIOCGWINSZ`, or `nil` when it does not say.
  static func size(of descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return nil }
    return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }

  /// The terminal's settings.
  static func settings(of descriptor: Int32) throws(TerminalError) -> termios {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else {
      throw .systemCallFailed("tcgetattr", errno: errno)
    }
    return settings
  }

  /// Puts the terminal in raw mode: keys arrive one by one, unechoed, Ctrl-C as a byte.
  static func enterRawMode(_ descriptor: Int32, from settings: termios) throws(TerminalError) {
    var raw = settings
    cfmakeraw(&raw)
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else {
      throw .systemCallFailed("tcsetattr", errno: errno)
    }
  }

  /// Writes every byte, again after an interruption or a partial write.
  static func write(_ bytes: [UInt8], to descriptor: Int32) throws(TerminalError) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(descriptor, base + written, bytes.count - written)
      }
      if result >= 0 {
        written += result
      } else if errno != EINTR, errno != EAGAIN {
        throw .systemCallFailed("write", errno: errno)
      }
    }
  }

  /// Reads what is available, up to `limit` bytes.
  ///
  /// - Returns: The bytes read; empty at the end of the input; `nil` when a non-blocking
  ///   descriptor has nothing to read now.
  static func read(from descriptor: Int32, limit: Int = 4096) throws(TerminalError) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, limit) }
      if count >= 0 { return Array(buffer.prefix(count)) }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: return nil
      default: throw .systemCallFailed("read", errno: errno)
      }
    }
  }

  /// Waits until one of the descriptors can be read or `milliseconds` pass (forever for -1).
  ///
  /// - Returns: For each descriptor, whether it can be read (or has hung up); all `false` after
  ///   a timeout or an interruption by a signal.
  static func wait(for descriptors: [Int32], milliseconds: Int32) throws(TerminalError)
    -> [Bool]
  {
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let result = poll(&polled, nfds_t(polled.count), milliseconds)
    if result < 0 {
      guard errno == EINTR else { throw .systemCallFailed("poll", errno: errno) }
      return descriptors.map { _ in false }
    }
    let ready = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)
    return polled.map { $0.revents & ready != 0 }
  }

  /// Whether reads from the descriptor wait for bytes (`O_NONBLOCK` is off).
  static func isBlocking(_ descriptor: Int32) -> Bool {
    fcntl(descriptor, F_GETFL) & O_NONBLOCK == 0
  }

  /// A pipe whose ends close on `exec` and whose write end never blocks.
  static func makeWakePipe() throws(TerminalError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .systemCallFailed("pipe", errno: errno) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }
}

/// The system's `write`, under a name the driver's own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// The system's `read`.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, bytes, count)
}
