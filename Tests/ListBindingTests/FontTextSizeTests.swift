import Foundation
import ListBinding
import Testing

@Suite("Font: the size text takes")
@MainActor
struct FontTextSizeTests {
  let body = Font.preferredFont(forTextStyle: .body)

  @Test("A character is its columns times half the point size; a line is lineHeight high")
  func oneLine() {
    let size = Font.preferredFont(forTextStyle: .body).textSize(of: "Hello")  // 42.5 × 20
    #expect(size == CGSize(width: 42.5, height: 20))
    #expect(body.textSize(of: "Hello") == CGSize(width: 42.5, height: body.lineHeight))
    #expect(body.textSize(of: "排骨") == CGSize(width: 4 * 8.5, height: body.lineHeight))
    #expect(body.textSize(of: "") == .zero)
    #expect(Font.systemFont(ofSize: 10).textSize(of: "abcd").width == 20)
  }

  @Test("Line breaks start lines; the widest line gives the width")
  func lineBreaks() {
    let size = body.textSize(of: "ab\nabcd\n")
    #expect(size == CGSize(width: 4 * 8.5, height: 3 * body.lineHeight))
  }

  @Test("A width wraps by words, as TerminalText wraps")
  func wrapping() {
    let text = "Pork chop noodles"
    // 10 columns of 8.5 points: 85 (and 89, which does not fit an 11th column).
    for width in [85.0, 89.0] {
      let size = body.textSize(of: text, wrappingAt: width)
      let lines = TerminalText(text).wrapped(toWidth: 10)
      #expect(size.height == CGFloat(lines.count) * body.lineHeight)
      #expect(size.width == 9 * 8.5)  // "Pork chop"
    }
    #expect(body.textSize(of: text, wrappingAt: 1_000).height == body.lineHeight)
  }

  @Test("A line limit counts only the first lines")
  func lineLimit() {
    let size = body.textSize(of: "a\nbb\nccc", lineLimit: 2)
    #expect(size == CGSize(width: 2 * 8.5, height: 2 * body.lineHeight))
    #expect(body.textSize(of: "a\nbb", lineLimit: 0).height == 2 * body.lineHeight)
    #expect(body.textSize(of: "a\nbb", lineLimit: -5).height == 2 * body.lineHeight)
  }

  @Test(
    "A width that is not a finite number above 0 does not wrap",
    arguments: [0, -1, CGFloat.nan, .infinity, -.infinity, .greatestFiniteMagnitude])
  func widthsThatDoNotWrap(width: CGFloat) {
    #expect(body.textSize(of: "a b c", wrappingAt: width).height == body.lineHeight)
  }

  @Test("A tiny width puts a character on each line", arguments: [0.5, 8.5])
  func tinyWidth(width: CGFloat) {
    #expect(body.textSize(of: "abc", wrappingAt: width).height == 3 * body.lineHeight)
  }

  @Test(
    "A point size that is not finite or is below 0 measures as 0 wide",
    arguments: [CGFloat.nan, .infinity, -12])
  func absurdPointSize(pointSize: CGFloat) {
    let font = Font.systemFont(ofSize: pointSize)
    let size = font.textSize(of: "Hello world", wrappingAt: 40)
    #expect(size.width == 0)
    #expect(size.height.isFinite)
  }
}
