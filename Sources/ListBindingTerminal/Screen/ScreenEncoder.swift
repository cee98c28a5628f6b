/// Turns screen operations into the bytes an ANSI (VT100, xterm) terminal understands.
///
/// Every line is written from its first column after a cursor move, with its looks where the
/// terminal supports them, and erased to its end when it is shorter than the screen.
struct ScreenEncoder: Hashable, Sendable {
  /// What the terminal can draw.
  var capabilities: TerminalCapabilities
  /// The screen's width in columns.
  var columns: Int

  /// The bytes of `operations`, in order.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters written.
  func encode(_ operations: [ScreenOperation]) -> [UInt8] {
    var bytes: [UInt8] = []
    for operation in operations { append(operation, to: &bytes) }
    return bytes
  }

  /// The number of bytes of `operations`.
  func byteCount(_ operations: [ScreenOperation]) -> Int {
    encode(operations).count
  }

  /// Appends the bytes of one operation.
  func append(_ operation: ScreenOperation, to bytes: inout [UInt8]) {
    switch operation {
    case .deleteLines(let row, let count):
      bytes += ControlSequence.moveCursor(row: row)
      bytes += ControlSequence.csi(count == 1 ? "M" : "\(count)M")
    case .insertLines(let row, let count):
      bytes += ControlSequence.moveCursor(row: row)
      bytes += ControlSequence.csi(count == 1 ? "L" : "\(count)L")
    case .write(let row, let line):
      bytes += ControlSequence.moveCursor(row: row)
      append(line, to: &bytes)
    }
  }

  /// Appends a line's text with its looks, then erases the rest of the line when the text does
  /// not reach the last column.
  func append(_ line: Line, to bytes: inout [UInt8]) {
    for run in line.runs {
      let codes = sgrCodes(run.style)
      if codes.isEmpty {
        bytes += Array(run.text.utf8)
      } else {
        bytes += ControlSequence.csi(codes + "m")
        bytes += Array(run.text.utf8)
        bytes += ControlSequence.resetStyle
      }
    }
    if line.width < columns { bytes += ControlSequence.eraseToEndOfLine }
  }

  /// The Select Graphic Rendition parameters of a style, `1;7` for bold reversed text; empty
  /// when the style draws nothing the terminal supports.
  func sgrCodes(_ style: Style) -> String {
    guard capabilities.attributes else { return "" }
    var codes: [String] = []
    if style.bold { codes.append("1") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if capabilities.colour, let colour = style.colour { codes.append("3\(colour.rawValue)") }
    return codes.joined(separator: ";")
  }
}

/// The control sequences the driver sends, as bytes.
enum ControlSequence {
  /// `ESC [` followed by `body`.
  static func csi(_ body: String) -> [UInt8] {
    [0x1B, 0x5B] + Array(body.utf8)
  }

  /// Moves the cursor to the first column of `row`, counted from 0.
  static func moveCursor(row: Int) -> [UInt8] {
    row == 0 ? csi("H") : csi("\(row + 1)H")
  }

  /// Erases from the cursor to the end of the line.
  static let eraseToEndOfLine = csi("K")
  /// Resets the looks of the text that follows.
  static let resetStyle = csi("0m")
  /// Erases the whole screen.
  static let eraseScreen = csi("2J")
  /// Switches to the alternate screen, saving the cursor.
  static let enterAlternateScreen = csi("?1049h")
  /// Switches back to the normal screen, restoring the cursor.
  static let leaveAlternateScreen = csi("?1049l")
  /// Hides the cursor.
  static let hideCursor = csi("?25l")
  /// Shows the cursor.
  static let showCursor = csi("?25h")
  /// Turns automatic wrapping at the right margin off.
  static let disableAutowrap = csi("?7l")
  /// Turns automatic wrapping at the right margin on.
  static let enableAutowrap = csi("?7h")

  /// Asks the terminal to mark pasted text with `CSI 200~` and `CSI 201~` (xterm's bracketed
  /// paste), so that it arrives as text, never as keys.
  static let enableBracketedPaste = csi("?2004h")
  /// Stops marking pasted text.
  static let disableBracketedPaste = csi("?2004l")

  /// What the driver sends when it takes the screen.
  static let enter =
    enterAlternateScreen + hideCursor + disableAutowrap + enableBracketedPaste + resetStyle
    + eraseScreen

  /// What the driver sends when it gives the screen back.
  static let leave =
    resetStyle + disableBracketedPaste + enableAutowrap + showCursor + leaveAlternateScreen
}
