import ListBinding

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalDriver {
  /// How long an escape byte waits for the rest of a sequence before it counts as Esc.
  static let escapeDelayMilliseconds: Int32 = 50

  /// How long the driver works on a filter between looks at the keys, in nanoseconds.
  static let workSliceNanoseconds: UInt64 = 15_000_000

  /// Takes the terminal on `terminal` (keys from it, the screen to it), runs the session until
  /// the user finishes, and gives the terminal back whatever happens.
  func runInteractively(on terminal: Int32, screen: Int32) throws(TerminalError) -> Outcome {
    let settings = try TerminalIO.settings(of: terminal)
    let wake = try TerminalIO.makeWakePipe()
    defer {
      close(wake.read)
      close(wake.write)
    }
    let record = TerminalRestore.publish(
      settings: settings, settingsDescriptor: terminal, outputDescriptor: screen,
      leaving: ControlSequence.leave)
    SignalState.wakeDescriptor = wake.write
    var signals = SignalRelay()
    defer {
      TerminalRestore.restore(record)
      SignalState.wakeDescriptor = -1
      signals.uninstall()
    }
    try TerminalIO.enterRawMode(terminal, from: settings)
    try TerminalIO.write(ControlSequence.enter, to: screen)
    let session = TerminalSession(
      tableView: tableView, configuration: configuration, size: screenSize(of: screen),
      environment: environment)
    let terminalIO = Descriptors(keys: terminal, screen: screen, wake: wake.read)
    let outcome = try loop(session, terminalIO, settings: settings)
    do {
      try session.end()
    } catch {
      throw .sessionEndFailed(error)
    }
    return outcome
  }

  /// The descriptors of a run.
  struct Descriptors {
    var keys: Int32
    var screen: Int32
    var wake: Int32
  }

  /// Reads keys, signals and arriving items, hands them to the session and draws what
  /// changed, until the session ends; filters while no key waits.
  private func loop(_ session: TerminalSession, _ io: Descriptors, settings: termios)
    throws(TerminalError) -> Outcome
  {
    var decoder = KeyDecoder()
    try TerminalIO.write(session.drawing(all: true), to: io.screen)
    while true {
      let feed = configuration.feed.flatMap { $0.descriptor >= 0 ? $0 : nil }
      let timeout: Int32 =
        session.hasPendingWork ? 0 : decoder.hasPendingInput ? Self.escapeDelayMilliseconds : -1
      let watched = [io.keys, io.wake] + (feed.map { [$0.descriptor] } ?? [])
      let ready = try TerminalIO.wait(for: watched, milliseconds: timeout)
      var keys: [Key] = []
      var redrawAll = false
      if ready[1] {
        let signals = try TerminalIO.read(from: io.wake) ?? []
        if signals.contains(UInt8(truncatingIfNeeded: SIGCONT)) {
          try retake(io, settings: settings)  // back from Ctrl-Z or `kill -STOP`
          redrawAll = true
        }
        if signals.contains(UInt8(truncatingIfNeeded: SIGWINCH)) { redrawAll = true }
        if redrawAll { session.resize(to: screenSize(of: io.screen)) }
      }
      if let feed, ready.count > 2, ready[2] {
        do {
          if try feed.readItems() { session.tableDidChange() }
        } catch {
          session.message = session.failure(error)
          session.tableDidChange()
        }
      }
      if ready[0] {
        if let bytes = try TerminalIO.read(from: io.keys) {
          if bytes.isEmpty { return .interrupted }  // the terminal hung up
          keys = decoder.decode(bytes)
        }
      } else if !ready[1], timeout != 0, decoder.hasPendingInput {
        keys = decoder.flush()
      }
      for key in keys {
        if key == Self.suspendKey {
          // Raw mode delivers Ctrl-Z as a byte: stop the job as the terminal would, with
          // SIGTSTP to the process group. The handler gives the terminal back and stops; once
          // continued (or when the kernel does not stop an orphaned group), take it again.
          kill(0, SIGTSTP)
          try retake(io, settings: settings)
          session.resize(to: screenSize(of: io.screen))
          redrawAll = true
          continue
        }
        switch session.handle(key) {
        case .update: break
        case .redrawAll: redrawAll = true
        case .finish: return .finished
        case .interrupt: return .interrupted
        }
      }
      if keys.isEmpty, !ready[0], session.hasPendingWork {
        session.continueWork(forNanoseconds: Self.workSliceNanoseconds)
      }
      let bytes = session.drawing(all: redrawAll)
      if !bytes.isEmpty { try TerminalIO.write(bytes, to: io.screen) }
    }
  }

  /// Ctrl-Z, which raw mode delivers as a byte instead of SIGTSTP.
  static let suspendKey = Key.control("z")

  /// Takes the terminal again after a suspension: raw mode and the screen.
  private func retake(_ io: Descriptors, settings: termios) throws(TerminalError) {
    try TerminalIO.enterRawMode(io.keys, from: settings)
    try TerminalIO.write(ControlSequence.enter, to: io.screen)
  }

  /// The screen's size: the terminal's, else `LINES` and `COLUMNS`, else 24 × 80.
  func screenSize(of descriptor: Int32) -> TerminalSize {
    if let size = TerminalIO.size(of: descriptor) { return size }
    let rows = environment["LINES"].flatMap { Int($0) } ?? 24
    let columns = environment["COLUMNS"].flatMap { Int($0) } ?? 80
    return TerminalSize(rows: rows, columns: columns)
  }
}
