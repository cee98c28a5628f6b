import ListBinding

extension TerminalDriver {
  /// Prints the table with its rows numbered, then reads and performs one command per line,
  /// each after a prompt, until `done` or the end of the input. A line that is not a command,
  /// or that the table refuses, prints why and the run goes on.
  func runFromLines() throws(TerminalError) -> Outcome {
    let wasEditing = tableView.isEditing
    try printTable()
    try print("type a command after the prompt: help lists them, done ends\n")
    let echoes = !TerminalIO.isTerminal(input)
    var reader = LineReader(descriptor: input, maximumLength: Self.maximumLineLength)
    var number = 0
    while true {
      try print("> ")
      guard let read = try reader.nextLine() else {
        try print("\n")
        break
      }
      number += 1
      guard case .line(let line) = read else {
        throw .lineTooLong(line: number, maximum: Self.maximumLineLength)
      }
      if echoes { try print(ScreenText.inert(line) + "\n") }
      let command: LineCommand?
      do {
        command = try LineCommand(parsing: line)
      } catch {
        try print("error: \(TerminalError.invalidCommand(line: number, reason: error).message)\n")
        continue
      }
      guard let command else { continue }
      if command == .done { break }
      do {
        try perform(command)
      } catch let error as TerminalError {
        throw error
      } catch {
        try print("error: \(TerminalError.commandFailed(line: number, error).message)\n")
      }
    }
    do {
      if let filter = configuration.filter, !filter.filterText.isEmpty {
        try filter.filterRows(by: "")
      }
      if tableView.isEditing != wasEditing {
        try tableView.setEditing(wasEditing, animated: false)
      }
    } catch {
      throw .sessionEndFailed(error)
    }
    return .finished
  }

  /// Writes text to the output.
  private func print(_ text: String) throws(TerminalError) {
    try TerminalIO.write(Array(text.utf8), to: output)
  }

  /// Prints the table as the plain renderer draws it, each row's line after its section and
  /// row numbers, and a blank line.
  func printTable() throws(TerminalError) {
    let lines: [PlainTextRenderer.Line]
    do {
      let table = try tableView.renderedTable()
      lines = PlainTextRenderer(symbols: configuration.symbols).renderLines(table)
    } catch {
      throw .commandFailed(line: 0, error)
    }
    let labels = lines.map { line in
      line.indexPath.map { "\($0.section) \($0.row)" } ?? ""
    }
    let width = labels.map(\.count).max() ?? 0
    var text = ""
    for (line, label) in zip(lines, labels) {
      let gutter = String(repeating: " ", count: width - label.count) + label
      text += line.text.isEmpty ? "\n" : gutter + "  " + line.text + "\n"
    }
    try print(text + "\n")
  }

  /// Performs a command on the table.
  func perform(_ command: LineCommand) throws {
    switch command {
    case .tap(let indexPath):
      try tableView.tapRow(at: indexPath)
    case .button(let indexPath, let position):
      guard try TableGestures.tapButton(position, at: indexPath, in: tableView) else {
        throw LineCommandFailure.noSuchButton(position)
      }
    case .filter(let text):
      guard let filter = configuration.filter else { throw LineCommandFailure.notFilterable }
      try filter.filterRows(by: text)
    case .edit(let editing):
      try tableView.setEditing(editing, animated: false)
    case .delete(let indexPath):
      try TableGestures.deleteRow(at: indexPath, in: tableView)
    case .move(let source, let destination):
      try tableView.dragRow(from: source, to: destination)
    case .list:
      try printTable()
    case .help:
      try TerminalIO.write(Array(LineCommand.helpText.utf8), to: output)
    case .done:
      break
    }
  }
}

/// Why a command the table accepted the form of could not be performed.
enum LineCommandFailure: Error, CustomStringConvertible {
  case noSuchButton(Int)
  case notFilterable

  var description: String {
    switch self {
    case .noSuchButton(let position): return "the row has no button at position \(position)"
    case .notFilterable: return "this list cannot be filtered"
    }
  }
}

/// Reads lines from a descriptor as they come, without reading ahead of the line it returns
/// more than one read, and never holding more than one line of at most `maximumLength` bytes
/// and one read.
struct LineReader {
  /// A line read.
  enum Read: Equatable {
    /// A line without its newline; invalid UTF-8 replaced.
    case line(String)
    /// A line longer than the maximum: its bytes were not kept.
    case tooLong
  }

  let descriptor: Int32
  let maximumLength: Int
  /// The bytes read and not returned yet, from `start`.
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline goes on: the bytes before it hold none.
  private var searched = 0
  private var ended = false

  init(descriptor: Int32, maximumLength: Int) {
    self.descriptor = descriptor
    self.maximumLength = maximumLength
  }

  /// The next line, or `nil` at the end of the input.
  ///
  /// - Complexity: O(*b*) for the *b* bytes it reads: each byte is looked at once.
  mutating func nextLine() throws(TerminalError) -> Read? {
    while true {
      if let newline = buffer[searched...].firstIndex(of: 0x0A) {
        let line = buffer[start..<newline]
        start = newline + 1
        searched = start
        return line.count > maximumLength ? .tooLong : .line(String(decoding: line, as: UTF8.self))
      }
      searched = buffer.count
      if buffer.count - start > maximumLength { return .tooLong }
      if ended {
        guard start < buffer.count else { return nil }
        defer { (buffer, start, searched) = ([], 0, 0) }
        return .line(String(decoding: buffer[start...], as: UTF8.self))
      }
      guard let bytes = try TerminalIO.read(from: descriptor) else {
        _ = try TerminalIO.wait(for: [descriptor], milliseconds: -1)
        continue
      }
      if bytes.isEmpty { ended = true }
      // Drop the lines returned before growing: the buffer holds one line and one read.
      if start > 0 {
        buffer.removeSubrange(0..<start)
        searched -= start
        start = 0
      }
      buffer += bytes
    }
  }
}
