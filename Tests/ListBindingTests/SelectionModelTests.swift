import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// A reference model of selection: a set of rows and the delegate calls UIKit makes, written
/// plainly from the rules, to compare the table with after every random step.
struct SelectionModel {
  var counts: [Int]
  var selected = Set<IndexPath>()
  var events: [String] = []
  var allowsSelection = true
  var allowsMultipleSelection = false
  var rule: SelectionRule?

  /// The delegate's decisions, shared with the table's delegate.
  static func willSelect(_ indexPath: IndexPath, counts: [Int]) -> IndexPath? {
    let key = indexPath.section * 7 + indexPath.row
    if key % 11 == 5 { return nil }
    if key % 13 == 4, indexPath.row + 1 < counts[indexPath.section] {
      return IndexPath(row: indexPath.row + 1, section: indexPath.section)
    }
    return indexPath
  }

  static func willDeselect(_ indexPath: IndexPath) -> IndexPath? {
    (indexPath.section * 5 + indexPath.row) % 9 == 3 ? nil : indexPath
  }

  func inSection(_ section: Int) -> [IndexPath] {
    selected.filter { $0.section == section }.sorted()
  }

  func mayAdd(_ indexPath: IndexPath) -> Bool {
    guard let rule else { return true }
    switch rule.mode {
    case .disabled: return false
    case .single: return true
    case .multiple:
      return selected.contains(indexPath)
        || rule.maximum.map { inSection(indexPath.section).count < $0 } ?? true
    }
  }

  func replaced(by indexPath: IndexPath) -> [IndexPath] {
    guard let rule else {
      return allowsMultipleSelection ? [] : selected.sorted().filter { $0 != indexPath }
    }
    return rule.mode == .single ? inSection(indexPath.section).filter { $0 != indexPath } : []
  }

  mutating func tap(_ indexPath: IndexPath) {
    guard allowsSelection else { return }
    let toggles =
      rule.map { $0.mode == .multiple || $0.allowsDeselection } ?? allowsMultipleSelection
    if selected.contains(indexPath), toggles {
      events.append("willDeselect \(SelectionLog.name(indexPath))")
      guard let target = Self.willDeselect(indexPath) else { return }
      selected.remove(target)
      events.append("didDeselect \(SelectionLog.name(target))")
      return
    }
    guard mayAdd(indexPath) else { return }
    events.append("willSelect \(SelectionLog.name(indexPath))")
    guard let target = Self.willSelect(indexPath, counts: counts), mayAdd(target) else { return }
    var deselect: [IndexPath] = []
    for row in replaced(by: target) {
      events.append("willDeselect \(SelectionLog.name(row))")
      if let answer = Self.willDeselect(row) { deselect.append(answer) }
    }
    if rule != nil {
      let remaining = Set(inSection(target.section)).subtracting(deselect).union([target])
      let limit = rule?.mode == .single ? 1 : rule?.maximum ?? Int.max
      guard remaining.count <= limit else { return }
    }
    for row in deselect {
      selected.remove(row)
      events.append("didDeselect \(SelectionLog.name(row))")
    }
    selected.insert(target)
    events.append("didSelect \(SelectionLog.name(target))")
  }

  /// Returns whether the selection is allowed; the model is unchanged when it is not.
  mutating func select(_ indexPath: IndexPath) -> Bool {
    guard mayAdd(indexPath) else { return false }
    for row in replaced(by: indexPath) { selected.remove(row) }
    selected.insert(indexPath)
    return true
  }
}

@MainActor
@Suite("Selection against a reference model")
struct SelectionModelTests {
  @Test(
    "Random taps, programmatic selection and rule changes match the model",
    arguments: [
      UInt64(1), 2, 3, 0xC0FFEE,
    ])
  func randomized(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let counts = [3, 0, 5, 2, 7]
    let fixture = try SelectionFixture(counts.map { (0..<$0).map { "r\($0)" } }, height: 6)
    fixture.log.willSelect = { SelectionModel.willSelect($0, counts: counts) }
    fixture.log.willDeselect = SelectionModel.willDeselect
    var model = SelectionModel(counts: counts)
    let rules: [SelectionRule?] = [
      nil, .single, .single(allowsDeselection: true), .multiple, .multiple(maximum: 2),
      SelectionRule.disabled,
    ]
    let paths = counts.enumerated().flatMap { section, count in
      (0..<count).map { IndexPath(row: $0, section: section) }
    }
    for step in 0..<3_000 {
      let path = paths[Int(random.next() % UInt64(paths.count))]
      switch random.next() % 20 {
      case 0..<11:
        try fixture.tableView.tapRow(at: path)
        model.tap(path)
      case 11..<14:
        let allowed = model.select(path)
        do {
          try fixture.tableView.selectRow(at: path)
          #expect(allowed, "seed \(seed) step \(step): selecting \(path) should have thrown")
        } catch {
          #expect(!allowed, "seed \(seed) step \(step): \(error)")
        }
      case 14..<16:
        try fixture.tableView.deselectRow(at: path)
        model.selected.remove(path)
      case 16:
        let rule = rules[Int(random.next() % UInt64(rules.count))]
        fixture.tableView.selectionRule = rule
        model.rule = rule
        // A new rule starts from an empty selection, as an app changing its rules would.
        try fixture.tableView.selectRow(at: nil)
        model.selected = []
      case 17:
        fixture.tableView.allowsMultipleSelection.toggle()
        model.allowsMultipleSelection.toggle()
      case 18:
        fixture.tableView.allowsSelection = random.next() % 4 != 0
        model.allowsSelection = fixture.tableView.allowsSelection
      default:
        try fixture.tableView.setContentOffset(Int(random.next() % 20))
      }
      let expected = model.selected.sorted()
      #expect(
        (fixture.tableView.indexPathsForSelectedRows ?? []) == expected,
        "seed \(seed) step \(step)")
      #expect(fixture.log.events == model.events, "seed \(seed) step \(step)")
      let shown = fixture.tableView.indexPathsForVisibleRows.filter { model.selected.contains($0) }
      #expect(
        fixture.tableView.visibleCells.filter(\.isSelected).compactMap(
          fixture.tableView.indexPath(for:))
          == shown, "seed \(seed) step \(step)")
      if let rule = model.rule,
        let limit = rule.mode == .disabled ? 0 : rule.mode == .single ? 1 : rule.maximum
      {
        for section in counts.indices {
          #expect(model.inSection(section).count <= limit, "seed \(seed) step \(step)")
        }
      }
      guard fixture.log.events == model.events else { return }
    }
  }
}
