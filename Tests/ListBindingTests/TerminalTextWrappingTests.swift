import ListBinding
import Testing

@Suite("Terminal text: wrapping to a width")
struct TerminalTextWrappingTests {
  @Test("Words wrap at the last space that fits")
  func words() {
    let lines = TerminalText("Pork chop noodles").wrapped(toWidth: 10)  // ["Pork chop", "noodles"]
    #expect(lines == ["Pork chop", "noodles"])
    #expect(TerminalText("Pork chop noodles").wrapped(toWidth: 17) == ["Pork chop noodles"])
  }

  @Test("Line breaks start lines; empty text is one empty line")
  func lineBreaks() {
    #expect(TerminalText("a\nb c").wrapped(toWidth: 1) == ["a", "b", "c"])
    #expect(TerminalText("").wrapped(toWidth: 5) == [""])
    #expect(TerminalText("a\n").wrapped(toWidth: 5) == ["a", ""])
  }

  @Test("Wide characters break between characters and count two columns")
  func wideCharacters() {
    #expect(TerminalText("排骨面汤").wrapped(toWidth: 5) == ["排骨", "面汤"])
    #expect(TerminalText("abcdef").wrapped(toWidth: 4) == ["abcd", "ef"])
  }

  @Test("A width below 1 is taken as 1", arguments: [0, -3, Int.min])
  func tinyWidth(width: Int) {
    #expect(TerminalText("ab").wrapped(toWidth: width) == ["a", "b"])
    #expect(TerminalText("排").wrapped(toWidth: width) == ["排"])
  }
}
