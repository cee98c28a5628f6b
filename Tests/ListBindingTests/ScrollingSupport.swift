import Foundation
import ListBinding

/// A delegate that records the scroll-view calls, with the table's gesture state and content
/// offset at each, and the display calls; each scroll-view call may be made to throw or to run
/// a closure.
@MainActor
final class ScrollRecorder: TableViewDelegate {
  struct Offline: Error, Equatable, CustomStringConvertible {
    var description: String { "offline" }
  }

  var events: [String] = []
  var failsDidScroll = false
  var failsWillBeginDragging = false
  var failsDidEndDragging = false
  var onDidScroll: ((TableView) throws -> Void)?

  /// How many times `scrollViewDidScroll` was called.
  var didScrollCount: Int { events.filter { $0.hasPrefix("didScroll") }.count }

  private func state(of scrollView: ScrollView) -> String {
    "y=\(scrollView.contentOffset.y) dragging=\(scrollView.isDragging)"
      + " tracking=\(scrollView.isTracking) decelerating=\(scrollView.isDecelerating)"
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) throws {
    events.append("didScroll " + state(of: scrollView))
    if failsDidScroll { throw Offline() }
    try onDidScroll?(scrollView)
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) throws {
    events.append("willBeginDragging " + state(of: scrollView))
    if failsWillBeginDragging { throw Offline() }
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) throws {
    events.append("didEndDragging decelerate=\(decelerate) " + state(of: scrollView))
    if failsDidEndDragging { throw Offline() }
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    events.append("willDisplay \(indexPath.row)")
  }
}

/// A table of `rows` rows of 44 points in a frame 440 points tall (ten rows), with a
/// ``ScrollRecorder`` as its delegate.
@MainActor
final class ScrollingList {
  let tableView: TableView
  let dataSource: ArrayDataSource
  let recorder = ScrollRecorder()

  init(rows: Int = 100, frame: Bool = true) throws {
    tableView =
      frame
      ? TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
      : try TableView(viewportHeight: 10)
    dataSource = ArrayDataSource([(0..<rows).map { "row \($0)" }])
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = dataSource
    tableView.delegate = recorder
    try tableView.reloadData()
    recorder.events.removeAll()
  }

  /// The number of `scrollViewDidScroll` calls `body` makes.
  func didScrollCount(_ body: () throws -> Void) rethrows -> Int {
    let before = recorder.didScrollCount
    try body()
    return recorder.didScrollCount - before
  }
}
