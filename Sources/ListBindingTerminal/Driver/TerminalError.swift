/// An error of the terminal driver: a system call that failed, or a line of choices it could
/// not read or perform.
///
/// The message of each case is built in one place, ``message``.
public enum TerminalError: Error, Sendable {
  /// A system call on the terminal failed, with its name and `errno`.
  case systemCallFailed(String, errno: Int32)

  /// A line of choices is not a command the driver knows; carries the line's number (from 1)
  /// and what is wrong.
  case invalidCommand(line: Int, reason: LineCommand.ParseError)

  /// A line of choices is longer than ``TerminalDriver/maximumLineLength`` bytes; carries the
  /// line's number (from 1) and the maximum. The driver stops reading there.
  case lineTooLong(line: Int, maximum: Int)

  /// A command failed on the table; carries the line's number (from 1) and the error.
  case commandFailed(line: Int, any Error)

  /// Giving the table back at the end of the session failed: clearing the filter or reloading
  /// the viewport.
  case sessionEndFailed(any Error)
}
