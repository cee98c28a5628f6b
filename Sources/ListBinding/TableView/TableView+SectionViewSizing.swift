import Foundation

// The height of a section's header or footer view whose height is automatic: as a cell under
// `automaticDimension` takes the height it fits, so does a view the delegate gives a header or
// footer whose height, from the delegate or the table's setting, is automatic. The view is
// measured when the table lays it out, and again after each reload or update, which give every
// header and footer the height of their rule (28 points for a title, 0 otherwise).

extension TableView {
  /// Gives the header or footer of `section`, shown by `view`, the height the view fits when
  /// its height is automatic; a view the table made for a title keeps the title's height.
  ///
  /// - Throws: ``TableViewError/invalidGeometry(_:)`` when the height the view fits is not
  ///   finite, below 0 or above ``maximumDimension``.
  /// - Complexity: That of the view's fitting height, plus O(log *r*) to change the geometry.
  func sizeSectionView(_ view: View, header: Bool, _ section: Int) throws(TableViewError) {
    guard !(view is TitleHeaderFooterView) else { return }
    let automatic = header ? state.geometry.automaticHeaders : state.geometry.automaticFooters
    guard automatic.contains(section) else { return }
    let fitting =
      (view as? TableViewHeaderFooterView)?.fittingHeight(forWidth: layoutWidth)
      ?? TableViewHeaderFooterView.fittingHeight(of: view.isDrawn ? view.renderedElements() : [])
    let callback = Callback("fittingHeight(forWidth:)", section: section)
    let height = Double(try Self.checked(fitting, .length, .callback(callback)))
    state = state.sizing(header ? .header : .footer, ofSection: section, to: height)
  }
}

extension TableState {
  /// A section's header or footer.
  enum SectionEdge {
    case header, footer
  }

  /// The state with the header or footer of `section` `height` points tall.
  ///
  /// - Complexity: O(log *r*), where *r* is the number of runs of equal heights.
  func sizing(_ edge: SectionEdge, ofSection section: Int, to height: Double) -> TableState {
    let item =
      edge == .header
      ? TableGeometry.headerItem(ofSection: section, in: counts)
      : TableGeometry.footerItem(ofSection: section, in: counts)
    guard geometry.items.height(at: item) != height else { return self }
    var state = self
    state.geometry.items.replaceSubrange(
      item..<item + 1, with: HeightSequence(repeating: height, count: 1))
    return state
  }
}
