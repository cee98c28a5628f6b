import Foundation
import ListBinding
import ListBindingTerminal

/// The prompt layer's picker on the `terminal` benchmark's 40 × 80 screen: bytes written per key
/// for the keys a person presses while picking, over 1,000 and 1,000,000 items in three
/// sections with a rule each.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension TerminalBenchmark {
  @MainActor
  static func runPrompt() {
    var results: [Int: [String: Figures]] = [:]
    for count in [1_000, 1_000_000] {
      do {
        results[count] = try measurePrompt(items: count)
      } catch {
        print("prompt \(count) items: failed: \(error)")
      }
    }
    for name in ["prompt: focus move", "prompt: toggle", "prompt: scrolling move"] {
      for count in [1_000, 1_000_000] {
        guard let figures = results[count]?[name] else { continue }
        print(
          String(
            format: "items %d, %@: %.1f bytes per key, frame median %@", count, name,
            figures.bytesPerKey, Measure.microseconds(figures.frame)))
      }
    }
  }

  /// A picker of `items` names in three sections (at least one of the first, at most three of
  /// the last), run by a session on a 40 × 80 screen.
  @MainActor
  static func measurePrompt(items: Int) throws -> [String: Figures] {
    let third = items / 3
    let names = (0..<items).map { "file \($0)" }
    let picker = try Picker(
      "Pick files",
      choosingManyFrom: [
        PromptSection("Sources", Array(names[..<third]), minimum: 1),
        PromptSection("Tests", Array(names[third..<2 * third])),
        PromptSection("Docs", Array(names[(2 * third)...]), maximum: 3),
      ])
    let session = TerminalSession(
      tableView: picker.tableView, configuration: picker.configuration,
      size: TerminalSize(rows: 40, columns: 80),
      environment: ["TERM": "xterm-256color"])
    _ = session.drawing()
    var figures: [String: Figures] = [:]
    var down = true
    figures["prompt: focus move"] = key(session) {
      defer { down.toggle() }
      return down ? .down : .up
    }
    // Space on the focused row, choosing and unchoosing it in turn: the row, the status line
    // (the rule of the first section is met, then broken) and the hint stay.
    figures["prompt: toggle"] = key(session) { .character(" ") }
    for _ in 0..<40 { session.handle(.down) }
    _ = session.drawing()
    figures["prompt: scrolling move"] = key(session, runs: 201) { .down }
    return figures
  }
}
