import Foundation

extension TableView {
  /// The number of sections, as of the last load or update.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { state.counts.numberOfSections }

  /// The number of rows in every section together.
  ///
  /// - Complexity: O(1).
  public var totalNumberOfRows: Int { state.counts.totalRows }

  /// The number of rows in `section`, as of the last load or update.
  ///
  /// - Throws: ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` when there is no
  ///   such section.
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) throws(TableViewError) -> Int {
    try state.validateSection(section)
    return state.counts.numberOfRows(inSection: section)
  }

  /// The number of rows in `section`, or `nil` when there is no such section.
  ///
  /// Package access, for the terminal driver, whose focus may name a section an update removed.
  ///
  /// - Complexity: O(1).
  package func numberOfRowsIfPresent(inSection section: Int) -> Int? {
    (0..<state.counts.numberOfSections).contains(section)
      ? state.counts.numberOfRows(inSection: section) : nil
  }
}
