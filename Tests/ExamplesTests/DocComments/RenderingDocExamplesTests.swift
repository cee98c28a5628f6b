import ListBinding
import Testing

/// The examples of the text helpers' doc comments, as written.
@Suite("Doc comment examples: display width and inert text")
struct RenderingDocExamplesTests {
  @Test("displayWidth")
  func displayWidth() {
    let wide = "排骨面".displayWidth  // 6
    let combined = "e\u{301}".displayWidth  // 1

    #expect(wide == 6)
    #expect(combined == 1)
  }

  @Test("inert")
  func inert() {
    let shown = "red\u{1B}[31m".inert  // #"red\u{1B}[31m"# — the escape is text now

    #expect(shown == #"red\u{1B}[31m"#)
  }
}
