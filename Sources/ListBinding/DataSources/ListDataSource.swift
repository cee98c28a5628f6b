import Foundation

/// A one-section data source for a list of items shown by a ``Bindable`` cell: a list in one
/// line.
///
/// ```swift
/// let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面", "红椒面", "青椒面"])
/// try dataSource.bind(to: tableView)
/// ```
///
/// The table does not retain its data source: keep a reference to it as long as the table shows
/// the list.
@MainActor
public final class ListDataSource<Cell: TableViewCell & Bindable>: TableViewDataSource {
  /// The items, one per row.
  ///
  /// After changing them, tell the table: ``TableView/reloadData()`` or a batch update.
  public var dataItems: [Cell.DataItem]

  /// The identifier the cells are registered and dequeued under.
  public var reuseIdentifier: String { Cell.defaultReuseIdentifier }

  /// The table the data source was bound to, if it still exists.
  public private(set) weak var tableView: TableView?

  /// Called when a button inside one of the cells is tapped, after the button's own actions,
  /// with the row's index path and item as the tap began. What it throws comes out of the
  /// button's `sendActions(for:)`.
  public var onButtonTap: (@MainActor (ButtonTap<Cell.DataItem>) throws -> Void)?

  /// Creates a data source for `dataItems`.
  public init(dataItems: [Cell.DataItem]) {
    self.dataItems = dataItems
  }

  /// Registers `Cell` with the table, becomes its data source and loads it.
  ///
  /// - Throws: The error of the table's ``TableView/reloadData()``. When the reload changed
  ///   nothing, the table keeps the data source and registrations it had, and this data source
  ///   the table it had.
  /// - Complexity: O(*v*), where *v* is the table's viewport height.
  public func bind(to tableView: TableView) throws(TableViewError) {
    let previousTable = self.tableView
    self.tableView = tableView
    do {
      try tableView.bind(self, registering: Cell.self, for: Cell.defaultReuseIdentifier)
    } catch {
      if tableView.dataSource !== self { self.tableView = previousTable }
      throw error
    }
  }

  /// The number of items.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    dataItems.count
  }

  /// A dequeued `Cell` bound to the item of the row.
  ///
  /// - Throws: ``TableViewError/rowOutOfRange(_:numberOfRows:)`` when the items changed and the
  ///   table was not told, or a dequeue error.
  public func tableView(
    _ tableView: TableView, cellForRowAt indexPath: IndexPath
  ) throws -> TableViewCell {
    try tableView.dequeueCell(Cell.self, boundTo: dataItems, at: indexPath)
  }
}

extension ListDataSource: ButtonTapReceiver {
  /// Reports the tap to ``onButtonTap`` with the row's item as the tap began.
  public func tableView(
    _ tableView: TableView, reportForTapOf button: Button, inRowAt indexPath: IndexPath
  ) -> (@MainActor () throws -> Void)? {
    guard let onButtonTap, indexPath.isTablePath, dataItems.indices.contains(indexPath.row)
    else { return nil }
    let tap = ButtonTap(indexPath: indexPath, item: dataItems[indexPath.row], button: button)
    return { try onButtonTap(tap) }
  }
}
