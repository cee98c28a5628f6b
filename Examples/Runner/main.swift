// `swift run examples` runs every scenario; `swift run examples <name> ...` runs the ones named.

import ExampleScenarios
import Foundation

let requested = Array(CommandLine.arguments.dropFirst())
let names = Scenario.all.map(\.name)
let unknown = requested.filter { !names.contains($0) }
guard unknown.isEmpty else {
  let message = """
    unknown scenario: \(unknown.joined(separator: ", "))
    usage: swift run examples [\(names.joined(separator: " | "))] ...

    """
  FileHandle.standardError.write(Data(message.utf8))
  exit(2)
}

var failed = false
for scenario in Scenario.all where requested.isEmpty || requested.contains(scenario.name) {
  print("== \(scenario.name): \(scenario.summary)")
  do {
    print(try scenario.run(), terminator: "")
  } catch {
    print("error: \(error)")
    failed = true
  }
  print()
}
exit(failed ? 1 : 0)
