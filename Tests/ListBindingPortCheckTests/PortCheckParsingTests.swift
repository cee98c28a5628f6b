import Foundation
import ListBindingPortCheck
import Testing

@Suite("The port check reads tricky Swift and never crashes on odd input")
struct PortCheckParsingTests {
  @Test("Comments, strings, raw and multi-line strings with interpolations hide nothing real")
  func commentsAndStrings() {
    let source = #"""
      /* class Fake: Base { func scrollViewDidScroll(_ s: UIScrollView) {} }
         /* nested */ still a comment } { */
      // class Fake2: Base { func scrollViewDidScroll(_ s: UIScrollView) {} }
      class Base: UIViewController, UITableViewDelegate {
        let banner = "class Fake3: Base { func scrollViewDidScroll(_ s: UIScrollView) {} }"
        let raw = #"a "quoted" { brace and \(not interpolated) }"#
        let poem = """
          } class Fake4: Base {
          \(["}", "{"].joined(separator: "\(")")")) }
          """
        let regex = #/[{}]+/#
      }
      class Sub: Base {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
      }
      """#
    #expect(
      check(source) == [
        line(
          "App.swift:14", "Sub", "scrollViewDidScroll(_:)", conformance: "UITableViewDelegate",
          on: "Base")
      ])
  }

  @Test("Attributes, modifiers, generic and where clauses, module names, backquotes, #if")
  func declarationsWithClauses() {
    let source = """
      @MainActor
      open class Base<Item: Hashable>: UIKit.UIViewController,
        @preconcurrency UIKit.UITableViewDataSource where Item: Sendable
      {
        @available(iOS 15, *)
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          0
        }
      }
      @available(iOS 15.0, *)
      final class `Sub`: Base<String> {
        #if DEBUG
          @objc(tableView:titleForHeaderInSection:)
          func tableView(
            _ tableView: UITableView,
            titleForHeaderInSection section: Int
          ) -> String? { nil }
        #else
          func `tableView`(_ tableView: UITableView, titleForFooterInSection section: Int)
            -> String?
          { nil }
        #endif
        private func helper<T>(_ value: [T: [Int]] = [:], sort: (Int, Int) -> Bool = { $0 < $1 }) {}
      }
      """
    #expect(
      check(source) == [
        line(
          "App.swift:14", "Sub", "tableView(_:titleForHeaderInSection:)",
          conformance: "UITableViewDataSource", on: "Base"),
        line(
          "App.swift:19", "Sub", "tableView(_:titleForFooterInSection:)",
          conformance: "UITableViewDataSource", on: "Base"),
      ])
  }

  @Test("Nested types are named by their path and found from inside their enclosing type")
  func nestedTypes() {
    let source = """
      enum Screens {
        class Base: UIViewController, UITableViewDelegate {}
        final class Detail: Base {
          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        }
        struct Model { func tableView(_ t: UITableView, didSelectRowAt i: IndexPath) {} }
      }
      final class Elsewhere: Screens.Base {
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
        func local() {
          class Hidden: Screens.Base {
            func scrollViewDidScroll(_ s: UIScrollView) {}
          }
        }
      }
      """
    #expect(
      check(source) == [
        line(
          "App.swift:4", "Screens.Detail", "tableView(_:didSelectRowAt:)",
          conformance: "UITableViewDelegate", on: "Screens.Base"),
        line(
          "App.swift:9", "Elsewhere", "tableView(_:didDeselectRowAt:)",
          conformance: "UITableViewDelegate", on: "Screens.Base"),
      ])
  }

  @Test("Odd input: empty, unterminated, unbalanced, cyclic, binary — no crash, no finding")
  func oddInput() {
    let inputs = [
      "",
      "class",
      "class Sub: Base {",
      "}}}} class A: B { func scrollViewDidScroll(",
      "/* never closed class A: UITableViewDelegate {",
      "let s = \"never closed\nclass A: B {}",
      "let s = \"\"\"\n never closed \\(",
      "class A: B {}\nclass B: A { func scrollViewDidScroll(_ s: UIScrollView) {} }",
      "class A: A, UITableViewDelegate {}",
      "func f(a: Int = 1 < 2 ? 3 : 4, b: Int) {} class C: UITableViewDelegate {",
      "extension: {} extension {} class : {} func (",
      String(decoding: (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }, as: UTF8.self),
      "#\"\"\"#\"#/#/`unterminated",
    ]
    for input in inputs {
      #expect(check(input) == [], "input: \(input.debugDescription)")
    }
  }

  @Test("Random cuts and splices of real fixtures never crash the check")
  func randomCuts() {
    var generator = SeededGenerator(seed: 20)
    let fixture = """
      class Base: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let s = "\\(1) } {" // }
        /* { */ func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 0 }
      }
      extension Base: UITextFieldDelegate where Base: AnyObject {}
      final class Sub<T>: Base {
        func scrollViewDidScroll(_ scrollView: UIScrollView) { let _ = #"{"# }
        func textFieldShouldClear(_ t: UITextField) -> Bool { true }
      }
      """
    let characters = Array(fixture)
    for round in 0..<300 {
      var text = characters
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let start = Int.random(in: 0..<text.count, using: &generator)
        let end = min(text.count, start + Int.random(in: 0...20, using: &generator))
        if Bool.random(using: &generator) {
          text.removeSubrange(start..<end)
        } else {
          text.insert(contentsOf: Array(text[start..<end]), at: start)
        }
        if text.isEmpty { text = characters }
      }
      let findings = check(String(text))
      #expect(findings.count <= 2, "round \(round), seed 20")
    }
  }
}

/// A small deterministic generator (SplitMix64), so that a failure names its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
