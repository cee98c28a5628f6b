import Foundation
import ListBinding
import Testing

/// Every call completes or changes nothing (see "Transactions" in `TableView`'s documentation).
@MainActor
@Suite("Transactions: a failed call changes nothing")
struct TableViewTransactionTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// What a test compares before and after a failed call.
  struct Shown: Equatable {
    var counts: [Int]
    var offset: Int
    var visible: [IndexPath]
    var texts: [String]
    var cells: [ObjectIdentifier]
    var selected: [IndexPath]?

    @MainActor
    init(_ tableView: TableView) throws {
      counts = try (0..<tableView.numberOfSections).map {
        try tableView.numberOfRows(inSection: $0)
      }
      offset = tableView.rowOffset
      visible = tableView.indexPathsForVisibleRows
      texts = visibleTexts(tableView)
      cells = tableView.visibleCells.map(ObjectIdentifier.init)
      selected = tableView.indexPathsForSelectedRows
    }
  }

  @Test("reloadData whose cellForRowAt throws keeps the selection, the rows and their cells")
  func failedReload() throws {
    let list = try HookedList([["a", "b", "c"]], height: 10)
    try list.tableView.selectRow(at: path(0, 1))
    let before = try Shown(list.tableView)
    list.sections = [["x", "y", "z", "w"]]
    list.onCellForRow = { indexPath in
      if indexPath.row == 2 { throw TestFailure("no cell today") }
    }
    let error = #expect(throws: TableViewError.self) { try list.tableView.reloadData() }
    #expect(error == .dataSourceFailed(path(0, 2), TestFailure("no cell today")))
    #expect(try Shown(list.tableView) == before)
  }

  @Test("A scroll whose new rows fail keeps the viewport and its cells")
  func failedScroll() throws {
    let list = try HookedList([(0..<30).map { "r\($0)" }], height: 5)
    let before = try Shown(list.tableView)
    list.onCellForRow = { indexPath in
      if indexPath.row == 12 { throw TestFailure() }
    }
    #expect(throws: TableViewError.self) { try list.tableView.setContentOffset(10) }
    #expect(try Shown(list.tableView) == before)
    list.onCellForRow = nil
    try list.tableView.setContentOffset(10)
    list.checkCells()
  }

  @Test("An update whose new rows fail keeps counts, selection and cells")
  func failedUpdate() throws {
    let list = try HookedList([["a", "b"]], height: 10)
    try list.tableView.selectRow(at: path(0, 1))
    let before = try Shown(list.tableView)
    list.onCellForRow = { _ in throw TestFailure() }
    list.sections[0].insert("new", at: 0)
    #expect(throws: TableViewError.self) {
      try list.tableView.insertRows(at: [self.path(0, 0)], with: .automatic)
    }
    #expect(try Shown(list.tableView) == before)
  }

  @Test("Counts are checked before anything is allocated from them")
  func absurdCounts() throws {
    final class Counts: TableViewDataSource {
      var sections = 1
      var rows: (Int) -> Int = { _ in 1 }
      func numberOfSections(in tableView: TableView) -> Int { sections }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows(section)
      }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
        -> TableViewCell
      {
        TableViewCell(style: .default, reuseIdentifier: nil)
      }
    }
    let counts = Counts()
    let tableView = try TableView(viewportHeight: 3)
    tableView.dataSource = counts
    try tableView.reloadData()
    let before = try Shown(tableView)
    counts.sections = Int.max
    #expect(
      throws: TableViewError.tooManySections(Int.max, maximum: TableView.maximumNumberOfSections)
    ) {
      try tableView.reloadData()
    }
    counts.sections = -1
    #expect(throws: TableViewError.negativeNumberOfSections(-1)) { try tableView.reloadData() }
    counts.sections = 3
    counts.rows = { $0 == 1 ? -5 : 1 }
    #expect(throws: TableViewError.negativeNumberOfRows(-5, section: 1)) {
      try tableView.reloadData()
    }
    counts.rows = { _ in Int.max / 2 + 1 }
    let overflow = #expect(throws: TableViewError.self) { try tableView.reloadData() }
    #expect(overflow == .tooManyRows(section: 0, maximum: TableView.maximumNumberOfRows))
    counts.rows = { _ in TableView.maximumNumberOfRows / 2 + 1 }
    #expect(throws: TableViewError.tooManyRows(section: 1, maximum: TableView.maximumNumberOfRows))
    {
      try tableView.reloadData()
    }
    #expect(try Shown(tableView) == before)
    #expect(
      overflow?.message
        == "the data source's rows up to section 0 number more than a table holds (1099511627776)")
  }

  @Test(
    "Row Int.max is a row like any other, never a whole section",
    arguments: [
      "deleteRows", "reloadRows", "moveRow", "deleteRowsAdjustingSections",
      "moveRowAdjustingSections",
    ])
  func rowIntMax(call: String) throws {
    let list = try HookedList([["a"], ["b", "c"]], height: 10)
    let huge = IndexPath(row: Int.max, section: 1)
    list.sections[1].removeLast()
    let before = try Shown(list.tableView)
    let error = #expect(throws: TableViewError.self) {
      switch call {
      case "deleteRows": try list.tableView.deleteRows(at: [huge], with: .fade)
      case "reloadRows": try list.tableView.reloadRows(at: [huge], with: .fade)
      case "moveRow": try list.tableView.moveRow(at: huge, to: self.path(0, 0))
      case "deleteRowsAdjustingSections": try list.tableView.deleteRowsAdjustingSections(at: [huge])
      default: try list.tableView.moveRowAdjustingSections(at: huge, to: self.path(0, 0))
      }
    }
    guard case .invalidUpdate(let reason) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    switch reason {
    case .deleteRowOutOfRange(let indexPath, 2), .moveRowSourceOutOfRange(let indexPath, 2):
      #expect(indexPath == huge)
    default:
      Issue.record("\(reason)")
    }
    #expect(try Shown(list.tableView) == before)
  }

  @Test("Hostile index paths in every update call are refused, never trap")
  func hostilePaths() throws {
    let list = try HookedList([["a"], ["b", "c"]], height: 10)
    let paths = [
      IndexPath(row: Int.max, section: Int.max), IndexPath(row: Int.min, section: Int.min),
      IndexPath(row: 0, section: Int.max), IndexPath(row: Int.max, section: 0),
      IndexPath(row: -1, section: 0), IndexPath(indexes: [0]), IndexPath(indexes: [0, 0, 0]),
    ]
    let before = try Shown(list.tableView)
    for bad in paths {
      #expect(throws: TableViewError.self) { try list.tableView.deleteRows(at: [bad], with: .fade) }
      #expect(throws: TableViewError.self) { try list.tableView.insertRows(at: [bad], with: .fade) }
      #expect(throws: TableViewError.self) { try list.tableView.reloadRows(at: [bad], with: .fade) }
      #expect(throws: TableViewError.self) { try list.tableView.moveRow(at: bad, to: bad) }
      #expect(throws: TableViewError.self) {
        try list.tableView.moveRow(at: self.path(0, 0), to: bad)
      }
      #expect(throws: TableViewError.self) {
        try list.tableView.insertRowsAdjustingSections(at: [bad])
      }
      #expect(throws: TableViewError.self) { try list.tableView.tapRow(at: bad) }
      #expect(throws: TableViewError.self) { try list.tableView.selectRow(at: bad) }
      #expect(throws: TableViewError.self) { try list.tableView.scrollToRow(at: bad, at: .top) }
      #expect(list.tableView.cellForRow(at: bad) == nil)  // Apple's documentation: nil
    }
    for section in [Int.max, Int.min, -1, 2] {
      #expect(throws: TableViewError.self) { try list.tableView.moveSection(section, toSection: 0) }
      #expect(throws: TableViewError.self) { try list.tableView.moveSection(0, toSection: section) }
      #expect(throws: TableViewError.self) { try list.tableView.numberOfRows(inSection: section) }
    }
    for section in [Int.max - 1, 2] {  // an IndexSet cannot hold Int.max itself
      #expect(throws: TableViewError.self) {
        try list.tableView.deleteSections(IndexSet([section]), with: .fade)
      }
      #expect(throws: TableViewError.self) {
        try list.tableView.reloadSections(IndexSet([section]), with: .fade)
      }
      #expect(throws: TableViewError.self) {
        try list.tableView.insertSections(IndexSet([section]), with: .fade)
      }
    }
    for offset in [Int.max, Int.min] {
      try list.tableView.setContentOffset(offset)
      try list.tableView.setContentOffset(0)
    }
    for height in [Int.max, Int.min] {
      #expect(throws: TableViewError.invalidViewportHeight(height)) {
        try list.tableView.setViewportHeight(height)
      }
    }
    #expect(try Shown(list.tableView) == before)
  }

  @Test("A nested batch whose closure throws takes back what it recorded")
  func nestedBatchThrows() throws {
    let list = try HookedList([["a", "b", "c"]], height: 10)
    list.sections[0].remove(at: 0)
    try list.tableView.performBatchUpdates {
      try list.tableView.deleteRows(at: [self.path(0, 0)], with: .fade)
      do {
        try list.tableView.performBatchUpdates {
          try list.tableView.deleteRows(at: [self.path(0, 1)], with: .fade)
          throw TestFailure("inner")
        }
      } catch let error as TableViewError {
        #expect(error == .batchUpdatesFailed(TestFailure("inner")))
      }
    }
    #expect(visibleTexts(list.tableView) == ["b", "c"])
    #expect(list.tableView.animationsOfLastUpdate == [.fade])
  }

  @Test("An intent combines with the other calls of an open batch")
  func intentInBatch() throws {
    // Before: [a] [b c]. The batch deletes b and moves a, alone in its section, to the top of
    // the other section, which the data source drops: [a c].
    let list = try HookedList([["a"], ["b", "c"]], height: 10)
    list.sections = [["a", "c"]]
    try list.tableView.performBatchUpdates {
      try list.tableView.deleteRows(at: [self.path(1, 0)], with: .fade)
      try list.tableView.moveRowAdjustingSections(at: self.path(0, 0), to: self.path(0, 0))
    }
    #expect(list.tableView.numberOfSections == 1)
    #expect(visibleTexts(list.tableView) == ["a", "c"])
    list.checkCells()
  }

  @Test("A cell another table displays is refused; so is one this table shows elsewhere")
  func cellsBelongToOneTable() throws {
    let other = try HookedList([["o"]], height: 10)
    let shared = try #require(other.tableView.cellForRow(at: path(0, 0)))
    final class Fixed: TableViewDataSource {
      var cell: TableViewCell?
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
        -> TableViewCell
      {
        if let cell { return cell }
        let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        self.cell = cell
        return cell
      }
    }
    let fixed = Fixed()
    let tableView = try TableView(viewportHeight: 10)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = fixed
    fixed.cell = shared
    #expect(throws: TableViewError.cellOfAnotherTable(path(0, 0))) { try tableView.reloadData() }
    fixed.cell = nil
    #expect(throws: TableViewError.cellAlreadyDisplayed(path(0, 1), shownAt: path(0, 0))) {
      try tableView.reloadData()
    }
    #expect(tableView.visibleCells.isEmpty)
    #expect(other.tableView.indexPath(for: shared) == path(0, 0))
  }

  @Test("A button whose action deletes its own row reports its own item")
  func buttonDeletesItsRow() throws {
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["成都", "上海", "北京"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    var reported: [String] = []
    dataSource.onButtonTap = { tap in reported.append("\(tap.indexPath.row) \(tap.item)") }
    let cell = try #require(tableView.cellForRow(at: path(0, 1)) as? ChoiceCell)
    cell.choiceButton.addAction { [weak tableView] button in
      let tableView = try #require(tableView)
      guard let indexPath = tableView.indexPathForRow(containing: button) else { return }
      dataSource.dataItems.remove(at: indexPath.row)
      try tableView.deleteRows(at: [indexPath], with: .fade)
    }
    try cell.choiceButton.send(.touchUpInside)
    #expect(reported == ["1 上海"])
    #expect(visibleTexts(tableView) == ["", ""])
    #expect(
      tableView.visibleCells.compactMap { ($0 as? ChoiceCell)?.displayLab.text } == ["成都", "北京"])
  }

  @Test("A cell handed out again has lost the tap handlers of its previous row")
  func reuseClearsTapHandlers() throws {
    let dataSource = ListDataSource<ChoiceCell>(dataItems: (0..<20).map(String.init))
    let tableView = try TableView(viewportHeight: 2)
    try dataSource.bind(to: tableView)
    var taps: [IndexPath] = []
    let cell = try #require(tableView.cellForRow(at: path(0, 0)) as? ChoiceCell)
    cell.onTap(of: cell.choiceButton) { taps.append($0) }
    try tableView.setContentOffset(2)
    try tableView.setContentOffset(4)
    let reused = try #require(tableView.visibleCells.first { $0 === cell } as? ChoiceCell)
    try reused.choiceButton.send(.touchUpInside)
    #expect(taps.isEmpty)
  }

  @Test("An error a delegate method throws comes out of the gesture, named")
  func delegateErrors() throws {
    let list = try HookedList([["a", "b"]], height: 10)
    list.onDidSelect = { _ in throw TestFailure("refused") }
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.tapRow(at: self.path(0, 0))
    }
    #expect(
      error
        == .callbackFailed(
          TableViewError.Callback("tableView(_:didSelectRowAt:)", indexPath: path(0, 0)),
          TestFailure("refused")))
    #expect(
      error?.message
        == "tableView(_:didSelectRowAt:) for the row at {length = 2, path = 0 - 0} threw: refused")
    // didSelectRowAt is told after the selection changed: the tap is in place.
    #expect(list.tableView.indexPathsForSelectedRows == [path(0, 0)])
  }

  @Test("Wrapped errors compare by their type and description")
  func errorEquality() {
    #expect(
      TableViewError.batchUpdatesFailed(TestFailure("x")) == .batchUpdatesFailed(TestFailure("x")))
    #expect(
      TableViewError.batchUpdatesFailed(TestFailure("x")) != .batchUpdatesFailed(TestFailure("y")))
    #expect(
      TableViewError.batchUpdatesFailed(TestFailure("x"))
        != .dataSourceFailed(path(0, 0), TestFailure("x")))
    #expect(TableViewError.invalidViewportHeight(1) != .invalidViewportHeight(2))
  }

  @Test("No rule is nil; the rule that forbids selection is .disabled")
  func disabledRule() throws {
    let list = try HookedList([["a", "b"]], height: 10)
    let noRule: SelectionRule? = .none
    list.tableView.selectionRule = noRule
    try list.tableView.tapRow(at: path(0, 0))
    #expect(list.tableView.indexPathsForSelectedRows == [path(0, 0)])
    list.tableView.selectionRule = .disabled
    #expect(throws: TableViewError.selectionNotAllowed(path(0, 1))) {
      try list.tableView.selectRow(at: self.path(0, 1))
    }
  }

  @Test("Editing goes through setEditing, which hides swipe actions")
  func editingHidesSwipe() throws {
    let list = try HookedList([["a", "b"]], height: 10)
    try list.tableView.swipeRow(at: path(0, 0))
    #expect(list.tableView.revealedSwipeActions?.titles == ["Delete"])
    try list.tableView.setEditing(true, animated: false)
    #expect(list.tableView.isEditing)
    #expect(list.tableView.revealedSwipeActions == nil)
  }
}
