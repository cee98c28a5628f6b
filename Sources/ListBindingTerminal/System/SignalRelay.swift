import CListBindingAtomics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the signal handlers read, set before they are installed: the only state shared with
/// them, held in lock-free C atomics (`CListBindingAtomics`) so that a handler on any thread
/// reads it without a lock, on every platform the package declares.
enum SignalState {
  /// The write end of the driver's wake-up pipe, or -1 when no session runs.
  static var wakeDescriptor: Int32 {
    get { listbinding_wake_descriptor_load() }
    set { listbinding_wake_descriptor_store(newValue) }
  }

  /// The address of the ``TerminalRestore/Record`` that gives the terminal back, or 0 when the
  /// terminal is not taken. Whoever exchanges it for 0 first restores the terminal.
  static func publishRestoreRecord(_ address: Int) {
    listbinding_restore_record_store(address)
  }

  /// Takes the record's address, leaving 0: the caller restores the terminal if it is not 0.
  static func takeRestoreRecord() -> Int {
    listbinding_restore_record_exchange(0)
  }

  /// Takes the record's address if it is still `address`; whether it was.
  static func takeRestoreRecord(ifStill address: Int) -> Bool {
    listbinding_restore_record_compare_exchange(address, 0)
  }

  /// Marks the exit hook registered (it is registered once per process); whether it was.
  static func markExitHookRegistered() -> Bool {
    listbinding_exit_hook_mark_registered()
  }
}

/// The signals a session handles, and how.
///
/// - SIGWINCH writes its number to the wake-up pipe, which the driver's `poll` watches: the
///   driver reads the new size and lays the screen out again.
/// - SIGTSTP (Ctrl-Z: the driver sends it to its process group, since raw mode turns the key
///   into a byte) gives the terminal back as it was, then stops the process as the signal's
///   default action does; when it continues, the terminal counts as taken again.
/// - SIGCONT (`fg`, `bg`, `kill -CONT`) writes its number to the wake-up pipe: the driver takes
///   the terminal again (raw mode, the alternate screen) and draws the whole screen.
/// - SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal and end the process with status
///   128 + the signal's number (130 for SIGINT), whatever the main thread is doing.
/// - SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE and SIGABRT (crashes, failed Swift checks)
///   restore the terminal and then take their default action.
///
/// A handler only makes async-signal-safe calls: an atomic load, store or exchange, `write`,
/// `tcsetattr`, `sigaction`, `pthread_sigmask`, `_exit` and `raise`.
struct SignalRelay {
  static let resize: [Int32] = [SIGWINCH, SIGCONT]
  static let suspension: [Int32] = [SIGTSTP]
  static let termination: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  static let crash: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

  /// The actions the signals had before, to put back.
  private var previous: [(signal: Int32, action: sigaction)] = []

  /// The calling thread's signal mask before, to put back.
  private var previousMask = sigset_t()

  /// Installs the handlers, remembering the actions they replace.
  init() {
    for signal in Self.resize {
      // Wakes the driver's loop with the signal's number.
      install(signal, flags: SA_RESTART) { signal in
        let savedErrno = errno
        let descriptor = SignalState.wakeDescriptor
        if descriptor >= 0 {
          var byte = UInt8(truncatingIfNeeded: signal)
          _ = write(descriptor, &byte, 1)
        }
        errno = savedErrno
      }
    }
    for signal in Self.suspension {
      // Gives the terminal back and stops; takes it back when continued.
      install(signal, flags: SA_RESTART) { signal in
        let savedErrno = errno
        let record = TerminalRestore.suspendFromAnyContext()
        var defaultAction = sigaction()
        #if canImport(Darwin)
          defaultAction.__sigaction_u.__sa_handler = SIG_DFL
        #else
          defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        #endif
        sigemptyset(&defaultAction.sa_mask)
        var handler = sigaction()
        sigaction(signal, &defaultAction, &handler)
        raise(signal)  // pending: the signal is blocked while its handler runs
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &mask)  // stops here until SIGCONT
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        sigaction(signal, &handler, nil)
        TerminalRestore.resume(record)
        errno = savedErrno
      }
    }
    for signal in Self.termination {
      // Restores the terminal and ends the process as the signal asks.
      install(signal, flags: 0) { signal in
        TerminalRestore.restoreFromAnyContext()
        _exit(128 + signal)
      }
    }
    for signal in Self.crash {
      // Restores the terminal, then lets the crash take its default action: `SA_RESETHAND` put
      // it back when the handler was entered.
      install(signal, flags: Int32(bitPattern: UInt32(SA_RESETHAND))) { signal in
        TerminalRestore.restoreFromAnyContext()
        raise(signal)
      }
    }
    // A program started with these signals blocked (a parent's threads may block them) would
    // never see them: the driver's thread takes them.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in Self.resize + Self.suspension + Self.termination {
      sigaddset(&handled, signal)
    }
    pthread_sigmask(SIG_UNBLOCK, &handled, &previousMask)
    if !SignalState.markExitHookRegistered() {
      atexit { TerminalRestore.restoreFromAnyContext() }
    }
  }

  /// Puts back the actions the handlers replaced.
  mutating func uninstall() {
    for (signal, action) in previous.reversed() {
      var action = action
      sigaction(signal, &action, nil)
    }
    previous = []
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }

  private mutating func install(
    _ signal: Int32, flags: Int32, _ handler: @convention(c) (Int32) -> Void
  ) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    var old = sigaction()
    if sigaction(signal, &action, &old) == 0 { previous.append((signal, old)) }
  }
}
