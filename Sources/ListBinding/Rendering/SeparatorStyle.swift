/// How a table separates its rows, as `UITableViewCell.SeparatorStyle`; also
/// ``TableViewCell/SeparatorStyle``.
///
/// A rendering value, declared apart from ``TableView`` as ``TableStyle`` is.
public enum SeparatorStyle: Int, Hashable, Sendable {
  /// No separators.
  case none = 0
  /// A line between rows: what a ``PlainTextRenderer`` draws when its
  /// ``PlainTextRenderer/drawsSeparators`` is set.
  case singleLine = 1
}
