// `swift run examples` runs every scenario; `swift run examples <name> ...` runs the ones named;
// `swift run examples <name> --interactive` runs one in your terminal; `swift run examples pick
// [--multiple] [--null]` picks from standard input's items.

import ExampleScenarios
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "pick" {
  exit(PickCommand.run(arguments: Array(arguments.dropFirst())))
}
if arguments.contains("--interactive") {
  exit(InteractiveRunner.run(arguments: arguments.filter { $0 != "--interactive" }))
}
let result = ScenarioRunner.run(arguments: arguments)
print(result.output, terminator: "")
FileHandle.standardError.write(Data(result.errors.utf8))
exit(result.status)
