import Foundation
import ListBinding
import ListBindingTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A delegate that ends the picker from code when a row is selected, as a tool that closes on
/// the pick would.
@MainActor
final class EndingDelegate: TableViewDelegate {
  weak var picker: Picker<String>?
  var cancels = false

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    if cancels { picker?.cancel() } else { picker?.finish() }
  }
}

/// `Picker.finish()` and `cancel()` from a delegate, with the driver running on a
/// pseudo-terminal in this process: the key already typed selects a row, the delegate ends the
/// run, and the terminal's settings come back.
@MainActor
@Suite("Finishing a picker from code, on a pseudo-terminal", .serialized)
struct PickerFinishFromCodeTests {
  static func run(cancels: Bool) throws -> [String]? {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    try #require(openpty(&master, &slave, nil, nil, &size) == 0)
    defer {
      close(master)
      close(slave)
    }
    var before = termios()
    tcgetattr(slave, &before)
    _ = write(master, " ", 1)  // typed before the picker starts: it waits in the terminal
    var options = PromptOptions()
    options.input = slave
    options.output = slave
    options.environment = ["TERM": "xterm-256color"]
    options.leavesSummary = false
    let picker = try Picker(
      "Fruit", choosingManyFrom: [PromptSection(nil, ["apple", "pear"])], options: options)
    let delegate = EndingDelegate()
    delegate.picker = picker
    delegate.cancels = cancels
    picker.tableView.delegate = delegate
    let chosen = try picker.run()
    var after = termios()
    tcgetattr(slave, &after)
    #expect(EndToEndTests.same(before, after))
    return chosen
  }

  @Test("finish() from didSelectRowAt ends the run with the row chosen")
  func finish() throws {
    #expect(try Self.run(cancels: false) == ["apple"])
  }

  @Test("cancel() from didSelectRowAt ends the run without a choice")
  func cancel() throws {
    #expect(try Self.run(cancels: true) == nil)
  }
}
