import Foundation
import ListBinding

extension TerminalSession {
  /// Whether work is left that the driver does while no key waits: a ranked filter still
  /// matching rows.
  public var hasPendingWork: Bool {
    incrementalFilter?.isFiltering ?? false
  }

  /// Does about `nanoseconds` of the pending work and lays the screen out again when rows
  /// changed; a focus on the first row stays on the first row, the best match.
  ///
  /// - Returns: Whether the screen may have changed.
  /// - Complexity: What the filter's slice costs, plus a layout.
  @discardableResult
  public func continueWork(forNanoseconds nanoseconds: UInt64) -> Bool {
    guard let filter = incrementalFilter, filter.isFiltering else { return false }
    let wasAtTop = focus.map { rows.offset(of: $0.indexPath) == 0 } ?? true
    var changed = false
    perform { changed = try filter.continueFiltering(forNanoseconds: nanoseconds) }
    if changed, wasAtTop { focusFirstRow() }
    layOut()
    return true
  }

  /// The filter, when it matches a slice at a time.
  var incrementalFilter: (any IncrementalRowFiltering)? {
    configuration.filter as? any IncrementalRowFiltering
  }
}
