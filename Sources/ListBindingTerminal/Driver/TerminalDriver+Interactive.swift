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

  /// Takes the terminal, runs the session until the user finishes, and gives the terminal back
  /// whatever happens.
  func runInteractively() throws(TerminalError) -> Outcome {
    let settings = try TerminalIO.settings(of: input)
    let wake = try TerminalIO.makeWakePipe()
    defer {
      close(wake.read)
      close(wake.write)
    }
    let record = TerminalRestore.publish(
      settings: settings, settingsDescriptor: input, outputDescriptor: output,
      leaving: ControlSequence.leave)
    SignalState.wakeDescriptor = wake.write
    var signals = SignalRelay()
    defer {
      TerminalRestore.restore(record)
      SignalState.wakeDescriptor = -1
      signals.uninstall()
    }
    try TerminalIO.enterRawMode(input, from: settings)
    try TerminalIO.write(ControlSequence.enter, to: output)
    let session = TerminalSession(
      tableView: tableView, configuration: configuration, size: screenSize,
      environment: environment)
    let outcome = try loop(session, wake: wake.read)
    do {
      try session.end()
    } catch {
      throw .sessionEndFailed(error)
    }
    return outcome
  }

  /// Reads keys and signals, hands them to the session and draws what changed, until the
  /// session ends.
  private func loop(_ session: TerminalSession, wake: Int32) throws(TerminalError) -> Outcome {
    var decoder = KeyDecoder()
    try TerminalIO.write(session.drawing(all: true), to: output)
    while true {
      let timeout: Int32 = decoder.hasPendingInput ? Self.escapeDelayMilliseconds : -1
      let ready = try TerminalIO.wait(for: [input, wake], milliseconds: timeout)
      var keys: [Key] = []
      var redrawAll = false
      if ready[1] {
        let signals = try TerminalIO.read(from: wake) ?? []
        if signals.contains(UInt8(truncatingIfNeeded: SIGWINCH)) {
          session.resize(to: screenSize)
          redrawAll = true
        }
      }
      if ready[0] {
        if let bytes = try TerminalIO.read(from: input) {
          if bytes.isEmpty { return .interrupted }  // the terminal hung up
          keys = decoder.decode(bytes)
        }
      } else if !ready[1], decoder.hasPendingInput {
        keys = decoder.flush()
      }
      for key in keys {
        switch session.handle(key) {
        case .update: break
        case .redrawAll: redrawAll = true
        case .finish: return .finished
        case .interrupt: return .interrupted
        }
      }
      let bytes = session.drawing(all: redrawAll)
      if !bytes.isEmpty { try TerminalIO.write(bytes, to: output) }
    }
  }
}
