import Foundation
import ListBinding
import ListBindingTerminal
import Testing

@MainActor
@Suite("Redraw")
struct DrawingTests {
  /// The rows a drawing moves the cursor to, from its `CSI row H` sequences.
  static func rowsWritten(_ bytes: [UInt8]) -> [Int] {
    let text = String(decoding: bytes, as: UTF8.self)
    var rows: [Int] = []
    var rest = Substring(text)
    while let start = rest.range(of: "\u{1B}[") {
      rest = rest[start.upperBound...]
      let digits = rest.prefix(while: \.isNumber)
      if rest.dropFirst(digits.count).first == "H" { rows.append(Int(digits) ?? 1) }
    }
    return rows
  }

  static func session(rows: Int) throws -> (TerminalSession, ListDataSource<TextCell>) {
    let dataSource = ListDataSource<TextCell>(dataItems: (0..<rows).map { "item \($0)" })
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)
    let session = TerminalSession(
      tableView: tableView,
      configuration: TerminalConfiguration(
        capabilities: TerminalCapabilities(attributes: true, colour: true)),
      size: TerminalSize(rows: 40, columns: 80))
    return (session, dataSource)
  }

  @Test(
    "The first drawing erases the screen and writes every line; an unchanged screen writes nothing")
  func firstDrawing() throws {
    let (session, _) = try Self.session(rows: 1_000)
    let bytes = session.drawing()
    #expect(bytes.starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)))
    #expect(Self.rowsWritten(bytes) == Array(1...40))
    #expect(session.drawing().isEmpty)
    #expect(Self.rowsWritten(session.drawing(all: true)) == Array(1...40))
  }

  @Test(
    "A focus move within the viewport rewrites the two lines it affects, over 1,000 rows as over 1,000,000",
    arguments: [1_000, 1_000_000])
  func focusMove(rows: Int) throws {
    let (session, _) = try Self.session(rows: rows)
    _ = session.drawing()
    session.handle(.down)
    let bytes = session.drawing()
    #expect(Self.rowsWritten(bytes) == [2, 3])
    #expect(bytes.count == 52)
  }

  @Test("A tap rewrites the tapped row and nothing else when the status does not change")
  func tap() throws {
    let (session, _) = try Self.session(rows: 1_000)
    _ = session.drawing()
    session.handle(.character(" "))
    #expect(Self.rowsWritten(session.drawing()) == [2])
  }

  @Test(
    "A focus move that scrolls by a row deletes and inserts lines instead of redrawing the list")
  func scrollingMove() throws {
    let (session, _) = try Self.session(rows: 1_000)
    session.handle(.end)
    session.handle(.home)
    for _ in 0..<37 { session.handle(.down) }
    _ = session.drawing()
    session.handle(.down)
    let bytes = session.drawing()
    #expect(Self.rowsWritten(bytes).count <= 8)
    #expect(bytes.count < 200)
  }

  @Test("Bound text that holds control sequences reaches the terminal inert")
  func inertText() throws {
    let hostile = ["\u{1B}]0;owned\u{07}", "\u{1B}[2J\u{9B}31m", "a\u{202E}b\r\n"]
    let dataSource = ListDataSource<TextCell>(dataItems: hostile)
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)
    let session = TerminalSession(
      tableView: tableView,
      configuration: TerminalConfiguration(
        title: "\u{1B}[31mtitle", capabilities: TerminalCapabilities(attributes: true, colour: true)
      ),
      size: TerminalSize(rows: 10, columns: 60))
    session.press(.tab, .character("/"))
    let bytes = session.drawing()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!bytes.contains(0x07))
    #expect(!text.contains("\u{1B}]"))
    #expect(!text.contains("\u{9B}"))
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("\u{1B}[31mtitle"))
    #expect(!text.dropFirst(8).contains("\u{1B}[2J"))  // only the drawing's own erase
    #expect(session.screen[1] == #"❯   \u{1B}]0;owned\u{7}"#)
    #expect(session.screen[3] == #"    a\u{202E}b\r\n"#)
  }
}
