#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives a taken terminal back: its settings and the normal screen.
///
/// The settings and the bytes to send live in a ``Record`` allocated once per session, whose
/// address a signal handler can read through ``SignalState``; restoring exchanges the
/// address for 0, so that the terminal is restored once, by whichever path comes first: the
/// session's end, a thrown error, a signal or `exit`.
enum TerminalRestore {
  /// What restoring needs, in memory a signal handler can read.
  struct Record {
    /// The descriptor whose settings were changed.
    var settingsDescriptor: Int32
    /// The descriptor the screen is written to.
    var outputDescriptor: Int32
    /// The settings to put back.
    var settings: termios
    /// The bytes that give the screen back.
    var bytes: UnsafeMutablePointer<UInt8>
    var count: Int
  }

  /// Publishes a record for the handlers; the terminal counts as taken from now on.
  ///
  /// - Returns: The record's address, to restore with ``restore(_:)``.
  static func publish(
    settings: termios, settingsDescriptor: Int32, outputDescriptor: Int32, leaving: [UInt8]
  ) -> UnsafeMutablePointer<Record> {
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, leaving.count))
    bytes.initialize(from: leaving, count: leaving.count)
    let record = UnsafeMutablePointer<Record>.allocate(capacity: 1)
    record.initialize(
      to: Record(
        settingsDescriptor: settingsDescriptor, outputDescriptor: outputDescriptor,
        settings: settings, bytes: bytes, count: leaving.count))
    SignalState.publishRestoreRecord(Int(bitPattern: record))
    return record
  }

  /// Restores the terminal from the session's own thread and frees the record, unless a
  /// handler restored it first.
  static func restore(_ record: UnsafeMutablePointer<Record>) {
    if SignalState.takeRestoreRecord(ifStill: Int(bitPattern: record)) { apply(record.pointee) }
    record.pointee.bytes.deallocate()
    record.deinitialize(count: 1)
    record.deallocate()
  }

  /// Restores the terminal if it is taken: from a signal handler or an exit hook. Makes only
  /// async-signal-safe calls and frees nothing.
  static func restoreFromAnyContext() {
    let address = SignalState.takeRestoreRecord()
    guard address != 0, let record = UnsafeMutablePointer<Record>(bitPattern: address) else {
      return
    }
    apply(record.pointee)
  }

  /// Gives the terminal back for a suspension (SIGTSTP) from a signal handler, keeping the
  /// record: async-signal-safe.
  ///
  /// - Returns: The record's address to ``resume(_:)`` with, or 0 when the terminal was not
  ///   taken.
  static func suspendFromAnyContext() -> Int {
    let address = SignalState.takeRestoreRecord()
    guard address != 0, let record = UnsafeMutablePointer<Record>(bitPattern: address) else {
      return 0
    }
    apply(record.pointee)
    return address
  }

  /// Counts the terminal as taken again after a suspension: the driver, woken by SIGCONT,
  /// takes it (raw mode, the screen) again. Async-signal-safe.
  static func resume(_ address: Int) {
    guard address != 0 else { return }
    SignalState.publishRestoreRecord(address)
  }

  /// Sends the bytes that give the screen back, then puts the settings back.
  private static func apply(_ record: Record) {
    var written = 0
    while written < record.count {
      let result = write(record.outputDescriptor, record.bytes + written, record.count - written)
      if result > 0 {
        written += result
      } else if result < 0, errno == EINTR {
        continue
      } else {
        break
      }
    }
    var settings = record.settings
    _ = tcsetattr(record.settingsDescriptor, TCSANOW, &settings)
  }
}
