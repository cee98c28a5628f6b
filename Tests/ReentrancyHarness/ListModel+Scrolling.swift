import Foundation
import ListBinding

extension ListModel {
  /// `drag(by:)` of a finite distance, for a viewport in rows: the content offset, the top of
  /// the first visible row, moves by `distance` within the content; the viewport then starts at
  /// the row at that height, as far as the table's length allows.
  mutating func drag(by distance: Double) -> Outcome {
    if let failure = hit(.willBeginDragging) { return .failed(failure) }
    let total = Double(state.total)
    let moved = min(max(state.contentOffset + distance, 0), total * ListState.rowHeight)
    var new = state
    if state.total > 0 {
      let row = (moved / ListState.rowHeight).rounded(.down)
      new.offset = Int(min(row, total - 1))
    }
    new.clamp()
    if case .failed(let failure) = transaction(to: new) { return .failed(failure) }
    return hit(.didEndDragging).map(Outcome.failed) ?? .ok
  }

  /// Asks the data source for the section index titles when the table has not since its last
  /// reload; returns the error kind of a failure.
  mutating func askIndexTitles() -> String? {
    guard !indexTitlesRead else { return nil }
    if let failure = hit(.sectionIndexTitles) { return failure }
    indexTitlesRead = true
    return nil
  }

  /// `tapSectionIndexTitle(at:)`: the titles, the index shown, the title tapped, the data
  /// source's section, then a scroll to the section's first row, as far as the table allows.
  mutating func tapIndexTitle(at index: Int) -> Outcome {
    if let failure = askIndexTitles() { return .failed(failure) }
    if indexTitleCount > 0, state.total < indexMinimumRows { return .failed("sectionIndexHidden") }
    guard (0..<indexTitleCount).contains(index) else { return .failed("noSectionIndexTitle") }
    if let failure = hit(.sectionForIndexTitle) { return .failed(failure) }
    let section = mood.sectionForIndexTitle(at: index)
    guard state.rows.indices.contains(section) else {
      return .failed("sectionForIndexTitleOutOfRange")
    }
    var new = state
    new.offset = state.rows[..<section].reduce(0) { $0 + $1.count }
    new.clamp()
    return transaction(to: new)
  }
}
