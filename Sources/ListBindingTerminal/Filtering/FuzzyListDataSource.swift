import Foundation
import ListBinding

/// A one-section data source whose rows a fuzzy query filters and ranks: what `/` uses for a
/// long list, without a ``ListBinding/DiffableDataSource``.
///
/// With an empty query the rows are the items in order; with a query, the items that match
/// (``FuzzyMatcher``), best first (``FuzzySearch``). The search is done a slice at a time:
/// ``filterRows(by:)`` searches for ``firstSliceNanoseconds`` and shows the best matches found
/// by then; ``continueFiltering(forNanoseconds:)`` (the driver calls it while no key waits)
/// goes on and shows the rest as it comes. Items may be appended while the list shows, as they
/// arrive.
///
/// The selection follows the items: a selected item the filter hides is selected again when it
/// shows again. The table's rows change by `reloadData()`, which costs the viewport, not the
/// list.
///
/// ```swift
/// let dataSource = FuzzyListDataSource<NameCell>(items: names) { $0 }
/// try dataSource.bind(to: tableView)
/// try dataSource.filterRows(by: "lbt")  // the best matches for "lbt" first
/// ```
@MainActor
public final class FuzzyListDataSource<Cell: TableViewCell & Bindable>: TableViewDataSource,
  IncrementalRowFiltering, WholeListFiltering
{
  /// Every item, in list order, filtered or not.
  public private(set) var items: [Cell.DataItem] = []

  /// The text each item is matched by, in list order.
  public private(set) var texts: [String] = []

  /// The table the data source was bound to, if it still exists.
  public private(set) weak var tableView: TableView?

  /// The text the rows are filtered by: empty when every row shows.
  public private(set) var filterText = ""

  /// How long ``filterRows(by:)`` searches before it shows the first matches, in nanoseconds:
  /// 20 ms by default, so that the first screen shows well within 50 ms of a key.
  public var firstSliceNanoseconds: UInt64 = 20_000_000

  /// The text an item is matched by.
  private let text: @MainActor (Cell.DataItem) -> String

  /// The search of the current query, or `nil` when the query is empty.
  private var search: FuzzySearch?

  /// The index of the item each row shows, or `nil` when every item shows in order.
  private(set) var shown: [Int32]?

  /// The indices of the selected items, those the filter hides included, as last remembered.
  private(set) var selectedItems: Set<Int> = []

  /// Creates a data source for `items`.
  ///
  /// - Parameters:
  ///   - items: The items, one per row.
  ///   - text: The text an item is matched by, such as its name.
  /// - Complexity: O(*n*) calls of `text`.
  public init(items: [Cell.DataItem], text: @escaping @MainActor (Cell.DataItem) -> String) {
    self.text = text
    self.items = items
    self.texts = items.map(text)
  }

  /// Registers `Cell` with the table, becomes its data source and loads it.
  ///
  /// - Throws: The error of the table's `reloadData()`.
  /// - Complexity: O(*v*), where *v* is the table's viewport height.
  public func bind(to tableView: TableView) throws(TableViewError) {
    tableView.register(Cell.self)
    tableView.dataSource = self
    self.tableView = tableView
    try tableView.reloadData()
  }

  /// Whether the search of the current query has not looked at every item yet.
  public var isFiltering: Bool {
    search.map { !$0.isComplete(over: texts.count) } ?? false
  }

  /// The number of rows shown: every item, or the matches found so far.
  public var numberOfShownItems: Int { shown?.count ?? items.count }

  /// The index in ``items`` of the item a row shows, or `nil` for a row not shown.
  ///
  /// - Complexity: O(1).
  public func itemIndex(at indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.row >= 0 else { return nil }
    if let shown { return indexPath.row < shown.count ? Int(shown[indexPath.row]) : nil }
    return indexPath.row < items.count ? indexPath.row : nil
  }

  /// The item a row shows, or `nil` for a row not shown.
  ///
  /// - Complexity: O(1).
  public func item(at indexPath: IndexPath) -> Cell.DataItem? {
    itemIndex(at: indexPath).map { items[$0] }
  }

  /// The indices in ``items`` of the selected items, shown or hidden by the filter, ascending.
  ///
  /// - Complexity: O(*s* log *s* + *v*), where *s* is the number of selected items.
  public var selectedItemIndices: [Int] {
    rememberSelection()
    return selectedItems.sorted()
  }

  /// The positions, in characters, of the query's matched characters in the text of the item a
  /// row shows: what a drawn row highlights. Empty without a query.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the item's text.
  public func matchedPositions(at indexPath: IndexPath) -> [Int] {
    guard let search, !search.matcher.isEmpty, let index = itemIndex(at: indexPath) else {
      return []
    }
    return search.matcher.match(texts[index])?.positions ?? []
  }

  /// Appends items, as they arrive; the search goes on into them.
  ///
  /// - Throws: The error of the table's `reloadData()`, when no query filters the list; with
  ///   one, the new items show as ``continueFiltering(forNanoseconds:)`` finds them.
  /// - Complexity: O(*k*) calls of `text` for the *k* items.
  public func append(contentsOf newItems: some Sequence<Cell.DataItem>) throws {
    let added = Array(newItems)
    guard !added.isEmpty else { return }
    items += added
    texts += added.map(text)
    guard search == nil else { return }
    rememberSelection()
    try reload()
  }

  /// Shows the items that match `text`, best first, or every item in order when it is empty;
  /// searches for ``firstSliceNanoseconds`` and shows what it found by then.
  ///
  /// - Throws: The table's error when it refuses the reload; the filter is as it was then.
  /// - Complexity: What a slice takes, plus O(*m*) for the *m* matches found.
  public func filterRows(by text: String) throws {
    let previous = (search, filterText, shown)
    rememberSelection()
    if text.isEmpty {
      search = nil
    } else {
      var next = search?.narrowing(to: text) ?? FuzzySearch(query: text)
      next.search(texts, forNanoseconds: firstSliceNanoseconds)
      search = next
    }
    filterText = text
    do {
      try reload()
    } catch {
      (search, filterText, shown) = previous
      throw error
    }
  }

  /// Searches on for about `nanoseconds`, and shows the matches found.
  ///
  /// - Returns: Whether the rows changed.
  /// - Throws: The table's error when it refuses the reload.
  /// - Complexity: What the slice looks at, plus O(*m*) for the *m* matches when new ones
  ///   were found.
  public func continueFiltering(forNanoseconds nanoseconds: UInt64) throws -> Bool {
    guard var search, !search.isComplete(over: texts.count) else { return false }
    let found = search.search(texts, forNanoseconds: nanoseconds)
    self.search = search
    guard found else { return false }
    rememberSelection()
    try reload()
    return true
  }

  /// How many items the current search has looked at, of ``items``.
  public var searchedCount: Int { search?.searchedCount(of: texts.count) ?? texts.count }

  /// Computes the rows, reloads the table and selects again the selected items that show.
  private func reload() throws {
    if var search {
      shown = search.rankedIndices()
      self.search = search
    } else {
      shown = nil
    }
    guard let tableView else { return }
    try tableView.reloadData()
    guard !selectedItems.isEmpty else { return }
    for (row, index) in rows(showing: selectedItems) {
      try tableView.selectRow(at: IndexPath(row: row, section: 0))
      _ = index
    }
  }

  /// The rows that show items of `wanted`, with the items.
  func rows(showing wanted: Set<Int>) -> [(row: Int, index: Int)] {
    guard let shown else {
      return wanted.filter { $0 < items.count }.sorted().map { ($0, $0) }
    }
    var found: [(row: Int, index: Int)] = []
    for (row, index) in shown.enumerated() where wanted.contains(Int(index)) {
      found.append((row, Int(index)))
    }
    return found
  }

  /// Records the table's selection in ``selectedItems``: the shown items the table selects,
  /// and the hidden ones selected before.
  private func rememberSelection() {
    guard let tableView else { return }
    let selectedRows = tableView.indexPathsForSelectedRows ?? []
    let shownSelected = Set(selectedRows.compactMap(itemIndex(at:)))
    guard !selectedItems.isEmpty || !shownSelected.isEmpty else { return }
    if !tableView.allowsMultipleSelection, !shownSelected.isEmpty {
      selectedItems = shownSelected  // a row selected now replaces a hidden one
      return
    }
    let shownBefore = Set(rows(showing: selectedItems).map(\.index))
    selectedItems = selectedItems.subtracting(shownBefore).union(shownSelected)
  }

  /// The number of rows shown.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    numberOfShownItems
  }

  /// A dequeued `Cell` bound to the item the row shows.
  ///
  /// - Throws: ``ListBinding/TableViewError/rowOutOfRange(_:numberOfRows:)`` for a row not
  ///   shown, or a dequeue error.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(Cell.self, for: indexPath)
    guard let item = item(at: indexPath) else {
      throw TableViewError.rowOutOfRange(indexPath, numberOfRows: numberOfShownItems)
    }
    cell.bind(to: item)
    return cell
  }
}
