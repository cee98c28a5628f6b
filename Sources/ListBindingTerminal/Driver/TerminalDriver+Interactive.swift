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
  /// the user finishes, gives the terminal back whatever happens, then leaves the
  /// configuration's summary line on the screen.
  func runInteractively(on terminal: Int32, screen: Int32) throws(TerminalError) -> Outcome {
    let outcome = try runInTakenTerminal(on: terminal, screen: screen)
    if let summary = configuration.summary?(outcome) {
      let columns = max(1, screenSize(of: screen).columns)
      let line = ScreenText.truncated(
        ScreenText.inert(summary), fitting: columns, ellipsis: configuration.marks.ellipsis)
      try TerminalIO.write(Array((line + "\n").utf8), to: screen)
    }
    return outcome
  }

  /// Runs the session in raw mode, on the alternate screen or inline.
  private func runInTakenTerminal(on terminal: Int32, screen: Int32) throws(TerminalError)
    -> Outcome
  {
    let size = screenSize(of: screen)
    let inlineHeight = inlineLines(on: size)
    let settings = try TerminalIO.settings(of: terminal)
    let wake = try TerminalIO.makeWakePipe()
    defer {
      close(wake.read)
      close(wake.write)
    }
    let record = TerminalRestore.publish(
      settings: settings, settingsDescriptor: terminal, outputDescriptor: screen,
      leaving: inlineHeight == nil ? ControlSequence.leave : ControlSequence.leaveInline)
    SignalState.wakeDescriptor = wake.write
    var signals = SignalRelay()
    defer {
      TerminalRestore.restore(record)
      SignalState.wakeDescriptor = -1
      signals.uninstall()
    }
    try TerminalIO.enterRawMode(terminal, from: settings)
    var band = inlineHeight.map { InlineScreen(height: $0) }
    if let band {
      try TerminalIO.write(ControlSequence.enterInline + band.reserving, to: screen)
    } else {
      try TerminalIO.write(ControlSequence.enter, to: screen)
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
    let io = Descriptors(keys: terminal, screen: screen, wake: wake.read)
    let outcome = try loop(session, io, settings: settings, inline: &band)
    if var band { try TerminalIO.write(band.leaving(), to: screen) }
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

  /// The descriptors of a run.
  struct Descriptors {
    var keys: Int32
    var screen: Int32
    var wake: Int32
  }

  /// Reads keys, signals and arriving items, hands them to the session and draws what
  /// changed, until the session ends; filters while no key waits.
  private func loop(
    _ session: TerminalSession, _ io: Descriptors, settings: termios,
    inline band: inout InlineScreen?
  ) throws(TerminalError) -> Outcome {
    var decoder = KeyDecoder()
    try draw(session, on: io.screen, inline: &band, all: true)
    while true {
      if let requested = session.requestedEnd {
        session.requestedEnd = nil
        if let outcome = Self.outcome(of: requested) { return outcome }
      }
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
          try retake(io, settings: settings, inline: band != nil)  // back from Ctrl-Z
          redrawAll = true
        }
        if signals.contains(UInt8(truncatingIfNeeded: SIGWINCH)) { redrawAll = true }
        if redrawAll { resize(session, to: screenSize(of: io.screen), inline: &band) }
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
          try retake(io, settings: settings, inline: band != nil)
          resize(session, to: screenSize(of: io.screen), inline: &band)
          redrawAll = true
          continue
        }
        let response = session.handle(key)
        if let outcome = Self.outcome(of: response) { return outcome }
        if response == .redrawAll { redrawAll = true }
      }
      if keys.isEmpty, !ready[0], session.hasPendingWork {
        session.continueWork(forNanoseconds: Self.workSliceNanoseconds)
      }
      try draw(session, on: io.screen, inline: &band, all: redrawAll)
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

  /// Gives the session the screen's new size, or the inline band's.
  private func resize(
    _ session: TerminalSession, to size: TerminalSize, inline band: inout InlineScreen?
  ) {
    if var resized = band {
      resized.resize(height: min(resized.height, max(1, size.rows - 1)))
      band = resized
      session.resize(to: TerminalSize(rows: resized.height, columns: size.columns))
    } else {
      session.resize(to: size)
    }
  }

  /// Writes what changed on the screen, or in the inline band.
  private func draw(
    _ session: TerminalSession, on screen: Int32, inline band: inout InlineScreen?, all: Bool
  ) throws(TerminalError) {
    let bytes: [UInt8]
    if var drawn = band {
      let encoder = ScreenEncoder(
        capabilities: session.capabilities, columns: session.size.columns)
      bytes = drawn.drawing(session.frame, encoder: encoder, all: all)
      band = drawn
    } else {
      bytes = session.drawing(all: all)
    }
    if !bytes.isEmpty { try TerminalIO.write(bytes, to: screen) }
  }

  /// Ctrl-Z, which raw mode delivers as a byte instead of SIGTSTP.
  static let suspendKey = Key.control("z")

  /// Takes the terminal again after a suspension: raw mode, and the alternate screen unless
  /// the session draws inline (its band is drawn again whole).
  private func retake(_ io: Descriptors, settings: termios, inline: Bool) throws(TerminalError) {
    try TerminalIO.enterRawMode(io.keys, from: settings)
    try TerminalIO.write(
      inline ? ControlSequence.enterInline : ControlSequence.enter, to: io.screen)
  }

  /// The screen's size: the terminal's, else `LINES` and `COLUMNS`, else 24 × 80.
  func screenSize(of descriptor: Int32) -> TerminalSize {
    if let size = TerminalIO.size(of: descriptor) { return size }
    let rows = environment["LINES"].flatMap { Int($0) } ?? 24
    let columns = environment["COLUMNS"].flatMap { Int($0) } ?? 80
    return TerminalSize(rows: rows, columns: columns)
  }
}
