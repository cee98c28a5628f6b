import Foundation

extension TableView {
  /// Performs steps as one transaction: computes the state they lead to, asks the data source
  /// for the cells of rows new to the viewport, commits, then tells the delegate.
  ///
  /// The steps are taken in order, each validated against the state the previous ones lead
  /// to. When one fails, the ones before it are committed and its error thrown after; when
  /// the first fails, or the data source fails to provide a cell, nothing changes: one
  /// ``TableRollback`` puts back the state (settings included), the cells, the reuse pool, the
  /// decoration and the frame.
  ///
  /// - Parameters:
  ///   - steps: The steps, in order.
  ///   - beforeLoading: Called while queries answer for the new state, before the data source
  ///     is asked for cells: the data source's `moveRowAt`, which changes the data the cells
  ///     show. What it throws puts everything back.
  ///   - revert: Called when the transaction changes nothing after all, to put back what the
  ///     caller changed for it.
  ///   - afterCommitting: Called once the transaction is committed, before the delegate is
  ///     told.
  ///   - rollback: What to put back when nothing is committed: by default, the table as it is
  ///     when the steps begin; a call that changed the table for its steps (the frame) passes
  ///     the table as it was before.
  /// - Complexity: O(*s* + *v*) for the steps that read counts, plus each step's own cost,
  ///   where *s* is the number of sections and *v* the viewport height.
  func performSteps(
    _ steps: [TableStep], beforeLoading: (() throws(TableViewError) -> Void)? = nil,
    revertingOnFailure revert: () -> Void = {}, afterCommitting: () -> Void = {},
    loadingCells: Bool = true, rollingBackTo rollback: TableRollback? = nil
  ) throws(TableViewError) {
    let rollback = rollback ?? TableRollback(of: self)
    let (stateBefore, frameBefore) = (state, frame)
    let offsetBefore = contentOffset
    let isUpdate = pendingCellLoad != nil || steps.contains(where: \.changesRows)
    if isUpdate { updatesUnderWay += 1 }
    defer { if isUpdate { updatesUnderWay -= 1 } }
    var transaction = Transaction(state: state, cells: cells)
    let pending = pendingCellLoad
    if let pending {
      // The cells of a reload made at a touch come with this layout.
      transaction.sectionChanges = pending
      transaction.readLayout = true
    }
    var failure: TableViewError?
    for step in steps {
      do {
        try take(step, into: &transaction)
        transaction.stepCount += 1
      } catch {
        failure = error
        break
      }
    }
    if transaction.stepCount == 0, let failure {
      rollback.restore(self)
      revert()
      throw failure
    }
    // Settings that user code set while the steps read it belong to this call.
    transaction.adoptSettings(of: state, since: stateBefore, frameChanged: frame != frameBefore)
    // A new width lays the visible cells out again, as UIKit does when the table's bounds
    // change: self-sizing rows are measured again (rows loaded before the table had its size
    // kept their estimates).
    if Self.layoutWidth(of: transaction.state) != Self.layoutWidth(of: stateBefore) {
      transaction.remeasuresVisibleRows = true
    }
    let loaded: [TableViewCell]
    do {
      if loadingCells {
        loaded = try layOut(&transaction, beforeLoading: beforeLoading)
        pendingCellLoad = nil
      } else {
        try placeWithoutLoading(&transaction)
        loaded = []
      }
    } catch {
      rollback.restore(self)
      revert()
      throw error
    }
    afterCommitting()
    try notify(transaction, loaded: loaded, scrolledFrom: offsetBefore)
    if let failure { throw failure }
  }

  /// The width a layout of `state` gives its rows: its bounds', 0 for a viewport in rows.
  private static func layoutWidth(of state: TableState) -> CGFloat {
    state.viewport.bounds?.width ?? 0
  }

  /// Takes one step into the transaction.
  private func take(_ step: TableStep, into transaction: inout Transaction) throws(TableViewError) {
    switch step {
    case .reload, .update, .stages, .relayout: transaction.readLayout = true
    case .scroll, .select: break
    }
    switch step {
    case .reload(let data):
      transaction.takeReload(try data.orRead(by: self))
    case .update(let recorded, let data):
      let after = try data.orRead(by: self)
      let plan: UpdatePlan
      do {
        plan = try recorded.batch.plan(
          rowCountsBefore: transaction.state.counts.counts, rowCountsAfter: after.counts.counts)
      } catch {
        throw .invalidUpdate(error)
      }
      transaction.take(plan, counts: after.counts, layout: after.layout)
      if recorded.remeasuresVisibleRows { transaction.remeasuresVisibleRows = true }
      transaction.animations = (transaction.animations ?? []) + recorded.animations
      transaction.completions += recorded.completions
    case .stages(let update):
      try take(update, into: &transaction)
    case .relayout(let layout):
      let layout = try layout.orRead(for: transaction.state.counts, by: self)
      transaction.state = transaction.state.laidOut(with: layout)
    case .scroll(let request):
      transaction.state = transaction.state.scrolled(
        to: try viewport(for: request, in: transaction.state))
    case .select(let change):
      for indexPath in change.selected { try transaction.state.validateRow(indexPath) }
      let deselected = change.deselected.filter(transaction.state.counts.contains)
      transaction.takeSelection(change.selected, deselected: deselected)
      if let scroll = change.scroll {
        transaction.state = transaction.state.scrolled(
          to: try viewport(for: scroll, in: transaction.state))
      }
    }
  }

  /// Takes every stage of a staged update, or none: all are validated before any is taken.
  private func take(_ update: StagedUpdate, into transaction: inout Transaction)
    throws(TableViewError)
  {
    var counts = transaction.state.counts.counts
    var plans: [(plan: UpdatePlan, counts: RowCounts)] = []
    for stage in update.stages {
      do {
        plans.append(
          (
            try stage.batch.plan(rowCountsBefore: counts, rowCountsAfter: stage.countsAfter),
            RowCounts(stage.countsAfter)
          ))
      } catch {
        throw .invalidUpdate(error)
      }
      counts = stage.countsAfter
    }
    let selectedBefore = transaction.state.selection
    let layout = try update.layout.orRead(for: RowCounts(counts), by: self)
    for (index, (plan, counts)) in plans.enumerated() {
      transaction.take(
        plan, counts: counts, layout: layout, clampingViewport: index == plans.count - 1)
    }
    for (old, new) in update.survivors.sorted(by: { $0.value < $1.value })
    where selectedBefore.contains(old) && transaction.state.counts.contains(new)
      && !transaction.state.selection.contains(new)
    {
      // A survivor whose selection its new section's rule refuses is left unselected: the
      // update itself is valid, so the rule's error is not the caller's.
      let replaced = try? transaction.state.selection.rowsReplaced(
        bySelecting: new, rule: update.rules[new[0]],
        allowsMultipleSelection: update.allowsMultipleSelection)
      if replaced?.isEmpty == true { transaction.takeSelection([new], deselected: []) }
    }
    transaction.animations = (transaction.animations ?? []) + [update.animation]
    transaction.remeasuresVisibleRows = true
  }

  /// The viewport a scroll leads to in `state`, before clamping.
  private func viewport(for request: ScrollRequest, in state: TableState) throws(TableViewError)
    -> Viewport
  {
    var viewport = state.viewport
    switch request {
    case .offset(let offset):
      if viewport.bounds != nil, state.counts.totalRows > 0 {
        let row = min(max(0, offset), state.counts.totalRows - 1)
        viewport.bounds?.origin.y =
          state.geometry.rect(
            forRow: state.counts.indexPath(atOffset: row), in: state.counts, width: 0
          ).minY
      } else {
        viewport.offset = offset
      }
    case .height(let height):
      guard (0...Self.maximumViewportHeight).contains(height) else {
        throw .invalidViewportHeight(height)
      }
      viewport.height = height
    case .row(let indexPath, let position):
      try state.validateRow(indexPath)
      if let bounds = viewport.bounds {
        viewport.bounds?.origin.y = CGFloat(
          state.geometry.offset(
            toShow: indexPath, at: position, in: state.counts, boundsHeight: Double(bounds.height),
            currentOffset: Double(bounds.minY)))
      } else {
        viewport.offset = viewport.offset(toShow: state.offset(of: indexPath), at: position)
      }
    case .point(let point):
      if viewport.bounds != nil {
        viewport.bounds?.origin = point
      } else {
        viewport.offset = state.geometry.rowOffset(at: Double(point.y), in: state.counts)
      }
    case .frame(let frame):
      if frame.size == .zero {
        if viewport.bounds != nil { viewport.offset = state.visibleRows.lowerBound }
        viewport.bounds = nil
      } else {
        let origin = viewport.bounds?.origin ?? CGPoint(x: 0, y: firstContentOffsetY(in: state))
        viewport.bounds = CGRect(origin: origin, size: frame.size)
      }
    }
    return viewport
  }

  /// Places the cells that follow their rows, asks the heights of those rows again after an
  /// update (see `TableView+UpdateHeights.swift`), asks the data source for the other rows'
  /// cells, measures the rows new to the viewport, and commits; on a failure of user code,
  /// throws, for the caller to roll back.
  ///
  /// Measuring a row can change which rows a viewport in points shows: the table then places
  /// and asks again, a few times at most, as UIKit lays out again.
  ///
  /// - Returns: The cells new to the viewport, in row order.
  private func layOut(
    _ transaction: inout Transaction, beforeLoading: (() throws(TableViewError) -> Void)?
  ) throws(TableViewError) -> [TableViewCell] {
    try Self.checkVisibleRowCount(transaction.state.visibleRows)
    let placed = transaction.placeCells()
    let swiped = swipedCell
    state = transaction.state
    cells = placed
    swipeChanged(from: swiped)
    var loaded: [TableViewCell] = []
    var leaving = Dictionary(
      transaction.leaving.map { (ObjectIdentifier($0.cell), $0.indexPath) },
      uniquingKeysWith: { first, _ in first })
    var sectionViews = SectionViewsLayout(readLayout: transaction.readLayout)
    try beforeLoading?()
    if estimatedRowHeight != 0, transaction.remeasuresVisibleRows {
      try remeasureKeptRows(&transaction, leaving: &leaving)
    }
    for _ in 0..<Self.maximumLayoutPasses {
      var measured: [(offset: Int, height: Double)] = []
      for offset in cells.missingOffsets {
        let indexPath = state.indexPath(atOffset: offset)
        let cell = try makeCell(at: indexPath, leaving: leaving)
        cells.place(cell, atOffset: offset)
        loaded.append(cell)
        var height = try heightForRow(at: indexPath)
        if height == nil { height = try measuredHeight(of: cell, at: indexPath) }
        measured.append((offset, height ?? Self.fallbackRowHeight))
      }
      if !measured.isEmpty { state = state.measured(measured) }
      if state.visibleRows == cells.rows {
        // The rows are in place: the sections on display get their header and footer
        // views, whose heights may move the rows again.
        try layOutSectionViews(&sectionViews, after: transaction.sectionChanges)
      }
      let rows = state.visibleRows
      guard rows != cells.rows else { break }
      // Measured rows moved the viewport's rows: keep the cells still in it.
      try keepCells(in: rows, loaded: &loaded, leaving: &leaving, transaction: &transaction)
    }
    if sectionViews.views == nil {
      try layOutSectionViews(&sectionViews, after: transaction.sectionChanges)
    }
    decoration.sectionViews = sectionViews.views ?? SectionViews()
    transaction.enteringSectionViews = sectionViews.entering
    commitCells(of: transaction)
    return loaded
  }

  /// Commits the transaction's state with the cells that follow their rows, leaving the rows
  /// new to the viewport without cells until the next layout: a reload made at a touch, whose
  /// counts UIKit updates at once and whose cells it asks for when it lays out.
  ///
  /// - Complexity: O(*v*), where *v* is the viewport height.
  private func placeWithoutLoading(_ transaction: inout Transaction) throws(TableViewError) {
    try Self.checkVisibleRowCount(transaction.state.visibleRows)
    let swiped = swipedCell
    cells = transaction.placeCells()
    state = transaction.state
    swipeChanged(from: swiped)
    transaction.sectionChanges.reload()
    pendingCellLoad = transaction.sectionChanges
    commitCells(of: transaction)
  }

  /// Throws unless a viewport of `rows` stays within ``maximumViewportHeight``: a frame over
  /// rows far shorter than it would otherwise make a slot and a cell for each.
  ///
  /// - Complexity: O(1).
  static func checkVisibleRowCount(_ rows: Range<Int>) throws(TableViewError) {
    guard rows.count <= maximumViewportHeight else {
      throw .tooManyVisibleRows(rows.count, maximum: maximumViewportHeight)
    }
  }

  /// What a transaction commits beside its state and cells: the cells that left go to the reuse
  /// pool, the swipe actions go with their row, the update's animations are recorded.
  private func commitCells(of transaction: Transaction) {
    reusePool.enqueue(contentsOf: transaction.leaving)
    if transaction.sectionChanges.isReload { sectionIndexTitlesRead = nil }
    if state.swipe == nil { swipeActions = [] }
    if let animations = transaction.animations { animationsOfLastUpdate = animations }
  }
}

extension DataRead? {
  /// What was read, or, when nothing was, the data source and delegate read now.
  @MainActor
  fileprivate func orRead(by tableView: TableView) throws(TableViewError) -> DataRead {
    if let self { return self }
    return try tableView.readData()
  }
}

extension LayoutInput? {
  /// The heights read, or, when none were, the delegate's for `counts` read now.
  @MainActor
  fileprivate func orRead(for counts: RowCounts, by tableView: TableView) throws(TableViewError)
    -> LayoutInput
  {
    if let self { return self }
    return try tableView.readLayout(for: counts)
  }
}
