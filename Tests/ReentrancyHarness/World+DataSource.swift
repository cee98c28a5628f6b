import Foundation
import ListBinding

extension World: TableViewDataSource, EditCommitting {
  public func numberOfSections(in tableView: TableView) throws -> Int {
    try hook(.numberOfSections) { hostileSections() ?? data.count }
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    hostileRowCount(section) ?? (data.indices.contains(section) ? data[section].count : 0)
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    try hook(.cellForRow) {
      // The loop: each cell asks for a reload, whose cells ask for one each, all deferred.
      if mode == .trouble(.loop) { perform(.reload(nil)) }
      if !troubleHappened, case .trouble(let trouble) = mode,
        trouble == .foreignCell || trouble == .displayedCell
      {
        troubleHappened = true
        let cells = trouble == .foreignCell ? other.visibleCells : list.visibleCells
        guard let cell = cells.first else { throw HarnessError() }
        return cell
      }
      guard data.indices.contains(indexPath[0]), data[indexPath[0]].indices.contains(indexPath[1])
      else {
        fail("the list asked for a cell at \(indexPath), which the data does not have: \(data)")
        throw HarnessError()
      }
      if (try? tableView.numberOfRows(inSection: indexPath[0])) ?? 0 <= indexPath[1] {
        fail("the list asked for a cell at \(indexPath), which it does not have")
      }
      let cell = try tableView.dequeueReusableCell(ItemCell.self, for: indexPath)
      track(cell, inList: true)
      cell.bind(to: data[indexPath[0]][indexPath[1]])
      cell.onTap(of: cell.button) { [weak self, weak cell] path in
        try self?.buttonTapped(cell, path)
      }
      return cell
    }
  }

  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws
    -> String?
  {
    try titleHook()
  }

  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) throws
    -> String?
  {
    try titleHook()
  }

  /// A title, through the hook when the table reads its layout: right after the section's
  /// automatic height. The titles the table asks as it makes the header and footer views of
  /// sections new to the display answer without the hook: the model does not follow which
  /// sections have views (the header view tests do).
  private func titleHook() throws -> String? {
    guard askedSectionHeight else { return nil }
    askedSectionHeight = false
    return try hook(.titleForHeader) { nil }
  }

  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
    try hook(.canEdit) { model.mood.canEdit(indexPath) }
  }

  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) throws -> Bool {
    try hook(.canMove) { model.mood.canMove(indexPath) }
  }

  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    try hook(.commit) { commitEdit(editingStyle, at: indexPath) }
  }

  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    try hook(.moveRow) {
      dragReadsLayout = false
      guard data.indices.contains(sourceIndexPath[0]),
        data[sourceIndexPath[0]].indices.contains(sourceIndexPath[1]),
        data.indices.contains(destinationIndexPath[0])
      else {
        fail("moveRowAt \(sourceIndexPath) → \(destinationIndexPath) outside the data")
        return
      }
      let item = data[sourceIndexPath[0]].remove(at: sourceIndexPath[1])
      guard destinationIndexPath[1] <= data[destinationIndexPath[0]].count else {
        fail("moveRowAt \(sourceIndexPath) → \(destinationIndexPath) outside the data")
        return
      }
      data[destinationIndexPath[0]].insert(item, at: destinationIndexPath[1])
    }
  }
}

extension World: TableViewDelegate {
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    try hook(.willDisplay) {
      if tableView.indexPath(for: cell) != indexPath {
        let shown = tableView.indexPath(for: cell).map { "\($0)" } ?? "nowhere"
        fail("willDisplay at \(indexPath) for a cell the table shows at \(shown)")
      }
      displayed.insert(ObjectIdentifier(cell))
    }
  }

  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {
    try hook(.didEndDisplaying) {
      if let shown = tableView.indexPath(for: cell) {
        fail("didEndDisplaying at \(indexPath) for a cell the table still shows at \(shown)")
      }
      displayed.remove(ObjectIdentifier(cell))
    }
  }

  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) throws
    -> Bool
  {
    try hook(.shouldHighlight) {
      model.mood.shouldHighlight(indexPath)
    }
  }

  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws
    -> IndexPath?
  {
    try hook(.willSelect) { model.mood.willSelect(indexPath) }
  }

  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try hook(.didSelect) {}
  }

  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) throws
    -> IndexPath?
  {
    try hook(.willDeselect) { model.mood.willDeselect(indexPath) }
  }

  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) throws {
    try hook(.didDeselect) {}
  }

  public func tableView(_ tableView: TableView, selectionRuleForSection section: Int) throws
    -> SelectionRule?
  {
    try hook(.rule) {
      if mode == .trouble(.recursion) { _ = try tableView.selectionRule(forSection: section) }
      return model.mood.sectionRule(section)
    }
  }

  public func tableView(_ tableView: TableView, didTap button: Button, inRowAt indexPath: IndexPath)
    throws
  {
    try hook(.didTapButton) {}
  }

  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) throws
    -> TableViewCell.EditingStyle
  {
    try hook(.editingStyle) { model.mood.editingStyle(indexPath) }
  }

  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration? {
    try hook(.leadingSwipe) { configuration(model.mood.swipe(indexPath, leading: true)) }
  }

  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration? {
    try hook(.trailingSwipe) { configuration(model.mood.swipe(indexPath, leading: false)) }
  }

  public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) throws
    -> [RowAction]?
  {
    try hook(.editActions) {
      guard case .editActions(let titles?) = model.mood.swipe(indexPath, leading: false) else {
        return nil
      }
      return titles.map { title in
        RowAction(style: .normal, title: title) { [weak self] _, _ in
          try self?.hook(.rowAction) {}
        }
      }
    }
  }

  public func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) throws -> IndexPath {
    try hook(.target) {
      // The drag reads the layout of the moved counts next, before the data source moves
      // its data.
      dragReadsLayout = true
      return model.mood.target(from: sourceIndexPath, proposed: proposedDestinationIndexPath)
    }
  }

  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws
    -> CGFloat
  {
    try hook(.heightForRow) { tableView.rowHeight }
  }

  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    throws -> CGFloat
  {
    try hook(.estimatedHeight) { TableView.automaticDimension }
  }

  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) throws
    -> CGFloat
  {
    askedSectionHeight = false
    let height = try hook(.sectionHeight) { TableView.automaticDimension }
    askedSectionHeight = true
    return height
  }

  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) throws
    -> CGFloat
  {
    askedSectionHeight = false
    let height = try hook(.sectionHeight) { TableView.automaticDimension }
    askedSectionHeight = true
    return height
  }

  public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) throws {
    try hook(.willBeginEditing) {}
  }

  public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) throws {
    try hook(.didEndEditing) {}
  }
}
