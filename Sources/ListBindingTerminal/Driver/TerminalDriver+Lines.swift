import ListBinding

extension TerminalDriver {
  /// Prints the table once and a blank line, then reads and performs one command per line until
  /// `done` or the end of the input.
  func runFromLines() throws(TerminalError) -> Outcome {
    do {
      let text = try tableView.render(with: PlainTextRenderer(symbols: configuration.symbols))
      try TerminalIO.write(Array((text + "\n").utf8), to: output)
    } catch let error as TerminalError {
      throw error
    } catch {
      throw .commandFailed(line: 0, error)
    }
    var reader = LineReader(descriptor: input)
    var number = 0
    while let line = try reader.nextLine() {
      number += 1
      let command: LineCommand?
      do {
        command = try LineCommand(parsing: line)
      } catch {
        throw .invalidCommand(line: number, reason: error)
      }
      guard let command else { continue }
      if command == .done { break }
      do {
        try perform(command)
      } catch {
        throw .commandFailed(line: number, error)
      }
    }
    do {
      if let filter = configuration.filter, !filter.filterText.isEmpty {
        try filter.filterRows(by: "")
      }
    } catch {
      throw .sessionEndFailed(error)
    }
    return .finished
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
      try tableView.tapEditingControl(at: indexPath)
    case .move(let source, let destination):
      try tableView.dragRow(from: source, to: destination)
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
/// more than one read.
struct LineReader {
  let descriptor: Int32
  private var buffer: [UInt8] = []
  private var ended = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line without its newline, or `nil` at the end of the input. Invalid UTF-8 is
  /// replaced.
  mutating func nextLine() throws(TerminalError) -> String? {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeFirst(newline + 1)
        return line
      }
      if ended {
        guard !buffer.isEmpty else { return nil }
        defer { buffer = [] }
        return String(decoding: buffer, as: UTF8.self)
      }
      guard let bytes = try TerminalIO.read(from: descriptor) else {
        _ = try TerminalIO.wait(for: [descriptor], milliseconds: -1)
        continue
      }
      if bytes.isEmpty { ended = true }
      buffer += bytes
    }
  }
}
