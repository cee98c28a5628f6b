import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running on a pseudo-terminal (`openpty`), as a person would run it in a terminal
/// window: the test writes keys to the terminal's master side and reads the screen through a
/// ``VirtualTerminal``.
///
/// The program is started with `posix_spawn`, not `fork`, since the test process has threads:
/// it becomes a session leader (`POSIX_SPAWN_SETSID`) and opens the terminal's slave side as its
/// controlling terminal, so that it receives SIGWINCH when the window is resized.
final class PseudoTerminal {
  let master: Int32
  /// The slave side, kept open by the test to read its settings (`tcgetattr`) before, during and
  /// after the run.
  let slave: Int32
  let pid: pid_t
  /// The terminal's settings before the program started.
  let initialSettings: termios
  private(set) var screen: VirtualTerminal
  private(set) var exitStatus: Int32?
  /// Everything the program wrote.
  private(set) var output: [UInt8] = []

  /// Starts `executable` on a new pseudo-terminal of the given size; with `standardInput`,
  /// its standard input is that file instead (the terminal stays its controlling terminal,
  /// `/dev/tty`), and with `standardOutput`, its standard output goes to that file, as in
  /// `pick < items > chosen`.
  init(
    executable: String, arguments: [String], environment: [String: String], rows: Int,
    columns: Int, standardInput: String? = nil, standardOutput: String? = nil
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    try #require(openpty(&master, &slave, nil, nil, &size) == 0, "openpty failed: errno \(errno)")
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    var initial = termios()
    tcgetattr(slave, &initial)
    var name = [CChar](repeating: 0, count: 256)
    try #require(ttyname_r(slave, &name, name.count) == 0, "ttyname_r failed")
    let slavePath = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    if let standardInput {
      posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
    }
    if let standardOutput {
      posix_spawn_file_actions_addopen(
        &actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    #if os(Linux)
      let setsid: Int16 = 0x80  // POSIX_SPAWN_SETSID, which Glibc's module does not import
    #else
      let setsid = Int16(POSIX_SPAWN_SETSID)
    #endif
    // The test runs on a thread that blocks signals (as libdispatch's threads do), and a spawned
    // process inherits the mask: the program starts with every signal unblocked and default, as
    // a shell starts it.
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(
      &attributes, setsid | Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    if spawned != 0 {
      close(master)
      close(slave)
    }
    try #require(spawned == 0, "posix_spawn \(executable) failed: \(spawned)")
    self.master = master
    self.slave = slave
    self.pid = pid
    self.initialSettings = initial
    self.screen = VirtualTerminal(rows: rows, columns: columns)
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
    close(slave)
  }

  /// Sends bytes as typed keys.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Resizes the window: the kernel sends the program SIGWINCH.
  func resize(rows: Int, columns: Int) {
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    screen.resize(rows: rows, columns: columns)
  }

  /// The terminal's settings now.
  func settings() -> termios {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings
  }

  /// Reads what the program writes until `condition` holds for the screen or `seconds` pass.
  ///
  /// - Returns: Whether the condition held.
  @discardableResult
  func wait(seconds: Double = 10, until condition: (VirtualTerminal) -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while true {
      if condition(screen) { return true }
      guard Date() < deadline else { return false }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 50) > 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count > 0 {
          output += buffer.prefix(count)
          screen.feed(Array(buffer.prefix(count)))
        }
      }
      _ = reap()
    }
  }

  /// Waits for the program to end, reading what it writes meanwhile.
  ///
  /// - Returns: Its exit status, 128 + the signal's number if a signal ended it, or `nil` when
  ///   it runs past the time.
  func waitForExit(seconds: Double = 10) -> Int32? {
    wait(seconds: seconds) { _ in exitStatus != nil }
    // What the program wrote just before it ended.
    wait(seconds: 0.2) { _ in false }
    return exitStatus
  }

  /// Collects the program's status if it ended.
  private func reap() -> Bool {
    guard exitStatus == nil else { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    let signal = status & 0x7F
    exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    return true
  }
}

/// The built `examples` executable: next to the test bundle in the build directory, or where
/// `LISTBINDING_EXAMPLES` says.
enum ExamplesExecutable {
  static func path() -> String? {
    let files = FileManager.default
    if let path = ProcessInfo.processInfo.environment["LISTBINDING_EXAMPLES"] {
      return files.isExecutableFile(atPath: path) ? path : nil
    }
    for start in searchStarts() {
      var folder = start
      for _ in 0..<5 {
        let candidate = folder.appendingPathComponent("examples").path
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
          files.isExecutableFile(atPath: candidate)
        {
          return candidate
        }
        folder.deleteLastPathComponent()
      }
    }
    return nil
  }

  /// The folders the test bundle runs from.
  static func searchStarts() -> [URL] {
    var starts: [URL] = []
    #if os(Linux)
      if let executable = try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/self/exe")
      {
        starts.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
      }
    #endif
    starts.append(Bundle.main.bundleURL.deletingLastPathComponent())
    starts.append(Bundle.main.bundleURL)
    if let first = CommandLine.arguments.first {
      starts.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    return starts
  }

  /// Where the tests looked, for the failure message.
  static var searched: String {
    searchStarts().map(\.path).joined(separator: ", ")
  }
}
