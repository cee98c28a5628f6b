import ListBinding

// The cells a UIKit file subclasses, as ListBinding's own classes (see the article "The object
// model"): a cell the table hands back is the user's instance. Their initializers have UIKit's
// shape (`override init(style:reuseIdentifier:)`, `required init?(coder:)`), and the nested
// names a UIKit file spells (`UITableViewCell.CellStyle`, `.AccessoryType`, `.EditingStyle`,
// `.SelectionStyle`) are the native cell's.

/// A row of a table view, as UIKit's `UITableViewCell`: ListBinding's `TableViewCell`.
///
/// Subclass it as in UIKit: override `init(style:reuseIdentifier:)` and declare
/// `required init?(coder:)`, or declare no initializer. The table runs the hooks a subclass
/// overrides when UIKit runs them: `prepareForReuse()` before a dequeue hands a cell out
/// again, `setSelected(_:animated:)` and `setHighlighted(_:animated:)` as the row's selection
/// and highlight change, `setEditing(_:animated:)` as the table enters or leaves editing mode,
/// and `layoutSubviews()` each time the cell is about to be displayed, and at a
/// `layoutIfNeeded()` that reaches the cell after its `setNeedsLayout()`.
public typealias UITableViewCell = TableViewCell

/// A reusable view for a section's header or footer, as UIKit's `UITableViewHeaderFooterView`:
/// ListBinding's `TableViewHeaderFooterView`. Subclass it as in UIKit: override
/// `init(reuseIdentifier:)` and declare `required init?(coder:)`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView

/// The distances from a rectangle's edges, as UIKit's `UIEdgeInsets`: ListBinding's
/// `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets

/// A colour, as UIKit's `UIColor` (`.systemBlue`, `.secondaryLabel`, `UIColor(red:green:blue:alpha:)`):
/// ListBinding's `Color`.
public typealias UIColor = Color

/// A font, as UIKit's `UIFont` (`.preferredFont(forTextStyle:)`, `.systemFont(ofSize:)`):
/// ListBinding's `Font`.
public typealias UIFont = Font

/// A cell's, header's or footer's content, as UIKit's `UIListContentConfiguration`
/// (`.cell()`, `.subtitleCell()`, `defaultContentConfiguration()`): ListBinding's
/// `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
