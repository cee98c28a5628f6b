// UIKit's names for the cell's nested types, so that ported code that spells them compiles.

extension TableViewCell {
  /// The cell's label layout under UIKit's name, `UITableViewCell.CellStyle`: see ``Style``.
  public typealias CellStyle = Style

  /// How a table separates its rows, as `UITableViewCell.SeparatorStyle`: see
  /// ``TableView/separatorStyle``.
  public typealias SeparatorStyle = ListBinding.SeparatorStyle
}
