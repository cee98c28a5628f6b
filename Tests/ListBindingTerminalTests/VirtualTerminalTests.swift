import Testing

@Suite("The tests' terminal interpreter")
struct VirtualTerminalTests {
  @Test("Text, cursor moves, erasing and wide characters land where a terminal puts them")
  func basics() {
    var terminal = VirtualTerminal(rows: 4, columns: 10)
    terminal.feed(Array("ab\r\ncd\u{1B}[1;5H排骨\u{1B}[2;2H\u{1B}[K\u{1B}[4;3Hx".utf8))
    #expect(terminal.lines == ["ab  排骨", "c", "", "  x"])
    terminal.feed(Array("\u{1B}[2J\u{1B}[HA\u{1B}[7mB\u{1B}[0mC".utf8))
    #expect(terminal.lines == ["ABC", "", "", ""])
    #expect(terminal.reversedText(row: 0) == "B")
  }

  @Test("Lines are deleted and inserted below the cursor, and a line feed at the bottom scrolls")
  func lines() {
    var terminal = VirtualTerminal(rows: 4, columns: 5)
    terminal.feed(Array("1\r\n2\r\n3\r\n4".utf8))
    terminal.feed(Array("\u{1B}[2H\u{1B}[M".utf8))
    #expect(terminal.lines == ["1", "3", "4", ""])
    terminal.feed(Array("\u{1B}[1H\u{1B}[2L".utf8))
    #expect(terminal.lines == ["", "", "1", "3"])
    terminal.feed(Array("\u{1B}[4H\n5".utf8))
    #expect(terminal.lines == ["", "1", "3", "5"])
  }

  @Test("The alternate screen comes and goes with mode 1049; the normal screen is kept")
  func alternateScreen() {
    var terminal = VirtualTerminal(rows: 2, columns: 5)
    terminal.feed(Array("main".utf8))
    terminal.feed(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[Halt".utf8))
    #expect(terminal.usesAlternateScreen)
    #expect(!terminal.cursorVisible)
    #expect(terminal.lines == ["alt", ""])
    terminal.feed(Array("\u{1B}[?25h\u{1B}[?1049l".utf8))
    #expect(terminal.lines == ["main", ""])
    #expect(terminal.cursorVisible)
  }
}
