import ListBinding
import Testing

/// A small VT100/xterm interpreter: it reads what a program writes to its terminal and keeps
/// the screen a person would see, so that the end-to-end tests can check it.
///
/// It knows what the driver and a line-oriented program send: printable text (with display
/// widths), CR, LF, BS, tab; cursor moves (CUP, CUU, CUD, CUF, CUB, CHA, VPA), erasing (ED,
/// EL), line insertion and deletion (IL, DL), scroll margins (DECSTBM), SGR (tracked per cell
/// as reverse video, and which colours were set), and the private modes 1049 (alternate
/// screen), 25 (cursor visibility) and 7 (autowrap). Other sequences are counted and ignored.
struct VirtualTerminal {
  /// A character cell: its text ("" for the right half of a wide character) and whether it
  /// was drawn reversed.
  struct Cell: Equatable {
    var text = " "
    var reverse = false
    var underline = false
  }

  private(set) var rows: Int
  private(set) var columns: Int
  private var main: [[Cell]]
  private var alternate: [[Cell]]
  private(set) var usesAlternateScreen = false
  private(set) var cursorVisible = true
  private(set) var autowrap = true
  private(set) var cursor = (row: 0, column: 0)
  private var savedCursor = (row: 0, column: 0)
  private var margins: (top: Int, bottom: Int)
  private var reverse = false
  private var underline = false
  /// The SGR colour codes (30–37, 38, 90–97) the program sent.
  private(set) var coloursSet: [Int] = []
  /// Sequences the interpreter does not know, for the tests to look at.
  private(set) var ignored: [String] = []

  private var state = ParserState.ground
  private var utf8: [UInt8] = []

  private enum ParserState {
    case ground
    case escape
    case controlSequence(String)
    case operatingSystemCommand
  }

  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    main = Self.blank(rows: rows, columns: columns)
    alternate = main
    margins = (0, rows - 1)
  }

  private static func blank(rows: Int, columns: Int) -> [[Cell]] {
    Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
  }

  /// The screen's lines, trailing spaces trimmed.
  var lines: [String] {
    let screen = usesAlternateScreen ? alternate : main
    return screen.map { row in
      var line = row.map(\.text).joined()
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The screen as one string.
  var text: String { lines.joined(separator: "\n") }

  /// The text of the cells of `row` drawn reversed.
  func reversedText(row: Int) -> String {
    let screen = usesAlternateScreen ? alternate : main
    return screen[row].filter(\.reverse).map(\.text).joined()
  }

  /// The text of the cells of `row` drawn underlined.
  func underlinedText(row: Int) -> String {
    let screen = usesAlternateScreen ? alternate : main
    return screen[row].filter(\.underline).map(\.text).joined()
  }

  /// Changes the size, as a terminal window does: cells are kept where they fit.
  mutating func resize(rows: Int, columns: Int) {
    func resized(_ screen: [[Cell]]) -> [[Cell]] {
      (0..<rows).map { row in
        (0..<columns).map { column in
          row < screen.count && column < screen[row].count ? screen[row][column] : Cell()
        }
      }
    }
    main = resized(main)
    alternate = resized(alternate)
    self.rows = rows
    self.columns = columns
    margins = (0, rows - 1)
    cursor = (min(cursor.row, rows - 1), min(cursor.column, columns - 1))
  }

  /// Interprets bytes a program wrote.
  mutating func feed(_ bytes: [UInt8]) {
    for byte in bytes { feed(byte) }
  }

  private mutating func feed(_ byte: UInt8) {
    switch state {
    case .ground:
      ground(byte)
    case .escape:
      switch byte {
      case 0x5B: state = .controlSequence("")
      case 0x5D: state = .operatingSystemCommand
      case 0x37:
        savedCursor = cursor
        state = .ground
      case 0x38:
        cursor = savedCursor
        state = .ground
      default:
        ignored.append("ESC " + String(UnicodeScalar(byte)))
        state = .ground
      }
    case .controlSequence(let body):
      if (0x40...0x7E).contains(byte) {
        state = .ground
        controlSequence(body, final: Character(UnicodeScalar(byte)))
      } else {
        state = .controlSequence(body + String(UnicodeScalar(byte)))
      }
    case .operatingSystemCommand:
      if byte == 0x07 { state = .ground }
      if byte == 0x1B { state = .escape }
    }
  }

  private mutating func ground(_ byte: UInt8) {
    if !utf8.isEmpty || byte >= 0x80 {
      utf8.append(byte)
      if let text = wellFormedUTF8(utf8) {
        utf8 = []
        for scalar in text.unicodeScalars { print(Character(scalar)) }
      } else if utf8.count >= 4 {
        utf8 = []
        print("\u{FFFD}")
      }
      return
    }
    switch byte {
    case 0x1B: state = .escape
    case 0x0D: cursor.column = 0
    case 0x0A: lineFeed()
    case 0x08: cursor.column = max(0, cursor.column - 1)
    case 0x09: cursor.column = min(columns - 1, (cursor.column / 8 + 1) * 8)
    case 0x07: break
    case 0x20...0x7E: print(Character(UnicodeScalar(byte)))
    default: ignored.append("C0 \(byte)")
    }
  }

  private mutating func print(_ character: Character) {
    let width = TerminalText(String(character)).displayWidth
    if width == 0 {
      // A combining mark joins the character before it.
      let (row, column) = (cursor.row, max(0, cursor.column - 1))
      update { $0[row][column].text.append(character) }
      return
    }
    if cursor.column + width > columns {
      if autowrap {
        cursor.column = 0
        lineFeed()
      } else {
        cursor.column = max(0, columns - width)
      }
    }
    let (row, column) = cursor
    let reverse = reverse
    let underline = underline
    update { screen in
      screen[row][column] = Cell(text: String(character), reverse: reverse, underline: underline)
      if width == 2, column + 1 < screen[row].count {
        screen[row][column + 1] = Cell(text: "", reverse: reverse, underline: underline)
      }
    }
    cursor.column = min(columns, cursor.column + width)
    if !autowrap { cursor.column = min(cursor.column, columns - 1) }
  }

  private mutating func lineFeed() {
    if cursor.row == margins.bottom {
      deleteLines(at: margins.top, count: 1)
    } else {
      cursor.row = min(rows - 1, cursor.row + 1)
    }
  }

  private mutating func update(_ change: (inout [[Cell]]) -> Void) {
    if usesAlternateScreen { change(&alternate) } else { change(&main) }
  }

  private mutating func deleteLines(at row: Int, count: Int) {
    guard row >= margins.top, row <= margins.bottom else { return }
    let columns = columns
    let bottom = margins.bottom
    update { screen in
      for _ in 0..<min(count, bottom - row + 1) {
        screen.remove(at: row)
        screen.insert(Array(repeating: Cell(), count: columns), at: bottom)
      }
    }
  }

  private mutating func insertLines(at row: Int, count: Int) {
    guard row >= margins.top, row <= margins.bottom else { return }
    let columns = columns
    let bottom = margins.bottom
    update { screen in
      for _ in 0..<min(count, bottom - row + 1) {
        screen.remove(at: bottom)
        screen.insert(Array(repeating: Cell(), count: columns), at: row)
      }
    }
  }

  private mutating func erase(row: Int, from start: Int, to end: Int) {
    guard start < end else { return }
    update { screen in
      for column in start..<end { screen[row][column] = Cell() }
    }
  }

  private mutating func controlSequence(_ body: String, final: Character) {
    let isPrivate = body.hasPrefix("?")
    let numbers = (isPrivate ? String(body.dropFirst()) : body).split(
      separator: ";", omittingEmptySubsequences: false
    ).map { Int($0) }
    func parameter(_ index: Int, default value: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? value) : value
    }
    let count = max(1, parameter(0, default: 1))
    switch (isPrivate, final) {
    case (false, "H"), (false, "f"):
      cursor = (
        min(rows - 1, max(0, parameter(0, default: 1) - 1)),
        min(columns - 1, max(0, parameter(1, default: 1) - 1))
      )
    case (false, "A"): cursor.row = max(0, cursor.row - count)
    case (false, "B"): cursor.row = min(rows - 1, cursor.row + count)
    case (false, "C"): cursor.column = min(columns - 1, cursor.column + count)
    case (false, "D"): cursor.column = max(0, cursor.column - count)
    case (false, "G"): cursor.column = min(columns - 1, max(0, count - 1))
    case (false, "d"): cursor.row = min(rows - 1, max(0, count - 1))
    case (false, "J"):
      let mode = parameter(0, default: 0)
      let (row, column) = cursor
      if mode == 0 {
        erase(row: row, from: column, to: columns)
        for below in (row + 1)..<max(row + 1, rows) { erase(row: below, from: 0, to: columns) }
      } else if mode == 1 {
        for above in 0..<row { erase(row: above, from: 0, to: columns) }
        erase(row: row, from: 0, to: min(columns, column + 1))
      } else {
        for any in 0..<rows { erase(row: any, from: 0, to: columns) }
      }
    case (false, "K"):
      switch parameter(0, default: 0) {
      case 0: erase(row: cursor.row, from: cursor.column, to: columns)
      case 1: erase(row: cursor.row, from: 0, to: min(columns, cursor.column + 1))
      default: erase(row: cursor.row, from: 0, to: columns)
      }
    case (false, "L"): insertLines(at: cursor.row, count: count)
    case (false, "M"): deleteLines(at: cursor.row, count: count)
    case (false, "r"):
      let top = max(0, parameter(0, default: 1) - 1)
      let bottom = min(rows - 1, parameter(1, default: rows) - 1)
      margins = top < bottom ? (top, bottom) : (0, rows - 1)
      cursor = (0, 0)
    case (false, "m"):
      for code in numbers.map({ $0 ?? 0 }) {
        switch code {
        case 0:
          reverse = false
          underline = false
        case 4: underline = true
        case 24: underline = false
        case 7: reverse = true
        case 27: reverse = false
        case 30...38, 90...97: coloursSet.append(code)
        default: break
        }
      }
    case (true, "h"), (true, "l"):
      let on = final == "h"
      for mode in numbers.compactMap({ $0 }) {
        switch mode {
        case 1049:
          if on, !usesAlternateScreen {
            savedCursor = cursor
            alternate = Self.blank(rows: rows, columns: columns)
            usesAlternateScreen = true
          } else if !on, usesAlternateScreen {
            usesAlternateScreen = false
            cursor = savedCursor
          }
        case 25: cursorVisible = on
        case 7: autowrap = on
        default: ignored.append("CSI ?\(mode)\(final)")
        }
      }
    default:
      ignored.append("CSI \(body)\(final)")
    }
  }
}

extension VirtualTerminal: CustomTestStringConvertible {
  /// The screen's text, for test failures.
  var testDescription: String { text }
}

/// The text of `bytes` when they are well-formed UTF-8 to the end, or `nil` (also while a
/// sequence is still incomplete).
private func wellFormedUTF8(_ bytes: [UInt8]) -> String? {
  var scalars = String.UnicodeScalarView()
  var decoder = Unicode.UTF8()
  var iterator = bytes.makeIterator()
  while true {
    switch decoder.decode(&iterator) {
    case .scalarValue(let scalar): scalars.append(scalar)
    case .emptyInput: return String(scalars)
    case .error: return nil
    }
  }
}
