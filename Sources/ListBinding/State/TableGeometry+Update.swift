import Foundation

extension TableGeometry {
  /// The geometry after a validated update: sections and rows kept keep their heights (a row
  /// measured stays measured where it moves), new and reloaded rows take the layout's default
  /// height until they are measured, and every section's header and footer take the heights the
  /// layout read.
  ///
  /// - Parameters:
  ///   - plan: The validated update.
  ///   - before: The counts before the update.
  ///   - after: The counts after it.
  ///   - layout: The heights read for the counts after the update.
  /// - Complexity: O((*s* + *k*) log *r*) while estimating, where *s* is the number of sections,
  ///   *k* the number of rows the update names and *r* the number of runs of equal heights;
  ///   with exact heights, as ``LayoutInput/geometry(for:contentInset:)``.
  func updated(
    by plan: UpdatePlan, before: RowCounts, after: RowCounts, layout: LayoutInput
  ) -> TableGeometry {
    guard case .estimated(let defaultHeight) = layout.rows else {
      return layout.geometry(for: after, contentInset: contentInset)
    }
    var oldForNew = Array(repeating: -1, count: after.numberOfSections)
    for (old, new) in plan.newSectionForOld.enumerated() where new >= 0 { oldForNew[new] = old }
    // The moves into each section, by destination row: sorted, to walk beside the added rows.
    var movedIn: [Int: [UpdateMove]] = [:]
    for move in plan.movedRows { movedIn[move.to.section, default: []].append(move) }
    for section in movedIn.keys { movedIn[section]?.sort { $0.to.row < $1.to.row } }
    // The height of the rows of an old section that is one run: none to look up.
    var uniform: [Int: Double?] = [:]
    func height(of source: UpdateItem) -> Double {
      if uniform[source.section] == nil {
        let first = Self.headerItem(ofSection: source.section, in: before) + 1
        uniform[source.section] =
          items.slice(
            first..<first + before.numberOfRows(inSection: source.section)
          ).singleRunHeight
      }
      if let height = uniform[source.section] ?? nil { return height }
      return items.height(at: Self.rowItem(source.indexPath, in: before))
    }

    var result = TableGeometry()
    result.tableHeaderHeight = layout.tableHeaderHeight
    result.tableFooterHeight = layout.tableFooterHeight
    result.contentInset = contentInset
    result.automaticHeaders = layout.automaticHeaders
    result.automaticFooters = layout.automaticFooters
    for section in 0..<after.numberOfSections {
      var rows: HeightSequence
      let old = oldForNew[section]
      if old >= 0 {
        let first = Self.headerItem(ofSection: old, in: before) + 1
        let oldRows = items.slice(first..<first + before.numberOfRows(inSection: old))
        let moves = movedIn[section] ?? []
        var nextMove = 0
        let added = (plan.addedRows[section] ?? []).map { row in
          var rowHeight = defaultHeight
          while nextMove < moves.count, moves[nextMove].to.row < row { nextMove += 1 }
          if nextMove < moves.count, moves[nextMove].to.row == row {
            rowHeight = height(of: moves[nextMove].from)
          }
          return (position: row, height: rowHeight)
        }
        rows = oldRows.edited(removing: plan.removedRows[old] ?? [], adding: added)
      } else {
        rows = HeightSequence(
          repeating: defaultHeight, count: after.numberOfRows(inSection: section))
      }
      result.items.append(HeightSequence(repeating: layout.headerHeights[section], count: 1))
      result.items.append(rows)
      result.items.append(HeightSequence(repeating: layout.footerHeights[section], count: 1))
    }
    return result
  }
}
