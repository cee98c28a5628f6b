import Foundation

extension TableView {
  /// Dequeues a `Cell` registered under its default identifier for the row at `indexPath` and
  /// binds it to the row's item in `items`.
  ///
  /// - Throws: A dequeue error, or ``TableViewError/rowOutOfRange(_:numberOfRows:)`` when
  ///   `items` has no item for the row (the cell then goes back to the reuse pool).
  func dequeueCell<Cell: TableViewCell & Bindable>(
    _ cellClass: Cell.Type, boundTo items: [Cell.DataItem], at indexPath: IndexPath
  ) throws(TableViewError) -> Cell {
    let cell = try dequeueReusableCell(cellClass, for: indexPath)
    // The dequeue refused a path without two indices: `row` is safe to read.
    guard items.indices.contains(indexPath.row) else {
      reusePool.enqueue(cell)
      throw .rowOutOfRange(indexPath, numberOfRows: items.count)
    }
    cell.bind(to: items[indexPath.row])
    return cell
  }
}
