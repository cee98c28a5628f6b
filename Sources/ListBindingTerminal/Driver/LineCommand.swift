import Foundation
import ListBinding

/// One line of choices the driver reads when it has no terminal to draw on: none is reachable
/// (CI, a daemon, `setsid`), or `TERM` is unset or `dumb`.
///
/// Rows are addressed by section and row, counted from 0 as in `IndexPath`; the driver prints
/// them before each row. Blank lines and lines starting with `#` are skipped. The commands, as
/// `help` prints them:
///
/// ```text
/// tap <section> <row>                    tap the row, as tapRow(at:)
/// button <section> <row> [<n>]           tap the row's nth button (from 0; default 0)
/// filter [<text>]                        show the rows matching the text; none: every row
/// edit on|off                            turn editing on or off
/// delete <section> <row>                 delete (or insert) the row (while editing)
/// move <section> <row> <section> <row>   drag the row to the position (while editing)
/// list                                   print the table again, its rows numbered
/// help                                   print these commands
/// done                                   stop reading (the end of the input does too)
/// ```
public enum LineCommand: Hashable, Sendable {
  /// Taps a row.
  case tap(IndexPath)
  /// Taps the button at a position among the row's buttons.
  case button(IndexPath, Int)
  /// Filters the rows by a text; empty shows every row.
  case filter(String)
  /// Turns editing on or off.
  case edit(Bool)
  /// Taps the row's editing control.
  case delete(IndexPath)
  /// Drags a row to a position.
  case move(IndexPath, IndexPath)
  /// Prints the table again, its rows numbered.
  case list
  /// Prints the commands.
  case help
  /// Stops reading.
  case done

  /// Why a line is not a command.
  public enum ParseError: Error, Hashable, Sendable {
    /// The first word is not a command's name.
    case unknownCommand(String)
    /// The command has the wrong arguments; carries the command and what it takes.
    case wrongArguments(String, usage: String)
    /// An argument that should be a section, row or button number is not one.
    case notANumber(String)
  }

  /// The commands' names, in the order the documentation lists them.
  static let names = [
    "tap", "button", "filter", "edit", "delete", "move", "list", "help", "done",
  ]

  /// What `help` prints: each command and what it does.
  static let helpText = """
    tap <section> <row>                    tap the row, as tapRow(at:)
    button <section> <row> [<n>]           tap the row's nth button (from 0; default 0)
    filter [<text>]                        show the rows matching the text; none: every row
    edit on|off                            turn editing on or off
    delete <section> <row>                 delete (or insert) the row (while editing)
    move <section> <row> <section> <row>   drag the row to the position (while editing)
    list                                   print the table again, its rows numbered
    help                                   print these commands
    done                                   stop reading (the end of the input does too)
    Sections and rows count from 0: the numbers before each row.

    """

  /// Reads a line: `nil` for a blank line or a comment.
  ///
  /// ```swift
  /// let command = try LineCommand(parsing: "tap 1 2")  // .tap(IndexPath(row: 2, section: 1))
  /// ```
  ///
  /// - Throws: ``ParseError`` when the line is not a command.
  /// - Complexity: O(*n*), where *n* is the length of the line.
  public init?(parsing line: some StringProtocol) throws(ParseError) {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let words = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
    let name = words[0]
    let arguments = Array(words.dropFirst())
    switch name {
    case "tap":
      self = .tap(try Self.indexPath(arguments, command: name))
    case "button":
      guard arguments.count == 2 || arguments.count == 3 else {
        throw .wrongArguments(name, usage: "a section, a row and a button number")
      }
      let indexPath = try Self.indexPath(Array(arguments.prefix(2)), command: name)
      self = .button(indexPath, arguments.count == 3 ? try Self.number(arguments[2]) : 0)
    case "filter":
      let text = trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
      self = .filter(text)
    case "edit":
      guard arguments.count == 1, ["on", "off"].contains(arguments[0]) else {
        throw .wrongArguments(name, usage: "on or off")
      }
      self = .edit(arguments[0] == "on")
    case "delete":
      self = .delete(try Self.indexPath(arguments, command: name))
    case "move":
      guard arguments.count == 4 else {
        throw .wrongArguments(name, usage: "a section and a row, then a section and a row")
      }
      self = .move(
        try Self.indexPath(Array(arguments.prefix(2)), command: name),
        try Self.indexPath(Array(arguments.suffix(2)), command: name))
    case "done", "list", "help":
      guard arguments.isEmpty else { throw .wrongArguments(name, usage: "nothing") }
      self = name == "done" ? .done : name == "list" ? .list : .help
    default:
      throw .unknownCommand(name)
    }
  }

  /// A section and a row.
  private static func indexPath(_ words: [String], command: String) throws(ParseError)
    -> IndexPath
  {
    guard words.count == 2 else { throw .wrongArguments(command, usage: "a section and a row") }
    return IndexPath(row: try number(words[1]), section: try number(words[0]))
  }

  /// A number, 0 or more.
  private static func number(_ word: String) throws(ParseError) -> Int {
    guard word.allSatisfy(\.isASCII), let value = Int(word), value >= 0 else {
      throw .notANumber(word)
    }
    return value
  }
}
