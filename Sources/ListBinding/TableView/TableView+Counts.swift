import Foundation

extension TableView {
  /// The number of sections, as of the last load or update.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { rowCounts.numberOfSections }

  /// The number of rows in every section together.
  ///
  /// - Complexity: O(1).
  public var totalNumberOfRows: Int { rowCounts.totalRows }

  /// The number of rows in `section`, as of the last load or update.
  ///
  /// - Throws: ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` when there is no
  ///   such section.
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) throws(TableViewError) -> Int {
    try validateSection(section)
    return rowCounts.numberOfRows(inSection: section)
  }

  /// Throws unless `section` is one of the table's sections.
  func validateSection(_ section: Int) throws(TableViewError) {
    guard section >= 0, section < rowCounts.numberOfSections else {
      throw .sectionOutOfRange(section: section, numberOfSections: rowCounts.numberOfSections)
    }
  }

  /// Throws unless `indexPath` names one of the table's rows.
  func validateRow(_ indexPath: IndexPath) throws(TableViewError) {
    guard indexPath.isTablePath else { throw .invalidIndexPath(indexPath) }
    try validateSection(indexPath.section)
    let rows = rowCounts.numberOfRows(inSection: indexPath.section)
    guard indexPath.row >= 0, indexPath.row < rows else {
      throw .rowOutOfRange(indexPath, numberOfRows: rows)
    }
  }

  /// The offset over all rows of a row known to exist.
  func offset(of indexPath: IndexPath) -> Int {
    rowCounts.offset(ofRow: indexPath.row, inSection: indexPath.section)
  }

  /// The index path of the row at `offset`, which must be below the total number of rows.
  func indexPath(atOffset offset: Int) -> IndexPath {
    let position = rowCounts.position(atOffset: offset)
    return IndexPath(row: position.row, section: position.section)
  }

  /// Asks the data source for its counts.
  ///
  /// - Throws: When the data source reports a negative count; nothing has changed then.
  /// - Complexity: O(*s*) calls to the data source, where *s* is the number of sections.
  func fetchRowCounts() throws(TableViewError) -> RowCounts {
    guard let dataSource else { return RowCounts() }
    let sections = dataSource.numberOfSections(in: self)
    guard sections >= 0 else { throw .negativeNumberOfSections(sections) }
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    for section in 0..<sections {
      let rows = dataSource.tableView(self, numberOfRowsInSection: section)
      guard rows >= 0 else { throw .negativeNumberOfRows(rows, section: section) }
      counts.append(rows)
    }
    return RowCounts(counts)
  }
}
