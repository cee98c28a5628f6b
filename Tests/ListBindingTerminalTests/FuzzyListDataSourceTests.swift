import Foundation
import ListBinding
import ListBindingTerminal
import Testing

/// The ranked, sliced filter of one long list, checked against a model: every item the matcher
/// accepts, by score, then shorter, then earlier. The ranking is *assumed* from fzf's
/// documentation (its default `--tiebreak=length,index`).
@MainActor
@Suite("Fuzzy filtering of a long list")
struct FuzzyListDataSourceTests {
  final class NameCell: TableViewCell, Bindable {
    func bind(to item: String) { textLabel?.text = item }
  }

  static func list(_ names: [String]) throws -> (TableView, FuzzyListDataSource<NameCell>) {
    let tableView = TableView(style: .plain)
    tableView.allowsMultipleSelection = true
    let dataSource = FuzzyListDataSource<NameCell>(items: names) { $0 }
    try dataSource.bind(to: tableView)
    return (tableView, dataSource)
  }

  static func shown(_ dataSource: FuzzyListDataSource<NameCell>) -> [String] {
    (0..<dataSource.numberOfShownItems).compactMap {
      dataSource.item(at: IndexPath(row: $0, section: 0))
    }
  }

  /// The model's ranking of `texts` for `query`.
  static func ranked(_ texts: [String], _ query: String) -> [String] {
    guard !query.isEmpty else { return texts }
    let matcher = FuzzyMatcher(query: query)
    return texts.enumerated()
      .compactMap { index, text in matcher.score(text).map { (index, text, $0) } }
      .sorted { a, b in
        (b.2, min(a.1.utf8.count, 4095), a.0) < (a.2, min(b.1.utf8.count, 4095), b.0)
      }
      .map(\.1)
  }

  @Test("A query shows the matches best first; an empty one every item in order")
  func ranks() throws {
    let names = ["src/main.swift", "README.md", "Sources/ListBinding/Main.swift", "domain.txt"]
    let (tableView, dataSource) = try Self.list(names)
    try dataSource.filterRows(by: "main")
    #expect(
      Self.shown(dataSource) == ["src/main.swift", "Sources/ListBinding/Main.swift", "domain.txt"])
    #expect(try tableView.numberOfRows(inSection: 0) == 3)
    #expect(dataSource.matchedPositions(at: IndexPath(row: 0, section: 0)) == [4, 5, 6, 7])
    try dataSource.filterRows(by: "zzz")
    #expect(Self.shown(dataSource) == [])
    try dataSource.filterRows(by: "")
    #expect(Self.shown(dataSource) == names)
    #expect(dataSource.matchedPositions(at: IndexPath(row: 0, section: 0)) == [])
  }

  @Test("Without time for a first slice, the rows fill in slice by slice and end ranked")
  func slices() throws {
    let names = (0..<5_000).map { "item \($0)" }
    let (_, dataSource) = try Self.list(names)
    dataSource.firstSliceNanoseconds = 0
    try dataSource.filterRows(by: "99")
    #expect(dataSource.isFiltering)
    #expect(dataSource.searchedCount == 512)
    var slices = 0
    while dataSource.isFiltering {
      _ = try dataSource.continueFiltering(forNanoseconds: 0)
      slices += 1
    }
    #expect(slices == 9)
    #expect(Self.shown(dataSource) == Self.ranked(names, "99"))
  }

  @Test(
    "Random items, queries, slices and taps: once searched, the rows are the model's ranking and the selected items stay selected (seeded)"
  )
  func randomized() throws {
    let seed: UInt64 = 0x5EA2_C401
    var generator = SeededGenerator(seed: seed)
    let words = ["main", "Main", "src", "lib", "a_b", "é", "x", "read me", "中"]
    func name() -> String {
      (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        words.randomElement(using: &generator) ?? "x"
      }.joined(separator: ["/", " ", "", "."].randomElement(using: &generator) ?? "")
    }
    let (tableView, dataSource) = try Self.list((0..<300).map { _ in name() })
    var query = ""
    var selected: Set<Int> = []
    for step in 0..<300 {
      let context = "step \(step), seed \(seed), query \(query.debugDescription)"
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<2:
        try dataSource.append(
          contentsOf: (0..<Int.random(in: 0...700, using: &generator)).map { _ in name() })
      case 2..<5:
        let letters = Array("mainsrcMlbé中 ")
        query =
          Bool.random(using: &generator) && query.count < 4
          ? query + String(letters.randomElement(using: &generator) ?? "a")
          : String(letters.randomElement(using: &generator) ?? "a")
        if Int.random(in: 0..<5, using: &generator) == 0 { query = "" }
        dataSource.firstSliceNanoseconds = Bool.random(using: &generator) ? 0 : 50_000_000
        try dataSource.filterRows(by: query)
      case 5..<7 where dataSource.numberOfShownItems > 0:
        let row = Int.random(in: 0..<dataSource.numberOfShownItems, using: &generator)
        let indexPath = IndexPath(row: row, section: 0)
        try tableView.tapRow(at: indexPath)
        let index = try #require(dataSource.itemIndex(at: indexPath))
        if selected.contains(index) { selected.remove(index) } else { selected.insert(index) }
      default:
        _ = try dataSource.continueFiltering(forNanoseconds: 0)
      }
      #expect(dataSource.selectedItemIndices == selected.sorted(), "\(context)")
      if !dataSource.isFiltering {
        #expect(Self.shown(dataSource) == Self.ranked(dataSource.texts, query), "\(context)")
      }
      let shownSelected = (tableView.indexPathsForSelectedRows ?? []).compactMap(
        dataSource.itemIndex(at:))
      #expect(Set(shownSelected).isSubset(of: selected), "\(context)")
    }
  }

  @Test(
    "In a session, typing after / ranks the rows, puts the focus on the best, and underlines the matched characters"
  )
  func sessionHighlights() throws {
    let (tableView, dataSource) = try Self.list(["domain.txt", "main.swift", "README"])
    let session = TerminalSession(
      tableView: tableView,
      configuration: TerminalConfiguration(
        filter: dataSource, capabilities: TerminalCapabilities(attributes: true, colour: false)),
      size: TerminalSize(rows: 6, columns: 40))
    for key in [Key.character("/"), .character("m"), .character("n")] { session.handle(key) }
    #expect(session.screen[1] == "❯   main.swift")  // the selection marker's column is blank
    #expect(session.screen[2] == "    domain.txt")
    #expect(session.screen[4] == "/mn · 2 of 3 · 0 selected")
    var terminal = VirtualTerminal(rows: 6, columns: 40)
    terminal.feed(session.drawing(all: true))
    #expect(terminal.underlinedText(row: 1) == "mn")
    #expect(terminal.underlinedText(row: 2) == "mn")
    #expect(terminal.reversedText(row: 1) == "  main.swift")
  }

  @Test("In a session, a slow filter says it is matching, and the idle work fills the rows in")
  func sessionContinuesWork() throws {
    let (tableView, dataSource) = try Self.list((0..<5_000).map { "item \($0)" })
    dataSource.firstSliceNanoseconds = 0
    let session = TerminalSession(
      tableView: tableView, configuration: TerminalConfiguration(filter: dataSource),
      size: TerminalSize(rows: 6, columns: 50))
    for key in [Key.character("/"), .character("4"), .character("9"), .character("9")] {
      session.handle(key)
    }
    #expect(session.hasPendingWork)
    #expect(session.screen[5] == "Enter keeps the filter · Esc clears it · matching…")
    while session.hasPendingWork { session.continueWork(forNanoseconds: 0) }
    #expect(session.screen[4].hasPrefix("/499 · "))
    #expect(session.screen[5] == "Enter keeps the filter · Esc clears it")
    #expect(session.screen[1] == "❯   item 499")  // the shortest of the best first
    #expect(!session.continueWork(forNanoseconds: 0))
  }

  @Test("Pasted text goes to the filter, line breaks as spaces, and never taps or finishes")
  func pasteFilters() throws {
    let (tableView, dataSource) = try Self.list(["a b", "ab", "q"])
    let session = TerminalSession(
      tableView: tableView, configuration: TerminalConfiguration(filter: dataSource),
      size: TerminalSize(rows: 6, columns: 40))
    #expect(session.handle(.paste("a\rb")) == .update)
    #expect(session.filterInput == "a b")
    #expect(dataSource.filterText == "a b")
    #expect(Self.shown(dataSource) == ["a b"])
    #expect(session.handle(.paste("\u{1B}q")) == .update)
    #expect(session.filterInput == "a b q")
    #expect(tableView.indexPathsForSelectedRows == nil)
  }
}
