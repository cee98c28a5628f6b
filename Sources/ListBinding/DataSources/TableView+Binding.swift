import Foundation

extension TableView {
  /// Registers `cellClass` under `identifier`, makes `dataSource` the table's data source and
  /// reloads; when the reload fails before it changed the table, puts back the data source and
  /// the registrations the table had, so that a failed bind changes nothing.
  ///
  /// An error that arrives once the reload is in place (a `willDisplay` that throws) leaves the
  /// new data source in place, as it leaves the reload.
  /// - Complexity: O(*v*) for the comparison, where *v* is the viewport height, plus O(*s*) for the
  ///   counts, plus the reload's.
  func bind(
    _ dataSource: any TableViewDataSource, registering cellClass: TableViewCell.Type,
    for identifier: String
  ) throws(TableViewError) {
    let previousDataSource = self.dataSource
    let rollback = TableRollback(of: self)
    let previousState = state
    let previousCells = visibleCells.map(ObjectIdentifier.init)
    register(cellClass, forCellReuseIdentifier: identifier)
    self.dataSource = dataSource
    do {
      try reloadData()
    } catch {
      if state == previousState, visibleCells.map(ObjectIdentifier.init) == previousCells {
        self.dataSource = previousDataSource
        rollback.restore(self)
      }
      throw error
    }
  }
}
