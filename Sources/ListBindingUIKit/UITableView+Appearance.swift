import Foundation
import ListBinding

// Heights, separators, the table's own header and footer views, and the scroll view's
// geometry, which are the native table's.

extension UITableView {
  /// The height of every row whose delegate gives none, as `rowHeight`. Default:
  /// `UITableView.automaticDimension` (each row fits its cell), as Apple documents.
  public var rowHeight: CGFloat {
    get { configurable.rowHeight }
    set { configurable.rowHeight = newValue }
  }

  /// The estimated height of rows, as `estimatedRowHeight`; 0 measures every row. Default:
  /// `UITableView.automaticDimension`.
  public var estimatedRowHeight: CGFloat {
    get { configurable.estimatedRowHeight }
    set { configurable.estimatedRowHeight = newValue }
  }

  /// The height of section headers whose delegate gives none, as `sectionHeaderHeight`.
  public var sectionHeaderHeight: CGFloat {
    get { configurable.sectionHeaderHeight }
    set { configurable.sectionHeaderHeight = newValue }
  }

  /// The height of section footers whose delegate gives none, as `sectionFooterHeight`.
  public var sectionFooterHeight: CGFloat {
    get { configurable.sectionFooterHeight }
    set { configurable.sectionFooterHeight = newValue }
  }

  /// How rows are separated, as `separatorStyle`. Default: `.singleLine`.
  public var separatorStyle: UITableViewCell.SeparatorStyle {
    get { configurable.separatorStyle }
    set { configurable.separatorStyle = newValue }
  }

  /// The colour of the separators, as `separatorColor`; `nil` for the system's. Default:
  /// `UIColor.separator`.
  ///
  /// The native table's: recorded, and passed to renderers, which draw no colours.
  public var separatorColor: UIColor? {
    get { configurable.separatorColor }
    set { configurable.separatorColor = newValue }
  }

  /// Where the separators start and end, in points from the table's edges, as
  /// `separatorInset`. Default: 16 points from the left edge.
  ///
  /// The native table's: a text renderer that draws separators starts them under the rows'
  /// text when the left inset is above 0, at the first column when it is 0.
  public var separatorInset: UIEdgeInsets {
    get { configurable.separatorInset }
    set { configurable.separatorInset = newValue }
  }

  /// The view above the table's first section, as `tableHeaderView`.
  public var tableHeaderView: UIView? {
    get { configurable.tableHeaderView }
    set { configurable.tableHeaderView = newValue }
  }

  /// The view below the table's last section, as `tableFooterView`.
  public var tableFooterView: UIView? {
    get { configurable.tableFooterView }
    set { configurable.tableFooterView = newValue }
  }

  /// Whether a drag of a row has moved it in the table and the data source is being told, as
  /// `hasUncommittedUpdates`: while it is `true`, reload nothing.
  public var hasUncommittedUpdates: Bool { configurable.hasUncommittedUpdates }
}
