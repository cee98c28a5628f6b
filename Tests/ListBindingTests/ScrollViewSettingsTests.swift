import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Scroll-view settings stored for ported code")
struct ScrollViewSettingsTests {
  @Test("Defaults are UIKit's")
  func defaults() {
    let tableView = TableView()
    #expect(tableView.contentInsetAdjustmentBehavior == .automatic)
    #expect(tableView.adjustedContentInset == .zero)
    #expect(tableView.scrollIndicatorInsets == .zero)
    #expect(tableView.verticalScrollIndicatorInsets == .zero)
    #expect(tableView.horizontalScrollIndicatorInsets == .zero)
    #expect(tableView.showsVerticalScrollIndicator)
    #expect(tableView.showsHorizontalScrollIndicator)
    #expect(tableView.bounces)
    #expect(!tableView.alwaysBounceVertical)
    #expect(tableView.sectionHeaderTopPadding == TableView.automaticDimension)
    #expect(!tableView.cellLayoutMarginsFollowReadableWidth)
    #expect(!tableView.isDragging && !tableView.isTracking && !tableView.isDecelerating)
  }

  @Test("Each is stored as set; scrollIndicatorInsets sets both axes and reads the vertical")
  func stored() {
    let tableView = TableView()
    let behavior: TableView.ContentInsetAdjustmentBehavior = .never
    tableView.contentInsetAdjustmentBehavior = behavior
    #expect(tableView.contentInsetAdjustmentBehavior == .never)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    tableView.scrollIndicatorInsets = insets
    #expect(tableView.verticalScrollIndicatorInsets == insets)
    #expect(tableView.horizontalScrollIndicatorInsets == insets)
    tableView.verticalScrollIndicatorInsets = .zero
    #expect(tableView.scrollIndicatorInsets == .zero)
    #expect(tableView.horizontalScrollIndicatorInsets == insets)
    tableView.showsVerticalScrollIndicator = false
    tableView.showsHorizontalScrollIndicator = false
    tableView.bounces = false
    tableView.alwaysBounceVertical = true
    tableView.sectionHeaderTopPadding = 0
    tableView.cellLayoutMarginsFollowReadableWidth = true
    #expect(!tableView.showsVerticalScrollIndicator && !tableView.showsHorizontalScrollIndicator)
    #expect(!tableView.bounces && tableView.alwaysBounceVertical)
    #expect(tableView.sectionHeaderTopPadding == 0)
    #expect(tableView.cellLayoutMarginsFollowReadableWidth)
  }

  @Test("adjustedContentInset is the content inset: no safe area, whatever the behaviour")
  func adjusted() {
    let tableView = TableView()
    tableView.contentInsetAdjustmentBehavior = .always
    tableView.contentInset = EdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
    #expect(tableView.adjustedContentInset == tableView.contentInset)
  }

  // Apple's "UIScrollView.adjustedContentInset" (the safe area's insets "are then added to the
  // values in the contentInset property", as contentInsetAdjustmentBehavior says); the resting
  // offset at the new top *assumed*.
  @Test("coveredInsets adds to the adjusted inset as the behaviour says; the top rest follows")
  func covered() throws {
    let list = try ScrollingList(rows: 100)
    let tableView = list.tableView
    tableView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    tableView.coveredInsets = EdgeInsets(top: 44, left: 5, bottom: 49, right: 5)
    #expect(tableView.adjustedContentInset == EdgeInsets(top: 54, left: 0, bottom: 49, right: 0))
    try tableView.performLayout()
    // It rested at its top (offset 0 with no inset applied yet): it rests at its new top.
    #expect(tableView.contentOffset.y == -54)
    #expect(tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 0))
    tableView.contentInsetAdjustmentBehavior = .always
    #expect(tableView.adjustedContentInset == EdgeInsets(top: 54, left: 5, bottom: 49, right: 5))
    tableView.contentInsetAdjustmentBehavior = .never
    #expect(tableView.adjustedContentInset == tableView.contentInset)
    try tableView.performLayout()
    // Scrolled away from the top, a change of the safe area moves nothing.
    tableView.contentInsetAdjustmentBehavior = .automatic
    try tableView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    tableView.coveredInsets = .zero
    try tableView.performLayout()
    #expect(tableView.contentOffset.y == 200)
  }

  // Apple's "UIScrollView.adjustedContentInset"; the edges of .automatic and .scrollableAxes
  // *assumed* for a vertically scrolling view.
  @Test("Each behaviour adjusts the content inset by the safe area on its own edges")
  func adjustingByBehaviour() {
    let adjusted = ContentInsetAdjustmentBehavior.automatic.adjusting(
      EdgeInsets(top: 8, left: 0, bottom: 0, right: 0),
      by: EdgeInsets(top: 44, left: 20, bottom: 34, right: 20))
    // top 52, left 0, bottom 34, right 0
    #expect(adjusted == EdgeInsets(top: 52, left: 0, bottom: 34, right: 0))
    let inset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let safe = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(ContentInsetAdjustmentBehavior.never.adjusting(inset, by: safe) == inset)
    #expect(
      ContentInsetAdjustmentBehavior.always.adjusting(inset, by: safe)
        == EdgeInsets(top: 11, left: 22, bottom: 33, right: 44))
    #expect(
      ContentInsetAdjustmentBehavior.scrollableAxes.adjusting(inset, by: safe)
        == EdgeInsets(top: 11, left: 2, bottom: 33, right: 4))
  }

  @Test("A covered inset that is not finite is refused at the next layout, changing nothing")
  func coveredRefused() throws {
    let list = try ScrollingList(rows: 100)
    let tableView = list.tableView
    let offset = tableView.contentOffset
    tableView.coveredInsets.top = .infinity
    #expect(tableView.adjustedContentInset.top == .infinity)
    #expect(throws: TableViewError.self) { try tableView.performLayout() }
    do {
      try tableView.performLayout()
    } catch {
      #expect(
        error
          == .invalidGeometry(
            InvalidGeometry(.property("coveredInsets.top"), value: .infinity, rule: .inset)))
    }
    #expect(tableView.contentOffset == offset)
    tableView.coveredInsets = .zero
    try tableView.performLayout()
    #expect(tableView.contentOffset == offset)
  }

  @Test("Hostile values are stored and change nothing the table does")
  func hostile() throws {
    let list = try ScrollingList(rows: 3)
    let before = try list.tableView.render(with: PlainTextRenderer())
    list.tableView.sectionHeaderTopPadding = .nan
    list.tableView.scrollIndicatorInsets = EdgeInsets(
      top: .infinity, left: -.infinity, bottom: .nan, right: .greatestFiniteMagnitude)
    list.tableView.bounces = false
    try list.tableView.performLayout()
    #expect(list.tableView.sectionHeaderTopPadding.isNaN)
    #expect(list.tableView.verticalScrollIndicatorInsets.top == .infinity)
    #expect(try list.tableView.render(with: PlainTextRenderer()) == before)
    #expect(try list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
  }
}
