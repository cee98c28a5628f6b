import Foundation

/// The work of one transaction: the state its steps lead to, where the displayed cells go, and
/// what the delegate hears once it commits.
@MainActor
struct Transaction {
  /// Where the displayed cells are.
  enum Cells {
    /// Where they were: the counts have not changed, so each still shows the row at its offset.
    case unchanged(LoadedCells)
    /// The cells that keep showing a row, with that row's index path in the new state.
    case following([(cell: TableViewCell, indexPath: IndexPath)])
  }

  /// The state after the steps so far.
  var state: TableState
  /// The displayed cells that keep showing a row.
  var cells: Cells
  /// The cells whose rows left, with the index path each showed last.
  var leaving: [(cell: TableViewCell, indexPath: IndexPath)] = []
  /// Whether a step hid the swipe actions a swipe revealed (not a delete confirmation) because
  /// their row went.
  var endedSwipe = false
  /// The animations of the update steps, if any ran.
  var animations: [TableView.RowAnimation]?
  /// The completions to call once the transaction commits.
  var completions: [@MainActor (Bool) throws -> Void] = []
  /// The rows whose selection a step changed; `nil` once a step moved rows, when every
  /// displayed cell is checked.
  var rowsWithChangedSelection: [IndexPath]? = []
  /// How many steps have been taken.
  var stepCount = 0
  /// How the sections moved, for the header and footer views that follow them.
  var sectionChanges = SectionChanges()
  /// The header and footer views the layout made for sections new to the display, in order.
  var enteringSectionViews: [EnteringSectionView] = []
  /// Whether a step read the layout anew (a reload, an update, a relayout): the heights of the
  /// sections' headers and footers are the layout's, and views on display are measured again.
  var readLayout = false
  /// Whether an update was taken (a batch, empty or not, or staged updates; not a drag's
  /// move): the rows on screen are measured again, as UIKit's batch updates recompute their
  /// heights (see `TableView+UpdateHeights.swift`).
  var remeasuresVisibleRows = false
  /// The first visible row before the transaction, if any: for a transaction that moves no
  /// rows, prefetching takes the direction of scrolling from it.
  let firstVisibleRow: IndexPath?

  /// A transaction starting from `state` and its cells.
  init(state: TableState, cells: LoadedCells) {
    self.state = state
    self.cells = .unchanged(cells)
    let visible = state.visibleRows
    firstVisibleRow = visible.isEmpty ? nil : state.indexPath(atOffset: visible.lowerBound)
  }

  /// Takes the settings user code set while the steps read it (a data-source or delegate
  /// method that sets ``TableView/rowHeight``, say) from `current`, the state queries answered
  /// for meanwhile: they belong to the call, committed with it or put back when it fails. A
  /// setting that lays out, or a new frame, leaves the state waiting for a layout.
  ///
  /// - Complexity: O(1).
  mutating func adoptSettings(
    of current: TableState, since before: TableState, frameChanged: Bool
  ) {
    state.settings = current.settings
    if current.needsLayout,
      !before.needsLayout || frameChanged
        || current.settings.laysOutDifferently(from: before.settings)
    {
      state.needsLayout = true
    }
  }

  /// The cells that keep showing a row, with their index paths.
  ///
  /// - Complexity: O(*v* log *s*) the first time rows move, where *v* is the number of cells
  ///   and *s* the number of sections; O(*v*) after.
  private func followingCells() -> [(cell: TableViewCell, indexPath: IndexPath)] {
    switch cells {
    case .following(let following):
      return following
    case .unchanged(let loaded):
      return loaded.placed.map { (cell: $0.cell, indexPath: state.indexPath(atOffset: $0.offset)) }
    }
  }

  /// Takes a validated update: the state moves through the plan, and cells follow their rows
  /// or leave.
  ///
  /// - Complexity: O((*v* + *k*) log *b*), where *v* is the number of cells, *k* the number of
  ///   selected rows and *b* the size of the batch.
  mutating func take(
    _ plan: UpdatePlan, counts: RowCounts, layout: LayoutInput, clampingViewport: Bool = true
  ) {
    let following = followingCells()
    let hadSwipe = state.swipe.map { !$0.confirmsDeleteControl } ?? false
    state = state.updated(
      by: plan, counts: counts, layout: layout, clampingViewport: clampingViewport)
    if hadSwipe, state.swipe == nil { endedSwipe = true }
    var kept: [(cell: TableViewCell, indexPath: IndexPath)] = []
    kept.reserveCapacity(following.count)
    for (cell, indexPath) in following {
      if let moved = plan.newIndexPath(forOld: indexPath) {
        kept.append((cell, moved))
      } else {
        leaving.append((cell, indexPath))
      }
    }
    cells = .following(kept)
    rowsWithChangedSelection = nil
    sectionChanges.append(plan)
  }

  /// Takes a reload: every cell leaves, the selection and swipe actions go.
  ///
  /// - Complexity: O(*v*).
  mutating func takeReload(_ data: DataRead) {
    leaving += followingCells()
    if let swipe = state.swipe, !swipe.confirmsDeleteControl { endedSwipe = true }
    state = state.reloaded(with: data.counts, layout: data.layout)
    cells = .following([])
    rowsWithChangedSelection = nil
    sectionChanges.reload()
  }

  /// Takes a selection change of rows known to exist.
  ///
  /// - Complexity: O(*r*) amortized, where *r* is the number of rows named.
  mutating func takeSelection(_ selected: [IndexPath], deselected: [IndexPath]) {
    state = state.selecting(selected, deselecting: deselected)
    rowsWithChangedSelection?.append(contentsOf: deselected)
    rowsWithChangedSelection?.append(contentsOf: selected)
  }

  /// The cells placed for the rows of the new viewport; the others leave.
  ///
  /// - Complexity: O(*v*).
  mutating func placeCells() -> LoadedCells {
    let rows = state.visibleRows
    switch cells {
    case .unchanged(let loaded) where loaded.rows == rows:
      return loaded
    case .unchanged(let loaded):
      var placed = LoadedCells(rows: rows)
      for offset in loaded.rows {
        guard let cell = loaded.cell(atOffset: offset) else { continue }
        if rows.contains(offset) {
          placed.place(cell, atOffset: offset)
        } else {
          leaving.append((cell, state.indexPath(atOffset: offset)))
        }
      }
      return placed
    case .following(let following):
      var placed = LoadedCells(rows: rows)
      for (cell, indexPath) in following {
        let offset = state.offset(of: indexPath)
        if rows.contains(offset) {
          placed.place(cell, atOffset: offset)
        } else {
          leaving.append((cell, indexPath))
        }
      }
      return placed
    }
  }
}
