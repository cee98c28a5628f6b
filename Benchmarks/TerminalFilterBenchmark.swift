import Foundation
import ListBinding
import ListBindingTerminal

/// Filtering in the terminal at 1,000 and 1,000,000 rows: the time from a key typed after `/`
/// to the first screen drawn (the key handled, a first slice searched, the screen laid out and
/// encoded), and the time until every row is searched, slice after slice, as the driver does
/// while no key waits.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum TerminalFilterBenchmark {
  final class Cell: TableViewCell, Bindable {
    func bind(to item: String) {
      textLabel?.text = item
    }
  }

  /// The query, typed one key at a time.
  static let query = "mod7fl12"

  @MainActor
  static func run() {
    for count in [1_000, 1_000_000] {
      do {
        try measure(rows: count)
      } catch {
        print("filter, rows \(count): failed: \(error)")
      }
    }
  }

  /// Paths that look like a source tree: `src/module<k>/file<i>.swift`.
  static func names(_ count: Int) -> [String] {
    (0..<count).map { "src/module\($0 % 97)/file\($0).swift" }
  }

  @MainActor
  static func measure(rows: Int) throws {
    let names = Self.names(rows)
    let tableView = TableView(style: .plain)
    let dataSource = FuzzyListDataSource<Cell>(items: names) { $0 }
    try dataSource.bind(to: tableView)
    let session = TerminalSession(
      tableView: tableView,
      configuration: TerminalConfiguration(
        title: "benchmark", filter: dataSource,
        capabilities: TerminalCapabilities(attributes: true, colour: true)),
      size: TerminalSize(rows: 40, columns: 80))
    _ = session.drawing()
    session.handle(.character("/"))
    _ = session.drawing()
    let clock = ContinuousClock()
    var firstScreens: [Duration] = []
    var completions: [Duration] = []
    for character in query {
      let start = clock.now
      session.handle(.character(character))
      _ = session.drawing()
      firstScreens.append(clock.now - start)
      while session.hasPendingWork {
        session.continueWork(forNanoseconds: 15_000_000)
        _ = session.drawing()
      }
      completions.append(clock.now - start)
    }
    let typed = query.map(String.init)
    for (index, key) in typed.enumerated() {
      print(
        String(
          format: "filter, rows %d, key %@ (query %@): first screen %.1f ms, all searched %.1f ms",
          rows, key, String(query.prefix(index + 1)), Measure.milliseconds(firstScreens[index]),
          Measure.milliseconds(completions[index])))
    }
    let worst = firstScreens.max() ?? .zero
    print(
      String(
        format: "filter, rows %d: worst first screen %.1f ms; %d rows match %@", rows,
        Measure.milliseconds(worst), dataSource.numberOfShownItems, query))
  }
}
