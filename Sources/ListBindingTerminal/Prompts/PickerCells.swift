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
struct PickerList<Item> {
  /// The ``FuzzyListDataSource``.
  var dataSource: any TableViewDataSource
  /// The same data source, as the filter.
  var filter: any WholeListFiltering
  /// Binds the data source to the table and loads it.
  var bind: @MainActor (TableView) throws -> Void
  /// The indices of the selected items, those the filter hides included.
  var selectedIndices: @MainActor () -> [Int]
  /// The selected items, in the list's order.
  var chosenItems: @MainActor () -> [Item]
  /// The feed of the items still arriving, or `nil`.
  var feed: (any ItemFeed)?
}

/// Items still to arrive: the reader and how an item is made of its bytes.
struct ArrivingItems<Item> {
  var reader: DelimitedItemReader
  var item: @MainActor ([UInt8]) -> Item
}

/// A feed that counts the items the list had before it began: the `loading… <n>` of a picker
/// says how many items there are.
@MainActor
final class PickerFeed: ItemFeed {
  let base: any ItemFeed
  let initialCount: Int
  init(_ base: any ItemFeed, initialCount: Int) {
    self.base = base
    self.initialCount = initialCount
  }
  var descriptor: Int32 { base.descriptor }
  var isLoading: Bool { base.isLoading }
  var loadedCount: Int { initialCount + base.loadedCount }
  func readItems() throws -> Bool { try base.readItems() }
}

/// The items of a list of ``PickerCell``s, whose data source holds only their titles.
@MainActor
final class PickerItemStore<Item> {
  var items: [Item]
  init(_ items: [Item]) { self.items = items }
}

/// How a picker registers and makes the cells of its items.
@MainActor
struct PickerCells<Item> {
  /// Registers the cell class with the table.
  var register: @MainActor (TableView) -> Void
  /// Dequeues a cell for the row and binds it to the item.
  var make: @MainActor (TableView, IndexPath, Item) throws -> TableViewCell
  /// Makes the fuzzy data source of a one-section list of items, matched by their titles,
  /// and the feed of the items still arriving.
  var list:
    @MainActor ([Item], @escaping @MainActor (Item) -> String, ArrivingItems<Item>?) ->
      PickerList<Item>

  /// ``PickerCell``s showing each item's title.
  static func plain(_ title: @escaping @MainActor (Item) -> String) -> PickerCells {
    PickerCells(
      register: { $0.register(PickerCell.self) },
      make: { tableView, indexPath, item in
        let cell = try tableView.dequeueReusableCell(PickerCell.self, for: indexPath)
        cell.bind(to: title(item))
        return cell
      },
      list: { items, title, arriving in
        let store = PickerItemStore(items)
        let dataSource = FuzzyListDataSource<PickerCell>(items: items.map(title)) { $0 }
        let feed = arriving.map { arriving in
          PickerFeed(
            DescriptorItemFeed(reader: arriving.reader, dataSource: dataSource) { bytes in
              let item = arriving.item(bytes)
              store.items.append(item)
              return title(item)
            }, initialCount: items.count)
        }
        return PickerList(
          dataSource: dataSource, filter: dataSource, bind: { try dataSource.bind(to: $0) },
          selectedIndices: { dataSource.selectedItemIndices },
          chosenItems: {
            dataSource.selectedItemIndices.compactMap {
              $0 < store.items.count ? store.items[$0] : nil
            }
          }, feed: feed)
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
      list: { items, title, arriving in
        let dataSource = FuzzyListDataSource<Cell>(items: items, text: title)
        let feed = arriving.map {
          PickerFeed(
            DescriptorItemFeed(reader: $0.reader, dataSource: dataSource, item: $0.item),
            initialCount: items.count)
        }
        return PickerList(
          dataSource: dataSource, filter: dataSource, bind: { try dataSource.bind(to: $0) },
          selectedIndices: { dataSource.selectedItemIndices },
          chosenItems: { dataSource.selectedItemIndices.map { dataSource.items[$0] } },
          feed: feed)
      })
  }
}
