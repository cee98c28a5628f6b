import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Scrolling: a user's drag")
struct TableViewDragTests {
  @Test("A drag tells willBeginDragging, didScroll, didEndDragging, with the gesture's state")
  func order() throws {
    let list = try ScrollingList()
    try list.tableView.drag(by: 88)
    #expect(
      list.recorder.events == [
        "willBeginDragging y=0.0 dragging=true tracking=true decelerating=false",
        "didScroll y=88.0 dragging=true tracking=true decelerating=false",
        "willDisplay 10", "willDisplay 11",
        "didEndDragging decelerate=false y=88.0 dragging=true tracking=false decelerating=false",
      ])
    #expect(!list.tableView.isDragging)
    #expect(!list.tableView.isTracking)
    #expect(!list.tableView.isDecelerating)
  }

  @Test("A drag that cannot move tells of the drag but not of a scroll")
  func noMove() throws {
    let list = try ScrollingList()
    try list.tableView.drag(by: -50)
    try list.tableView.drag(by: 0)
    #expect(list.recorder.didScrollCount == 0)
    #expect(list.recorder.events.filter { $0.hasPrefix("willBeginDragging") }.count == 2)
    #expect(list.recorder.events.filter { $0.hasPrefix("didEndDragging") }.count == 2)
  }

  @Test("With isScrollEnabled off, a drag does nothing")
  func scrollDisabled() throws {
    let list = try ScrollingList()
    list.tableView.isScrollEnabled = false
    try list.tableView.drag(by: 200)
    #expect(list.recorder.events.isEmpty)
    #expect(list.tableView.contentOffset == .zero)
    // Scrolling from code works as ever.
    try list.tableView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    #expect(list.recorder.didScrollCount == 1)
  }

  @Test(
    "A drag comes to rest within the content and its insets",
    arguments: [
      (CGFloat(1_000), CGFloat(1_000)), (1e9, 3_960 + 30), (-1e9, -20),
      (.greatestFiniteMagnitude, 3_990), (-.greatestFiniteMagnitude, -20),
    ])
  func clamping(distance: CGFloat, expected: CGFloat) throws {
    let list = try ScrollingList()
    list.tableView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    try list.tableView.drag(by: distance)
    #expect(list.tableView.contentOffset.y == expected)
  }

  @Test("Content shorter than the table rests at its top inset; offsets set beyond are pulled in")
  func shortContent() throws {
    let list = try ScrollingList(rows: 3)
    list.tableView.contentInset.top = 10
    try list.tableView.drag(by: 500)
    #expect(list.tableView.contentOffset.y == -10)
    try list.tableView.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
    try list.tableView.drag(by: 5)
    #expect(list.tableView.contentOffset.y == -10)
  }

  @Test("A viewport in rows starts at the row at the dragged offset, as far as it can")
  func rowViewport() throws {
    let list = try ScrollingList(frame: false)
    try list.tableView.drag(by: 44 * 5 + 10)
    #expect(list.tableView.rowOffset == 5)
    try list.tableView.drag(by: .greatestFiniteMagnitude)
    #expect(list.tableView.rowOffset == 90)
    try list.tableView.drag(by: -.greatestFiniteMagnitude)
    #expect(list.tableView.rowOffset == 0)
    #expect(list.recorder.didScrollCount == 3)
  }

  @Test(
    "A distance that is not finite is refused, typed, with nothing changed",
    arguments: [
      CGFloat.nan, .infinity, -.infinity,
    ])
  func hostileDistance(distance: CGFloat) throws {
    let list = try ScrollingList()
    try list.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    list.recorder.events.removeAll()
    let error = #expect(throws: TableViewError.self) { try list.tableView.drag(by: distance) }
    let reason = TableViewError.InvalidGeometry(
      .argument("distance", method: "drag(by:)"), value: distance, rule: .coordinate)
    #expect(error == .invalidGeometry(reason))
    #expect(error?.message == "drag(by:) was given distance = \(distance); it must be finite")
    #expect(list.recorder.events.isEmpty)
    #expect(list.tableView.contentOffset.y == 44)
  }

  @Test("An error of willBeginDragging moves nothing; one of didEndDragging leaves the move")
  func dragErrors() throws {
    let list = try ScrollingList()
    list.recorder.failsWillBeginDragging = true
    let before = #expect(throws: TableViewError.self) { try list.tableView.drag(by: 100) }
    #expect(
      before
        == .callbackFailed(
          TableViewError.Callback("scrollViewWillBeginDragging(_:)"), ScrollRecorder.Offline()))
    #expect(list.tableView.contentOffset == .zero)
    #expect(!list.tableView.isDragging)
    list.recorder.failsWillBeginDragging = false
    list.recorder.failsDidEndDragging = true
    let after = #expect(throws: TableViewError.self) { try list.tableView.drag(by: 100) }
    #expect(
      after
        == .callbackFailed(
          TableViewError.Callback("scrollViewDidEndDragging(_:willDecelerate:)"),
          ScrollRecorder.Offline()))
    #expect(list.tableView.contentOffset.y == 100)
    #expect(!list.tableView.isDragging)
    #expect(!list.tableView.isTracking)
  }

  @Test("A drag asked for from a callback runs after the call, with its own callbacks")
  func deferredDrag() throws {
    let list = try ScrollingList()
    var dragged = false
    list.recorder.onDidScroll = { tableView in
      guard !dragged else { return }
      dragged = true
      try tableView.drag(by: 44)
      #expect(!tableView.isDragging)  // deferred: not running yet
    }
    try list.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    #expect(list.tableView.contentOffset.y == 88)
    #expect(list.recorder.didScrollCount == 2)
  }
}
