import Foundation

extension TableView {
  /// The selection rule that governs `section`: the delegate's
  /// `tableView(_:selectionRuleForSection:)`, else the data source's (such as
  /// ``ListSection/selectionRule``), else the table's ``selectionRule``; `nil` means UIKit's
  /// behaviour.
  ///
  /// - Complexity: O(1) plus the delegate's and data source's answers.
  public func selectionRule(forSection section: Int) -> SelectionRule? {
    delegate?.tableView(self, selectionRuleForSection: section)
      ?? (dataSource as? any SelectionRuleSource)?.selectionRule(forSection: section)
      ?? selectionRule
  }

  /// Checks the selection against every section's rule: a required section has a selected row,
  /// and no section has more than its rule allows (a rule changed after selecting can leave
  /// one so).
  ///
  /// ```swift
  /// do {
  ///   try tableView.validateSelection()
  /// } catch {
  ///   print(error)  // no row is selected in required section 0 "soup"
  /// }
  /// ```
  ///
  /// - Throws: ``TableViewError/selectionRuleViolated(section:selected:maximum:)`` for the first
  ///   section over its limit, else ``TableViewError/missingRequiredSelection(_:)`` naming
  ///   every required section without a selected row, by index and header title.
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public func validateSelection() throws(TableViewError) {
    var missing: [TableViewError.SectionReference] = []
    for section in 0..<numberOfSections {
      guard let rule = selectionRule(forSection: section) else { continue }
      let selected = selection.count(inSection: section)
      if let limit = rule.limit, selected > limit {
        throw .selectionRuleViolated(section: section, selected: selected, maximum: limit)
      }
      if rule.isRequired, selected == 0 {
        missing.append(
          TableViewError.SectionReference(
            index: section,
            headerTitle: dataSource?.tableView(self, titleForHeaderInSection: section)))
      }
    }
    guard missing.isEmpty else { throw .missingRequiredSelection(missing) }
  }
}
