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

  /// Takes the terminal, runs the session until the user finishes, gives the terminal back
  /// whatever happens, then leaves the configuration's summary line.
  func runInteractively() throws(TerminalError) -> Outcome {
    let outcome = try runInTakenTerminal()
    if let summary = configuration.summary?(outcome) {
      let columns = max(1, screenSize.columns)
      let line = ScreenText.truncated(
        ScreenText.inert(summary), fitting: columns, ellipsis: configuration.marks.ellipsis)
      try TerminalIO.write(Array((line + "\n").utf8), to: output)
    }
    return outcome
  }

  /// Runs the session in raw mode, on the alternate screen or inline.
  private func runInTakenTerminal() throws(TerminalError) -> Outcome {
    let size = screenSize
    let inlineHeight = inlineLines(on: size)
    let settings = try TerminalIO.settings(of: input)
    let wake = try TerminalIO.makeWakePipe()
    defer {
      close(wake.read)
      close(wake.write)
    }
    let record = TerminalRestore.publish(
      settings: settings, settingsDescriptor: input, outputDescriptor: output,
      leaving: inlineHeight == nil ? ControlSequence.leave : ControlSequence.leaveInline)
    SignalState.wakeDescriptor = wake.write
    var signals = SignalRelay()
    defer {
      TerminalRestore.restore(record)
      SignalState.wakeDescriptor = -1
      signals.uninstall()
    }
    try TerminalIO.enterRawMode(input, from: settings)
    var screen = inlineHeight.map { InlineScreen(height: $0) }
    if let screen {
      try TerminalIO.write(ControlSequence.enterInline + screen.reserving, to: output)
    } else {
      try TerminalIO.write(ControlSequence.enter, to: output)
    }
    let session = TerminalSession(
      tableView: tableView, configuration: configuration,
      size: inlineHeight.map { TerminalSize(rows: $0, columns: size.columns) } ?? size,
      environment: environment)
    running = session
    defer { running = nil }
    if let requestedEnd {
      self.requestedEnd = nil
      session.requestedEnd = requestedEnd
    }
    let outcome = try loop(session, inline: &screen, wake: wake.read)
    if var screen { try TerminalIO.write(screen.leaving(), to: output) }
    do {
      try session.end()
    } catch {
      throw .sessionEndFailed(error)
    }
    return outcome
  }

  /// The band an inline session draws in, in lines, or `nil` to take the whole screen.
  ///
  /// A list needs a line per row, two per section of a grouped table (its header and a blank
  /// line), the title and status lines, and one for the filter line: the band is that tall, up
  /// to the display's maximum and the terminal's height but one.
  func inlineLines(on size: TerminalSize) -> Int? {
    let rows = TableGestures.rowIndex(of: tableView)
    let sections = rows.numberOfSections
    let filterLine = configuration.filter == nil ? 0 : 1
    let (sectionLines, o1) = sections.multipliedReportingOverflow(
      by: tableView.style == .grouped ? 2 : 0)
    let (needed, o2) = rows.totalRows.addingReportingOverflow(sectionLines + 2 + filterLine)
    let estimate = o1 || o2 ? Int.max : needed
    let room = size.rows - 1
    switch configuration.display {
    case .fullScreen:
      return nil
    case .inline(let maximumLines):
      let lines = min(estimate, maximumLines, room)
      return lines >= 3 ? lines : nil
    case .automatic:
      return estimate <= min(20, room) && estimate >= 3 ? estimate : nil
    }
  }

  /// Reads keys and signals, hands them to the session and draws what changed, until the
  /// session ends.
  private func loop(_ session: TerminalSession, inline: inout InlineScreen?, wake: Int32)
    throws(TerminalError) -> Outcome
  {
    var decoder = KeyDecoder()
    try draw(session, inline: &inline, all: true)
    while true {
      if let requested = session.requestedEnd {
        session.requestedEnd = nil
        if let outcome = Self.outcome(of: requested) { return outcome }
      }
      let timeout: Int32 = decoder.hasPendingInput ? Self.escapeDelayMilliseconds : -1
      let ready = try TerminalIO.wait(for: [input, wake], milliseconds: timeout)
      var keys: [Key] = []
      var redrawAll = false
      if ready[1] {
        let signals = try TerminalIO.read(from: wake) ?? []
        if signals.contains(UInt8(truncatingIfNeeded: SIGWINCH)) {
          let size = screenSize
          if var band = inline {
            band.resize(height: min(band.height, max(1, size.rows - 1)))
            inline = band
            session.resize(to: TerminalSize(rows: band.height, columns: size.columns))
          } else {
            session.resize(to: size)
          }
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
        let response = session.handle(key)
        if let outcome = Self.outcome(of: response) { return outcome }
        if response == .redrawAll { redrawAll = true }
      }
      try draw(session, inline: &inline, all: redrawAll)
    }
  }

  /// How the run ends after a response, or `nil` when it goes on.
  private static func outcome(of response: TerminalSession.Response) -> Outcome? {
    switch response {
    case .update, .redrawAll: return nil
    case .finish: return .finished
    case .cancel: return .cancelled
    case .interrupt: return .interrupted
    }
  }

  /// Writes what changed on the screen, or in the inline band.
  private func draw(_ session: TerminalSession, inline: inout InlineScreen?, all: Bool)
    throws(TerminalError)
  {
    let bytes: [UInt8]
    if var band = inline {
      let encoder = ScreenEncoder(
        capabilities: session.capabilities, columns: session.size.columns)
      bytes = band.drawing(session.frame, encoder: encoder, all: all)
      inline = band
    } else {
      bytes = session.drawing(all: all)
    }
    if !bytes.isEmpty { try TerminalIO.write(bytes, to: output) }
  }
}
