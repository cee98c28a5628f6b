import Foundation

// The table's calls to its data source and delegate, each through `invoke`, so that what they
// throw comes out of the call that made them, named.

extension TableView {
  typealias Callback = TableViewError.Callback

  // MARK: Data source

  /// Asks the data source for its counts, checking them (see `RowCounts.counting`).
  ///
  /// While it reads, update calls made from the data source read their counts when they run.
  ///
  /// - Complexity: O(*s*) calls to the data source, where *s* is the number of sections.
  func fetchRowCounts() throws(TableViewError) -> RowCounts {
    guard let dataSource else { return RowCounts() }
    let wasReading = calls.isReadingCounts
    calls.isReadingCounts = true
    defer { calls.isReadingCounts = wasReading }
    let sections = try invoke(Callback("numberOfSections(in:)")) {
      try dataSource.numberOfSections(in: self)
    }
    return try RowCounts.counting(sections: sections) { section throws(TableViewError) in
      try invoke(Callback("tableView(_:numberOfRowsInSection:)", section: section)) {
        try dataSource.tableView(self, numberOfRowsInSection: section)
      }
    }
  }

  /// The data source's counts and the delegate's heights for a call asked for now, or `nil`
  /// when the table is reading counts already: the call then reads them when it runs.
  func dataForCall() throws(TableViewError) -> DataRead? {
    calls.isReadingCounts ? nil : try readData()
  }

  /// The data source's counts and the delegate's heights for them.
  ///
  /// - Complexity: O(*s*) calls to the data source and delegate, where *s* is the number of
  ///   sections; O(*n*) more, for *n* rows, when the table does not estimate row heights.
  func readData() throws(TableViewError) -> DataRead {
    let counts = try fetchRowCounts()
    return DataRead(counts: counts, layout: try readLayout(for: counts))
  }

  /// The heights of the sections' headers, footers and rows for `counts`, from the delegate and
  /// the table's settings.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` for a height or a setting that breaks its
  ///   rule (see ``maximumDimension``), or what the delegate throws.
  func readLayout(for counts: RowCounts) throws(TableViewError) -> LayoutInput {
    // Checked first, so that a setting the delegate's default methods return is reported as
    // the setting, and last, in case the delegate changed one.
    try validateGeometrySettings()
    let wasReading = calls.isReadingCounts
    calls.isReadingCounts = true
    defer { calls.isReadingCounts = wasReading }
    var headers: [Double] = []
    var footers: [Double] = []
    var automaticHeaders = IndexSet()
    var automaticFooters = IndexSet()
    headers.reserveCapacity(counts.numberOfSections)
    footers.reserveCapacity(counts.numberOfSections)
    for section in 0..<counts.numberOfSections {
      let header = try headerHeight(inSection: section)
      headers.append(header.height)
      if header.isAutomatic { automaticHeaders.insert(section) }
      let footer = try footerHeight(inSection: section)
      footers.append(footer.height)
      if footer.isAutomatic { automaticFooters.insert(section) }
    }
    var layout = LayoutInput(
      headerHeights: headers, footerHeights: footers,
      rows: .estimated(try estimatedHeight(in: counts)))
    layout.automaticHeaders = automaticHeaders
    layout.automaticFooters = automaticFooters
    if estimatedRowHeight == 0 {
      guard counts.totalRows <= Self.maximumMeasuredRows else {
        throw .tooManyRowsToMeasure(counts.totalRows, maximum: Self.maximumMeasuredRows)
      }
      var heights: [[Double]] = []
      heights.reserveCapacity(counts.numberOfSections)
      for section in 0..<counts.numberOfSections {
        var rows: [Double] = []
        rows.reserveCapacity(counts.numberOfRows(inSection: section))
        for row in 0..<counts.numberOfRows(inSection: section) {
          let height = try heightForRow(at: IndexPath(indexes: [section, row]))
          rows.append(height ?? Self.fallbackRowHeight)
        }
        heights.append(rows)
      }
      layout.rows = .exact(heights)
    }
    // The table's header and footer take their views' heights, as in UIKit.
    layout.tableHeaderHeight = try tableViewHeight(of: tableHeaderView, "tableHeaderView")
    layout.tableFooterHeight = try tableViewHeight(of: tableFooterView, "tableFooterView")
    try validateGeometrySettings()
    return layout
  }

  /// The height of a row from the delegate and ``rowHeight``, or `nil` when it is automatic:
  /// the height its cell fits.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` for a height that is neither a length nor
  ///   automatic, or what the delegate throws.
  func heightForRow(at indexPath: IndexPath) throws(TableViewError) -> Double? {
    guard let delegate else { return try Self.height(rowHeight, .property("rowHeight")) }
    let callback = Callback("tableView(_:heightForRowAt:)", indexPath: indexPath)
    let height = try invoke(callback) { try delegate.tableView(self, heightForRowAt: indexPath) }
    return try Self.height(height, .callback(callback))
  }

  /// The height rows not measured yet take: the delegate's estimate for the first row when it
  /// gives one, else ``estimatedRowHeight``, else ``rowHeight``, else the fallback.
  private func estimatedHeight(in counts: RowCounts) throws(TableViewError) -> Double {
    if let delegate, counts.totalRows > 0 {
      let first = counts.indexPath(atOffset: 0)
      let callback = Callback("tableView(_:estimatedHeightForRowAt:)", indexPath: first)
      let estimate = try invoke(callback) {
        try delegate.tableView(self, estimatedHeightForRowAt: first)
      }
      if let estimate = try Self.height(estimate, .callback(callback)) { return estimate }
    }
    if let estimate = try Self.height(estimatedRowHeight, .property("estimatedRowHeight")),
      estimate > 0
    {
      return estimate
    }
    if let height = try Self.height(rowHeight, .property("rowHeight")) { return height }
    return Self.fallbackRowHeight
  }

  private func headerHeight(inSection section: Int) throws(TableViewError)
    -> (height: Double, isAutomatic: Bool)
  {
    try sectionEdgeHeight(
      Callback("tableView(_:heightForHeaderInSection:)", section: section),
      asked: { delegate in try delegate.tableView(self, heightForHeaderInSection: section) },
      setting: (sectionHeaderHeight, "sectionHeaderHeight"),
      titled: { () throws(TableViewError) in try titleForHeader(inSection: section) != nil })
  }

  private func footerHeight(inSection section: Int) throws(TableViewError)
    -> (height: Double, isAutomatic: Bool)
  {
    try sectionEdgeHeight(
      Callback("tableView(_:heightForFooterInSection:)", section: section),
      asked: { delegate in try delegate.tableView(self, heightForFooterInSection: section) },
      setting: (sectionFooterHeight, "sectionFooterHeight"),
      titled: { () throws(TableViewError) in try titleForFooter(inSection: section) != nil })
  }

  /// The height of a section's header or footer: the delegate's, else the table's setting; an
  /// automatic one is 28 points when the section has a title there, 0 otherwise, until a view
  /// the delegate gives it is measured.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` for a height that is neither a length nor
  ///   automatic, or what the delegate or the data source throws.
  private func sectionEdgeHeight(
    _ callback: Callback, asked: (any TableViewDelegate) throws -> CGFloat,
    setting: (value: CGFloat, name: String), titled: () throws(TableViewError) -> Bool
  ) throws(TableViewError) -> (height: Double, isAutomatic: Bool) {
    let height: Double?
    if let delegate {
      height = try Self.height(try invoke(callback) { try asked(delegate) }, .callback(callback))
    } else {
      height = try Self.height(setting.value, .property(setting.name))
    }
    if let height { return (height, false) }
    return (try titled() ? Self.automaticSectionHeaderHeight : 0, true)
  }

  func titleForHeader(inSection section: Int) throws(TableViewError) -> String? {
    guard let dataSource else { return nil }
    return try invoke(Callback("tableView(_:titleForHeaderInSection:)", section: section)) {
      try dataSource.tableView(self, titleForHeaderInSection: section)
    }
  }

  func titleForFooter(inSection section: Int) throws(TableViewError) -> String? {
    guard let dataSource else { return nil }
    return try invoke(Callback("tableView(_:titleForFooterInSection:)", section: section)) {
      try dataSource.tableView(self, titleForFooterInSection: section)
    }
  }

  func canEditRow(at indexPath: IndexPath) throws(TableViewError) -> Bool {
    guard let dataSource else { return false }
    return try invoke(Callback("tableView(_:canEditRowAt:)", indexPath: indexPath)) {
      try dataSource.tableView(self, canEditRowAt: indexPath)
    }
  }

  func canMoveRow(at indexPath: IndexPath) throws(TableViewError) -> Bool {
    guard let dataSource else { return false }
    return try invoke(Callback("tableView(_:canMoveRowAt:)", indexPath: indexPath)) {
      try dataSource.tableView(self, canMoveRowAt: indexPath)
    }
  }

  /// Whether the data source commits edits: it adopts ``EditCommitting``.
  var commitsEdits: Bool { dataSource is any EditCommitting }

  func commit(_ style: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    throws(TableViewError)
  {
    guard let dataSource = dataSource as? any EditCommitting else { return }
    try invoke(Callback("tableView(_:commit:forRowAt:)", indexPath: indexPath), at: .touch) {
      try dataSource.tableView(self, commit: style, forRowAt: indexPath)
    }
  }

  func moveRowInDataSource(from source: IndexPath, to destination: IndexPath)
    throws(TableViewError)
  {
    guard let dataSource else { return }
    try invoke(Callback("tableView(_:moveRowAt:to:)", indexPath: source)) {
      try dataSource.tableView(self, moveRowAt: source, to: destination)
    }
  }

  // MARK: Delegate: display

  /// Tells the delegate that `cell` is about to be displayed, then lays it out
  /// (``View/layoutSubviews()``), as UIKit's layout pass follows the call.
  func willDisplay(_ cell: TableViewCell, at indexPath: IndexPath) throws(TableViewError) {
    if let delegate {
      try invoke(Callback("tableView(_:willDisplay:forRowAt:)", indexPath: indexPath)) {
        try delegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
    }
    cell.layOutSubtree()
  }

  func didEndDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) throws(TableViewError) {
    guard let delegate else { return }
    try invoke(Callback("tableView(_:didEndDisplaying:forRowAt:)", indexPath: indexPath)) {
      try delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
  }

  // MARK: Delegate: selection

  func shouldHighlightRow(at indexPath: IndexPath) throws(TableViewError) -> Bool {
    guard let delegate else { return true }
    return try invoke(
      Callback("tableView(_:shouldHighlightRowAt:)", indexPath: indexPath), at: .touch
    ) {
      try delegate.tableView(self, shouldHighlightRowAt: indexPath)
    }
  }

  func willSelectRow(at indexPath: IndexPath) throws(TableViewError) -> IndexPath? {
    guard let delegate else { return indexPath }
    return try invoke(Callback("tableView(_:willSelectRowAt:)", indexPath: indexPath), at: .touch) {
      try delegate.tableView(self, willSelectRowAt: indexPath)
    }
  }

  func didSelectRow(at indexPath: IndexPath) throws(TableViewError) {
    guard let delegate else { return }
    try invoke(Callback("tableView(_:didSelectRowAt:)", indexPath: indexPath), at: .touch) {
      try delegate.tableView(self, didSelectRowAt: indexPath)
    }
  }

  func willDeselectRow(at indexPath: IndexPath) throws(TableViewError) -> IndexPath? {
    guard let delegate else { return indexPath }
    return try invoke(
      Callback("tableView(_:willDeselectRowAt:)", indexPath: indexPath), at: .touch
    ) {
      try delegate.tableView(self, willDeselectRowAt: indexPath)
    }
  }

  func didDeselectRow(at indexPath: IndexPath) throws(TableViewError) {
    guard let delegate else { return }
    try invoke(Callback("tableView(_:didDeselectRowAt:)", indexPath: indexPath), at: .touch) {
      try delegate.tableView(self, didDeselectRowAt: indexPath)
    }
  }

  // MARK: Delegate: editing

  func editingStyleForRow(at indexPath: IndexPath) throws(TableViewError)
    -> TableViewCell.EditingStyle
  {
    guard let delegate else { return .delete }
    return try invoke(Callback("tableView(_:editingStyleForRowAt:)", indexPath: indexPath)) {
      try delegate.tableView(self, editingStyleForRowAt: indexPath)
    }
  }

  func willBeginEditingRow(at indexPath: IndexPath) throws(TableViewError) {
    guard let delegate else { return }
    try invoke(
      Callback("tableView(_:willBeginEditingRowAt:)", indexPath: indexPath), at: .touch
    ) {
      try delegate.tableView(self, willBeginEditingRowAt: indexPath)
    }
  }

  func didEndEditingRow(at indexPath: IndexPath?) throws(TableViewError) {
    guard let delegate else { return }
    try invoke(Callback("tableView(_:didEndEditingRowAt:)", indexPath: indexPath)) {
      try delegate.tableView(self, didEndEditingRowAt: indexPath)
    }
  }

  func targetForMove(from source: IndexPath, proposed: IndexPath) throws(TableViewError)
    -> IndexPath
  {
    guard let delegate else { return proposed }
    return try invoke(
      Callback(
        "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", indexPath: source)
    ) {
      try delegate.tableView(
        self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
    }
  }
}
