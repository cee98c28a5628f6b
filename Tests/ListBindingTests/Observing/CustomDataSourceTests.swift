import Foundation
import ListBinding
import Testing

/// A data source of your own that keeps its own record of the rows, as a diffable one does,
/// through the public API alone: `performDataSourceCall`, `StagedUpdate`, `applyStagedUpdate`
/// and `reloadData(revertingOnFailure:)`. UIKit's diffable data source applies a snapshot as
/// one update, and an invalid one raises with nothing changed (Apple's documentation of
/// `UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)`; that nothing
/// changes is *assumed*, as for every refused update here).
@MainActor
@Suite("A data source of your own through the public diffable-support API")
struct CustomDataSourceTests {
  /// Sections of strings, shown by staged updates.
  @MainActor
  final class StagedSource: TableViewDataSource, TableViewDelegate {
    let tableView = TableView(style: .plain)
    private(set) var sections: [ItemSection<String, String>] = []
    var onWillDisplay: ((IndexPath) throws -> Void)?
    var failingItem: String?

    struct Failure: Error {}

    init() throws {
      tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
      try tableView.setViewportHeight(10)
      tableView.dataSource = self
      tableView.delegate = self
    }

    /// Shows `new`, as a diffable data source's apply does.
    func show(_ new: [ItemSection<String, String>], rowCountsBefore: [Int]? = nil)
      throws(TableViewError)
    {
      try tableView.performDataSourceCall(.dataSourceCall("show")) { () throws(TableViewError) in
        let old = self.sections
        let selected = (self.tableView.indexPathsForSelectedRows ?? []).compactMap {
          indexPath -> (IndexPath, IndexPath)? in
          let item = old[indexPath.section].items[indexPath.row]
          return Self.indexPath(of: item, in: new).map { (indexPath, $0) }
        }
        self.sections = new
        let update = StagedUpdate(
          SectionedChangeset(from: old, to: new),
          rowCountsBefore: rowCountsBefore ?? old.map(\.items.count),
          rowCountsAfter: new.map(\.items.count), animation: .fade,
          keepingSelection: Dictionary(uniqueKeysWithValues: selected))
        try self.tableView.applyStagedUpdate(update) { self.sections = old }
      }
    }

    /// Shows `new` by reloading.
    func reload(_ new: [ItemSection<String, String>]) throws(TableViewError) {
      try tableView.performDataSourceCall(.dataSourceCall("reload")) {
        () throws(TableViewError) in
        let old = self.sections
        self.sections = new
        try self.tableView.reloadData { self.sections = old }
      }
    }

    static func indexPath(of item: String, in sections: [ItemSection<String, String>])
      -> IndexPath?
    {
      for (index, section) in sections.enumerated() {
        if let row = section.items.firstIndex(of: item) {
          return IndexPath(row: row, section: index)
        }
      }
      return nil
    }

    var rows: [[String]] {
      (0..<tableView.numberOfSections).map { section in
        (0..<(tableView.numberOfRowsIfPresent(inSection: section) ?? 0)).map {
          tableView.displayedCell(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? "?"
        }
      }
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      let item = sections[indexPath.section].items[indexPath.row]
      if item == failingItem { throw Failure() }
      let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }

    func tableView(
      _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) throws {
      try onWillDisplay?(indexPath)
    }
  }

  private static func sections(_ sections: [(String, [String])]) -> [ItemSection<String, String>] {
    sections.map { ItemSection(section: $0.0, items: $0.1) }
  }

  @Test("A staged update shows the new rows, moves included, and keeps a moved row selected")
  func stagedUpdate() throws {
    let source = try StagedSource()
    try source.show(Self.sections([("fruit", ["apple", "pear"]), ("veg", ["leek"])]))
    #expect(source.rows == [["apple", "pear"], ["leek"]])
    try source.tableView.selectRow(at: IndexPath(row: 1, section: 0))
    // "pear" moves to another section, and "fruit" goes: stages UIKit could not take at once.
    try source.show(Self.sections([("veg", ["pear", "leek", "kale"])]))
    #expect(source.rows == [["pear", "leek", "kale"]])
    #expect(source.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
  }

  @Test("Counts changed behind the data source's back: refused, reverted, nothing changed")
  func refusedUpdate() throws {
    let source = try StagedSource()
    try source.show(Self.sections([("fruit", ["apple", "pear"])]))
    let before = source.sections
    do {
      try source.show(
        Self.sections([("fruit", ["apple", "pear", "plum"])]), rowCountsBefore: [5])
      Issue.record("the update was applied")
    } catch {
      guard case .invalidUpdate = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(error.message.hasPrefix("Invalid update: invalid number of rows in section 0."))
    }
    #expect(source.sections.map(\.items) == before.map(\.items))
    #expect(source.rows == [["apple", "pear"]])
  }

  @Test("A cell that fails during a staged update or a reload puts the data source back")
  func failingCell() throws {
    let source = try StagedSource()
    try source.show(Self.sections([("fruit", ["apple"])]))
    source.failingItem = "fig"
    #expect(throws: TableViewError.self) {
      try source.show(Self.sections([("fruit", ["apple", "fig"])]))
    }
    #expect(source.sections.map(\.items) == [["apple"]])
    #expect(throws: TableViewError.self) {
      try source.reload(Self.sections([("fruit", ["fig"])]))
    }
    #expect(source.sections.map(\.items) == [["apple"]])
    #expect(source.rows == [["apple"]])
    try source.reload(Self.sections([("fruit", ["pear"]), ("veg", [])]))
    #expect(source.rows == [["pear"], []])
  }

  @Test("Asked from willDisplay, the data source's call is deferred until the table's completes")
  func deferred() throws {
    let source = try StagedSource()
    let recorder = TableEventRecorder()
    source.tableView.addObserver(recorder)
    var asked = false
    source.onWillDisplay = { _ in
      guard !asked else { return }
      asked = true
      try source.show(Self.sections([("fruit", ["apple", "pear"])]))
    }
    try source.show(Self.sections([("fruit", ["apple"])]))
    #expect(source.rows == [["apple", "pear"]])
    let calls = recorder.events.filter {
      switch $0.kind {
      case .call, .deferredCall, .deferredCallRuns: true
      default: false
      }
    }
    #expect(
      calls == [
        TableEvent(.call(.dataSourceCall("show")), depth: 0),
        TableEvent(.deferredCall(.dataSourceCall("show")), depth: 1),
        TableEvent(.deferredCallRuns(.dataSourceCall("show")), depth: 0),
      ])
  }
}

/// The non-throwing reads for drivers: `displayedCell(at:)` and `numberOfRowsIfPresent(inSection:)`.
@MainActor
@Suite("Cell if loaded, and counts if present")
struct DisplayedCellTests {
  @Test("displayedCell(at:) is the cell of a visible row, nil off screen or out of range")
  func displayedCell() throws {
    let list = try ObservedList((0..<30).map { "r\($0)" })
    #expect(list.tableView.displayedCell(at: .row(0))?.textLabel?.text == "r0")
    #expect(list.tableView.displayedCell(at: .row(0)) === list.tableView.cellForRow(at: .row(0)))
    #expect(list.tableView.displayedCell(at: .row(20)) == nil)
    #expect(list.tableView.displayedCell(at: .row(99)) == nil)
    #expect(list.tableView.displayedCell(at: IndexPath(row: 0, section: 4)) == nil)
    #expect(list.tableView.displayedCell(at: IndexPath(row: -1, section: -1)) == nil)
    #expect(list.tableView.displayedCell(at: IndexPath(indexes: [0, 1, 2])) == nil)
  }

  @Test("Asked during an update, displayedCell(at:) reports no alert; cellForRow(at:) does")
  func noAlert() throws {
    let list = try ObservedList(["a"])
    let recorder = TableEventRecorder()
    list.tableView.addObserver(recorder)
    var answers: [String?] = []
    list.onWillDisplay = { indexPath in
      answers.append(list.tableView.displayedCell(at: indexPath)?.textLabel?.text)
    }
    list.items.append("b")
    try list.tableView.insertRows(at: [.row(1)], with: .automatic)
    #expect(!recorder.events.contains { if case .alert = $0.kind { true } else { false } })
    #expect(answers == ["b"])
    list.onWillDisplay = { indexPath in _ = list.tableView.cellForRow(at: indexPath) }
    list.items.append("c")
    try list.tableView.insertRows(at: [.row(2)], with: .automatic)
    #expect(recorder.events.contains { $0.kind == .alert(.cellForRowDuringUpdate(.row(2))) })
  }

  @Test("numberOfRowsIfPresent(inSection:) counts a section, nil for none, never loads")
  func rowsIfPresent() throws {
    let list = try ObservedList(["a", "b"])
    #expect(list.tableView.numberOfRowsIfPresent(inSection: 0) == 2)
    #expect(list.tableView.numberOfRowsIfPresent(inSection: 1) == nil)
    #expect(list.tableView.numberOfRowsIfPresent(inSection: -1) == nil)
    #expect(list.tableView.numberOfRowsIfPresent(inSection: .max) == nil)
    let unloaded = TableView(style: .plain)
    unloaded.dataSource = list
    #expect(unloaded.numberOfRowsIfPresent(inSection: 0) == nil)
  }
}
