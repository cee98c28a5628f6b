import Foundation

/// A table's data source driven by snapshots, with the API of UIKit's
/// `UITableViewDiffableDataSource`: describe the new state, and the data source works out and
/// applies the batch updates.
///
/// ```swift
/// let dataSource = DiffableDataSource<String, String>(tableView: tableView) {
///   tableView, indexPath, dish in
///   let cell = try tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
///   cell.textLabel?.text = dish
///   return cell
/// }
/// var snapshot = Snapshot<String, String>()
/// try snapshot.appendSections(["soup"])
/// try snapshot.appendItems(["Onion soup", "Oyster bisque"])
/// try dataSource.apply(snapshot)
/// ```
///
/// The data source becomes the table's ``TableView/dataSource``, which the table does not
/// retain: keep a reference to the data source as long as the table shows it.
///
/// Cells for `Bindable` cell classes need no provider: see
/// ``init(tableView:cellType:)``.
///
/// ## Subclassing
///
/// As `UITableViewDiffableDataSource`, the class is meant to be subclassed to answer the
/// data-source methods a snapshot does not: override ``tableView(_:canEditRowAt:)`` and
/// ``tableView(_:canMoveRowAt:)`` (both `false` by default, as Apple's), and
/// ``tableView(_:moveRowAt:to:)``. A subclass that commits edits (a swipe's Delete, an editing
/// control) adopts ``EditCommitting`` and implements its
/// ``EditCommitting/tableView(_:commit:forRowAt:)``: the table shows the swipe's Delete only for
/// such a data source, as UIKit shows it only for one that implements the method.
///
/// ```swift
/// final class DishesDataSource: DiffableDataSource<String, String>, EditCommitting {
///   override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
///     true
///   }
///
///   func tableView(
///     _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
///     forRowAt indexPath: IndexPath
///   ) throws {
///     guard editingStyle == .delete, let dish = itemIdentifier(for: indexPath) else { return }
///     var snapshot = snapshot()
///     try snapshot.deleteItems([dish])
///     try apply(snapshot)
///   }
/// }
/// ```
///
/// When the user drags a row (``TableView/dragRow(from:to:)``), the table moves it, then calls
/// ``tableView(_:moveRowAt:to:)``, whose base implementation moves the item in ``snapshot()``.
/// An override that does not call `super` — Apple's "Implementing Modern Collection Views"
/// sample reorders this way — sees the snapshot as it was before the drag, and typically builds
/// the moved snapshot and applies it:
///
/// ```swift
/// override func tableView(
///   _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
///   to destinationIndexPath: IndexPath
/// ) throws {
///   guard let item = itemIdentifier(for: sourceIndexPath),
///     let section = sectionIdentifier(for: destinationIndexPath.section)
///   else { return }
///   var snapshot = snapshot()
///   try snapshot.deleteItems([item])
///   let rows = try snapshot.itemIdentifiers(inSection: section)
///   if destinationIndexPath.row < rows.count {
///     try snapshot.insertItems([item], beforeItem: rows[destinationIndexPath.row])
///   } else {
///     try snapshot.appendItems([item], toSection: section)
///   }
///   try apply(snapshot, animatingDifferences: false)
/// }
/// ```
///
/// The apply runs once the drag completes, and diffs from what the table shows: the moved
/// row, so it moves nothing twice. When the override changes nothing, the data source takes the
/// move into its snapshot once the override returns, so that the snapshot names the rows the
/// table shows. When the override throws, the table and the snapshot are as they were before
/// the drag.
@MainActor
open class DiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: TableViewDataSource {
  /// Makes the cell for an item: dequeue it from the table and configure it. As Apple's, it may
  /// return `nil`, which the table reports as an error naming the item.
  public typealias CellProvider =
    @MainActor (TableView, IndexPath, ItemIdentifierType) throws -> TableViewCell?

  /// Configures again, in place, a visible cell whose item is reconfigured.
  public typealias CellRebinder =
    @MainActor (TableViewCell, IndexPath, ItemIdentifierType) throws -> Void

  /// The table the data source drives, if it still exists.
  public private(set) weak var tableView: TableView?

  /// Makes the cells.
  let cellProvider: CellProvider

  /// Configures a visible cell again for a reconfigured item, keeping the same cell.
  ///
  /// ``init(tableView:cellType:)`` sets it to the cell's `bind(to:)`. When it is `nil`,
  /// reconfigured items are reloaded instead: their rows get new cells from the cell provider.
  public var cellRebinder: CellRebinder?

  /// The header title of each section, or `nil` for none.
  public var headerTitleProvider:
    (@MainActor (TableView, Int, SectionIdentifierType) throws -> String?)?

  /// The footer title of each section, or `nil` for none.
  public var footerTitleProvider:
    (@MainActor (TableView, Int, SectionIdentifierType) throws -> String?)?

  /// The selection rule of each section, or `nil` for the table's. See
  /// ``TableView/selectionRule(forSection:)``.
  public var selectionRuleProvider: (@MainActor (SectionIdentifierType) throws -> SelectionRule?)?

  /// Called when a button inside one of the cells is tapped, after the button's own actions,
  /// with the row's index path and item identifier as the tap began. What it throws comes out
  /// of the button's `sendActions(for:)`.
  public var onButtonTap: (@MainActor (ButtonTap<ItemIdentifierType>) throws -> Void)?

  /// The animation the table records for an apply that animates its differences. Default:
  /// `.automatic`, as UIKit's.
  public var defaultRowAnimation = TableView.RowAnimation.automatic

  /// The staged changes of the last ``apply(_:animatingDifferences:completion:)``, for logs and tests;
  /// empty before the first.
  public internal(set) var lastChangeset = SectionedChangeset(stages: [])

  /// The snapshot the data source shows, its reload and reconfigure marks cleared: the last one
  /// applied, from the moment its apply begins.
  var current = Snapshot<SectionIdentifierType, ItemIdentifierType>() {
    didSet { reorder?.isTaken = true }
  }

  /// The drag the table is committing, while it calls ``tableView(_:moveRowAt:to:)`` and loads
  /// the cells of rows new to the viewport.
  var reorder: Reorder<SectionIdentifierType, ItemIdentifierType>?

  /// Creates a data source for `tableView`, which it becomes the data source of.
  ///
  /// The table is not loaded: the first ``apply(_:animatingDifferences:completion:)`` inserts the
  /// snapshot's sections, as in UIKit.
  ///
  /// - Parameters:
  ///   - tableView: The table to drive. The data source does not retain it.
  ///   - cellProvider: Makes the cell for the row of an item, called as
  ///     ``TableViewDataSource/tableView(_:cellForRowAt:)`` would be. What it throws reaches
  ///     the table, which reports it with the index path.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// The snapshot the data source shows: a copy, to change and apply.
  ///
  /// It is the new snapshot as soon as its ``apply(_:animatingDifferences:completion:)`` begins,
  /// as in UIKit; reload and reconfigure marks are cleared.
  ///
  /// - Complexity: O(1).
  public func snapshot() -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The item of the row at `indexPath`, or `nil` when there is none.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the number of items of the section.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(at: indexPath)
  }

  /// The index path of an item's row, or `nil` when the data source has no such item.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the number of items of the item's
  ///   section; O(1) expected when the data source has no such item.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section identifier at an index, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index] : nil
  }

  // MARK: Data source methods, overridable

  /// The number of sections of the snapshot shown.
  open func numberOfSections(in tableView: TableView) throws -> Int {
    current.sections.count
  }

  /// The number of items of `section` in the snapshot shown.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    current.items.indices.contains(section) ? current.items[section].count : 0
  }

  /// The cell the cell provider makes for the row's item.
  ///
  /// - Throws: ``TableViewError/invalidIndexPath(_:)`` for a path without exactly two
  ///   indices; ``TableViewError/rowOutOfRange(_:numberOfRows:)`` when there is no such row;
  ///   what the cell provider throws; an error naming the item when it returns `nil`.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    guard indexPath.isTablePath else { throw TableViewError.invalidIndexPath(indexPath) }
    guard let item = shownByTable.itemIdentifier(at: indexPath) else {
      throw TableViewError.rowOutOfRange(
        indexPath,
        numberOfRows: try self.tableView(tableView, numberOfRowsInSection: indexPath.section))
    }
    guard let cell = try cellProvider(tableView, indexPath, item) else {
      throw MissingCell(item: String(describing: item))
    }
    return cell
  }

  /// The header title from ``headerTitleProvider``.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws
    -> String?
  {
    guard let provider = headerTitleProvider, let identifier = sectionIdentifier(for: section)
    else { return nil }
    return try provider(tableView, section, identifier)
  }

  /// The footer title from ``footerTitleProvider``.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) throws
    -> String?
  {
    guard let provider = footerTitleProvider, let identifier = sectionIdentifier(for: section)
    else { return nil }
    return try provider(tableView, section, identifier)
  }

  /// Whether the row can be edited. Default: `false`, as Apple's; override it to edit rows.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
    false
  }

  /// Whether the row can be reordered. Default: `false`, as Apple's; override it to let the
  /// user drag rows.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) throws -> Bool {
    false
  }

  /// The user dragged a row: the table shows it at its new place already, and the data source
  /// moves its item in ``snapshot()``, as Apple's does.
  ///
  /// An override that does not call `super` sees the snapshot as it was before the drag (see
  /// "Subclassing" above).
  ///
  /// - Throws: ``TableViewError/invalidIndexPath(_:)`` for a path without exactly two indices;
  ///   ``TableViewError/rowOutOfRange(_:numberOfRows:)`` when the snapshot has no item at
  ///   `sourceIndexPath` or no such destination; the snapshot is as it was then.
  /// - Complexity: O(*n*) for a drag of the table, where *n* is the number of items;
  ///   O(*n* + *s*) otherwise, where *s* is the number of sections.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    if let reorder, reorder.source == sourceIndexPath,
      reorder.destination == destinationIndexPath, let moved = reorder.moved
    {
      current = moved
      return
    }
    current = try Self.moving(in: current, from: sourceIndexPath, to: destinationIndexPath)
  }

  /// The titles of the section index, or `nil` for none. Default: `nil`, as
  /// `UITableViewDiffableDataSource`'s; override it to show an index (see
  /// ``TableView/tapSectionIndexTitle(at:)``).
  ///
  /// - Complexity: O(1).
  open func sectionIndexTitles(for tableView: TableView) throws -> [String]? { nil }

  /// The section to scroll to for the section index title at `index`. Default: `index`.
  ///
  /// - Complexity: O(1).
  open func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) throws -> Int {
    index
  }
}

extension DiffableDataSource: SelectionRuleSource {
  /// The rule ``selectionRuleProvider`` gives the section's identifier.
  public func selectionRule(forSection section: Int) throws -> SelectionRule? {
    guard let provider = selectionRuleProvider, let identifier = sectionIdentifier(for: section)
    else { return nil }
    return try provider(identifier)
  }
}

extension DiffableDataSource: ButtonTapReceiver {
  /// Reports the tap to ``onButtonTap`` with the row's item identifier as the tap began.
  public func tableView(
    _ tableView: TableView, reportForTapOf button: Button, inRowAt indexPath: IndexPath
  ) -> (@MainActor () throws -> Void)? {
    guard let onButtonTap, let item = itemIdentifier(for: indexPath) else { return nil }
    let tap = ButtonTap(indexPath: indexPath, item: item, button: button)
    return { try onButtonTap(tap) }
  }
}

/// The error of a cell provider that returned `nil`.
struct MissingCell: Error, CustomStringConvertible {
  let item: String
  var description: String { "the cell provider returned no cell for the item \(item)" }
}
