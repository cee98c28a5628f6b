import Foundation
import ListBinding
import Testing

@testable import ListBindingTerminal

/// Screens narrower than the focus gutter's two columns: nothing is drawn wider than the
/// screen, and nothing traps.
@MainActor
@Suite("Narrow screens")
struct NarrowScreenTests {
  static func session(columns: Int, rows: Int = 4) throws -> (TerminalSession, Fixture) {
    let fixture = try Fixture([(nil, ["apple", "pear"])], cellType: TwoButtonCell.self)
    let session = TerminalSession(
      tableView: fixture.tableView,
      configuration: TerminalConfiguration(title: "Fruit", capabilities: .plain),
      size: TerminalSize(rows: rows, columns: columns))
    return (session, fixture)
  }

  @Test("At widths 0, 1 and 2 every line of a focused table fits the screen", arguments: [0, 1, 2])
  func fits(columns: Int) throws {
    let (session, fixture) = try Self.session(columns: columns)
    #expect(session.focus?.indexPath == IndexPath(row: 0, section: 0))
    for keys: [Key] in [[], [.tab], [.down], [.character("e")], [.character("/")]] {
      for key in keys { session.handle(key) }
      #expect(session.screen.allSatisfy { TerminalText($0).displayWidth <= columns })
      _ = session.drawing()
    }
    session.resize(to: TerminalSize(rows: 1, columns: columns))
    #expect(session.screen.allSatisfy { TerminalText($0).displayWidth <= columns })
    _ = fixture
  }

  @Test("The focus marker is cut to the screen: the marker alone on one column, nothing on none")
  func marker() throws {
    let (narrow, fixture) = try Self.session(columns: 1)
    #expect(narrow.screen == ["…", "❯", " ", "✓"])  // the title cut to its ellipsis
    let (none, other) = try Self.session(columns: 0)
    #expect(none.screen == ["", "", "", ""])
    let (two, third) = try Self.session(columns: 2)
    #expect(two.screen == ["F…", "❯ ", "  ", "✓ "])
    _ = (fixture, other, third)
  }

  @Test("A drawing at width 1 writes no more than one column a line")
  func drawing() throws {
    let (session, fixture) = try Self.session(columns: 1)
    let text = String(decoding: session.drawing(), as: UTF8.self)
    #expect(!text.contains("❯ "))
    #expect(text.contains("❯"))
    _ = fixture
  }
}
