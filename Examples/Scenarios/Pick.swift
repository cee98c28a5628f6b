import Foundation
import ListBinding
import ListBindingTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// `swift run examples pick [--multiple] [--null]`: a picker in your terminal, through the
// prompt layer. It reads one item per line from standard input (a line `# Title` starts a
// section, when one is among the lines that arrive in the first 50 ms) or, when standard input is the terminal, picks files
// from 2,000 names in 3 sections. Space chooses, Enter confirms, / filters, Esc cancels (exit
// status 130); the chosen items go to standard output, byte for byte, one per line, so that
// `$(swift run examples pick)` and `… | xargs` work: the picker draws on the terminal
// (`/dev/tty`) while standard input and output are pipes. Items without sections show while
// they are still arriving. `--null` reads and writes NUL-separated names (`find -print0`,
// `xargs -0`). With no terminal at all, it stops with status 2: standard input carries the
// items, so choices cannot come from it.

/// The `pick` command.
public enum PickCommand {
  /// Runs `pick` with its arguments (`--multiple`, `--null`) and returns the exit status: 0
  /// after a choice, 130 when cancelled, 1 when the run failed, 2 for a wrong argument or no
  /// terminal.
  @MainActor
  public static func run(arguments: [String]) -> Int32 {
    guard arguments.allSatisfy({ $0 == "--multiple" || $0 == "--null" }) else {
      FileHandle.standardError.write(
        Data("usage: swift run examples pick [--multiple] [--null]\n".utf8))
      return 2
    }
    do {
      return try pick(
        multiple: arguments.contains("--multiple"),
        delimiter: arguments.contains("--null") ? .nul : .newline)
    } catch {
      FileHandle.standardError.write(Data("pick: \(error)\n".utf8))
      return 1
    }
  }
}

/// Asks for files: the few lines the prompt layer makes it.
@MainActor
func pickFiles(options: PromptOptions) throws -> [String]? {
  let (sources, tests, docs) = demoFiles()
  let sections = [
    PromptSection("Sources", sources, minimum: 1),
    PromptSection("Tests", tests),
    PromptSection("Docs", docs, maximum: 3),
  ]
  return try Prompt.chooseMany("Pick files", from: sections, options: options)
}

/// Picks from standard input's items, or from the demo's files; prints the choice.
@MainActor
func pick(multiple: Bool, delimiter: DelimitedItemReader.Delimiter) throws -> Int32 {
  if isatty(STDIN_FILENO) == 1 {
    guard let chosen = try pickFiles(options: PromptOptions()) else { return 130 }
    return writeItems(chosen.map { Array($0.utf8) }, delimiter: delimiter)
  }
  var reader = DelimitedItemReader(descriptor: STDIN_FILENO, delimiter: delimiter)
  // What arrives within 50 ms shows at once (a short list inline); the rest as it comes.
  var first: [[UInt8]] = []
  let deadline = Date().addingTimeInterval(0.05)
  while !reader.isAtEnd, first.isEmpty || (Date() < deadline && hasInput()) {
    first += try reader.readAvailable()
  }
  let picker: Picker<[UInt8]>
  if first.contains(where: isSectionTitle) {
    let sections = readSections(first + (try reader.readAll()))
    picker = try Picker(
      "Pick", sections: sections, choosesOne: !multiple, cell: LineCell.self,
      title: ItemBytes.displayText)
  } else {
    picker = try Picker(
      "Pick", items: first, arrivingFrom: reader, choosesOne: !multiple, cell: LineCell.self,
      title: ItemBytes.displayText
    ) { $0 }
  }
  guard picker.isInteractive else {
    FileHandle.standardError.write(
      Data(
        """
        pick: no terminal to choose on: standard input carries the items, so the choices \
        cannot be read from it (run it from a terminal, with TERM set)

        """.utf8))
    return 2
  }
  guard let chosen = try picker.run() else { return 130 }
  return writeItems(chosen, delimiter: delimiter)
}

/// Whether standard input can be read within 10 ms.
func hasInput() -> Bool {
  var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
  return poll(&descriptor, 1, 10) > 0
}

/// Writes `items` to standard output, byte for byte, each followed by `delimiter`.
func writeItems(_ items: [[UInt8]], delimiter: DelimitedItemReader.Delimiter) -> Int32 {
  let bytes = ItemBytes.output(items, delimiter: delimiter)
  var written = 0
  while written < bytes.count {
    let result = bytes[written...].withUnsafeBytes {
      write(STDOUT_FILENO, $0.baseAddress, $0.count)
    }
    guard result > 0 else { return 1 }
    written += result
  }
  return 0
}

/// Whether an item is a section's title: `# ` and the title.
func isSectionTitle(_ line: [UInt8]) -> Bool { line.starts(with: Array("# ".utf8)) }

/// The sections of items: an item `# Title` starts a section; items before the first title
/// are in an untitled one. Empty items are skipped.
func readSections(_ lines: [[UInt8]]) -> [PromptSection<[UInt8]>] {
  var sections: [PromptSection<[UInt8]>] = []
  var current = PromptSection<[UInt8]>(nil, [])
  for line in lines where !line.isEmpty && line != [13] {
    if isSectionTitle(line) {
      if current.title != nil || !current.items.isEmpty { sections.append(current) }
      current = PromptSection(ItemBytes.displayText(Array(line.dropFirst(2))), [])
    } else {
      current.items.append(line)
    }
  }
  if current.title != nil || !current.items.isEmpty { sections.append(current) }
  return sections
}

/// 2,000 file names: 800 sources, 700 tests and 500 documents.
func demoFiles() -> (sources: [String], tests: [String], docs: [String]) {
  let modules = ["Core", "Layout", "Render", "Terminal"]
  let sources = (0..<800).map { "Sources/\(modules[$0 % 4])/File\($0 / 4 + 1).swift" }
  let tests = (0..<700).map { "Tests/\(modules[$0 % 4])Tests/Case\($0 / 4 + 1).swift" }
  let docs = (0..<500).map { "Docs/Article\($0 + 1).md" }
  return (sources, tests, docs)
}
