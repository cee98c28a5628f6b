import Foundation
import ListBinding

// Settings of a cell that UIKit code writes and the face records without drawing: the
// background shown behind a row selected among several while editing, the focus style, and
// whether the cell takes touches while it is dragged. `UITableViewCell` is ListBinding's
// `TableViewCell`, so the face keeps them in a side table.

extension TableViewCell {
  /// How a cell looks when it has the focus, as `UITableViewCell.FocusStyle`. Recorded only:
  /// no focus engine exists here.
  public enum FocusStyle: Int, Hashable, Sendable {
    /// The system's focus look.
    case `default` = 0
    /// No system look: the cell draws its own.
    case custom = 1
  }

  /// The view behind the cell while it is selected in a table that allows several selections,
  /// as `UITableViewCell.multipleSelectionBackgroundView`; `nil` by default. Recorded only.
  public var multipleSelectionBackgroundView: UIView? {
    get { RecordedCellSettings.cells[self].multipleSelectionBackgroundView }
    set { RecordedCellSettings.cells[self].multipleSelectionBackgroundView = newValue }
  }

  /// How the cell looks when it has the focus, as `UITableViewCell.focusStyle`; `.default` by
  /// default. Recorded only.
  public var focusStyle: FocusStyle {
    get { RecordedCellSettings.cells[self].focusStyle }
    set { RecordedCellSettings.cells[self].focusStyle = newValue }
  }

  /// Whether the cell takes touches while it is dragged, as
  /// `UITableViewCell.userInteractionEnabledWhileDragging`; `false` by default. Recorded only.
  public var userInteractionEnabledWhileDragging: Bool {
    get { RecordedCellSettings.cells[self].userInteractionEnabledWhileDragging }
    set { RecordedCellSettings.cells[self].userInteractionEnabledWhileDragging = newValue }
  }
}

/// The side table of the cells' recorded settings.
@MainActor
private enum RecordedCellSettings {
  struct Entry {
    var multipleSelectionBackgroundView: UIView?
    var focusStyle = TableViewCell.FocusStyle.default
    var userInteractionEnabledWhileDragging = false
  }

  static let cells = SideTable<TableViewCell, Entry> { Entry() }
}
