import Foundation
import ListBinding

extension World {
  /// Compares the list with its model, and checks what holds of any table: every visible row
  /// has a cell of its own, showing its row's item, found back by its index path.
  func checkList() {
    let state = model.state
    if data != state.rows, mode == .normal {
      fail("the data \(data) is not what the model's table shows, \(state.rows)")
    }
    if list.numberOfSections != state.rows.count {
      fail("\(list.numberOfSections) sections, the model has \(state.rows.count)")
    }
    for (section, items) in state.rows.enumerated() {
      let rows = try? list.numberOfRows(inSection: section)
      if rows != items.count {
        fail("section \(section) has \(String(describing: rows)) rows, the model \(items.count)")
      }
    }
    if list.totalNumberOfRows != state.total { fail("totalNumberOfRows \(list.totalNumberOfRows)") }
    if list.viewportHeight != state.height {
      fail("viewport height \(list.viewportHeight), the model \(state.height)")
    }
    if list.rowOffset != state.offset {
      fail("content offset \(list.rowOffset), the model \(state.offset) of \(state.total) rows")
    }
    if list.isEditing != state.isEditing { fail("isEditing \(list.isEditing)") }
    let selected = list.indexPathsForSelectedRows ?? []
    if selected != state.selectedPaths {
      fail("selected \(selected), the model \(state.selectedPaths)")
    }
    for path in selected where (try? list.numberOfRows(inSection: path.section)) ?? 0 <= path.row {
      fail("selected row \(path) does not exist")
    }
    let revealed = list.revealedSwipeActions
    let swipe = state.swipe.flatMap { swipe in
      state.path(of: swipe.item).map { "\($0) \(swipe.edge) \(swipe.actions.map(\.title))" }
    }
    if revealed.map({ "\($0.indexPath) \($0.edge) \($0.titles)" }) != swipe {
      fail("swipe actions \(String(describing: revealed)), the model \(swipe ?? "none")")
    }
    checkCells(
      of: list, paths: state.visiblePaths, items: state.visibleItems, selected: state.selected,
      name: "list")
    let shown = Set(list.visibleCells.map(ObjectIdentifier.init))
    if displayed != shown {
      if troubleHappened || mode != .normal {
        displayed = shown
      } else {
        fail(
          "willDisplay and didEndDisplaying announced \(displayed.count) cells, \(shown.count) show"
        )
      }
    }
    if list.cellForRow(at: IndexPath(row: Int.max, section: Int.min)) != nil
      || (try? list.numberOfRows(inSection: Int.min)) != nil
    {
      fail("a query for a row or section the list does not have answered")
    }
  }

  /// Compares the other table with its model.
  func checkOther() {
    let model = otherModel
    let counts = (0..<other.numberOfSections).map { (try? other.numberOfRows(inSection: $0)) ?? -1 }
    if counts != model.snapshot.items.map(\.count) {
      fail("the other table has counts \(counts), the model \(model.snapshot.items.map(\.count))")
    }
    if other.rowOffset != model.offset {
      fail("the other table's offset \(other.rowOffset), the model \(model.offset)")
    }
    let selected = other.indexPathsForSelectedRows ?? []
    let expected = model.selected.compactMap(model.path(of:)).sorted()
    if selected != expected { fail("the other table selects \(selected), the model \(expected)") }
    var paths: [IndexPath] = []
    var index = 0
    for (section, items) in model.snapshot.items.enumerated() {
      for row in items.indices {
        if index >= model.offset, index < model.offset + model.height {
          paths.append(IndexPath(row: row, section: section))
        }
        index += 1
      }
    }
    checkCells(
      of: other, paths: paths, items: model.visibleItems, selected: model.selected, name: "other")
    let shown = Set(other.visibleCells.map(ObjectIdentifier.init))
    if otherDisplayed != shown {
      if troubleHappened || mode != .normal {
        otherDisplayed = shown
      } else {
        fail("the other table announced \(otherDisplayed.count) cells, \(shown.count) show")
      }
    }
    if !shown.isDisjoint(with: list.visibleCells.map(ObjectIdentifier.init)) {
      fail("a cell shows in both tables")
    }
  }

  /// The visible cells of a table: one per visible row, each its own, showing the row's item,
  /// selected as its row, found back by index path both ways.
  private func checkCells(
    of table: TableView, paths: [IndexPath], items: [Int], selected: Set<Int>, name: String
  ) {
    let cells = table.visibleCells
    if table.indexPathsForVisibleRows != paths {
      fail("\(name) shows rows \(table.indexPathsForVisibleRows), the model \(paths)")
    }
    if cells.isEmpty, table === list, cellsMayWait {
      // A reload made at a touch: the cells come at the next layout.
      return
    }
    if cells.count != paths.count {
      fail("\(name) has \(cells.count) cells for \(paths.count) visible rows")
      return
    }
    if Set(cells.map(ObjectIdentifier.init)).count != cells.count {
      fail("\(name) shows a cell twice")
    }
    for ((cell, path), item) in zip(zip(cells, paths), items) {
      guard let cell = cell as? ItemCell else {
        fail("\(name) shows a cell the harness did not make")
        continue
      }
      if cell.item != item {
        fail("\(name)'s cell at \(path) shows \(String(describing: cell.item)), the row is \(item)")
      }
      if table.indexPath(for: cell) != path {
        fail(
          "\(name)'s cell at \(path) is found at \(String(describing: table.indexPath(for: cell)))")
      }
      if table.cellForRow(at: path) !== cell {
        fail("\(name).cellForRow(at: \(path)) is another cell")
      }
      if cell.isSelected != selected.contains(item) {
        fail("\(name)'s cell at \(path) shows selected \(cell.isSelected)")
      }
    }
  }

  /// Cells do not pile up: a table creates a cell only when its reuse pool is empty, so the
  /// cells alive, in view or waiting, are at most two viewports' worth (a call does not reuse
  /// the cells it moves out), counting the tallest viewport the table has had.
  func checkCells() {
    seenCells.removeAll { $0.cell == nil }
    otherSeenCells.removeAll { $0.cell == nil }
    if seenCells.count > 2 * model.tallest {
      fail("\(seenCells.count) list cells alive for viewports of at most \(model.tallest) rows")
    }
    if otherSeenCells.count > 2 * otherModel.height {
      fail("\(otherSeenCells.count) cells alive for a viewport of \(otherModel.height) rows")
    }
  }

  /// The rendered rows are the model's visible rows, with their items and selection, and the
  /// section index shows the titles when the table has enough rows.
  func checkRendered(_ table: RenderedTable) {
    let rows = table.sections.flatMap(\.rows)
    let state = model.state
    let titles = indexTitles.isEmpty || state.total < model.indexMinimumRows ? nil : indexTitles
    if table.sectionIndexTitles != titles {
      fail(
        "rendered index \(String(describing: table.sectionIndexTitles)), the model \(titles ?? [])")
    }
    if rows.map(\.indexPath) != state.visiblePaths {
      fail("rendered rows \(rows.map(\.indexPath)), the model \(state.visiblePaths)")
      return
    }
    for (row, item) in zip(rows, state.visibleItems) {
      if row.content.elements.first != .text("i\(item)") {
        fail("rendered row \(row.indexPath) shows \(row.content.elements), the row is \(item)")
      }
      if row.isSelected != state.selected.contains(item) {
        fail("rendered row \(row.indexPath) selected \(row.isSelected)")
      }
    }
  }
}
