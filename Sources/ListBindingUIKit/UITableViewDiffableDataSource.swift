import Foundation
import ListBinding

/// The data source of a table driven by snapshots, as UIKit's `UITableViewDiffableDataSource`.
///
/// Create it with the table and a cell provider; it becomes the table's data source. Build an
/// ``NSDiffableDataSourceSnapshot`` and ``apply(_:animatingDifferences:completion:)`` it: the
/// data source works out the rows to insert, delete, move and reload, and the table checks them
/// against UIKit's rules. Subclass it to give section titles or to let the user edit and
/// reorder rows, overriding the data-source methods as in UIKit
/// (`override func tableView(_:titleForHeaderInSection:)`, `canEditRowAt`, `commit`,
/// `canMoveRowAt`, `moveRowAt`).
///
/// Inside, it drives ListBinding's `DiffableDataSource` on the table's native table: applies,
/// staging, selection that follows identity and drags are the engine's. Nothing throws: where
/// UIKit raises, the call changes nothing and reports a ``UIKitException``.
///
/// - Complexity: An apply costs the diff, O(*n* + *m* + *s*) expected for *n* items before,
///   *m* after and *s* sections, plus the table's update.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
  /// Makes the cell of an item's row: dequeue it from the table and configure it.
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  /// The native data source the table's native table asks.
  let bridge: DiffableBridge<SectionIdentifierType, ItemIdentifierType>
  /// What the bridge calls back.
  let link: DiffableLink<SectionIdentifierType, ItemIdentifierType>

  /// Creates the data source of `tableView`, which it becomes the data source of, as
  /// `UITableViewDiffableDataSource(tableView:cellProvider:)`. The table shows nothing until the
  /// first ``apply(_:animatingDifferences:completion:)``.
  ///
  /// - Parameters:
  ///   - tableView: The table. The data source does not retain it; keep the data source alive
  ///     yourself, as in UIKit (the table holds its data source weakly).
  ///   - cellProvider: Makes each row's cell. A `nil` cell raises
  ///     `NSInternalInconsistencyException`.
  /// - Complexity: O(1).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    let link = DiffableLink<SectionIdentifierType, ItemIdentifierType>(
      table: tableView, cellProvider: cellProvider)
    self.link = link
    bridge = DiffableBridge(tableView: tableView.table, link: link)
    // Reconfigured items keep their cells: the engine leaves them in place, and `apply` asks
    // the cell provider for them again through the table's `reconfigureRows(at:)`, whose
    // dequeue hands back the cell already showing the row.
    bridge.cellRebinder = { _, _, _ in }
    link.owner = self
    tableView.dataSource = self
    // The native table asks the engine's diffable data source, which asks this one's methods.
    tableView.native.dataSource = bridge
  }

  // MARK: Data-source methods, overridable as in UIKit (in the class body: Swift cannot
  // override a method declared in an extension)

  /// The number of sections of the snapshot shown.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: The number of sections.
  /// - Complexity: O(1).
  open func numberOfSections(in tableView: UITableView) -> Int {
    base(0) { try bridge.baseNumberOfSections(tableView.table) }
  }

  /// The number of items of a section in the snapshot shown.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section's index.
  /// - Returns: The number of rows.
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    base(0) { try bridge.baseNumberOfRows(tableView.table, section) }
  }

  /// The cell the cell provider makes for the row's item.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The cell; when the provider returns `nil`, reports
  ///   `NSInternalInconsistencyException` and returns an empty cell.
  /// - Complexity: O(log *n*) expected, where *n* is the number of items of the section, plus
  ///   the provider.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    base(UITableViewCell(style: .default, reuseIdentifier: nil)) {
      try bridge.baseCell(tableView.table, indexPath)
    }
  }

  /// The title of a section's header: `nil` by default; override it to show titles.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section's index.
  /// - Returns: The title.
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// The title of a section's footer: `nil` by default.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section's index.
  /// - Returns: The title.
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Whether a row can be edited: `false` by default, as UIKit's diffable data source;
  /// override it to offer swipe-to-delete and editing controls.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: Whether it can be edited.
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Whether a row can be reordered: `false` by default; override it to let the user drag
  /// rows.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: Whether it can be moved.
  /// - Complexity: O(1).
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Commits the deletion or insertion the user asked for: does nothing by default; override
  /// it to delete the item and apply a snapshot.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - editingStyle: `.delete` or `.insert`.
  ///   - indexPath: The row.
  /// - Complexity: O(1) by default.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// The user dragged a row: the table shows it at its new place, and the default moves its
  /// item in ``snapshot()``. An override that does not call `super` sees the snapshot as it was
  /// before the drag, and applies one of its own, as Apple's "Implementing Modern Collection
  /// Views" sample does.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it is now.
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    base(()) { try bridge.baseMove(tableView.table, sourceIndexPath, destinationIndexPath) }
  }

  /// The titles of the section index: `nil` by default, for none.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: The titles.
  /// - Complexity: O(1).
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    nil
  }

  /// The section a title of the section index stands for: `index` by default.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - title: The title.
  ///   - index: Its index among the titles.
  /// - Returns: The section's index.
  /// - Complexity: O(1).
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }
}
