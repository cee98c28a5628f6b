import Foundation
import ListBinding

/// Filters the rows of a ``ListBinding/DiffableDataSource`` by text, by applying a filtered
/// snapshot.
///
/// The filter keeps the whole snapshot and applies the part whose items match: the data source
/// works out the update, the table validates it, and the items that stay keep their cells and
/// their selection. A selected item the filter hides is selected again when it shows again,
/// unless its section's rule no longer lets it be.
///
/// ```swift
/// let filter = SnapshotFilter(dataSource: dataSource) { dish in dish }
/// try filter.filterRows(by: "湯")
/// let soups = dataSource.snapshot().itemIdentifiers  // ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"]
/// try filter.filterRows(by: "")
/// let menu = dataSource.snapshot().itemIdentifiers  // every dish again
/// ```
///
/// Apply new snapshots through ``apply(_:)`` while the filter is in use, so that it filters
/// them too.
@MainActor
public final class SnapshotFilter<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: RowFiltering {
  /// The data source the filter applies snapshots to.
  public let dataSource: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>

  /// The whole snapshot, before filtering.
  public private(set) var snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>

  /// The text the rows are filtered by: empty when every row shows.
  public private(set) var filterText = ""

  /// The text an item is matched by.
  private let text: @MainActor (ItemIdentifierType) -> String

  /// Selected items the filter hides, to select again when they show.
  var hiddenSelection: [ItemIdentifierType] = []

  /// Creates a filter for the snapshot `dataSource` shows now.
  ///
  /// - Parameters:
  ///   - dataSource: The data source to filter.
  ///   - text: The text an item is matched by, such as its title.
  public init(
    dataSource: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>,
    text: @escaping @MainActor (ItemIdentifierType) -> String
  ) {
    self.dataSource = dataSource
    self.snapshot = dataSource.snapshot()
    self.text = text
  }

  /// Shows the items that `text` matches fuzzily (``FuzzyMatcher``: its characters in order,
  /// smart case), in their sections, best first in each; a section with none is hidden. An
  /// empty text shows every item in its order.
  ///
  /// - Throws: The data source's error when the table refuses the update; the filter and the
  ///   table are as they were then.
  /// - Complexity: O(*n* log *n*) for the *n* items, plus the data source's apply.
  public func filterRows(by text: String) throws {
    try show(snapshot, filteredBy: text)
  }

  /// Replaces the whole snapshot and shows it filtered by the current text.
  ///
  /// - Throws: The data source's error when the table refuses the update; nothing changes
  ///   then.
  public func apply(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) throws {
    try show(snapshot, filteredBy: filterText)
  }

  /// Applies the part of `whole` that matches `query`, then selects again the hidden selected
  /// items that show.
  private func show(
    _ whole: Snapshot<SectionIdentifierType, ItemIdentifierType>, filteredBy query: String
  ) throws {
    let filtered = try matching(whole, query)
    let remembered = rememberedSelection()
    try dataSource.apply(filtered, animatingDifferences: false)
    snapshot = whole
    filterText = query
    hiddenSelection = remembered
    try reselectShownItems()
  }

  /// The items of `whole` that match `query`, in their sections, best first in each.
  private func matching(
    _ whole: Snapshot<SectionIdentifierType, ItemIdentifierType>, _ query: String
  ) throws -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
    let matcher = FuzzyMatcher(query: query)
    guard !matcher.isEmpty else { return whole }
    var filtered = Snapshot<SectionIdentifierType, ItemIdentifierType>()
    for section in whole.sectionIdentifiers {
      let scored = try whole.itemIdentifiers(inSection: section).enumerated().compactMap {
        (offset, item) -> (score: Int, offset: Int, item: ItemIdentifierType)? in
        matcher.score(text(item)).map { ($0, offset, item) }
      }
      let items = scored.sorted { ($1.score, $0.offset) < ($0.score, $1.offset) }.map(\.item)
      guard !items.isEmpty else { continue }
      try filtered.appendSections([section])
      try filtered.appendItems(items, toSection: section)
    }
    return filtered
  }

  /// The selected items: those the table shows selected, and those hidden before.
  private func rememberedSelection() -> [ItemIdentifierType] {
    let shown = dataSource.snapshot()
    var remembered = hiddenSelection.filter { shown.indexOfItem($0) == nil }
    let selected = dataSource.tableView?.indexPathsForSelectedRows ?? []
    remembered += selected.compactMap(dataSource.itemIdentifier(for:))
    return remembered
  }

  /// Selects again the remembered items that show and are not selected, where the section's
  /// rule allows one more selected row without replacing another.
  private func reselectShownItems() throws {
    guard let tableView = dataSource.tableView else { return }
    var stillHidden: [ItemIdentifierType] = []
    for item in hiddenSelection {
      guard let indexPath = dataSource.indexPath(for: item) else {
        stillHidden.append(item)
        continue
      }
      let selected = tableView.indexPathsForSelectedRows ?? []
      guard !selected.contains(indexPath), Self.allowsAnother(in: indexPath, tableView, selected)
      else { continue }
      try tableView.selectRow(at: indexPath)
    }
    hiddenSelection = stillHidden
  }

  /// Whether selecting the row adds to the selection without replacing a selected row.
  static func allowsAnother(
    in indexPath: IndexPath, _ tableView: TableView, _ selected: [IndexPath]
  ) -> Bool {
    let rule: SelectionRule?
    do {
      rule = try tableView.selectionRule(forSection: indexPath.section)
    } catch {
      return false  // a rule that cannot be read selects nothing again
    }
    guard let rule else {
      return tableView.allowsMultipleSelection || selected.isEmpty
    }
    let inSection = selected.filter { $0.section == indexPath.section }.count
    switch rule.mode {
    case .single: return inSection == 0
    case .multiple: return rule.maximum.map { inSection < $0 } ?? true
    default: return false
    }
  }
}
