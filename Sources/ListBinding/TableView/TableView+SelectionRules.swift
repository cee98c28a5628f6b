import Foundation

extension TableView {
  /// The selection rule that governs `section`: the delegate's
  /// `tableView(_:selectionRuleForSection:)`, else the data source's, when it is a
  /// ``SelectionRuleSource`` (such as ``SectionedDataSource``), else the table's
  /// ``selectionRule``; `nil` means UIKit's behaviour.
  ///
  /// - Throws: ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` for a section
  ///   the table does not have (the delegate and the data source are not asked then); what the
  ///   delegate or data source throws.
  /// - Complexity: O(1) plus the delegate's and data source's answers.
  public func selectionRule(forSection section: Int) throws(TableViewError) -> SelectionRule? {
    try performReading { () throws(TableViewError) in
      try state.validateSection(section)
      return try rule(forSection: section)
    }
  }

  /// The rule of `section` of a table the data source is about to apply, which may have more
  /// sections than the table has now: for a diffable data source's apply.
  func selectionRule(forComingSection section: Int) throws(TableViewError) -> SelectionRule? {
    try performReading { () throws(TableViewError) in try rule(forSection: section) }
  }

  /// The rule of `section`, from the delegate, the data source or the table.
  func rule(forSection section: Int) throws(TableViewError) -> SelectionRule? {
    if let delegate,
      let rule = try invoke(
        Callback("tableView(_:selectionRuleForSection:)", section: section),
        { try delegate.tableView(self, selectionRuleForSection: section) })
    {
      return rule
    }
    if let source = dataSource as? any SelectionRuleSource,
      let rule = try invoke(
        Callback("selectionRule(forSection:)", section: section),
        { try source.selectionRule(forSection: section) })
    {
      return rule
    }
    return selectionRule
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
  ///   every required section without a selected row, by index and header title; or what a
  ///   rule's or title's source throws.
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public func validateSelection() throws(TableViewError) {
    try performReading(.validateSelection) { () throws(TableViewError) in
      var missing: [TableViewError.SectionReference] = []
      let selection = state.selection
      for section in 0..<state.counts.numberOfSections {
        guard let rule = try rule(forSection: section) else { continue }
        let selected = selection.count(inSection: section)
        if let limit = rule.limit, selected > limit {
          throw .selectionRuleViolated(section: section, selected: selected, maximum: limit)
        }
        if rule.isRequired, selected == 0 {
          missing.append(
            TableViewError.SectionReference(
              index: section, headerTitle: try titleForHeader(inSection: section)))
        }
      }
      guard missing.isEmpty else { throw .missingRequiredSelection(missing) }
    }
  }
}
