/// Runs scenarios by name, as `swift run examples [name ...]` does.
public enum ScenarioRunner {
  /// What a run printed and how it ended.
  public struct Result: Sendable {
    /// What goes to standard output.
    public var output = ""
    /// What goes to standard error.
    public var errors = ""
    /// The exit status: 0 when every scenario ran, 1 when one failed, 2 for unknown names.
    public var status: Int32 = 0
  }

  /// Runs the scenarios named in `arguments`, or every scenario when there are none.
  @MainActor
  public static func run(arguments: [String]) -> Result {
    var result = Result()
    let names = Scenario.all.map(\.name)
    let unknown = arguments.filter { !names.contains($0) }
    guard unknown.isEmpty else {
      result.errors = """
        unknown scenario: \(unknown.joined(separator: ", "))
        usage: swift run examples [\(names.joined(separator: " | "))] ...
               swift run examples questionnaire | meal --interactive

        """
      result.status = 2
      return result
    }
    for scenario in Scenario.all where arguments.isEmpty || arguments.contains(scenario.name) {
      if !result.output.isEmpty { result.output += "\n" }
      result.output += "== \(scenario.name): \(scenario.summary)\n"
      do {
        result.output += try scenario.run()
      } catch {
        result.output += "error: \(error)\n"
        result.status = 1
      }
    }
    return result
  }
}
