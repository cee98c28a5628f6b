import Foundation
import ListBinding

extension Picker {
  /// The identifiers of the chosen items, in the list's order: the rows selected, and those
  /// the filter hides.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number of chosen items.
  var chosenIdentifiers: [Int] {
    if let list { return list.selectedIndices() }
    guard let (dataSource, filter) = sectioned else { return [] }
    var chosen = (tableView.indexPathsForSelectedRows ?? []).compactMap {
      dataSource.itemIdentifier(for: $0)
    }
    if let filter {
      chosen += filter.hiddenSelection.filter { filter.snapshot.indexOfItem($0) != nil }
    }
    return Array(Set(chosen)).sorted()
  }

  /// The items chosen now, in the list's order.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number of chosen items.
  public var chosenItems: [Item] {
    if let list { return list.chosenItems() }
    return chosenIdentifiers.compactMap { $0 < items.count ? items[$0].item : nil }
  }

  /// Checks the choice: the sections' rules over the whole list (rows the filter hides
  /// included), each section's minimum, and, for a single choice, that an item is chosen.
  ///
  /// - Throws: The table's `TableViewError` for a broken rule,
  ///   ``PromptError/tooFewChosen(section:title:minimum:chosen:)`` or
  ///   ``PromptError/nothingChosen``.
  /// - Complexity: O(*s* + *k*), where *s* is the number of sections and *k* the number of
  ///   chosen items.
  public func validate() throws {
    let chosen = chosenIdentifiers
    if choosesOne {
      guard !chosen.isEmpty else { throw PromptError.nothingChosen }
      return
    }
    if let filter {
      try filter.validateSelectionOfAllRows()
    } else {
      try tableView.validateSelection()
    }
    var counts = Array(repeating: 0, count: sections.count)
    if list != nil, !counts.isEmpty {
      counts[0] = chosen.count  // one list, whose items may have arrived since
    } else {
      for id in chosen where id < items.count { counts[items[id].section] += 1 }
    }
    for (index, section) in sections.enumerated() where counts[index] < section.minimum {
      let alone = sections.count == 1 && section.title == nil
      throw PromptError.tooFewChosen(
        section: alone ? nil : index, title: section.title, minimum: section.minimum,
        chosen: counts[index])
    }
  }

  /// The line left on the terminal: `✓ question › item`, `✓ question › 3 chosen: a, b, c`,
  /// or `✗ question › cancelled`.
  func summary(of outcome: TerminalDriver.Outcome) -> String {
    let theme = options.theme ?? (options.symbols == .ascii ? .ascii : .unicode)
    guard outcome == .finished else { return "\(theme.invalid) \(question) › cancelled" }
    let titles = chosenItems.map(title)
    let answer: String
    switch titles.count {
    case 0: answer = "none chosen"
    case 1: answer = titles[0]
    default: answer = "\(titles.count) chosen: " + titles.joined(separator: ", ")
    }
    return "\(theme.valid) \(question) › \(answer)"
  }
}
