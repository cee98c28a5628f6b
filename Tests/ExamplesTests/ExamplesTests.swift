import ExampleScenarios
import Foundation
import Testing

/// The examples' exact output, kept in `Expected/<name>.txt` beside this file.
@MainActor
@Suite("Examples")
struct ExamplesTests {
  static let expectedFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Expected")

  func expected(_ name: String) throws -> String {
    try String(
      contentsOf: Self.expectedFolder.appendingPathComponent("\(name).txt"), encoding: .utf8)
  }

  @Test("Each scenario prints exactly its expected output", arguments: Scenario.all.map(\.name))
  func scenario(name: String) throws {
    let result = ScenarioRunner.run(arguments: [name])
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(result.output == (try expected(name)))
  }

  @Test("Running every scenario prints them all, in order")
  func all() throws {
    let result = ScenarioRunner.run(arguments: [])
    let each = try Scenario.all.map { try expected($0.name) }
    #expect(result.status == 0)
    #expect(result.output == each.joined(separator: "\n"))
  }

  @Test("An unknown scenario name prints the usage and fails")
  func unknown() {
    let result = ScenarioRunner.run(arguments: ["menu", "nope"])
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix("unknown scenario: nope\nusage: swift run examples [menu"))
  }
}
