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

extension TableView {
  /// Runs the configuration updates due on the views the table shows (see
  /// ``TableViewCell/setNeedsUpdateConfiguration()``), in the order of ``shownViews``.
  ///
  /// - Complexity: O(*v* + *h*) without allocating when no update is due, where *v* is the
  ///   number of visible cells and *h* the number of section header and footer views on
  ///   display; O(*v* + *h* log *h*), as ``shownViews``, plus what the updates do, when one is.
  func updateShownConfigurations() {
    guard hasPendingShownConfigurationUpdate else { return }
    for view in shownViews { view.updatePendingConfiguration() }
  }

  /// Whether a view the table shows has a configuration update due.
  ///
  /// - Complexity: O(*v* + *h*), without allocating.
  private var hasPendingShownConfigurationUpdate: Bool {
    if decoration.backgroundView?.hasPendingConfigurationUpdate == true
      || decoration.tableHeaderView?.hasPendingConfigurationUpdate == true
      || decoration.tableFooterView?.hasPendingConfigurationUpdate == true
    {
      return true
    }
    let sectionViews = decoration.sectionViews
    for view in sectionViews.headers.values where view.hasPendingConfigurationUpdate {
      return true
    }
    for view in sectionViews.footers.values where view.hasPendingConfigurationUpdate {
      return true
    }
    let shown = cells
    for offset in shown.rows {
      if shown.cell(atOffset: offset)?.hasPendingConfigurationUpdate == true { return true }
    }
    return false
  }

  /// Whether `cell` shows the row whose swipe actions are revealed.
  ///
  /// - Complexity: O(1).
  func showsSwipeActions(on cell: TableViewCell) -> Bool {
    guard let swiped = state.swipe?.indexPath else { return false }
    return displayedCell(at: swiped) === cell
  }

  /// Whether `cell` shows the row whose delete confirmation or trailing swipe actions are
  /// revealed.
  ///
  /// - Complexity: O(1).
  func showsDeleteConfirmation(on cell: TableViewCell) -> Bool {
    guard let swiped = state.swipe, swiped.edge == .trailing else { return false }
    return displayedCell(at: swiped.indexPath) === cell
  }

  /// The cell of the row whose swipe actions are revealed, if it is displayed.
  ///
  /// - Complexity: O(1).
  var swipedCell: TableViewCell? {
    state.swipe.flatMap { displayedCell(at: $0.indexPath) }
  }

  /// Tells the cell whose row showed swipe actions before a change, and the one whose row
  /// shows them now, of a transition to or from showing a delete confirmation (see
  /// ``TableViewCell/willTransition(to:)``), and asks them for a configuration update when they
  /// differ.
  ///
  /// - Complexity: O(1), plus what the cells' transition overrides do.
  func swipeChanged(from old: TableViewCell?) {
    let new = swipedCell
    old?.updateTransitionState()
    if new !== old { new?.updateTransitionState() }
    guard old !== new else { return }
    old?.setNeedsUpdateConfiguration()
    new?.setNeedsUpdateConfiguration()
  }
}
