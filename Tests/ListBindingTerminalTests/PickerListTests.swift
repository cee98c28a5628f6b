import Foundation
import ListBinding
import ListBindingTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A choice over one untitled list runs on ``FuzzyListDataSource``: ranked, sliced filtering,
/// and the whole list judged. *Assumed*: UIKit has no filter; the ranking is fzf's
/// (`--tiebreak=length,index`, from its documentation).
@MainActor
@Suite("A picker over one list filters it fuzzily, a slice at a time")
struct PickerListTests {
  @Test("One untitled section is a FuzzyListDataSource; sections with titles stay diffable")
  func dataSources() throws {
    let list = try Picker("Fruit", choosingManyFrom: [PromptSection(nil, ["a", "b"])])
    #expect(list.dataSource is FuzzyListDataSource<PickerCell>)
    #expect(list.filter is FuzzyListDataSource<PickerCell>)
    let titled = try Picker("Fruit", choosingManyFrom: [PromptSection("Fruit", ["a", "b"])])
    #expect(titled.dataSource is DiffableDataSource<Int, Int>)
    #expect(titled.filter is SnapshotFilter<Int, Int>)
    var options = PromptOptions()
    options.isFilterable = false
    let plain = try Picker("Fruit", choosingOneOf: [PromptSection(nil, ["a"])], options: options)
    #expect(plain.filter == nil)
  }

  @Test("Typing ranks the matches best first; the choice keeps the list's order")
  func ranked() throws {
    let picker = try Picker(
      "Files",
      choosingManyFrom: [PromptSection(nil, ["domain.txt", "README", "main.swift"], maximum: 2)])
    let session = PickerSessionTests.session(picker, rows: 8)
    session.handle(.end)
    session.handle(.character(" "))  // main.swift
    for key in [Key.character("/"), .character("m"), .character("n"), .enter] {
      session.handle(key)
    }
    #expect(session.screen[1].hasSuffix("main.swift"))
    #expect(session.screen[2].hasSuffix("domain.txt"))
    #expect(session.screen.contains("/mn · 2 of 3 · 1 selected"))
    session.handle(.down)
    session.handle(.character(" "))  // domain.txt
    #expect(picker.chosenItems == ["domain.txt", "main.swift"])
    session.handle(.escape)  // clears the filter
    #expect(session.handle(.enter) == .finish)
  }

  @Test("A single choice replaces an item the filter hides; Enter chooses the focused row")
  func singleChoice() throws {
    let picker = try Picker("Fruit", choosingOneOf: [PromptSection(nil, PickerSessionTests.fruit)])
    let session = PickerSessionTests.session(picker)
    session.handle(.character(" "))  // apple
    for key in [Key.character("/"), .character("p"), .character("l"), .enter] {
      session.handle(key)
    }
    session.handle(.character(" "))  // plum, the best match
    #expect(picker.chosenItems == ["plum"])
    session.handle(.escape)
    #expect(picker.chosenItems == ["plum"])
    try picker.validate()
  }

  @Test("A maximum counts the chosen items the filter hides, on the status line and at Enter")
  func hiddenMaximum() throws {
    let picker = try Picker(
      "Fruit", choosingManyFrom: [PromptSection(nil, PickerSessionTests.fruit, maximum: 1)])
    let session = PickerSessionTests.session(picker, rows: 12)
    session.handle(.character(" "))  // apple
    for key in [Key.character("/"), .character("f"), .character("i"), .enter] {
      session.handle(key)
    }
    session.handle(.character(" "))  // fig: the rows shown follow the rule, the list does not
    #expect(picker.chosenItems == ["apple", "fig"])
    #expect(session.screen[10] == "/fi · 1 of 4 · 2 selected")
    #expect(session.screen[11].hasPrefix("✗ section 0 has 2 selected rows, more than its"))
    #expect(session.handle(.enter) == .update)
    #expect(session.screen[11].hasPrefix("✗ cannot confirm: section 0 has 2 selected rows"))
  }

  @Test("200,000 items: a key answers with the first slice, and idle work completes the ranking")
  func largeList() throws {
    let names = (0..<200_000).map { "item \($0)" }
    let picker = try Picker("Items", choosingOneOf: [PromptSection(nil, names)])
    let list = try #require(picker.dataSource as? FuzzyListDataSource<PickerCell>)
    list.firstSliceNanoseconds = 0
    let session = PickerSessionTests.session(picker)
    for key in [Key.character("/"), .character("1"), .character("9"), .character("9")] {
      session.handle(key)
    }
    #expect(session.hasPendingWork)
    while session.hasPendingWork { session.continueWork(forNanoseconds: 5_000_000) }
    #expect(session.screen[1].hasSuffix("item 199"))  // the shortest of the best first
    #expect(session.handle(.enter) == .update)  // keeps the filter
    #expect(session.handle(.enter) == .finish)
    #expect(picker.chosenItems == ["item 199"])
  }

  final class BytesCell: TableViewCell, Bindable {
    func bind(to item: [UInt8]) { textLabel?.text = ItemBytes.displayText(item) }
  }

  @Test("Items arriving on a descriptor join the list; the choice comes back byte for byte")
  func arriving() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer { close(descriptors[0]) }
    let picker = try Picker(
      "Pick", items: [Array("first".utf8)],
      arrivingFrom: DelimitedItemReader(descriptor: descriptors[0]), choosesOne: false,
      maximum: 2, cell: BytesCell.self, title: ItemBytes.displayText
    ) { $0 }
    let feed = try #require(picker.configuration.feed)
    #expect(feed.isLoading && feed.loadedCount == 1)
    #expect(picker.configuration.display == .fullScreen)  // it may grow past a band
    let bytes: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x0A]  // "café" in Latin-1, a line
    #expect(write(descriptors[1], bytes, bytes.count) == bytes.count)
    close(descriptors[1])
    while feed.isLoading { _ = try feed.readItems() }
    #expect(feed.loadedCount == 2)
    try picker.tableView.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(picker.chosenItems == [[0x63, 0x61, 0x66, 0xE9]])
    try picker.validate()
  }

  @Test("A list still to arrive refuses only a rule no count of items satisfies")
  func arrivingRules() throws {
    let reader = DelimitedItemReader(descriptor: -1)
    _ = try Picker(
      "Pick", items: [], arrivingFrom: reader, choosesOne: false, minimum: 2, cell: BytesCell.self
    ) { $0 }
    #expect(throws: PromptError.impossibleRule(section: 0, minimum: 3, maximum: 2, items: 0)) {
      try Picker(
        "Pick", items: [], arrivingFrom: reader, choosesOne: false, minimum: 3, maximum: 2,
        cell: BytesCell.self
      ) { $0 }
    }
  }
}
