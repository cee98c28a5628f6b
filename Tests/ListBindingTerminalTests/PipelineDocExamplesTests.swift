import Foundation
import ListBinding
import ListBindingTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The doc comments' and the article's examples of matching, filtering and pipelines, run.
@MainActor
@Suite("Pipeline and fuzzy matching doc examples")
struct PipelineDocExamplesTests {
  final class NameCell: TableViewCell, Bindable {
    func bind(to item: String) { textLabel?.text = item }
  }

  final class LineCell: TableViewCell, Bindable {
    func bind(to item: [UInt8]) { textLabel?.text = ItemBytes.displayText(item) }
  }

  /// A pipe holding `bytes`, its write end closed: what standard input would be.
  static func input(_ bytes: [UInt8]) throws -> Int32 {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    close(ends[1])
    return ends[0]
  }

  @Test("FuzzyMatcher's example")
  func matcher() {
    let matcher = FuzzyMatcher(query: "lbt")
    let match = matcher.match("ListBindingTerminal")
    // match?.positions == [0, 4, 11]: L, B and T start words

    #expect(match?.positions == [0, 4, 11])
  }

  @Test("FuzzySearch's example")
  func search() {
    var search = FuzzySearch(query: "bar")
    search.search(["foobar", "bar", "baz"], forNanoseconds: 5_000_000)
    let ranked = search.rankedIndices()  // [1, 0]: "bar" is a word start and shorter

    #expect(ranked == [1, 0])
  }

  @Test("FuzzyListDataSource's example")
  func dataSource() throws {
    let names = ["README.md", "labels.txt", "ListBindingTerminal"]
    let tableView = TableView(style: .plain)
    let dataSource = FuzzyListDataSource<NameCell>(items: names) { $0 }
    try dataSource.bind(to: tableView)
    try dataSource.filterRows(by: "lbt")  // the best matches for "lbt" first

    #expect(dataSource.numberOfShownItems == 2)
    #expect(dataSource.item(at: IndexPath(row: 0, section: 0)) == "ListBindingTerminal")
    #expect(dataSource.item(at: IndexPath(row: 1, section: 0)) == "labels.txt")
  }

  @Test("The article's driver over a FuzzyListDataSource")
  func articleDriver() throws {
    let names = (0..<1_000).map { "name \($0)" }
    let tableView = TableView(style: .plain)
    let dataSource = FuzzyListDataSource<NameCell>(items: names) { $0 }
    try dataSource.bind(to: tableView)
    let driver = TerminalDriver(
      tableView: tableView, configuration: TerminalConfiguration(filter: dataSource))

    #expect(driver.configuration.filter === dataSource)
  }

  @Test("DelimitedItemReader's example: NUL-separated names, bytes kept")
  func reader() throws {
    let input = try Self.input([0x61, 0x0A, 0x62, 0x00, 0xFF, 0x00, 0x63])
    defer { close(input) }
    var reader = DelimitedItemReader(descriptor: input, delimiter: .nul)
    var items: [[UInt8]] = []
    while !reader.isAtEnd {
      items += try reader.readAvailable()  // each item's bytes, without the delimiter
    }

    #expect(items == [[0x61, 0x0A, 0x62], [0xFF], [0x63]])
    #expect(ItemBytes.displayText([0x66, 0xFF]) == "f\u{FFFD}")
    #expect(ItemBytes.output(items, delimiter: .nul) == [0x61, 0x0A, 0x62, 0, 0xFF, 0, 0x63, 0])
    #expect(ItemBytes.output([[0x61], []]) == [0x61, 0x0A, 0x0A])
  }

  @Test("DescriptorItemFeed's example: items arrive into the list")
  func feed() throws {
    let input = try Self.input(Array("one\ntwo\nthr".utf8))
    defer { close(input) }
    let tableView = TableView(style: .plain)
    let dataSource = FuzzyListDataSource<LineCell>(items: []) { ItemBytes.displayText($0) }
    try dataSource.bind(to: tableView)
    let feed = DescriptorItemFeed(
      reader: DelimitedItemReader(descriptor: input), dataSource: dataSource
    ) { $0 }
    let configuration = TerminalConfiguration(filter: dataSource, feed: feed)

    #expect(configuration.feed === feed)
    #expect(feed.isLoading && feed.descriptor == input)
    #expect(try feed.readItems())
    #expect(feed.loadedCount == 2)
    #expect(try tableView.numberOfRows(inSection: 0) == 2)
    #expect(try feed.readItems())  // the end: the last line without its newline
    #expect(!feed.isLoading && feed.descriptor == -1 && feed.loadedCount == 3)
    #expect(dataSource.texts == ["one", "two", "thr"])
  }

  @Test("AsyncItemStream's example: the items of an async sequence arrive on a descriptor")
  func asyncItems() async throws {
    let (names, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    let tableView = TableView(style: .plain)
    let dataSource = FuzzyListDataSource<LineCell>(items: []) { ItemBytes.displayText($0) }
    try dataSource.bind(to: tableView)
    let stream = try AsyncItemStream(names)  // an AsyncSequence of [UInt8]
    let feed = DescriptorItemFeed(
      reader: DelimitedItemReader(descriptor: stream.descriptor, delimiter: .nul),
      dataSource: dataSource
    ) { $0 }
    let configuration = TerminalConfiguration(filter: dataSource, feed: feed)

    #expect(configuration.feed === feed)
    continuation.yield(Array("first".utf8))
    continuation.yield([0xFF, 0x0A])
    var polled = pollfd(fd: stream.descriptor, events: Int16(POLLIN), revents: 0)
    // The stream's task runs on the shared executor, whose threads (one per core) other tests
    // running at the same time may hold for minutes under a sanitizer: wait for its bytes up to
    // a deadline far beyond that, giving the executor a turn between polls. A program has the
    // executor to itself while the driver waits on the main thread.
    let deadline = Date().addingTimeInterval(600)
    while dataSource.items.count < 2, Date() < deadline {
      if poll(&polled, 1, 100) > 0 {
        _ = try feed.readItems()
      } else {
        try await Task.sleep(nanoseconds: 1_000_000)
      }
    }
    #expect(dataSource.items == [Array("first".utf8), [0xFF, 0x0A]])
    #expect(feed.isLoading)
    continuation.yield(Array(repeating: 0x61, count: 300_000))  // more than the socket holds
    continuation.finish()
    while feed.isLoading, Date() < deadline {
      if poll(&polled, 1, 100) > 0 {
        _ = try feed.readItems()
      } else {
        try await Task.sleep(nanoseconds: 1_000_000)
      }
    }
    #expect(!feed.isLoading)
    #expect(dataSource.items.count == 3 && dataSource.items.last?.count == 300_000)
    await stream.task.value
    stream.finish()
  }

  @Test("Finishing an AsyncItemStream while its task writes ends the task, without SIGPIPE")
  func asyncItemsFinishEarly() async throws {
    let (names, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    let stream = try AsyncItemStream(names)
    for _ in 0..<64 { continuation.yield(Array(repeating: 0x62, count: 10_000)) }
    stream.finish()
    continuation.yield([0x63])
    await stream.task.value  // returns: cancelled, and the reader is gone
    continuation.finish()
  }

  @Test("A feed whose read fails says why once and stops reading")
  func failingFeed() throws {
    let tableView = TableView(style: .plain)
    let dataSource = FuzzyListDataSource<LineCell>(items: []) { ItemBytes.displayText($0) }
    try dataSource.bind(to: tableView)
    let feed = DescriptorItemFeed(
      reader: DelimitedItemReader(descriptor: -1), dataSource: dataSource
    ) { $0 }
    #expect(feed.isLoading && !feed.hasFailed)
    #expect {
      try feed.readItems()
    } throws: { error in
      (error as? TerminalError)?.message == "read failed: Bad file descriptor (errno 9)"
    }
    #expect(feed.hasFailed && !feed.isLoading && feed.descriptor == -1)
  }

  @Test("ControllingTerminal's example opens the terminal when there is one")
  func controllingTerminal() {
    var drawsOnTerminal = false
    if let terminal = ControllingTerminal.open() {
      defer { close(terminal) }
      drawsOnTerminal = isatty(terminal) == 1  // draw on it, read keys from it; stdin is free
    }

    #expect(drawsOnTerminal == ControllingTerminal.isAvailable())
    #expect(ControllingTerminal.open(path: "/dev/null") == nil)  // not a terminal
    #expect(ControllingTerminal.open(path: "/nonexistent/tty") == nil)
  }
}
