import Foundation
import ListBinding

// Where a cell's content view sits in the cell, as UIKit lays it out: Apple's "contentView" page
// asks apps to add their views to the content view "so they position appropriately as the cell
// transitions in to and out of editing mode", and UIKit narrows the content view to make room
// for the accessory and the editing controls. Apple publishes none of the widths: the ones here
// are *assumed*, close to what iOS draws at the default text size.

extension UITableViewCell {
  /// The room UIKit's layout takes for each built-in accessory, in points: *assumed* widths of
  /// the drawn control (Apple does not publish them).
  ///
  /// - Complexity: O(1).
  static func accessoryWidth(of type: AccessoryType) -> CGFloat {
    switch type {
    case .none: return 0
    case .disclosureIndicator: return 16
    case .checkmark: return 24
    case .detailButton: return 24
    case .detailDisclosureButton: return 48
    }
  }

  /// The margin between the accessory and the cell's trailing edge, when an accessory shows:
  /// 16 points, *assumed*.
  nonisolated static let accessoryTrailingMargin: CGFloat = 16

  /// The width of the delete or insert control on the leading side of an editing row, and of
  /// the reorder control on its trailing side: 44 points each, *assumed*.
  nonisolated static let editingControlWidth: CGFloat = 44
}

/// The layout the face gives a cell's own views: the content view in the room the accessory
/// and the editing controls leave, and the accessory view at the trailing edge.
@MainActor
enum ContentViewLayout {
  /// The table that returned each cell from its data source, for what the layout asks of it:
  /// whether the cell's row can move.
  private struct Entry {
    weak var table: UITableView?
  }

  private static let tables = SideTable<UITableViewCell, Entry> { Entry() }

  /// Records that `table`'s data source returned `cell`.
  ///
  /// - Complexity: O(1) expected.
  static func record(_ cell: UITableViewCell, shownBy table: UITableView) {
    if tables.existing(cell)?.table !== table { tables[cell] = Entry(table: table) }
  }

  /// Places the cell's content view, and its accessory view, in the cell's bounds, then the
  /// cell's image view and labels in the content view (see ``BuiltInViewsLayout``).
  ///
  /// The content view spans the cell's height; across, it starts after the editing control
  /// when the cell is editing and indents (``TableViewCell/shouldIndentWhileEditing``, on a row
  /// its data source can edit) and ends before the reorder control (when the cell is editing
  /// and its row can move) and before the accessory the cell shows (while editing, its
  /// editing accessory), with a trailing margin when an accessory shows. An accessory view
  /// keeps its size, centred vertically at the trailing margin.
  ///
  /// - Complexity: O(1), plus the data source's `canEditRowAt` and `canMoveRowAt` for an
  ///   editing cell.
  static func layOut(_ cell: UITableViewCell) {
    let bounds = cell.bounds
    if let accessoryView = cell.isEditing ? cell.editingAccessoryView : cell.accessoryView {
      let size = accessoryView.frame.size
      accessoryView.frame.origin = CGPoint(
        x: bounds.width - UITableViewCell.accessoryTrailingMargin - size.width,
        y: (bounds.height - size.height) / 2)
    }
    let frame = contentFrame(of: cell, in: bounds)
    guard frame.minX.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
    if cell.contentView.frame != frame { cell.contentView.frame = frame }
    BuiltInViewsLayout.layOut(cell)
  }

  /// The frame of the cell's content view in `bounds`, the cell's bounds: the room the
  /// editing controls and the accessory leave (see ``layOut(_:)``).
  ///
  /// - Complexity: O(1), plus the data source's `canEditRowAt` and `canMoveRowAt` for an
  ///   editing cell.
  static func contentFrame(of cell: UITableViewCell, in bounds: CGRect) -> CGRect {
    let editing = cell.isEditing
    let table = tables.existing(cell)?.table
    let indexPath = editing ? table?.native.indexPath(for: cell) : nil
    var leading: CGFloat = 0
    var trailing: CGFloat = 0
    if editing, cell.shouldIndentWhileEditing, canEdit(indexPath, in: table) {
      leading = UITableViewCell.editingControlWidth
    }
    if editing, showsReorderControl(cell, at: indexPath, in: table) {
      trailing += UITableViewCell.editingControlWidth
    }
    let accessoryView = editing ? cell.editingAccessoryView : cell.accessoryView
    let accessoryWidth =
      accessoryView.map { $0.isHidden ? 0 : max(0, $0.frame.width) }
      ?? UITableViewCell.accessoryWidth(
        of: editing ? cell.editingAccessoryType : cell.accessoryType)
    if accessoryView != nil || accessoryWidth > 0 {
      trailing += accessoryWidth + UITableViewCell.accessoryTrailingMargin
    }
    let width = max(0, bounds.width - leading - trailing)
    return CGRect(x: min(leading, bounds.width), y: 0, width: width, height: bounds.height)
  }

  /// Whether the row at `indexPath` can be edited: its table's data source's answer; `true`
  /// for a cell no table shows, as UIKit's default.
  private static func canEdit(_ indexPath: IndexPath?, in table: UITableView?) -> Bool {
    guard let table, let indexPath, let dataSource = table.dataSource else { return true }
    return dataSource.tableView(table, canEditRowAt: indexPath)
  }

  /// Whether the editing cell shows a reorder control: its row can move in its table (see
  /// `TableAdapter.tableView(_:canMoveRowAt:)`); for a cell no table shows, its
  /// ``TableViewCell/showsReorderControl``.
  private static func showsReorderControl(
    _ cell: UITableViewCell, at indexPath: IndexPath?, in table: UITableView?
  ) -> Bool {
    guard let table, let indexPath else { return cell.showsReorderControl }
    guard table.native.isEditing else { return false }
    return table.adapter.tableView(table.native, canMoveRowAt: indexPath)
  }
}
