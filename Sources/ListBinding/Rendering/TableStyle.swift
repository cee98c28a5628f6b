/// The look of a table, as in `UITableView.Style`; also ``TableView/Style``.
///
/// It is a rendering value, declared apart from ``TableView`` so that rendered tables and
/// renderers need nothing of the table.
public enum TableStyle: Int, Hashable, Sendable {
  /// Sections follow each other; headers stay at the top while their rows scroll.
  case plain = 0
  /// Sections stand apart as groups.
  case grouped = 1
  /// Grouped, inset from the edges.
  case insetGrouped = 2
}

/// An edge of a row: where a swipe reveals actions; also ``TableView/SwipeEdge``.
public enum RowEdge: Hashable, Sendable {
  /// The leading edge: a swipe towards the trailing edge.
  case leading
  /// The trailing edge: a swipe towards the leading edge.
  case trailing
}
