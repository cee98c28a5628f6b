extension TableView {
  /// The views the table shows: its background view, its table header view, the header views
  /// of the sections on display, the visible cells, the footer views, then its table footer
  /// view. What ``View/layoutIfNeeded()`` reaches inside the table besides its subviews.
  ///
  /// - Complexity: O(*v* + *h* log *h*), where *v* is the number of visible cells and *h* the
  ///   number of section header and footer views on display.
  var shownViews: [View] {
    var views: [View] = []
    if let background = decoration.backgroundView { views.append(background) }
    if let header = decoration.tableHeaderView { views.append(header) }
    let sectionViews = decoration.sectionViews
    views += sectionViews.headers.sorted { $0.key < $1.key }.map(\.value)
    views += visibleCells
    views += sectionViews.footers.sorted { $0.key < $1.key }.map(\.value)
    if let footer = decoration.tableFooterView { views.append(footer) }
    return views
  }
}
