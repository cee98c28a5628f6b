import Foundation
import ListBinding

/// A table run by keys on a screen of a given size: the driver's logic, without a terminal.
///
/// The session keeps the focus, turns each ``Key`` into the table's gestures (`tapRow(at:)`,
/// a button's `sendActions(for:)`, `setEditing`, `tapEditingControl(at:)`,
/// `dragRow(from:to:)`) and lays out the screen: a title line with the keys, the rows the
/// viewport shows with the focused one marked, and a status line with the result of
/// `validateSelection()`. ``TerminalDriver`` feeds it a terminal's keys and draws its screen;
/// tests can feed it keys directly:
///
/// ```swift
/// let session = TerminalSession(tableView: tableView, size: TerminalSize(rows: 4, columns: 50))
/// session.handle(.down)
/// session.handle(.character(" "))  // taps the second row
/// let screen = session.screen  // the lines a person sees
/// ```
///
/// For a table of two rows, `screen` then holds the keys, the rows with the focus (`❯`) and the
/// selection (`▸`), and the status line:
///
/// ```text
/// ↑↓ move · Space tap · q done · ? keys
///     排骨面
/// ❯ ▸ 红椒面
/// ✓ selection valid
/// ```
///
/// The focus keeps its row when the table changes (it follows the row's cell) and when the
/// screen is resized; when its row goes away, the row that takes its place gets it.
@MainActor
public final class TerminalSession {
  /// What the caller does after a key.
  public enum Response: Hashable, Sendable {
    /// Draw the new screen and read the next key.
    case update
    /// Draw the whole screen again, as after Ctrl-L.
    case redrawAll
    /// The user finished (`q` or Esc in a table session, Enter in a picker whose selection
    /// follows the rules), or code called ``finish()``: end the session.
    case finish
    /// The user cancelled a picker (Esc), or code called ``cancel()``: end the session without
    /// a choice.
    case cancel
    /// The user interrupted (Ctrl-C): end the session, exiting with status 130.
    case interrupt
  }

  /// The table the session runs.
  public let tableView: TableView

  /// What the session shows and offers.
  public let configuration: TerminalConfiguration

  /// The screen's size.
  public private(set) var size: TerminalSize

  /// The focused row and button, or `nil` when no row can take the focus.
  public internal(set) var focus: Focus?

  /// The text typed after `/` while the filter line is open, or `nil` when it is closed.
  public internal(set) var filterInput: String?

  /// Whether the screen lists the keys (after `?`) instead of the table.
  public internal(set) var showsHelp = false

  /// What the terminal draws.
  let capabilities: TerminalCapabilities

  /// How code asked the session to end, answered by the key being handled or the next one.
  var requestedEnd: Response?

  /// Whether the hint line offers Tab and `e`: found out from the rows the first screen shows.
  var offers: (buttons: Bool, editing: Bool)?

  /// The rows of the table, as of the last change.
  var rows = RowIndex(rowCounts: [])

  /// A message for the status line until the next key, such as an error a gesture threw.
  var message: ScreenLayout.Status?

  /// The screen as last laid out.
  var frame = Frame(rows: 0)

  /// The focused row at the last layout, and the cell that showed it: the cell tells where the
  /// row went when the table changes.
  var focusAnchor: (indexPath: IndexPath, cell: Weak<TableViewCell>)?

  /// What the last layout found out about fitting the table.
  var fitMemo: FitMemo?

  /// The screen as last drawn by ``drawing(all:)``, or `nil` before the first drawing.
  var drawnFrame: Frame?

  /// The viewport the table had before the session, restored by ``end()``: in rows, or, for a
  /// table with a frame (which the session's viewport in rows replaces), the frame and the
  /// content offset.
  private let initialViewport: (height: Int, offset: Int, frame: CGRect, contentOffset: CGPoint)

  /// Whether the table was editing before the session, restored by ``end()``.
  private let wasEditing: Bool

  /// Creates a session on a loaded table, focuses its first focusable row and lays out the
  /// screen.
  ///
  /// - Parameters:
  ///   - tableView: The table, loaded (after `reloadData()`, `bind(to:)` or a first `apply`).
  ///   - configuration: What to show and offer.
  ///   - size: The screen's size.
  ///   - environment: The environment the terminal's capabilities are read from when the
  ///     configuration does not give them.
  public init(
    tableView: TableView, configuration: TerminalConfiguration = TerminalConfiguration(),
    size: TerminalSize, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.tableView = tableView
    self.configuration = configuration
    self.size = size
    self.capabilities =
      configuration.capabilities ?? TerminalCapabilities(environment: environment)
    self.initialViewport = (
      tableView.viewportHeight, tableView.rowOffset, tableView.frame, tableView.contentOffset
    )
    self.wasEditing = tableView.isEditing
    rows = TableGestures.rowIndex(of: tableView)
    focus = mover.nearest(from: 0, forward: true).map { Focus(indexPath: $0) }
    layOut()
  }

  /// The screen's lines as text, without looks: what a person sees.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters on the screen.
  public var screen: [String] { frame.lines.map(\.text) }

  /// Handles one key: moves the focus, performs the gesture, and lays out the screen again.
  ///
  /// A gesture that throws does not end the session: its error shows on the status line.
  ///
  /// - Returns: What the caller does next.
  /// - Complexity: O(*v* + *s*) for the layout, where *v* is the viewport height and *s* the
  ///   number of sections, plus the gesture's cost: independent of the number of rows.
  @discardableResult
  public func handle(_ key: Key) -> Response {
    message = nil
    let response: Response
    if showsHelp {
      showsHelp = false
      response = key == .interrupt ? .interrupt : .update
    } else if filterInput != nil {
      response = editFilter(key)
    } else {
      switch configuration.keys {
      case .table: response = browse(key)
      case .picker(let confirmsFocusedRow): response = pick(key, confirmsFocusedRow)
      }
    }
    layOut()
    if response == .interrupt { return response }
    if let requestedEnd {
      self.requestedEnd = nil
      return requestedEnd
    }
    return response
  }

  /// Ends the session as if the user finished: the key being handled (or the next one, when
  /// no key is) returns ``Response/finish``. For code that decides the choice is made, such as
  /// a delegate's `didSelectRowAt`.
  ///
  /// - Complexity: O(1).
  public func finish() {
    requestedEnd = .finish
  }

  /// Ends the session without a choice: the key being handled (or the next one) returns
  /// ``Response/cancel``.
  ///
  /// - Complexity: O(1).
  public func cancel() {
    requestedEnd = .cancel
  }

  /// Lays the screen out again for a new size, keeping the focused row in view.
  ///
  /// - Complexity: O(*v* + *s*), where *v* is the viewport height and *s* the number of
  ///   sections.
  public func resize(to size: TerminalSize) {
    self.size = size
    layOut()
  }

  /// Lays the screen out again after the table changed outside the session, keeping the focus
  /// on its row where it can.
  public func tableDidChange() {
    perform {}
    layOut()
  }

  /// Ends the session: clears the filter, so that every row shows, leaves editing mode when
  /// the session entered it (so that a printed table shows no editing controls), and gives the
  /// table back the viewport it had: its viewport in rows, or its frame and content offset.
  ///
  /// - Throws: The error of the update that clears the filter, of `setEditing`, or of the
  ///   layout that gives the viewport back; the table keeps the session's viewport then.
  public func end() throws {
    if let filter = configuration.filter, !filter.filterText.isEmpty {
      try filter.filterRows(by: "")
    }
    if tableView.isEditing != wasEditing {
      try tableView.setEditing(wasEditing, animated: false)
    }
    guard initialViewport.frame != .zero else {
      try tableView.setViewportHeight(initialViewport.height)
      try tableView.setContentOffset(initialViewport.offset)
      return
    }
    let sessionFrame = tableView.frame
    tableView.frame = initialViewport.frame
    do {
      try tableView.setContentOffset(initialViewport.contentOffset, animated: false)
    } catch {
      tableView.frame = sessionFrame
      throw error
    }
  }

  /// Finds the rows focus moves to.
  var mover: FocusMover {
    let tableView = tableView
    return FocusMover(rows: rows) { TableGestures.isFocusable($0, in: tableView) }
  }

  /// Performs a gesture, shows its error if it throws, and keeps the focus on its row: the
  /// row's cell tells where the row went; when the row is gone, the row now at its offset
  /// takes the focus.
  func perform(_ gesture: () throws -> Void) {
    let cell =
      focusAnchor.flatMap { $0.indexPath == focus?.indexPath ? $0.cell.object : nil }
      ?? focus.flatMap { tableView.displayedCell(at: $0.indexPath) }
    let offset = focus.flatMap { rows.offset(of: $0.indexPath) }
    do {
      try gesture()
    } catch {
      message = failure(error)
    }
    rows = TableGestures.rowIndex(of: tableView)
    guard rows.totalRows > 0 else {
      focus = nil
      return
    }
    if let cell, let indexPath = tableView.indexPath(for: cell), var focus {
      focus.indexPath = indexPath
      self.focus = focus
    } else {
      let start = min(offset ?? 0, rows.totalRows - 1)
      focus = rows.indexPath(atOffset: start).map { Focus(indexPath: $0) }
    }
    if let current = focus, let offset = rows.offset(of: current.indexPath),
      !TableGestures.isFocusable(current.indexPath, in: tableView)
    {
      focus = mover.nearest(from: offset, preferringForward: true).map { Focus(indexPath: $0) }
    }
  }

  /// A status line reporting an error.
  func failure(_ error: any Error, prefix: String = "") -> ScreenLayout.Status {
    let text = (error as? TableViewError)?.message ?? String(describing: error)
    return ScreenLayout.Status(
      text: configuration.marks.invalid + " " + prefix + ScreenText.inert(text), kind: .failure)
  }
}

/// A reference that does not keep its object alive.
struct Weak<Object: AnyObject> {
  weak var object: Object?
}
