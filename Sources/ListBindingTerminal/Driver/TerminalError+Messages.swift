import Foundation
import ListBinding

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalError: CustomStringConvertible {
  /// What went wrong, in one line. Text that comes from input or data is shown inert.
  public var message: String {
    switch self {
    case .systemCallFailed(let call, let code):
      return "\(call) failed: \(String(cString: strerror(code))) (errno \(code))"
    case .invalidCommand(let line, let reason):
      return "line \(line): \(reason.message)"
    case .lineTooLong(let line, let maximum):
      return "line \(line): longer than \(maximum) bytes, which no command is"
    case .commandFailed(let line, let error):
      return "line \(line): \(Self.describe(error))"
    case .sessionEndFailed(let error):
      return "could not give the table back: \(Self.describe(error))"
    }
  }

  /// The ``message``.
  public var description: String { message }

  /// An error's message, inert.
  static func describe(_ error: any Error) -> String {
    if let error = error as? TableViewError { return error.message }
    return ScreenText.inert(String(describing: error))
  }
}

extension LineCommand.ParseError: CustomStringConvertible {
  /// What is wrong with the line, quoting it inert.
  public var message: String {
    switch self {
    case .unknownCommand(let word):
      return "unknown command \"\(ScreenText.inert(word))\"; the commands are "
        + LineCommand.names.joined(separator: ", ")
    case .wrongArguments(let command, let usage):
      return "\(command) takes \(usage)"
    case .notANumber(let text):
      return "\"\(ScreenText.inert(text))\" is not a section or row number (0 or more)"
    }
  }

  /// The ``message``.
  public var description: String { message }
}
