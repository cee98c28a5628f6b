#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal a process was started from, whatever its standard input and output are: what
/// a picker draws on and reads keys from in `$(pick)`, `ls | pick` and `pick | xargs`.
///
/// ```swift
/// var drawsOnTerminal = false
/// if let terminal = ControllingTerminal.open() {
///   defer { close(terminal) }
///   drawsOnTerminal = isatty(terminal) == 1  // draw on it, read keys from it; stdin is free
/// }
/// ```
public enum ControllingTerminal {
  /// The path of the controlling terminal on Linux and Apple platforms.
  public static let path = "/dev/tty"

  /// Opens the controlling terminal for reading and writing, closed on `exec`.
  ///
  /// - Parameter path: The terminal's path: ``path`` unless a test or a program names another.
  /// - Returns: The descriptor, which the caller closes; `nil` when the process has no
  ///   controlling terminal (a daemon, CI, `setsid`), or the path is not a terminal.
  /// - Complexity: O(1): two system calls.
  public static func open(path: String = Self.path) -> Int32? {
    let descriptor = systemOpen(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    guard isatty(descriptor) == 1 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Whether the process has a controlling terminal that ``open(path:)`` can open.
  public static func isAvailable(path: String = Self.path) -> Bool {
    guard let descriptor = open(path: path) else { return false }
    close(descriptor)
    return true
  }
}

/// The system's `open`, under a name the enum's own does not hide.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(path, flags)
}
