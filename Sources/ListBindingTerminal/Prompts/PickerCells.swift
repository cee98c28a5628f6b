import Foundation
import ListBinding

/// The row of a picker's item when the author gives no cell class: the item's title as the
/// cell's text.
public final class PickerCell: TableViewCell, Bindable {
  /// Shows the title.
  public func bind(to title: String) {
    textLabel?.text = title
  }

  /// Forgets the title.
  public override func prepareForReuse() {
    super.prepareForReuse()
    textLabel?.text = nil
  }
}

/// The data source of a picker's list of one section, with the cell class erased.
@MainActor
struct PickerList {
  /// The ``FuzzyListDataSource``.
  var dataSource: any TableViewDataSource
  /// The same data source, as the filter.
  var filter: any WholeListFiltering
  /// Binds the data source to the table and loads it.
  var bind: @MainActor (TableView) throws -> Void
  /// The indices of the selected items, those the filter hides included.
  var selectedIndices: @MainActor () -> [Int]

  /// The list of `dataSource`.
  init<Cell>(_ dataSource: FuzzyListDataSource<Cell>) {
    self.dataSource = dataSource
    self.filter = dataSource
    self.bind = { try dataSource.bind(to: $0) }
    self.selectedIndices = { dataSource.selectedItemIndices }
  }
}

/// How a picker registers and makes the cells of its items.
@MainActor
struct PickerCells<Item> {
  /// Registers the cell class with the table.
  var register: @MainActor (TableView) -> Void
  /// Dequeues a cell for the row and binds it to the item.
  var make: @MainActor (TableView, IndexPath, Item) throws -> TableViewCell
  /// Makes the fuzzy data source of a one-section list of items, matched by their titles.
  var list: @MainActor ([Item], @escaping @MainActor (Item) -> String) -> PickerList

  /// ``PickerCell``s showing each item's title.
  static func plain(_ title: @escaping @MainActor (Item) -> String) -> PickerCells {
    PickerCells(
      register: { $0.register(PickerCell.self) },
      make: { tableView, indexPath, item in
        let cell = try tableView.dequeueReusableCell(PickerCell.self, for: indexPath)
        cell.bind(to: title(item))
        return cell
      },
      list: { items, title in
        PickerList(FuzzyListDataSource<PickerCell>(items: items.map(title)) { $0 })
      })
  }

  /// Cells of the author's class, bound to the items.
  static func bound<Cell: TableViewCell & Bindable>(_ cellClass: Cell.Type) -> PickerCells
  where Cell.DataItem == Item {
    PickerCells(
      register: { $0.register(Cell.self) },
      make: { tableView, indexPath, item in
        let cell = try tableView.dequeueReusableCell(Cell.self, for: indexPath)
        cell.bind(to: item)
        return cell
      },
      list: { items, title in PickerList(FuzzyListDataSource<Cell>(items: items, text: title)) })
  }
}
