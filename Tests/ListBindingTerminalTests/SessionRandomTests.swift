import Foundation
import ListBinding
import Testing

@testable import ListBindingTerminal

@MainActor
@Suite("Session: random keys and resizes")
struct SessionRandomTests {
  static let keys: [Key] = [
    .up, .down, .character("j"), .character("k"), .pageUp, .pageDown, .home, .end,
    .character(" "), .enter, .tab, .backTab, .character("e"), .character("d"),
    .character("J"), .character("K"), .modified(.up, .shift), .unknown([0x1B, 0x5B, 0x39]),
  ]

  @Test(
    "After every key or resize: the screen fits, the focus is on a visible focusable row, and the bytes drawn reproduce the screen (seeded)"
  )
  func randomSession() throws {
    let seed: UInt64 = 0x7E_4411
    var generator = SeededGenerator(seed: seed)
    let sections = (0..<6).map { section in
      (
        title: section % 2 == 0 ? "section \(section)" : nil as String?,
        rows: (0..<Int.random(in: 0...7, using: &generator)).map { "s\(section) r\($0)" }
      )
    }
    let fixture = try Fixture(sections, style: .grouped, cellType: TwoButtonCell.self)
    fixture.unhighlightable = [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 2)]
    var size = TerminalSize(rows: 12, columns: 50)
    let session = TerminalSession(
      tableView: fixture.tableView,
      configuration: TerminalConfiguration(
        title: "random", capabilities: TerminalCapabilities(attributes: true, colour: true)),
      size: size)
    var terminal = VirtualTerminal(rows: size.rows, columns: size.columns)
    terminal.feed(ControlSequence.enter + session.drawing())
    for step in 0..<400 {
      var all = false
      if Int.random(in: 0..<10, using: &generator) == 0 {
        size = TerminalSize(
          rows: Int.random(in: 3...20, using: &generator),
          columns: Int.random(in: 20...60, using: &generator))
        session.resize(to: size)
        terminal.resize(rows: size.rows, columns: size.columns)
        all = true
      } else {
        let key = Self.keys.randomElement(using: &generator) ?? .down
        if session.handle(key) == .redrawAll { all = true }
      }
      terminal.feed(session.drawing(all: all))
      let context = "step \(step), seed \(seed)"
      #expect(session.screen.count == size.rows, "\(context)")
      #expect(terminal.lines == session.screen.map(Self.trimmed), "\(context)")
      let table = Array(session.screen.dropFirst().dropLast()).map(Self.trimmed)
      let rendered = try PlainTextRenderer(width: size.columns - 2)
        .render(fixture.tableView.renderedTable())
        .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      if rendered.count <= table.count {
        #expect(
          Array(table.prefix(rendered.count)).map { String($0.dropFirst(2)) }
            == rendered.map(String.init), "\(context): the table is not cropped")
        #expect(table.dropFirst(rendered.count).allSatisfy { $0.isEmpty }, "\(context)")
      } else {
        // Cropping, around the focus, only when not even one row fits with its header.
        #expect(fixture.tableView.viewportHeight == 1, "\(context)")
      }
      if let focus = session.focus {
        #expect(fixture.tableView.indexPathsForVisibleRows.contains(focus.indexPath), "\(context)")
        #expect(!fixture.unhighlightable.contains(focus.indexPath), "\(context)")
        #expect(table.filter { $0.hasPrefix("❯") }.count == 1, "\(context)")
      } else {
        #expect(
          fixture.tableView.totalNumberOfRows == 0 || !table.contains { $0.hasPrefix("❯") },
          "\(context)")
      }
    }
  }

  static func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
