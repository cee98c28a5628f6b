import Foundation
import ListBinding
import ListBindingTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The prompt layer over items still arriving: from a descriptor (``Picker``) or an async
/// sequence (``Prompt``). Without a terminal, every item arrives before the commands are read
/// (*assumed*: there is no screen to show a growing list on).
@MainActor
@Suite("Prompts over items that arrive while they show")
struct PromptArrivingTests {
  final class NameCell: TableViewCell, Bindable {
    func bind(to item: [UInt8]) { textLabel?.text = ItemBytes.displayText(item) }
  }

  /// Options reading `commands` from a pipe and writing to another, without a terminal; the
  /// descriptors are closed by `body`'s end.
  static func withOptions<Result>(
    commands: String, _ body: (PromptOptions) throws -> Result
  ) throws -> Result {
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    try #require(pipe(&inPipe) == 0 && pipe(&outPipe) == 0)
    defer { for fd in inPipe + outPipe where fd >= 0 { close(fd) } }
    let bytes = Array(commands.utf8)
    #expect(write(inPipe[1], bytes, bytes.count) == bytes.count)
    close(inPipe[1])
    inPipe[1] = -1
    var options = PromptOptions()
    options.input = inPipe[0]
    options.output = outPipe[1]
    options.environment = [:]
    return try body(options)
  }

  @Test("Picker's example over standard input: one list of bytes, still to arrive")
  func pickerExample() throws {
    let picker = try Picker(
      "Pick", items: [], arrivingFrom: DelimitedItemReader(descriptor: STDIN_FILENO),
      choosesOne: false, cell: NameCell.self, title: ItemBytes.displayText
    ) { $0 }
    #expect(picker.configuration.feed?.loadedCount == 0)
    #expect(picker.sections.count == 1)
  }

  @Test("Prompt.chooseOne's example: the items of an async sequence, chosen by a command")
  func chooseOneExample() throws {
    let fruit = try Self.withOptions(commands: "tap 0 1\n") { options in
      let names = AsyncStream<String> { continuation in
        for name in ["apple", "pear"] { continuation.yield(name) }
        continuation.finish()
      }
      let fruit = try Prompt.chooseOne("Fruit", arriving: names, options: options)
      return fruit
    }
    #expect(fruit == "pear")
  }

  /// A sequence of `names`, fresh for each call: an `AsyncStream` has one reader.
  static func names(_ names: [String]) -> AsyncStream<String> {
    AsyncStream<String> { continuation in
      for name in names { continuation.yield(name) }
      continuation.finish()
    }
  }

  @Test("chooseMany over an async sequence: the rules hold over every item that arrived")
  func chooseMany() throws {
    let chosen = try Self.withOptions(commands: "tap 0 2\ntap 0 0\n") { options in
      try Prompt.chooseMany(
        "Letters", arriving: Self.names(["a", "b", "c"]), minimum: 2, options: options)
    }
    #expect(chosen == ["a", "c"])
    #expect(throws: PromptError.tooFewChosen(section: nil, title: nil, minimum: 2, chosen: 1)) {
      try Self.withOptions(commands: "tap 0 0\n") { options in
        try Prompt.chooseMany("Letters", arriving: Self.names(["a"]), minimum: 2, options: options)
      }
    }
    #expect(throws: PromptError.impossibleRule(section: 0, minimum: 2, maximum: 1, items: 0)) {
      try Prompt.chooseMany("Letters", arriving: Self.names(["a"]), minimum: 2, maximum: 1)
    }
  }
}
