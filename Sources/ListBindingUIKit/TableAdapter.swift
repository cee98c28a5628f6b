import Foundation
import ListBinding

/// What a face table's native table calls: ListBinding's data source, delegate and prefetching
/// protocols, each call forwarded to the ``UITableView``'s own objects with the `UITableView`.
///
/// The user's methods cannot throw, so nothing the adapter forwards throws; calls the user's
/// methods make into the table run as the engine runs them (at once from a touch, when the
/// table's call ends from layout).
@MainActor
class TableAdapter: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
  /// The table the adapter forwards for.
  weak var owner: UITableView?

  /// The table and its data source, or `nil` when either is gone.
  var source: (table: UITableView, dataSource: any UITableViewDataSource)? {
    guard let owner, let dataSource = owner.dataSource else { return nil }
    return (owner, dataSource)
  }

  /// The table and its delegate (the defaults when the delegate is not a table delegate), or
  /// `nil` when the table is gone.
  var target: (table: UITableView, delegate: any UITableViewDelegate)? {
    guard let owner else { return nil }
    return (owner, owner.tableDelegate ?? NoTableDelegate.shared)
  }

  // MARK: Data source

  func numberOfSections(in tableView: TableView) -> Int {
    guard let (table, dataSource) = source else { return 0 }
    return dataSource.numberOfSections(in: table)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard let (table, dataSource) = source else { return 0 }
    return dataSource.tableView(table, numberOfRowsInSection: section)
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let (table, dataSource) = source else {
      return TableViewCell(style: .default, reuseIdentifier: nil)
    }
    let cell = dataSource.tableView(table, cellForRowAt: indexPath)
    ContentViewLayout.record(cell, shownBy: table)
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    guard let (table, dataSource) = source else { return nil }
    return dataSource.tableView(table, titleForHeaderInSection: section)
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    guard let (table, dataSource) = source else { return nil }
    return dataSource.tableView(table, titleForFooterInSection: section)
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    guard let (table, dataSource) = source else { return false }
    return dataSource.tableView(table, canEditRowAt: indexPath)
  }

  /// Whether the row shows a reorder control: the data source allows it and its type
  /// implements `tableView(_:moveRowAt:to:)` (see ``implementsMove(_:in:at:)``).
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    guard let (table, dataSource) = source,
      dataSource.tableView(table, canMoveRowAt: indexPath)
    else { return false }
    return implementsMove(dataSource, in: table, at: indexPath)
  }

  /// Whether `dataSource`'s type implements `tableView(_:moveRowAt:to:)`: the program's
  /// symbols tell when they can (``DeclaredMethods``). Otherwise, the first time it is asked for
  /// a type, it calls the method once with `indexPath` as source and destination, a move that
  /// changes nothing: the protocol's default records that the type lacks it.
  ///
  /// - Complexity: O(1), besides that one lookup or call.
  func implementsMove(
    _ dataSource: any UITableViewDataSource, in table: UITableView, at indexPath: IndexPath
  ) -> Bool {
    if OptionalMethods.lacks(.move, dataSource) { return false }
    if OptionalMethods.has(.move, dataSource) { return true }
    dataSource.tableView(table, moveRowAt: indexPath, to: indexPath)
    if OptionalMethods.lacks(.move, dataSource) { return false }
    OptionalMethods.recordPresent(.move, dataSource)
    return true
  }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let (table, dataSource) = source else { return }
    dataSource.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  func sectionIndexTitles(for tableView: TableView) -> [String]? {
    guard let (table, dataSource) = source else { return nil }
    return dataSource.sectionIndexTitles(for: table)
  }

  func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    guard let (table, dataSource) = source else { return index }
    return dataSource.tableView(table, sectionForSectionIndexTitle: title, at: index)
  }

  // MARK: Prefetching

  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
    guard let owner, let prefetching = owner.prefetchDataSource else { return }
    prefetching.tableView(owner, prefetchRowsAt: indexPaths)
  }

  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    guard let owner, let prefetching = owner.prefetchDataSource else { return }
    prefetching.tableView(owner, cancelPrefetchingForRowsAt: indexPaths)
  }

  // MARK: Scroll view

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    guard let owner else { return }
    owner.delegate?.scrollViewDidScroll(owner)
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    guard let owner else { return }
    owner.delegate?.scrollViewWillBeginDragging(owner)
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    guard let owner else { return }
    owner.delegate?.scrollViewDidEndDragging(owner, willDecelerate: decelerate)
  }
}

/// The adapter of a data source whose type is not known to lack
/// `tableView(_:commit:forRowAt:)`: adopting ListBinding's `EditCommitting` makes the native
/// table offer swipe-to-delete.
@MainActor
final class CommittingTableAdapter: TableAdapter, EditCommitting {
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard let (table, dataSource) = source else { return }
    dataSource.tableView(table, commit: editingStyle, forRowAt: indexPath)
  }
}

/// A table delegate that implements nothing: UIKit's behaviour for every method, for a table
/// whose delegate is only a scroll view's.
@MainActor
final class NoTableDelegate: UITableViewDelegate {
  static let shared = NoTableDelegate()
}

/// A native delegate that implements nothing, so that the face's defaults can answer as
/// ListBinding's do.
@MainActor
final class NativeDefaults: TableViewDelegate {
  static let shared = NativeDefaults()
}
