import Foundation
import ListBinding
import ListBindingTerminal
import Testing

/// The code of the prompt layer's doc comments, line for line, compiled and run where it needs
/// no terminal.
@MainActor
@Suite("Prompt layer doc comment examples")
struct PromptDocExamplesTests {
  static let sources = ["main.swift", "Picker.swift"]
  static let tests = ["PickerTests.swift"]
  static let docs = ["README.md", "CHANGELOG.md"]

  @Test("PromptSection's and Prompt's sections")
  func sections() throws {
    let (sources, tests, docs) = (Self.sources, Self.tests, Self.docs)
    let sections = [
      PromptSection("Sources", sources, minimum: 1),
      PromptSection("Tests", tests),
      PromptSection("Docs", docs, maximum: 3),
    ]
    #expect(sections.map(\.minimum) == [1, 0, 0])
    #expect(sections.map(\.maximum) == [nil, nil, 3])
    let picker = try Picker("Pick files", choosingManyFrom: sections)
    #expect(picker.tableView.totalNumberOfRows == 5)
  }

  /// Prompt's overview: a whole program, compiled, run by `swift run examples pick`.
  func pickFilesProgram(sources: [String], tests: [String], docs: [String]) throws {
    let sections = [
      PromptSection("Sources", sources, minimum: 1),
      PromptSection("Tests", tests),
      PromptSection("Docs", docs, maximum: 3),
    ]
    guard let files = try Prompt.chooseMany("Pick files", from: sections) else { exit(130) }
    for file in files { print(file) }
  }

  /// Picker's overview, compiled.
  func pickerProgram(sections: [PromptSection<String>]) throws -> Int32 {
    let picker = try Picker("Pick files", choosingManyFrom: sections)
    guard let files = try picker.run() else { return 130 }  // nil: cancelled
    return files.isEmpty ? 1 : 0
  }

  @Test("PromptOptions' example")
  func options() {
    var options = PromptOptions()
    options.display = .fullScreen
    options.theme = .monochrome
    options.leavesSummary = false
    #expect(options.display == .fullScreen)
    #expect(options.theme?.successColour == nil)
  }

  @Test("TerminalTheme's example")
  func theme() {
    var theme = TerminalTheme.unicode
    theme.focus = "→"
    theme.focusColour = .magenta
    let configuration = TerminalConfiguration(title: "Pick", theme: theme)
    #expect(configuration.theme?.focus == "→")
  }
}
