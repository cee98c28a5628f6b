import Foundation
import ListBinding
import ListBindingTerminal

/// The terminal driver on a 40-row screen: the bytes a key makes it write and the time a frame
/// takes follow the screen, not the list, so they are the same over a thousand rows and over a
/// million.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum TerminalBenchmark {
  final class Cell: TableViewCell, Bindable {
    func bind(to item: Int) {
      textLabel?.text = "row \(item)"
    }
  }

  /// What one kind of key costs: bytes written per key, and the median time of a frame (the key
  /// handled, the screen laid out, the bytes encoded).
  struct Figures {
    var bytesPerKey: Double
    var frame: Duration
  }

  @MainActor
  static func run() {
    var results: [Int: [String: Figures]] = [:]
    for count in [1_000, 1_000_000] {
      do {
        results[count] = try measure(rows: count)
      } catch {
        print("rows \(count): failed: \(error)")
      }
    }
    for name in ["focus move", "tap", "scrolling move"] {
      for count in [1_000, 1_000_000] {
        guard let figures = results[count]?[name] else { continue }
        print(
          String(
            format: "rows %d, %@: %.1f bytes per key, frame median %@", count, name,
            figures.bytesPerKey, Measure.microseconds(figures.frame)))
      }
      if let small = results[1_000]?[name], let large = results[1_000_000]?[name] {
        print(
          String(
            format: "%@ ratio 1,000,000 / 1,000 rows: bytes %.2f×, frame %.2f×", name,
            large.bytesPerKey / small.bytesPerKey, large.frame / small.frame))
      }
    }
    runPrompt()
  }

  /// Runs a 40 × 80 session over `rows` rows and measures its keys.
  @MainActor
  static func measure(rows: Int) throws -> [String: Figures] {
    let dataSource = ListDataSource<Cell>(dataItems: Array(0..<rows))
    let tableView = TableView(style: .plain)
    tableView.allowsMultipleSelection = true  // every tap toggles its row
    try dataSource.bind(to: tableView)
    let session = TerminalSession(
      tableView: tableView,
      configuration: TerminalConfiguration(
        title: "benchmark", capabilities: TerminalCapabilities(attributes: true, colour: true)),
      size: TerminalSize(rows: 40, columns: 80))
    _ = session.drawing()
    var figures: [String: Figures] = [:]

    // Down and up within the viewport: no scrolling.
    var down = true
    figures["focus move"] = key(session) {
      defer { down.toggle() }
      return down ? .down : .up
    }
    // A tap on the focused row, selecting and deselecting it in turn.
    figures["tap"] = key(session) { .character(" ") }
    // Down past the bottom of the viewport: every move scrolls by a row (901 moves, so that the
    // focus stays clear of the end of 1,000 rows).
    session.handle(.end)
    session.handle(.home)
    for _ in 0..<40 { session.handle(.down) }
    _ = session.drawing()
    figures["scrolling move"] = key(session, runs: 901) { .down }
    return figures
  }

  /// The figures of pressing the keys `next` gives, `runs` times after 10 not measured.
  @MainActor
  static func key(_ session: TerminalSession, runs: Int = 2_001, _ next: () -> Key) -> Figures {
    var bytes = 0
    var keys = 0
    let frame = Measure.median(runs: runs, warmUp: 10) {
      session.handle(next())
      bytes += session.drawing().count
      keys += 1
    }
    return Figures(bytesPerKey: Double(bytes) / Double(max(1, keys)), frame: frame)
  }
}
