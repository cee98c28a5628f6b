import Foundation
import ListBindingTesting
import Testing

@Suite("LineDiff's side-by-side drawing")
struct LineDiffFormattingTests {
  @Test("Markers, a header, and columns lined up by display width")
  func sideBySide() {
    let diff = LineDiff(expected: "排骨面\n红椒面\n", actual: "排骨面\n红椒面 ✓\n青椒面\n")
    #expect(
      diff.description == """
          expected │ actual
          排骨面   │ 排骨面
        ≠ 红椒面   │ 红椒面 ✓
        +          │ 青椒面

        """)
  }

  @Test("Lines only in the expected text have nothing after the bar, and no trailing space")
  func removedLines() {
    let diff = LineDiff(expected: "a longer line\nb\n", actual: "b\n")
    #expect(
      diff.formatted() == """
          expected      │ actual
        - a longer line │
          b             │ b

        """)
  }

  @Test("Control characters show inert and trailing spaces show as dots")
  func invisibles() {
    let diff = LineDiff(expected: "a  \n\u{1B}[31mred\n", actual: "a\n\tred\n")
    #expect(
      diff.formatted() == """
          expected      │ actual
        ≠ a··           │ a
        ≠ \\u{1B}[31mred │ \\tred

        """)
  }

  @Test("Runs of unchanged lines farther than the context are cut to a count")
  func context() {
    let expected = (1...10).map { "line \($0)\n" }.joined()
    let actual = expected.replacingOccurrences(of: "line 6\n", with: "line six\n")
    #expect(
      LineDiff(expected: expected, actual: actual).formatted(context: 1) == """
          expected │ actual
          ⋮ 4 lines
          line 5   │ line 5
        ≠ line 6   │ line six
          line 7   │ line 7
          ⋮ 3 lines

        """)
    #expect(
      LineDiff(expected: expected, actual: actual).formatted() == """
          expected │ actual
          ⋮ 2 lines
          line 3   │ line 3
          line 4   │ line 4
          line 5   │ line 5
        ≠ line 6   │ line six
          line 7   │ line 7
          line 8   │ line 8
          line 9   │ line 9
          line 10  │ line 10

        """)
  }

  @Test(
    "Any context is accepted: negative as none, huge as everything",
    arguments: [Int.min, -1, Int.max])
  func extremeContexts(context: Int) {
    let diff = LineDiff(expected: "a\nb\nc\nd\n", actual: "a\nb\nc\nD\n")
    let lines = diff.formatted(context: context).split(separator: "\n")
    #expect(lines.count == (context < 0 ? 3 : 5))
  }

  @Test("LineDiff's and formatted(context:)'s doc comment examples print what they show")
  func docExamples() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let diff = LineDiff(expected: "排骨面\n红椒面\n", actual: "排骨面\n红椒面 ✓\n青椒面\n")
    print(diff)

    let expected = (1...10).map { "line \($0)\n" }.joined()
    let actual = expected.replacingOccurrences(of: "line 6\n", with: "line six\n")
    print(LineDiff(expected: expected, actual: actual).formatted(context: 1))

    #expect(
      printed == [
        """
          expected │ actual
          排骨面   │ 排骨面
        ≠ 红椒面   │ 红椒面 ✓
        +          │ 青椒面

        """,
        """
          expected │ actual
          ⋮ 4 lines
          line 5   │ line 5
        ≠ line 6   │ line six
          line 7   │ line 7
          ⋮ 3 lines

        """,
      ])
  }
}
