import Foundation
import ListBinding

// Reloading, inserting, deleting and moving rows and sections, alone or in a batch. Each call
// that UIKit would refuse (an update whose counts do not add up, an index beyond the table)
// reports UIKit's exception and leaves the table as it was.

extension UITableView {
  /// Reloads sections, as `reloadSections(_:with:)`.
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - animation: The animation, recorded.
  /// - Complexity: O(*k* log *k* + *s* + *v*), for *k* sections given, *s* in the table and
  ///   *v* rows on screen, whose heights the update asks.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    perform { (table) throws(TableViewError) in
      try table.reloadSections(sections, with: animation)
    }
  }

  /// Reloads rows, as `reloadRows(at:with:)`: called from a touch (`didSelectRowAt`, a swipe
  /// action), `cellForRow(at:)` then gives the reloaded cell.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows.
  ///   - animation: The animation, recorded.
  /// - Complexity: O(*k* log *k* + *s* + *v*), for *k* rows given, *s* sections and *v* rows
  ///   on screen, whose heights the update asks.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    perform { (table) throws(TableViewError) in
      try table.reloadRows(at: indexPaths, with: animation)
    }
  }

  /// Updates the content of rows in the cells already showing them, as `reconfigureRows(at:)`
  /// (iOS 15): the data source's `tableView(_:cellForRowAt:)` runs again for each row on
  /// screen, and its `dequeueReusableCell(withIdentifier:for:)` returns the row's own cell, not
  /// prepared for reuse. Rows off screen are left alone; the rows keep their selection and
  /// heights.
  ///
  /// - Parameter indexPaths: The rows.
  /// - Complexity: O(*k* log *k*) for *k* rows given, plus one call to the data source for each
  ///   row on screen among them.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    perform { (table) throws(TableViewError) in
      try table.reconfigureRows(at: indexPaths)
    }
  }

  /// Inserts rows, as `insertRows(at:with:)`.
  ///
  /// - Parameters:
  ///   - indexPaths: Where the new rows appear.
  ///   - animation: The animation, recorded.
  /// - Complexity: O(*k* log *k* + *s* + *v*), for *k* rows given, *s* sections and *v* rows
  ///   on screen, whose heights the update asks.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    perform { (table) throws(TableViewError) in
      try table.insertRows(at: indexPaths, with: animation)
    }
  }

  /// Deletes rows, as `deleteRows(at:with:)`.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows.
  ///   - animation: The animation, recorded.
  /// - Complexity: O(*k* log *k* + *s* + *v*), for *k* rows given, *s* sections and *v* rows
  ///   on screen, whose heights the update asks.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    perform { (table) throws(TableViewError) in
      try table.deleteRows(at: indexPaths, with: animation)
    }
  }

  /// Moves a row, as `moveRow(at:to:)`.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - newIndexPath: Where it goes.
  /// - Complexity: O(*s* + *v*), for *s* sections and *v* rows on screen, whose heights the
  ///   update asks.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    perform { (table) throws(TableViewError) in try table.moveRow(at: indexPath, to: newIndexPath) }
  }

  /// Inserts sections, as `insertSections(_:with:)`.
  ///
  /// - Parameters:
  ///   - sections: Where the new sections appear.
  ///   - animation: The animation, recorded.
  /// - Complexity: O(*k* log *k* + *s* + *v*), for *k* sections given, *s* in the table and
  ///   *v* rows on screen, whose heights the update asks.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    perform { (table) throws(TableViewError) in
      try table.insertSections(sections, with: animation)
    }
  }

  /// Deletes sections, as `deleteSections(_:with:)`.
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - animation: The animation, recorded.
  /// - Complexity: O(*k* log *k* + *s* + *v*), for *k* sections given, *s* in the table and
  ///   *v* rows on screen, whose heights the update asks.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    perform { (table) throws(TableViewError) in
      try table.deleteSections(sections, with: animation)
    }
  }

  /// Moves a section, as `moveSection(_:toSection:)`.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - newSection: Where it goes.
  /// - Complexity: O(*s* + *v*), for *s* sections and *v* rows on screen, whose heights the
  ///   update asks.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    perform { (table) throws(TableViewError) in
      try table.moveSection(section, toSection: newSection)
    }
  }

  /// Starts a group of updates that `endUpdates()` performs as one, as `beginUpdates()`.
  ///
  /// - Complexity: O(1).
  public func beginUpdates() {
    table.beginUpdates()
  }

  /// Performs the updates since the matching `beginUpdates()` as one, as `endUpdates()`.
  ///
  /// As UIKit's, the update asks the heights of the rows on screen again, with changes or
  /// without: an empty pair grows or shrinks rows in their cells, and a pair that inserts rows
  /// below a row whose height changed grows that row too. A height the table refuses reports
  /// UIKit's exception and leaves the table as it was.
  ///
  /// - Complexity: O(*k* log *k* + *s* + *v*), for *k* updates, *s* sections and *v* rows on
  ///   screen, whose heights are asked (every row's without estimates).
  public func endUpdates() {
    perform { (table) throws(TableViewError) in try table.endUpdates() }
  }

  /// Performs the updates `updates` asks for as one, as `performBatchUpdates(_:completion:)`.
  ///
  /// The completion runs later, when the main queue next turns (UIKit runs it after its
  /// animations), with `true`, under the exception handler in effect for this call. A batch
  /// UIKit refuses reports its exception and changes nothing; its completion never runs (on
  /// iOS the app stops there).
  ///
  /// - Parameters:
  /// As UIKit's, the update asks the heights of the rows on screen again, with changes or
  /// without (see `endUpdates()`).
  ///
  /// - Parameters:
  ///   - updates: The updates, or `nil`.
  ///   - completion: What runs once the updates are in place, or `nil`.
  /// - Complexity: O(*k* log *k* + *s* + *v*), for *k* updates, *s* sections and *v* rows on
  ///   screen, whose heights are asked (every row's without estimates).
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let wrapped: (@MainActor (Bool) throws -> Void)? = completion.map { completion in
      let later = LaterCompletion(completion)
      return { finished in later.run(finished) }
    }
    perform { (table) throws(TableViewError) in
      try table.performBatchUpdates({ updates?() }, completion: wrapped)
    }
  }
}

/// A batch's completion with the exception handlers in effect when the batch was asked for
/// (the face's, and ListBinding's `UncaughtErrors` one for a native error reported inside it).
@MainActor
private final class LaterCompletion {
  private let handler = UIKitException.handler
  private let uncaughtErrorHandler = UncaughtErrors.handler
  private let body: (Bool) -> Void

  init(_ body: @escaping (Bool) -> Void) {
    self.body = body
  }

  func run(_ finished: Bool) {
    UIKitException.$handler.withValue(handler) {
      UncaughtErrors.$handler.withValue(uncaughtErrorHandler) { body(finished) }
    }
  }
}
