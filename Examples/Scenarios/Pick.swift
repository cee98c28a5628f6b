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

// `swift run examples pick [--multiple]`: a picker in your terminal, through the prompt layer.
// It reads one item per line from standard input (a line `# Title` starts a section) or, when
// standard input is the terminal, picks files from 2,000 names in 3 sections. Space chooses,
// Enter confirms, / filters, Esc cancels (exit status 130); the chosen items go to standard
// output, one per line, so that `$(swift run examples pick)` and `… | xargs` work.

/// The `pick` command.
public enum PickCommand {
  /// Runs `pick` with its arguments (`--multiple`) and returns the exit status: 0 after a
  /// choice, 130 when cancelled, 1 when the run failed, 2 for a wrong argument.
  @MainActor
  public static func run(arguments: [String]) -> Int32 {
    guard arguments.allSatisfy({ $0 == "--multiple" }) else {
      FileHandle.standardError.write(Data("usage: swift run examples pick [--multiple]\n".utf8))
      return 2
    }
    do {
      return try pick(multiple: arguments.contains("--multiple"))
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

/// Picks from standard input's lines, or from the demo's files; prints the choice.
@MainActor
func pick(multiple: Bool) throws -> Int32 {
  var options = PromptOptions()
  let chosen: [String]?
  if isatty(STDIN_FILENO) == 1 {
    chosen = try withTerminal(&options) { try pickFiles(options: $0) }
  } else {
    let sections = readSections(FileHandle.standardInput.readDataToEndOfFile())
    chosen = try withTerminal(&options) { options in
      multiple
        ? try Prompt.chooseMany("Pick", from: sections, options: options)
        : try Prompt.chooseOne("Pick", from: sections, options: options).map { [$0] }
    }
  }
  guard let chosen else { return 130 }
  for item in chosen { print(item) }
  return 0
}

/// Runs `body` with the keys read from, and the picker drawn on, the controlling terminal
/// when standard input or output is not it (a pipe, `$(…)`).
@MainActor
func withTerminal<Result>(
  _ options: inout PromptOptions, _ body: (PromptOptions) throws -> Result
) throws -> Result {
  let needsTerminal = isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1
  let terminal = needsTerminal ? open("/dev/tty", O_RDWR | O_CLOEXEC) : -1
  defer { if terminal >= 0 { close(terminal) } }
  if terminal >= 0 {
    if isatty(STDIN_FILENO) != 1 { options.input = terminal }
    if isatty(STDOUT_FILENO) != 1 { options.output = terminal }
  }
  return try body(options)
}

/// The sections of lines: a line `# Title` starts a section; items before the first title are
/// in an untitled one. Empty lines are skipped.
func readSections(_ data: Data) -> [PromptSection<String>] {
  var sections: [PromptSection<String>] = []
  var current = PromptSection<String>(nil, [])
  for line in String(decoding: data, as: UTF8.self).split(
    omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
  {
    if line.hasPrefix("# ") {
      if current.title != nil || !current.items.isEmpty { sections.append(current) }
      current = PromptSection(String(line.dropFirst(2)), [])
    } else {
      current.items.append(String(line))
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
