import Foundation

extension TableViewCell {
  /// The reuse identifier ``TableView/register(_:)`` uses for this class: its type name with
  /// its module, such as `"MyApp.MenuCell"`.
  ///
  /// - Complexity: O(1) on average: the name is spelled once per class and remembered, since
  ///   every typed dequeue reads it.
  public static var defaultReuseIdentifier: String {
    let key = ObjectIdentifier(self)
    if let name = defaultReuseIdentifiers[key] { return name }
    let name = String(reflecting: self)
    defaultReuseIdentifiers[key] = name
    return name
  }
}

/// The ``TableViewCell/defaultReuseIdentifier`` of each cell class that asked for it: spelling a
/// type's name goes through reflection, about as costly as the rest of a dequeue. A class's
/// metadata lives as long as the process, so its identifier never goes stale.
@MainActor private var defaultReuseIdentifiers: [ObjectIdentifier: String] = [:]

extension TableView {
  /// Registers a cell class for a reuse identifier, replacing any earlier registration for it.
  ///
  /// Cells of the former class already waiting for reuse under the identifier are dropped.
  ///
  /// - Complexity: O(1), plus the number of cells dropped.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    reusePool.register(cellClass, for: identifier)
  }

  /// Registers a cell class under its ``TableViewCell/defaultReuseIdentifier``.
  ///
  /// - Complexity: O(1).
  public func register<Cell: TableViewCell>(_ cellClass: Cell.Type) {
    register(cellClass, forCellReuseIdentifier: Cell.defaultReuseIdentifier)
  }

  /// Returns a reusable cell for the row at `indexPath`: a cell waiting for reuse under
  /// `identifier`, reset by its `prepareForReuse()`, or else a new cell of the registered class;
  /// while ``reconfigureRows(at:)`` asks for the row, the cell already showing it, as it is.
  ///
  /// - Parameters:
  ///   - identifier: A reuse identifier registered with ``register(_:forCellReuseIdentifier:)``.
  ///   - indexPath: The row the cell is for.
  /// - Throws: ``TableViewError/unregisteredIdentifier(_:)`` when no class is registered for
  ///   `identifier`; ``TableViewError/invalidIndexPath(_:)``,
  ///   ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` or
  ///   ``TableViewError/rowOutOfRange(_:numberOfRows:)`` when the table has no such row.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) throws(TableViewError) -> TableViewCell {
    guard let cellClass = reusePool.registrations[identifier] else {
      throw .unregisteredIdentifier(identifier)
    }
    try state.validateRow(indexPath)
    if let kept = reconfiguredCell(withIdentifier: identifier, for: indexPath) { return kept }
    return takeReusableCell(withIdentifier: identifier)
      ?? makeCell(of: cellClass, identifier: identifier)
  }

  /// Returns a reusable cell of type `Cell`, registered under its
  /// ``TableViewCell/defaultReuseIdentifier``, for the row at `indexPath`.
  ///
  /// - Throws: As ``dequeueReusableCell(withIdentifier:for:)``, and
  ///   ``TableViewError/unexpectedCellType(identifier:expected:found:)`` when the identifier
  ///   gives a cell of another class.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell<Cell: TableViewCell>(
    _ cellClass: Cell.Type = Cell.self, for indexPath: IndexPath
  ) throws(TableViewError) -> Cell {
    try dequeueReusableCell(
      as: cellClass, withIdentifier: Cell.defaultReuseIdentifier, for: indexPath)
  }

  /// Returns a reusable cell for `identifier` as a `Cell`.
  ///
  /// - Throws: As ``dequeueReusableCell(withIdentifier:for:)``, and
  ///   ``TableViewError/unexpectedCellType(identifier:expected:found:)`` when the cell is of
  ///   another class. The cell then goes back to the reuse pool.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell<Cell: TableViewCell>(
    as cellClass: Cell.Type, withIdentifier identifier: String, for indexPath: IndexPath
  ) throws(TableViewError) -> Cell {
    let cell = try dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    guard let typed = cell as? Cell else {
      reusePool.enqueue(cell)
      throw .unexpectedCellType(
        identifier: identifier, expected: String(reflecting: Cell.self),
        found: String(reflecting: type(of: cell)))
    }
    return typed
  }

  /// Returns a cell waiting for reuse under `identifier`, or a new cell of the class registered
  /// for it, or `nil` when there is neither: UIKit's older dequeue, after which the caller
  /// creates the cell itself. While ``reconfigureRows(at:)`` asks for a row, it returns the cell
  /// already showing the row, as it is, when that cell's identifier is `identifier`.
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    reconfiguredCell(withIdentifier: identifier, for: nil)
      ?? takeReusableCell(withIdentifier: identifier)
      ?? reusePool.registrations[identifier].map { makeCell(of: $0, identifier: identifier) }
  }

  /// The cell of the row ``reconfigureRows(at:)`` is asking for, when the dequeue is for it
  /// (its index path, or none) under the cell's identifier.
  private func reconfiguredCell(withIdentifier identifier: String, for indexPath: IndexPath?)
    -> TableViewCell?
  {
    guard let (row, cell) = reconfiguring, indexPath == nil || indexPath == row,
      cell.reuseIdentifier == identifier
    else { return nil }
    return cell
  }

  /// Pops a cell from the reuse pool and resets it: its tap handlers go, then its
  /// `prepareForReuse()` runs.
  private func takeReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard let cell = reusePool.take(identifier) else { return nil }
    if !cell.tapHandlers.isEmpty { cell.tapHandlers = [:] }
    cell.prepareForReuse()
    return cell
  }

  /// A new cell of a registered class, belonging to this table.
  private func makeCell(of cellClass: TableViewCell.Type, identifier: String) -> TableViewCell {
    let cell = cellClass.init(dequeuedWithReuseIdentifier: identifier)
    cell.host = self
    return cell
  }
}
