// `swift run examples` runs every scenario; `swift run examples <name> ...` runs the ones named.

import ExampleScenarios
import Foundation

let result = ScenarioRunner.run(arguments: Array(CommandLine.arguments.dropFirst()))
print(result.output, terminator: "")
FileHandle.standardError.write(Data(result.errors.utf8))
exit(result.status)
