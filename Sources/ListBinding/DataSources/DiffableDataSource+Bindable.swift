import Foundation

extension DiffableDataSource {
  /// Creates a data source whose cells are `Cell`s bound to their items: no cell provider to
  /// write.
  ///
  /// ```swift
  /// final class DishCell: TableViewCell, Bindable {
  ///   func bind(to dish: String) { textLabel?.text = dish }
  /// }
  /// let dataSource = DiffableDataSource<String, String>(
  ///   tableView: tableView, cellType: DishCell.self)
  /// ```
  ///
  /// Registers `Cell` with the table. A reconfigured item's visible cell is bound again in
  /// place: the same cell instance, through `bind(to:)` (see ``cellRebinder``).
  ///
  /// - Parameters:
  ///   - tableView: The table to drive. The data source does not retain it.
  ///   - cellType: The cell class, whose items are the item identifiers.
  public convenience init<Cell: TableViewCell & Bindable>(
    tableView: TableView, cellType: Cell.Type
  ) where Cell.DataItem == ItemIdentifierType {
    self.init(tableView: tableView, cellType: cellType) { $0 }
  }

  /// Creates a data source whose cells are `Cell`s bound to the items that `item` finds for
  /// their identifiers.
  ///
  /// Use it when the snapshot holds identifiers (ids) and the items live in a model:
  ///
  /// ```swift
  /// let dataSource = DiffableDataSource<Int, Dish.ID>(
  ///   tableView: tableView, cellType: DishCell.self
  /// ) {
  ///   dishes[$0]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - tableView: The table to drive. The data source does not retain it.
  ///   - cellType: The cell class.
  ///   - item: The item for an identifier, or `nil` when there is none; the table then reports
  ///     ``TableViewError/dataSourceFailed(_:_:)`` for the row.
  public convenience init<Cell: TableViewCell & Bindable>(
    tableView: TableView, cellType: Cell.Type,
    item: @escaping @MainActor (ItemIdentifierType) -> Cell.DataItem?
  ) {
    tableView.register(Cell.self)
    self.init(tableView: tableView) { tableView, indexPath, identifier in
      guard let value = item(identifier) else {
        throw MissingItem(identifier: String(describing: identifier))
      }
      let cell = try tableView.dequeueReusableCell(Cell.self, for: indexPath)
      cell.bind(to: value)
      return cell
    }
    cellRebinder = { cell, _, identifier in
      guard let cell = cell as? Cell, let value = item(identifier) else { return }
      cell.bind(to: value)
    }
  }
}

/// The error of a Bindable diffable data source whose item lookup found nothing.
struct MissingItem: Error, CustomStringConvertible {
  let identifier: String
  var description: String { "no item for the identifier \(identifier)" }
}
