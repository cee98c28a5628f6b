import Foundation

// The section index: the column of titles (`A` to `Z`) a user taps to jump to a section.
//
// The table asks the data source's `sectionIndexTitles(for:)` once after each `reloadData()`
// (when it first needs the titles: to render, or for a tap on the index) and at each
// `reloadSectionIndexTitles()`, and keeps the answer: as in UIKit, inserting or deleting
// sections does not ask again. The index shows when it has titles and the table has at least
// `sectionIndexMinimumDisplayRowCount` rows.

extension TableView {
  /// Asks the data source for the section index titles again, as
  /// `UITableView.reloadSectionIndexTitles()`: the way to update the index after inserting or
  /// deleting sections without reloading the table.
  ///
  /// ```swift
  /// try tableView.reloadSectionIndexTitles()
  /// ```
  ///
  /// - Throws: What the data source's ``TableViewDataSource/sectionIndexTitles(for:)`` throws;
  ///   the index keeps the titles it had then.
  /// - Complexity: O(*t*), where *t* is the number of titles, plus what the data source does.
  public func reloadSectionIndexTitles() throws(TableViewError) {
    try perform(.reloadSectionIndexTitles) { () throws(TableViewError) in
      .operation { () throws(TableViewError) in
        self.sectionIndexTitlesRead = try self.askSectionIndexTitles()
      }
    }
  }

  /// Taps the title at position `index` of the section index as a user would: the table asks
  /// the data source's ``TableViewDataSource/tableView(_:sectionForSectionIndexTitle:at:)``
  /// for the section, then scrolls so that the section's header is at the top of the viewport,
  /// as far as the table's length allows, as UIKit does.
  ///
  /// The index takes the tap whether or not a user may scroll the table (see
  /// ``isScrollEnabled``). Changes the data source asks for from
  /// `sectionForSectionIndexTitle`, asked while the table works out where to scroll, run after
  /// the tap.
  ///
  /// ```swift
  /// try tableView.tapSectionIndexTitle(at: 2)  // "C"
  /// ```
  ///
  /// - Parameter index: The position of the title in the index, from 0.
  /// - Throws: ``TableViewError/sectionIndexHidden(numberOfRows:minimum:)`` when the table has
  ///   fewer rows than ``sectionIndexMinimumDisplayRowCount``;
  ///   ``TableViewError/noSectionIndexTitle(_:count:)`` when the index shows no title at
  ///   `index`;
  ///   ``TableViewError/sectionForIndexTitleOutOfRange(section:titleIndex:numberOfSections:)``
  ///   when the data source returns a section the table does not have; what the data source
  ///   throws; a data source error for a row new to the viewport. The viewport is as it was
  ///   then.
  /// - Complexity: O(*v* + log *s*), where *v* is the viewport height and *s* the number of
  ///   sections, plus O(*t*) the first time the titles are asked, *t* being their number.
  public func tapSectionIndexTitle(at index: Int) throws(TableViewError) {
    try perform(.tapSectionIndexTitle(index)) {
      () throws(TableViewError) in
      .operation { () throws(TableViewError) in try self.performSectionIndexTap(at: index) }
    }
  }

  private func performSectionIndexTap(at index: Int) throws(TableViewError) {
    let titles = try currentSectionIndexTitles()
    let rows = state.counts.totalRows
    guard titles.isEmpty || rows >= sectionIndexMinimumDisplayRowCount else {
      throw .sectionIndexHidden(numberOfRows: rows, minimum: sectionIndexMinimumDisplayRowCount)
    }
    guard titles.indices.contains(index), let dataSource else {
      throw .noSectionIndexTitle(index, count: titles.count)
    }
    let section = try invoke(Callback("tableView(_:sectionForSectionIndexTitle:at:)")) {
      try dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
    }
    let sections = state.counts.numberOfSections
    guard section >= 0, section < sections else {
      throw .sectionForIndexTitleOutOfRange(
        section: section, titleIndex: index, numberOfSections: sections)
    }
    try performSteps([.scroll(scrollRequest(toShowHeaderOf: section))])
  }

  /// Where to scroll for the header of `section` to be at the top of the viewport, as far as
  /// the table's length allows.
  private func scrollRequest(toShowHeaderOf section: Int) -> ScrollRequest {
    guard let bounds = state.viewport.bounds else {
      return .offset(state.counts.offset(ofRow: 0, inSection: section))
    }
    let header = state.geometry.rectForHeader(inSection: section, in: state.counts, width: 0)
    let range = state.geometry.offsetRange(boundsHeight: Double(bounds.height))
    let top = Double(header.minY) - Double(state.geometry.contentInset.top)
    let y = min(max(top, range.lowerBound), range.upperBound)
    return .point(CGPoint(x: bounds.minX, y: CGFloat(y)))
  }

  /// The section index titles the table shows now, or `nil` when it shows no index: asks the
  /// data source when the titles are to be asked again.
  ///
  /// - Complexity: O(1), or O(*t*) when the data source is asked.
  func shownSectionIndexTitles() throws(TableViewError) -> [String]? {
    let titles = try currentSectionIndexTitles()
    guard !titles.isEmpty, state.counts.totalRows >= sectionIndexMinimumDisplayRowCount else {
      return nil
    }
    return titles
  }

  /// The titles as last asked, asking the data source when they are to be asked again.
  private func currentSectionIndexTitles() throws(TableViewError) -> [String] {
    if let sectionIndexTitlesRead { return sectionIndexTitlesRead }
    let titles = try askSectionIndexTitles()
    sectionIndexTitlesRead = titles
    return titles
  }

  /// Asks the data source for its section index titles; none when it has none.
  private func askSectionIndexTitles() throws(TableViewError) -> [String] {
    guard let dataSource else { return [] }
    return try invoke(Callback("sectionIndexTitles(for:)")) {
      try dataSource.sectionIndexTitles(for: self)
    } ?? []
  }
}
