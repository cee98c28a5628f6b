import Foundation
import ListBinding
import ListBindingTerminal

/// Filtering in the prompt layer's picker of one list (`Prompt.chooseMany` over `[Item]`, a
/// ``FuzzyListDataSource`` underneath) at 1,000 and 1,000,000 items: the time from a key typed
/// after `/` to the first screen drawn, and until every item is searched.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension TerminalFilterBenchmark {
  @MainActor
  static func runPrompt() {
    for count in [1_000, 1_000_000] {
      do {
        try measurePrompt(items: count)
      } catch {
        print("prompt filter, items \(count): failed: \(error)")
      }
    }
  }

  @MainActor
  static func measurePrompt(items: Int) throws {
    let picker = try Picker(
      "Pick files", choosingManyFrom: [PromptSection(nil, names(items), maximum: 3)])
    let session = TerminalSession(
      tableView: picker.tableView, configuration: picker.configuration,
      size: TerminalSize(rows: 40, columns: 80), environment: ["TERM": "xterm-256color"])
    _ = session.drawing()
    session.handle(.character("/"))
    _ = session.drawing()
    let clock = ContinuousClock()
    var firstScreens: [Duration] = []
    var completions: [Duration] = []
    var bytes = 0
    for character in query {
      let start = clock.now
      session.handle(.character(character))
      bytes += session.drawing().count
      firstScreens.append(clock.now - start)
      while session.hasPendingWork {
        session.continueWork(forNanoseconds: 15_000_000)
        _ = session.drawing()
      }
      completions.append(clock.now - start)
    }
    let sorted = firstScreens.sorted()
    print(
      String(
        format:
          "prompt filter, items %d: first screen median %.1f ms, worst %.1f ms; all searched worst %.1f ms; %.1f bytes per key",
        items, Measure.milliseconds(sorted[sorted.count / 2]),
        Measure.milliseconds(sorted.last ?? .zero),
        Measure.milliseconds(completions.max() ?? .zero), Double(bytes) / Double(query.count)))
  }
}
