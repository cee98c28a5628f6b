import Foundation
import ListBindingPortCheck

// `swift run listbinding-port-check Sources/MyApp`: see PortCheckCommand.
let status = PortCheckCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  output: { print($0) },
  errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
