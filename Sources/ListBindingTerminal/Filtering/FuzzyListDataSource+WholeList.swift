import Foundation
import ListBinding

extension FuzzyListDataSource {
  /// The number of items, shown or not.
  ///
  /// - Complexity: O(1).
  public var numberOfAllRows: Int { items.count }

  /// The number of selected items: the rows the table selects, and the selected items the
  /// filter hides.
  ///
  /// - Complexity: O(*s* + *r*), where *s* is the number of selected items and *r* the number
  ///   of rows shown when a query filters the list.
  public var numberOfSelectedRows: Int { currentSelection.count }

  /// Checks the selection of the whole list against the rule of its one section, as
  /// `TableView.validateSelection()` checks the rows shown: a selected item the filter hides
  /// counts.
  ///
  /// - Throws: `TableViewError.selectionRuleViolated` when more items are selected than the
  ///   rule allows, else `TableViewError.missingRequiredSelection` when the rule requires a
  ///   selection and no item is selected; what the rule's or the title's source throws.
  /// - Complexity: O(*s* + *r*), as ``numberOfSelectedRows``.
  public func validateSelectionOfAllRows() throws {
    guard let tableView else { return }
    guard let rule = try tableView.selectionRule(forSection: 0) else { return }
    let selected = currentSelection.count
    if let limit = Self.limit(of: rule), selected > limit {
      throw TableViewError.selectionRuleViolated(section: 0, selected: selected, maximum: limit)
    }
    if rule.isRequired, selected == 0 {
      let title = try self.tableView(tableView, titleForHeaderInSection: 0)
      throw TableViewError.missingRequiredSelection([
        TableViewError.SectionReference(index: 0, headerTitle: title)
      ])
    }
  }

  /// The index in ``items`` of the item shown at `indexPath`.
  ///
  /// - Complexity: O(1).
  public func identity(ofRowAt indexPath: IndexPath) -> AnyHashable? {
    itemIndex(at: indexPath).map(AnyHashable.init)
  }

  /// Where the item whose index in ``items`` is `identity` shows now.
  ///
  /// - Complexity: O(1) without a query; O(*r*) with one, where *r* is the number of rows
  ///   shown.
  public func indexPath(ofRowWith identity: AnyHashable) -> IndexPath? {
    guard let index = identity.base as? Int, index >= 0, index < items.count,
      let wanted = Int32(exactly: index)
    else { return nil }
    guard let shown else { return IndexPath(row: index, section: 0) }
    return shown.firstIndex(of: wanted).map {
      IndexPath(row: $0, section: 0)
    }
  }

  /// The indices of the selected items now, without recording them: the shown items the
  /// table selects, and the hidden ones selected before.
  var currentSelection: Set<Int> {
    guard let tableView else { return selectedItems }
    let selectedRows = tableView.indexPathsForSelectedRows ?? []
    let shownSelected = Set(selectedRows.compactMap(itemIndex(at:)))
    guard !selectedItems.isEmpty else { return shownSelected }
    if !tableView.allowsMultipleSelection, !shownSelected.isEmpty { return shownSelected }
    let shownBefore = Set(rows(showing: selectedItems).map(\.index))
    return selectedItems.subtracting(shownBefore).union(shownSelected)
  }

  /// The most rows a rule lets be selected, or `nil` for no limit.
  private static func limit(of rule: SelectionRule) -> Int? {
    switch rule.mode {
    case .disabled: return 0
    case .single: return 1
    case .multiple: return rule.maximum
    }
  }
}
