import Foundation
import ListBinding

extension UITableViewDiffableDataSource {
  /// The animation of an apply that animates its differences, as
  /// `UITableViewDiffableDataSource.defaultRowAnimation`; `.automatic` by default. Recorded,
  /// not played.
  public var defaultRowAnimation: UITableView.RowAnimation {
    get { bridge.defaultRowAnimation }
    set { bridge.defaultRowAnimation = newValue }
  }

  /// Shows `snapshot`, updating the table by the differences from the one shown.
  ///
  /// An invalid update (the table's counts were changed behind the data source's back) or a
  /// `nil` cell raises `NSInternalInconsistencyException` and changes nothing. The completion
  /// runs when the main queue next turns, after the code that follows the call, as UIKit runs
  /// it after its animations.
  ///
  /// The items `snapshot` marks with `reconfigureItems(_:)` keep their cells, as UIKit
  /// promises: once the update is in place, the cell provider runs again for those on screen,
  /// and its `dequeueReusableCell(withIdentifier:for:)` returns the cell showing the row. A
  /// `nil` cell then raises `NSInternalInconsistencyException`, the update itself staying in
  /// place.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether the table records `defaultRowAnimation` or `.none`.
  ///   - completion: Run once the snapshot is shown.
  /// - Complexity: O(*n* + *m* + *s*) expected for the diff, plus the table's update.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    do {
      try bridge.apply(snapshot.native, animatingDifferences: animatingDifferences)
      try reconfigureCells(of: snapshot.reconfiguredItemIdentifiers)
    } catch {
      UIKitException(tableViewError: error).raise()
    }
    MainQueueCompletions.schedule(completion)
  }

  /// Asks the cell provider again for the visible rows of `items`, each dequeue handing back
  /// the cell already showing the row, as `reconfigureItems(_:)` promises ("preserving the
  /// existing cells for the items").
  private func reconfigureCells(of items: [ItemIdentifierType]) throws(TableViewError) {
    guard let table = bridge.tableView else { return }
    let rows = items.compactMap { bridge.indexPath(for: $0) }
    if !rows.isEmpty { try table.reconfigureRows(at: rows) }
  }

  /// Shows `snapshot`, as ``apply(_:animatingDifferences:completion:)``, and returns once its
  /// completion would run, as UIKit's `async` variant (iOS 15).
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether the table records `defaultRowAnimation` or `.none`.
  /// - Complexity: As ``apply(_:animatingDifferences:completion:)``, plus one turn of the main
  ///   queue.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      MainActor.assumeIsolated {
        apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
      }
    }
  }

  /// Shows `snapshot` by reloading the table, as
  /// ``applySnapshotUsingReloadData(_:completion:)``, and returns once its completion would
  /// run, as UIKit's `async` variant (iOS 15).
  ///
  /// - Parameter snapshot: The new state.
  /// - Complexity: As ``applySnapshotUsingReloadData(_:completion:)``, plus one turn of the
  ///   main queue.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      MainActor.assumeIsolated {
        applySnapshotUsingReloadData(snapshot) { continuation.resume() }
      }
    }
  }

  /// Shows `snapshot` by reloading the table, without a diff, as
  /// `applySnapshotUsingReloadData(_:completion:)`; the selection is cleared.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Run when the main queue next turns.
  /// - Complexity: O(*s* + *v*), where *s* is the number of sections and *v* the number of
  ///   visible rows.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    do {
      try bridge.applySnapshotUsingReloadData(snapshot.native)
    } catch {
      UIKitException(tableViewError: error).raise()
    }
    MainQueueCompletions.schedule(completion)
  }

  /// The snapshot shown: a copy to change and apply. It is the new one from the moment its
  /// apply begins, as in UIKit.
  ///
  /// - Returns: The snapshot.
  /// - Complexity: O(1).
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    NSDiffableDataSourceSnapshot(bridge.snapshot())
  }

  /// The item of the row at `indexPath`, or `nil` when there is none.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its item.
  /// - Complexity: O(log *n*) expected, where *n* is the number of items of the section.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    bridge.itemIdentifier(for: indexPath)
  }

  /// The index path of an item's row, or `nil` when the data source has no such item.
  ///
  /// - Parameter itemIdentifier: The item.
  /// - Returns: Its row.
  /// - Complexity: O(log *n*) expected, where *n* is the number of items of its section.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    bridge.indexPath(for: itemIdentifier)
  }

  /// The section identifier at an index, or `nil` when there is none.
  ///
  /// - Parameter index: The section's index.
  /// - Returns: Its identifier.
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    bridge.sectionIdentifier(for: index)
  }

  /// The index of a section, or `nil` when the data source has no such section.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: Its index.
  /// - Complexity: O(1) expected.
  public func index(for identifier: SectionIdentifierType) -> Int? {
    bridge.snapshot().indexOfSection(identifier)
  }

  /// Runs a native base method; reports the exception UIKit raises when it throws, and returns
  /// `fallback`.
  func base<Result>(
    _ fallback: @autoclosure () -> Result, _ body: () throws -> Result
  ) -> Result {
    do {
      return try body()
    } catch let error as TableViewError {
      UIKitException(tableViewError: error).raise()
    } catch {
      UIKitException(name: .internalInconsistencyException, reason: "\(error)").raise()
    }
    return fallback()
  }
}
