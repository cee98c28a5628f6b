import Foundation
import ListBinding

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a table in a terminal: the user moves a focus over the rows with the keys, taps rows
/// and buttons, filters and edits, until they finish.
///
/// ```swift
/// let driver = TerminalDriver(
///   tableView: tableView, configuration: TerminalConfiguration(title: "Questionnaire"))
/// let outcome = try driver.run()
/// guard outcome == .finished else { return outcome.exitStatus }
/// print(try tableView.render(with: PlainTextRenderer()), terminator: "")
/// ```
///
/// (`swift run examples questionnaire --interactive` runs this code; its end-to-end test drives
/// it in a pseudo-terminal.)
///
/// In a terminal, the driver puts it in raw mode, switches to the alternate screen and hides
/// the cursor, and gives it back as it was when the run ends: when the user finishes, when an
/// error is thrown, on SIGINT, SIGTERM, SIGHUP or SIGQUIT (the process then ends with status
/// 128 + the signal's number), on a crash signal, and on `exit`. The screen follows the
/// terminal's size (`TIOCGWINSZ`, SIGWINCH). Keys:
///
/// | key | action |
/// |---|---|
/// | ↑/↓, k/j | move the focus over the rows that can take it |
/// | PgUp/PgDn, Home/End | scroll by the viewport, to the top or bottom |
/// | Space | tap the focused row (`tapRow(at:)`) |
/// | Enter | tap the focused button, or the row |
/// | Tab, Shift-Tab | move the focus among the row's buttons |
/// | `/` | filter the rows (with ``TerminalConfiguration/filter``) |
/// | `e` | toggle editing; then `d` deletes, `J`/`K` (Shift-↓/↑) drag |
/// | `q`, Esc | finish |
/// | Ctrl-C | interrupt |
/// | Ctrl-Z | suspend: the terminal is given back; `fg` takes it again and redraws |
/// | a paste | text for the filter (bracketed paste), never keys |
///
/// When standard input or output is not a terminal (`ls | pick`, `$(pick)`, `pick | xargs`),
/// the driver draws on the controlling terminal, `/dev/tty`, and reads keys from it.
///
/// Without a terminal — none is reachable, or `TERM` is unset or `dumb` — the driver prints the table once with the plain renderer, then a blank line, and reads
/// ``LineCommand``s from standard input, one per line, so that scripts and CI run the same
/// program.
@MainActor
public final class TerminalDriver {
  /// How a run ended.
  public enum Outcome: Hashable, Sendable {
    /// The user finished (`q` or Esc in a table session, Enter in a picker), code called
    /// ``finish()``, or the choices ended.
    case finished
    /// The user cancelled a picker with Esc, or code called ``cancel()``.
    case cancelled
    /// The user pressed Ctrl-C, or the terminal's input ended.
    case interrupted

    /// The process's exit status for the outcome: 0 finished, 130 cancelled or interrupted
    /// (as after SIGINT, and as fzf exits when its choice is cancelled).
    public var exitStatus: Int32 {
      switch self {
      case .finished: return 0
      case .cancelled, .interrupted: return 130
      }
    }
  }

  /// The table the driver runs.
  public let tableView: TableView

  /// The longest line of choices the driver reads without a terminal, in bytes: a longer line
  /// ends the run with ``TerminalError/lineTooLong(line:maximum:)``, so that input without
  /// newlines cannot grow the driver's memory without bound.
  nonisolated public static let maximumLineLength = 65_536

  /// What the driver shows and offers.
  public let configuration: TerminalConfiguration

  /// The descriptor keys or command lines are read from.
  public let input: Int32

  /// The descriptor the screen or the table is written to.
  public let output: Int32

  /// The environment `TERM`, `NO_COLOR`, `LINES` and `COLUMNS` are read from.
  public let environment: [String: String]

  /// The session while ``run()`` runs interactively.
  var running: TerminalSession?

  /// An end code asked for before the session started.
  var requestedEnd: TerminalSession.Response?

  /// Ends the run as if the user finished: after the key being handled, when code calls it
  /// from a delegate or data source method, such as `didSelectRowAt` deciding the choice is
  /// made. ``run()`` then returns ``Outcome/finished``.
  ///
  /// - Complexity: O(1).
  public func finish() {
    if let running { running.finish() } else { requestedEnd = .finish }
  }

  /// Ends the run without a choice, after the key being handled: ``run()`` returns
  /// ``Outcome/cancelled``.
  ///
  /// - Complexity: O(1).
  public func cancel() {
    if let running { running.cancel() } else { requestedEnd = .cancel }
  }

  /// The path of the terminal the driver draws on and reads keys from when `input` or `output`
  /// is not a terminal, or `nil` never to look for one.
  public let terminalPath: String?

  /// Creates a driver for a loaded table.
  ///
  /// - Parameters:
  ///   - tableView: The table, loaded.
  ///   - configuration: What to show and offer.
  ///   - input: The descriptor to read from: standard input by default.
  ///   - output: The descriptor to write to: standard output by default.
  ///   - environment: The environment to read the terminal's name and options from.
  ///   - terminalPath: Where to draw and read keys when standard input or output, given as
  ///     `input` or `output`, is not a terminal (`ls | pick`, `$(pick)`, `pick | xargs`): the
  ///     controlling terminal, `/dev/tty`, by default; `nil` reads commands from `input` then,
  ///     as without a terminal.
  public init(
    tableView: TableView, configuration: TerminalConfiguration = TerminalConfiguration(),
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    terminalPath: String? = ControllingTerminal.path
  ) {
    self.tableView = tableView
    self.configuration = configuration
    self.input = input
    self.output = output
    self.environment = environment
    self.terminalPath = terminalPath
  }

  /// Whether `TERM` names a terminal that can move the cursor: set, and not `dumb`.
  var termCanDraw: Bool {
    let term = environment["TERM"] ?? ""
    return !term.isEmpty && term != "dumb"
  }

  /// Whether the run is interactive: input and output are terminals that can move the cursor,
  /// or the controlling terminal at ``terminalPath`` stands in for them and `TERM` can draw.
  public var isInteractive: Bool {
    guard termCanDraw else { return false }
    if TerminalIO.isTerminal(input) && TerminalIO.isTerminal(output) { return true }
    return controllingTerminalPath.map { ControllingTerminal.isAvailable(path: $0) } ?? false
  }

  /// The path of the terminal that stands in for input and output, or `nil`: ``terminalPath``,
  /// when each of them that is not a terminal is the process's standard input or output (a
  /// shell's redirection or pipe). Descriptors the caller opened, such as a test's pipes, are
  /// the caller's choice: the driver reads commands from them.
  var controllingTerminalPath: String? {
    let inputIsFree = TerminalIO.isTerminal(input) || input == STDIN_FILENO
    let outputIsFree = TerminalIO.isTerminal(output) || output == STDOUT_FILENO
    return inputIsFree && outputIsFree ? terminalPath : nil
  }

  /// Runs the table until the user finishes, in the terminal or from command lines.
  ///
  /// With `input` and `output` terminals, the driver reads keys from `input` and draws on
  /// `output`. When standard input or output is not one (a pipe, a file) and the controlling
  /// terminal opens (``terminalPath``), it reads keys from and draws on that terminal, leaving
  /// standard input to the items and standard output to the result. Otherwise — no terminal,
  /// or descriptors of the caller's own that are not terminals — it reads command lines from
  /// `input` (``LineCommand``).
  ///
  /// When the run ends, the filter is cleared and the table has the viewport it had before.
  ///
  /// - Returns: How the run ended.
  /// - Throws: ``TerminalError`` when a system call fails (the terminal is restored first), or,
  ///   without a terminal, when the input cannot be read.
  public func run() throws(TerminalError) -> Outcome {
    guard termCanDraw else { return try runFromLines() }
    if TerminalIO.isTerminal(input) && TerminalIO.isTerminal(output) {
      return try runInteractively(on: input, screen: output)
    }
    guard let path = controllingTerminalPath, let terminal = ControllingTerminal.open(path: path)
    else {
      return try runFromLines()
    }
    defer { close(terminal) }
    return try runInteractively(on: terminal, screen: terminal)
  }

  /// The size of the screen on `output`.
  var screenSize: TerminalSize { screenSize(of: output) }
}
