import Foundation
import ListBinding

/// What the engine's diffable data source calls back: the UIKit data source and its table,
/// both weakly, and the user's cell provider.
@MainActor
final class DiffableLink<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  weak var owner: UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>?
  weak var table: UITableView?
  let cellProvider:
    UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider

  init(
    table: UITableView,
    cellProvider:
      @escaping UITableViewDiffableDataSource<
        SectionIdentifierType, ItemIdentifierType
      >.CellProvider
  ) {
    self.table = table
    self.cellProvider = cellProvider
  }

  /// The UIKit data source and its table, while both exist.
  var target:
    (
      owner: UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
      table: UITableView
    )?
  {
    guard let owner, let table else { return nil }
    return (owner, table)
  }
}

/// The engine's diffable data source of a face table: the native table's data source. Each
/// data-source method asks the UIKit data source's method of the same name (which a subclass
/// may override); the UIKit defaults come back to the engine's implementations through the
/// `base…` methods.
@MainActor
final class DiffableBridge<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, EditCommitting {
  let link: DiffableLink<SectionIdentifierType, ItemIdentifierType>

  init(tableView: TableView, link: DiffableLink<SectionIdentifierType, ItemIdentifierType>) {
    self.link = link
    super.init(tableView: tableView) { [weak link] _, indexPath, item in
      guard let link, let table = link.table else { return nil }
      return link.cellProvider(table, indexPath, item)
    }
  }

  override func numberOfSections(in tableView: TableView) throws -> Int {
    guard let (owner, table) = link.target else { return try super.numberOfSections(in: tableView) }
    return owner.numberOfSections(in: table)
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws
    -> Int
  {
    guard let (owner, table) = link.target else {
      return try super.tableView(tableView, numberOfRowsInSection: section)
    }
    return owner.tableView(table, numberOfRowsInSection: section)
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    guard let (owner, table) = link.target else {
      return try super.tableView(tableView, cellForRowAt: indexPath)
    }
    let cell = owner.tableView(table, cellForRowAt: indexPath)
    ContentViewLayout.record(cell, shownBy: table)
    return cell
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws
    -> String?
  {
    guard let (owner, table) = link.target else { return nil }
    return owner.tableView(table, titleForHeaderInSection: section)
  }

  override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) throws
    -> String?
  {
    guard let (owner, table) = link.target else { return nil }
    return owner.tableView(table, titleForFooterInSection: section)
  }

  override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws
    -> Bool
  {
    guard let (owner, table) = link.target else { return false }
    return owner.tableView(table, canEditRowAt: indexPath)
  }

  override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) throws
    -> Bool
  {
    guard let (owner, table) = link.target else { return false }
    return owner.tableView(table, canMoveRowAt: indexPath)
  }

  override func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    guard let (owner, table) = link.target else {
      return try super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
    owner.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  override func sectionIndexTitles(for tableView: TableView) throws -> [String]? {
    guard let (owner, table) = link.target else { return nil }
    return owner.sectionIndexTitles(for: table)
  }

  override func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) throws -> Int {
    guard let (owner, table) = link.target else { return index }
    return owner.tableView(table, sectionForSectionIndexTitle: title, at: index)
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    guard let (owner, table) = link.target else { return }
    owner.tableView(table, commit: editingStyle, forRowAt: indexPath)
  }

  // The engine's own implementations, for the UIKit data source's defaults.

  func baseNumberOfSections(_ table: TableView) throws -> Int {
    try super.numberOfSections(in: table)
  }

  func baseNumberOfRows(_ table: TableView, _ section: Int) throws -> Int {
    try super.tableView(table, numberOfRowsInSection: section)
  }

  func baseCell(_ table: TableView, _ indexPath: IndexPath) throws -> TableViewCell {
    try super.tableView(table, cellForRowAt: indexPath)
  }

  func baseMove(_ table: TableView, _ source: IndexPath, _ destination: IndexPath) throws {
    try super.tableView(table, moveRowAt: source, to: destination)
  }
}
