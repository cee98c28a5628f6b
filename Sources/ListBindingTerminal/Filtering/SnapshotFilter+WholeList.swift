import Foundation
import ListBinding

/// A filter that knows the whole list behind the rows it shows: how many rows there are, how
/// many are selected, and whether the selection follows the rules, counting the rows it hides.
///
/// The session's filter line (`/湯 · 2 of 8 · 1 selected`) and its status line use it, so that
/// a section the filter hides is not forgotten: "✓ selection valid" shows only when the whole
/// list is valid, and a picker's Enter confirms only then.
@MainActor
public protocol WholeListFiltering: RowFiltering {
  /// The number of rows of the whole list, shown or not.
  var numberOfAllRows: Int { get }

  /// The number of selected rows of the whole list, shown or not.
  var numberOfSelectedRows: Int { get }

  /// Checks the selection of the whole list against each section's rule, as
  /// `TableView.validateSelection()` checks the rows shown; sections are numbered as in the
  /// whole list.
  ///
  /// - Throws: The first section over its limit, else every required section without a
  ///   selected row; or what a rule's or title's source throws.
  func validateSelectionOfAllRows() throws

  /// The identity of the row shown at `indexPath`, or `nil` when no row shows there: what the
  /// session keeps the focus on while the filter changes.
  func identity(ofRowAt indexPath: IndexPath) -> AnyHashable?

  /// Where the row with `identity` shows now, or `nil` when it is hidden.
  func indexPath(ofRowWith identity: AnyHashable) -> IndexPath?
}

extension SnapshotFilter: WholeListFiltering {
  /// The number of items of the whole snapshot.
  ///
  /// - Complexity: O(1).
  public var numberOfAllRows: Int { snapshot.numberOfItems }

  /// The selected rows the table shows, and the selected items the filter hides.
  ///
  /// - Complexity: O(*h*), where *h* is the number of hidden selected items.
  public var numberOfSelectedRows: Int {
    let shown = dataSource.tableView?.indexPathsForSelectedRows?.count ?? 0
    return shown + hiddenSelection.filter { snapshot.indexOfItem($0) != nil }.count
  }

  /// Checks each section of the whole snapshot: its rule is the table's for a section shown,
  /// the data source's ``ListBinding/DiffableDataSource/selectionRuleProvider`` (else the
  /// table's rule) for a hidden one; its selected rows are those shown selected and the
  /// selected items hidden.
  ///
  /// - Throws: `TableViewError.selectionRuleViolated` or
  ///   `TableViewError.missingRequiredSelection`, with sections numbered as in the whole
  ///   snapshot; what a rule's or title's source throws.
  /// - Complexity: O(*s* + *h* + *r*), where *s* is the number of sections, *h* the number of
  ///   hidden selected items and *r* of selected rows shown.
  public func validateSelectionOfAllRows() throws {
    guard let tableView = dataSource.tableView else { return }
    guard !filterText.isEmpty else { return try tableView.validateSelection() }
    let shown = dataSource.snapshot()
    var selectedBySection: [SectionIdentifierType: Int] = [:]
    for indexPath in tableView.indexPathsForSelectedRows ?? [] {
      guard let section = dataSource.sectionIdentifier(for: indexPath.section) else { continue }
      selectedBySection[section, default: 0] += 1
    }
    for item in hiddenSelection {
      guard let section = snapshot.sectionIdentifier(containingItem: item) else { continue }
      selectedBySection[section, default: 0] += 1
    }
    var missing: [TableViewError.SectionReference] = []
    for (index, section) in snapshot.sectionIdentifiers.enumerated() {
      let rule: SelectionRule?
      if let shownIndex = shown.indexOfSection(section) {
        rule = try tableView.selectionRule(forSection: shownIndex)
      } else {
        rule = try dataSource.selectionRuleProvider?(section) ?? tableView.selectionRule
      }
      guard let rule else { continue }
      let selected = selectedBySection[section] ?? 0
      if let limit = Self.limit(of: rule), selected > limit {
        throw TableViewError.selectionRuleViolated(
          section: index, selected: selected, maximum: limit)
      }
      if rule.isRequired, selected == 0 {
        let title = try dataSource.headerTitleProvider?(tableView, index, section)
        missing.append(TableViewError.SectionReference(index: index, headerTitle: title))
      }
    }
    guard missing.isEmpty else { throw TableViewError.missingRequiredSelection(missing) }
  }

  /// The item shown at `indexPath`.
  ///
  /// - Complexity: O(log *n*), where *n* is the number of items shown.
  public func identity(ofRowAt indexPath: IndexPath) -> AnyHashable? {
    dataSource.itemIdentifier(for: indexPath).map(AnyHashable.init)
  }

  /// Where the item shows now.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the number of items shown.
  public func indexPath(ofRowWith identity: AnyHashable) -> IndexPath? {
    (identity.base as? ItemIdentifierType).flatMap(dataSource.indexPath(for:))
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
