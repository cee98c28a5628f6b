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
@MainActor
public final class DiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: TableViewDataSource {
  /// Makes the cell for an item: dequeue it from the table and configure it.
  public typealias CellProvider =
    @MainActor (TableView, IndexPath, ItemIdentifierType) throws -> TableViewCell

  /// Configures again, in place, a visible cell whose item is reconfigured.
  public typealias CellRebinder = @MainActor (TableViewCell, IndexPath, ItemIdentifierType) -> Void

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
  public var headerTitleProvider: (@MainActor (TableView, Int, SectionIdentifierType) -> String?)?

  /// The footer title of each section, or `nil` for none.
  public var footerTitleProvider: (@MainActor (TableView, Int, SectionIdentifierType) -> String?)?

  /// The selection rule of each section, or `nil` for the table's. See
  /// ``TableView/selectionRule(forSection:)``.
  public var selectionRuleProvider: (@MainActor (SectionIdentifierType) -> SelectionRule?)?

  /// Called when a button inside one of the cells is tapped, with the row's current index path
  /// and item identifier.
  public var onButtonTap: (@MainActor (ButtonTap<ItemIdentifierType>) -> Void)?

  /// The staged changes of the last ``apply(_:animatingDifferences:)``, for logs and tests;
  /// empty before the first.
  public internal(set) var lastChangeset = SectionedChangeset(stages: [])

  /// The last snapshot applied, its reload and reconfigure marks cleared.
  var current = Snapshot<SectionIdentifierType, ItemIdentifierType>()

  /// During an update, the sections after the stage being performed, by tokens of the
  /// transition; `nil` when the table shows `current`.
  var staged:
    (
      transition: SnapshotTransition<SectionIdentifierType, ItemIdentifierType>,
      state: [(section: Int, items: [Int])]
    )?

  /// Creates a data source for `tableView`, which it becomes the data source of.
  ///
  /// The table is not loaded: the first ``apply(_:animatingDifferences:)`` inserts the
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

  /// The last snapshot applied: a copy, to change and apply.
  ///
  /// Reload and reconfigure marks are cleared once a snapshot is applied.
  ///
  /// - Complexity: O(1).
  public func snapshot() -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The item of the row at `indexPath`, or `nil` when there is none.
  ///
  /// - Complexity: O(1); O(log *s*) during an update, where *s* is the number of sections.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.isTablePath else { return nil }
    let (section, row) = (indexPath.section, indexPath.row)
    if let staged {
      guard staged.state.indices.contains(section),
        staged.state[section].items.indices.contains(row)
      else { return nil }
      return staged.transition.item(forToken: staged.state[section].items[row])
    }
    guard current.items.indices.contains(section), current.items[section].indices.contains(row)
    else { return nil }
    return current.items[section][row]
  }

  /// The index path of an item's row in the last snapshot applied, or `nil` when it has no such
  /// item.
  ///
  /// - Complexity: O(1) on average.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section identifier at an index, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    if let staged {
      guard staged.state.indices.contains(index) else { return nil }
      return staged.transition.section(forToken: staged.state[index].section)
    }
    return current.sections.indices.contains(index) ? current.sections[index] : nil
  }
}

extension DiffableDataSource {
  /// The number of sections shown.
  public func numberOfSections(in tableView: TableView) -> Int {
    staged?.state.count ?? current.sections.count
  }

  /// The number of items of `section`.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    if let staged {
      return staged.state.indices.contains(section) ? staged.state[section].items.count : 0
    }
    return current.items.indices.contains(section) ? current.items[section].count : 0
  }

  /// The cell the cell provider makes for the row's item.
  ///
  /// - Throws: ``TableViewError/rowOutOfRange(_:numberOfRows:)`` when there is no such row, or
  ///   what the cell provider throws.
  public func tableView(
    _ tableView: TableView, cellForRowAt indexPath: IndexPath
  ) throws -> TableViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      throw TableViewError.rowOutOfRange(
        indexPath,
        numberOfRows: self.tableView(tableView, numberOfRowsInSection: indexPath.section))
    }
    return try cellProvider(tableView, indexPath, item)
  }

  /// The header title from ``headerTitleProvider``.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sectionIdentifier(for: section).flatMap { headerTitleProvider?(tableView, section, $0) }
  }

  /// The footer title from ``footerTitleProvider``.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sectionIdentifier(for: section).flatMap { footerTitleProvider?(tableView, section, $0) }
  }
}

extension DiffableDataSource: SelectionRuleSource {
  func selectionRule(forSection section: Int) -> SelectionRule? {
    sectionIdentifier(for: section).flatMap { selectionRuleProvider?($0) }
  }
}

extension DiffableDataSource: ButtonTapReceiver {
  func tableView(_ tableView: TableView, didTap button: Button, inRowAt indexPath: IndexPath) {
    guard let onButtonTap, let item = itemIdentifier(for: indexPath) else { return }
    onButtonTap(ButtonTap(indexPath: indexPath, item: item, button: button))
  }
}
