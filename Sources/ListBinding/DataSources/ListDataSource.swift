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

  /// Called when a button inside one of the cells is tapped, with the row's current index path
  /// and item.
  public var onButtonTap: (@MainActor (ButtonTap<Cell.DataItem>) -> Void)?

  /// Creates a data source for `dataItems`.
  public init(dataItems: [Cell.DataItem]) {
    self.dataItems = dataItems
  }

  /// Registers `Cell` with the table, becomes its data source and loads it.
  ///
  /// - Throws: The error of the table's ``TableView/reloadData()``.
  /// - Complexity: O(*v*), where *v* is the table's viewport height.
  public func bind(to tableView: TableView) throws(TableViewError) {
    self.tableView = tableView
    tableView.register(Cell.self)
    tableView.dataSource = self
    try tableView.reloadData()
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
  func tableView(_ tableView: TableView, didTap button: Button, inRowAt indexPath: IndexPath) {
    guard let onButtonTap, dataItems.indices.contains(indexPath.row) else { return }
    onButtonTap(ButtonTap(indexPath: indexPath, item: dataItems[indexPath.row], button: button))
  }
}
