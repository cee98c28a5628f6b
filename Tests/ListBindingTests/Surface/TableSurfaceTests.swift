import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("The table's UIKit surface: scrolling settings, nearest selection, drags, appearance")
struct TableSurfaceTests {
  @Test(
    "scrollToNearestSelectedRow scrolls the selected row nearest to the position there",
    arguments: [
      (TableView.ScrollPosition.top, 10, 9), (.bottom, 10, 16), (.middle, 10, 9),
      (.none, 10, 9), (.top, 0, 9), (.none, 40, 30), (.none, 14, 16),
    ])
  func nearestSelectedRow(position: TableView.ScrollPosition, start: Int, expected: Int) throws {
    let table = try SurfaceTable((0..<50).map { "row \($0)" }, viewportHeight: 5)
    let tableView = table.tableView
    tableView.allowsMultipleSelection = true
    for row in [9, 16, 30] { try tableView.selectRow(at: IndexPath(row: row, section: 0)) }
    try tableView.setContentOffset(start)
    try tableView.scrollToNearestSelectedRow(at: position, animated: true)
    let offsetOf = { (row: Int) -> Int in
      switch position {
      case .top: return row
      case .bottom: return row - 4
      case .middle: return row - 2
      case .none: return row < start ? row : (row > start + 4 ? row - 4 : start)
      }
    }
    #expect(tableView.rowOffset == offsetOf(expected))
  }

  @Test(
    "scrollToNearestSelectedRow without a selection does nothing; it reads the selection when it runs"
  )
  func nearestWithoutSelection() throws {
    let table = try SurfaceTable((0..<20).map { "row \($0)" }, viewportHeight: 5)
    try table.tableView.setContentOffset(7)
    try table.tableView.scrollToNearestSelectedRow(at: .top)
    #expect(table.tableView.rowOffset == 7)
    try table.tableView.selectRow(at: IndexPath(row: 12, section: 0))
    try table.tableView.scrollToNearestSelectedRow(at: .top)
    #expect(table.tableView.rowOffset == 12)
  }

  @Test("isScrollEnabled off: a pull does not refresh; scrolling from code still works")
  func scrollDisabled() throws {
    let table = try SurfaceTable((0..<20).map { "row \($0)" }, viewportHeight: 5)
    let tableView = table.tableView
    let control = RefreshControl()
    var pulls = 0
    control.addAction(for: .valueChanged) { _ in pulls += 1 }
    tableView.refreshControl = control
    #expect(tableView.isScrollEnabled)
    tableView.isScrollEnabled = false
    try tableView.pullToRefresh()
    #expect(pulls == 0 && !control.isRefreshing)
    try tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top)
    #expect(tableView.rowOffset == 10)
    try tableView.setContentOffset(3)
    #expect(tableView.rowOffset == 3)
    tableView.isScrollEnabled = true
    try tableView.pullToRefresh()
    #expect(pulls == 1 && control.isRefreshing)
    tableView.refreshControl = nil
    tableView.isScrollEnabled = false
    #expect(throws: TableViewError.noRefreshControl) { try tableView.pullToRefresh() }
  }

  @Test(
    "keyboardDismissMode is stored as set, .none by default, and changes neither the rendering nor scrolling",
    arguments: [
      TableView.KeyboardDismissMode.none, .onDrag, .interactive, .onDragWithAccessory,
      .interactiveWithAccessory,
    ])
  func keyboardDismissMode(mode: TableView.KeyboardDismissMode) throws {
    let table = try SurfaceTable((0..<20).map { "row \($0)" }, viewportHeight: 5)
    let tableView = table.tableView
    #expect(tableView.keyboardDismissMode == KeyboardDismissMode.none)
    let before = try tableView.render(with: PlainTextRenderer())
    tableView.keyboardDismissMode = mode
    #expect(tableView.keyboardDismissMode == mode)
    #expect(try tableView.render(with: PlainTextRenderer()) == before)
    try tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top)
    #expect(tableView.rowOffset == 10)
  }

  @Test("hasUncommittedUpdates is true only while a drag's moveRowAt runs")
  func uncommittedUpdates() throws {
    let table = try SurfaceTable()
    let tableView = table.tableView
    #expect(!tableView.hasUncommittedUpdates)
    try tableView.setEditing(true, animated: false)
    var insideBatch: Bool?
    table.list.items.append("f")
    try tableView.performBatchUpdates {
      try tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
      insideBatch = tableView.hasUncommittedUpdates
    }
    #expect(insideBatch == false)
    try tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(table.list.uncommittedDuringMove == true)
    #expect(!tableView.hasUncommittedUpdates)
    #expect(table.list.items.prefix(3) == ["b", "c", "a"])
  }

  @Test("The Delete action a swipe reveals takes the delegate's title, or Delete")
  func deleteTitle() throws {
    let table = try SurfaceTable()
    let tableView = table.tableView
    try tableView.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(tableView.revealedSwipeActions?.titles == ["Delete"])
    #expect(table.takeLines().contains("titleForDeleteConfirmation 1"))
    table.delegate.deleteTitle = "Remove"
    try tableView.swipeRow(at: IndexPath(row: 2, section: 0))
    #expect(tableView.revealedSwipeActions?.titles == ["Remove"])
    expectRendered(
      tableView,
      matches: """
          a
          b
          c <Remove>
        ⋮ 2 rows below
        """)
    try tableView.tapSwipeAction(titled: "Remove")
    #expect(table.list.items == ["a", "b", "d", "e"])
  }

  @Test("A throwing delete title: the swipe reveals nothing and the error names the method")
  func throwingDeleteTitle() throws {
    let table = try SurfaceTable()
    table.delegate.throwing = ["titleForDeleteConfirmation"]
    #expect {
      try table.tableView.swipeRow(at: IndexPath(row: 1, section: 0))
    } throws: { error in
      guard case .callbackFailed(let callback, _) = error as? TableViewError else { return false }
      return callback.name == "tableView(_:titleForDeleteConfirmationButtonForRowAt:)"
    }
    #expect(table.tableView.revealedSwipeActions == nil)
  }

  @Test("Appearance settings are stored with UIKit's defaults")
  func storedAppearance() {
    let tableView = TableView()
    #expect(tableView.backgroundColor == nil && tableView.backgroundView == nil)
    #expect(tableView.estimatedSectionHeaderHeight == TableView.automaticDimension)
    #expect(tableView.estimatedSectionFooterHeight == TableView.automaticDimension)
    #expect(!tableView.allowsMultipleSelectionDuringEditing)
    let empty = Label(text: "Nothing yet")
    tableView.backgroundColor = .systemGroupedBackground
    tableView.backgroundView = empty
    tableView.estimatedSectionHeaderHeight = 0
    tableView.estimatedSectionFooterHeight = 0
    #expect(tableView.backgroundColor == .systemGroupedBackground)
    #expect(tableView.backgroundView === empty)
    #expect(tableView.estimatedSectionHeaderHeight == 0)
    #expect(tableView.estimatedSectionFooterHeight == 0)
  }
}
