import Foundation

extension TableView {
  /// The number of sections, as of the last load or update.
  ///
  /// Asked before the table has loaded its data, it loads it first, as ``reloadData()`` does,
  /// as UIKit's table gets its counts from the data source the first time it is asked. When
  /// that load fails, the table stays as it was, unloaded, and the answer is 0: the error
  /// comes out of the next call that loads (``numberOfRows(inSection:)``, ``reloadData()``).
  ///
  /// - Complexity: O(1) once the table has loaded its data.
  public var numberOfSections: Int {
    do {
      try loadIfNeverLoaded()
    } catch {
      // A property cannot throw: the table stays unloaded, and the next call that loads
      // throws the error again.
    }
    return state.counts.numberOfSections
  }

  /// The number of rows in every section together, loading the data first as
  /// ``numberOfSections`` does.
  ///
  /// - Complexity: O(1) once the table has loaded its data.
  public var totalNumberOfRows: Int {
    _ = numberOfSections
    return state.counts.totalRows
  }

  /// The number of rows in `section`, as of the last load or update.
  ///
  /// Asked before the table has loaded its data, it loads it first, as ``reloadData()`` does,
  /// as UIKit's table gets its counts from the data source the first time it is asked.
  ///
  /// - Throws: ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` when there is no
  ///   such section; before the first load, what ``reloadData()`` throws, with the table as it
  ///   was.
  /// - Complexity: O(1) once the table has loaded its data.
  public func numberOfRows(inSection section: Int) throws(TableViewError) -> Int {
    try loadIfNeverLoaded()
    try state.validateSection(section)
    return state.counts.numberOfRows(inSection: section)
  }

  /// The number of rows in `section` the table shows now, or `nil` when there is no such
  /// section: for code that holds a section index an update may have removed, such as a
  /// terminal driver's focus.
  ///
  /// Unlike ``numberOfRows(inSection:)``, it never throws and never asks the data source: a
  /// table that has not loaded yet has no sections. It reports no event to observers.
  ///
  /// - Parameter section: A section index, of any value.
  /// - Returns: The number of rows, or `nil`.
  /// - Complexity: O(1).
  public func numberOfRowsIfPresent(inSection section: Int) -> Int? {
    (0..<state.counts.numberOfSections).contains(section)
      ? state.counts.numberOfRows(inSection: section) : nil
  }

  /// Loads the data as ``reloadData()`` does when the table has a data source and has never
  /// read counts from one, unless the table is performing a call: a callback asking counts
  /// gets those of the state it refers to.
  private func loadIfNeverLoaded() throws(TableViewError) {
    guard !state.hasLoadedData, dataSource != nil, !calls.isBusy else { return }
    try reloadData()
  }
}
