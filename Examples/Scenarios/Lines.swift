import Foundation
import ListBinding
import ListBindingTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `ls | swift run examples lines --interactive [--null]`: the lines of standard input in a list
// you filter by typing after / (fuzzy, ranked, the matched characters underlined), drawn on
// your terminal even when standard input and output are pipes. Space selects; q or Esc prints
// the selected lines to standard output, byte for byte, in the order they came; Ctrl-C prints
// nothing and exits 130. `--null` reads and writes NUL-separated names (`find -print0`,
// `xargs -0`). The lines show while they are still arriving. With no terminal to draw on, it
// stops with status 2: standard input carries the lines, so choices cannot come from it.

/// A row that shows a line's bytes as text.
final class LineCell: TableViewCell, Bindable {
  func bind(to item: [UInt8]) {
    textLabel?.text = ItemBytes.displayText(item)
  }
}

/// Chooses among the lines of standard input on the terminal and prints the chosen ones.
@MainActor
func chooseLines(options: [String]) throws -> Int32 {
  guard options.allSatisfy({ $0 == "--null" }) else {
    FileHandle.standardError.write(Data("usage: examples lines --interactive [--null]\n".utf8))
    return 2
  }
  let delimiter: DelimitedItemReader.Delimiter = options.contains("--null") ? .nul : .newline
  let tableView = TableView(style: .plain)
  tableView.allowsMultipleSelection = true
  let dataSource = FuzzyListDataSource<LineCell>(items: []) { ItemBytes.displayText($0) }
  try dataSource.bind(to: tableView)
  let feed = DescriptorItemFeed(
    reader: DelimitedItemReader(descriptor: STDIN_FILENO, delimiter: delimiter),
    dataSource: dataSource
  ) { $0 }
  let driver = TerminalDriver(
    tableView: tableView,
    configuration: TerminalConfiguration(title: "Lines", filter: dataSource, feed: feed))
  guard driver.isInteractive else {
    FileHandle.standardError.write(
      Data(
        """
        lines: no terminal to choose on: standard input carries the lines, so the choices \
        cannot be read from it (run it from a terminal, with TERM set)

        """.utf8))
    return 2
  }
  let outcome = try driver.run()
  guard outcome == .finished else { return outcome.exitStatus }
  let chosen = dataSource.selectedItemIndices.map { dataSource.items[$0] }
  return writeItems(chosen, delimiter: delimiter)
}
