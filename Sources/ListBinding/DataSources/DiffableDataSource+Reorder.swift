import Foundation

extension DiffableDataSource {
  /// The snapshot whose rows the table shows: ``snapshot()``, or, while a drag the data source
  /// has not taken into its snapshot yet commits, the snapshot with the item moved, which the
  /// data source takes in once the drag completes.
  ///
  /// - Complexity: O(1).
  var shownByTable: Snapshot<SectionIdentifierType, ItemIdentifierType> {
    reorder.flatMap { $0.isTaken ? nil : $0.moved } ?? current
  }
}

extension DiffableDataSource: RowReorderRecording {
  /// The table is about to move the dragged row and call ``tableView(_:moveRowAt:to:)``: the
  /// data source shows the item at its new place until the drag ends.
  ///
  /// - Parameters:
  ///   - source: The row dragged, before the move.
  ///   - destination: Where it lands, after the move.
  /// - Complexity: O(*n* + *s*), where *n* is the number of items and *s* of sections.
  public func beginReorder(from source: IndexPath, to destination: IndexPath) {
    reorder = Reorder(
      source: source, destination: destination, before: current,
      changesetBefore: lastChangeset,
      // The table checked both paths against its own rows; a snapshot out of step with them
      // has no moved state to offer, and the drag then shows the snapshot as it is.
      moved: try? Self.moving(in: current, from: source, to: destination))
  }

  /// The drag is committed, or, when `committed` is `false`, put back: the snapshot is the one
  /// the table shows then.
  ///
  /// - Parameter committed: Whether the table shows the row at its new place.
  /// - Complexity: O(1).
  public func endReorder(committed: Bool) {
    guard let reorder else { return }
    self.reorder = nil
    if !committed {
      current = reorder.before
      lastChangeset = reorder.changesetBefore
    } else if !reorder.isTaken, let moved = reorder.moved {
      // The override changed nothing: the snapshot names the rows the table shows.
      current = moved
    }
  }

  /// `snapshot` with the item at `source` moved to `destination`: a row of its section, or a
  /// position up to the end of another.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of items and *s* of sections.
  static func moving(
    in snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, from source: IndexPath,
    to destination: IndexPath
  ) throws(TableViewError) -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    guard source.isTablePath else { throw .invalidIndexPath(source) }
    guard destination.isTablePath else { throw .invalidIndexPath(destination) }
    guard let item = snapshot.itemIdentifier(at: source) else {
      let rows =
        snapshot.items.indices.contains(source.section) ? snapshot.items[source.section].count : 0
      throw .rowOutOfRange(source, numberOfRows: rows)
    }
    guard snapshot.sections.indices.contains(destination.section) else {
      throw .rowOutOfRange(destination, numberOfRows: 0)
    }
    var moved = snapshot
    do {
      try moved.deleteItems([item])
      let section = moved.sections[destination.section]
      let rows = try moved.itemIdentifiers(inSection: section)
      guard destination.row >= 0, destination.row <= rows.count else {
        throw TableViewError.rowOutOfRange(destination, numberOfRows: rows.count)
      }
      if destination.row < rows.count {
        try moved.insertItems([item], beforeItem: rows[destination.row])
      } else {
        try moved.appendItems([item], toSection: section)
      }
    } catch let error as TableViewError {
      throw error
    } catch {
      // The item and the section exist: the snapshot refuses nothing else here.
      throw .rowOutOfRange(destination, numberOfRows: 0)
    }
    return moved
  }
}

/// A drag the table is committing: what the data source puts back if it fails, and the
/// snapshot the table shows.
struct Reorder<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>
{
  /// The row dragged.
  var source: IndexPath
  /// Where it lands.
  var destination: IndexPath
  /// The snapshot before the drag.
  var before: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The changeset of the last apply before the drag.
  var changesetBefore: SectionedChangeset
  /// The snapshot with the item moved: what the table shows.
  var moved: Snapshot<SectionIdentifierType, ItemIdentifierType>?
  /// Whether the data source changed its snapshot during the drag (the base `moveRowAt`, or an
  /// apply that began).
  var isTaken = false
}
