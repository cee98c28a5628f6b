import Foundation
import ListBinding

// The list's scroll-view delegate methods, section index data source methods and prefetch
// data source: each runs as a hook, which may throw in a throwing step (not the prefetch ones)
// and make random calls of either table in a normal step.

extension World {
  public func scrollViewDidScroll(_ scrollView: ScrollView) throws {
    try hook(.didScroll) {}
  }

  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) throws {
    try hook(.willBeginDragging) {
      if !scrollView.isDragging || !scrollView.isTracking {
        fail("scrollViewWillBeginDragging outside a drag")
      }
    }
  }

  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    throws
  {
    try hook(.didEndDragging) {
      if decelerate || !scrollView.isDragging || scrollView.isTracking {
        fail("scrollViewDidEndDragging with the finger down, or decelerating")
      }
    }
  }

  public func sectionIndexTitles(for tableView: TableView) throws -> [String]? {
    try hook(.sectionIndexTitles) { indexTitles }
  }

  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) throws -> Int {
    try hook(.sectionForIndexTitle) {
      if indexTitles.indices.contains(index) ? indexTitles[index] != title : true {
        fail("sectionForSectionIndexTitle \(title) at \(index), the titles are \(indexTitles)")
      }
      return model.mood.sectionForIndexTitle(at: index)
    }
  }

  /// The section index titles the data source answers: the model's number of them.
  var indexTitles: [String] {
    (0..<model.indexTitleCount).map { String(UnicodeScalar(UInt8(65 + $0))) }
  }

  /// A random distance for a drag: rows' worth and fractions, far beyond the content, or not
  /// finite.
  func randomDistance() -> CGFloat {
    switch choices.below(20) {
    case 0: return .nan
    case 1: return choices.pick([.infinity, -.infinity])
    case 2: return choices.pick([.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e12, -1e12])
    default: return CGFloat(choices.below(2_000) - 1_000) / 2 * CGFloat(1 + choices.below(2))
    }
  }

  /// A random position in the section index: usually one it has.
  func randomIndexTitle() -> Int {
    choices.chance(1, in: 6)
      ? choices.pick([-1, model.indexTitleCount, Int.max, Int.min])
      : choices.below(max(1, model.indexTitleCount))
  }
}

extension World: TableViewDataSourcePrefetching {
  public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) throws {
    try hook(.prefetch) { checkPrefetched(indexPaths, in: tableView, cancelling: false) }
  }

  public func tableView(
    _ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) throws {
    try hook(.cancelPrefetch) { checkPrefetched(indexPaths, in: tableView, cancelling: true) }
  }

  /// The rows a prefetch call names: some, in row order, each a row of the table as it is
  /// now; rows to prefetch are not visible.
  private func checkPrefetched(_ paths: [IndexPath], in tableView: TableView, cancelling: Bool) {
    let name = cancelling ? "cancelPrefetchingForRowsAt" : "prefetchRowsAt"
    if paths.isEmpty || paths != paths.sorted() || Set(paths).count != paths.count {
      fail("\(name) \(paths): empty, out of order or repeated")
    }
    for path in paths
    where path.count != 2 || (try? tableView.numberOfRows(inSection: path[0])) ?? 0 <= path[1] {
      fail("\(name) names \(path), which the table does not have")
    }
    let visible = Set(tableView.indexPathsForVisibleRows)
    if !cancelling, paths.contains(where: visible.contains) {
      fail("prefetchRowsAt \(paths) names visible rows \(visible.sorted())")
    }
  }
}
