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
    var movedIn: [Int: [Int: UpdateItem]] = [:]
    for (from, to) in plan.movedRows { movedIn[to.section, default: [:]][to.row] = from }

    var result = TableGeometry()
    result.tableHeaderHeight = layout.tableHeaderHeight
    result.tableFooterHeight = layout.tableFooterHeight
    result.contentInset = contentInset
    for section in 0..<after.numberOfSections {
      var rows: HeightSequence
      let old = oldForNew[section]
      if old >= 0 {
        let first = Self.headerItem(ofSection: old, in: before) + 1
        let oldRows = items.slice(first..<first + before.numberOfRows(inSection: old))
        let added = (plan.addedRows[section] ?? []).map { row in
          var height = defaultHeight
          if let source = movedIn[section]?[row] {
            height = items.height(at: Self.rowItem(source.indexPath, in: before))
          }
          return (position: row, height: height)
        }
        rows = oldRows.edited(removing: plan.removedRows[old] ?? [], adding: added)
      } else {
        rows = HeightSequence(repeating: defaultHeight, count: after.numberOfRows(inSection: section))
      }
      result.items.append(HeightSequence(repeating: layout.headerHeights[section], count: 1))
      result.items.append(rows)
      result.items.append(HeightSequence(repeating: layout.footerHeights[section], count: 1))
    }
    return result
  }
}
