import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// A subclassed diffable data source driven by random drags, swipes, editing controls, applies,
/// scrolls and selections, against a model of sections of unique items: after every step the
/// table, the snapshot and the model agree.
@MainActor
@Suite("Subclassed diffable data source against a model")
struct DiffableSubclassModelTests {
  struct Model {
    var sections: [(name: String, items: [String])] = []
    var selected: Set<String> = []
    var offset = 0
    let height: Int

    var all: [String] { sections.flatMap(\.items) }

    mutating func clamp() { offset = min(max(0, offset), max(0, all.count - height)) }

    func path(of item: String) -> IndexPath? {
      for (section, entry) in sections.enumerated() {
        if let row = entry.items.firstIndex(of: item) {
          return IndexPath(row: row, section: section)
        }
      }
      return nil
    }

    func snapshot() throws -> Snapshot<String, String> {
      var snapshot = Snapshot<String, String>()
      for entry in sections {
        try snapshot.appendSections([entry.name])
        try snapshot.appendItems(entry.items, toSection: entry.name)
      }
      return snapshot
    }
  }

  @Test("Thousands of random gestures and applies", arguments: [UInt64(1), 2, 3, 4, 5])
  func randomized(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }
    let tableView = try TableView(viewportHeight: 6)
    tableView.allowsMultipleSelection = true
    let dataSource = EditableDishes(tableView: tableView, cellType: TextCell.self)
    var model = Model(height: 6)
    var nextItem = 0
    var nextSection = 0
    // While editing, `allowsMultipleSelectionDuringEditing` (off) governs, as in UIKit: a
    // selection replaces the others.
    var editing = false
    func newItem() -> String {
      nextItem += 1
      return "i\(nextItem)"
    }

    dataSource.reordering = seed.isMultiple(of: 2) ? .applyingAsAppleSample : .callingSuper
    for step in 0..<1_000 {
      let context = Comment(rawValue: "seed \(seed) step \(step)")
      let all = model.all
      switch below(10) {
      case 0, 1:
        // A new state: some items deleted, some inserted, some moved, sections added or removed.
        var sections = model.sections
        for index in sections.indices { sections[index].items.removeAll { _ in below(5) == 0 } }
        if below(4) == 0 || sections.isEmpty {
          nextSection += 1
          sections.insert(("S\(nextSection)", []), at: below(sections.count + 1))
        }
        if below(6) == 0, !sections.isEmpty { sections.remove(at: below(sections.count)) }
        for _ in 0..<below(4) where !sections.isEmpty {
          let index = below(sections.count)
          sections[index].items.insert(newItem(), at: below(sections[index].items.count + 1))
        }
        if below(2) == 0, sections.count > 1 {
          let from = below(sections.count)
          if let item = sections[from].items.popLast() {
            let to = below(sections.count)
            sections[to].items.insert(item, at: below(sections[to].items.count + 1))
          }
        }
        let kept = Set(sections.flatMap(\.items))
        model.sections = sections
        model.selected = model.selected.filter(kept.contains)
        try dataSource.apply(try model.snapshot(), animatingDifferences: below(2) == 0)
      case 2, 3:
        // A drag, with editing on.
        guard !all.isEmpty else { continue }
        let item = all[below(all.count)]
        guard let source = model.path(of: item) else { continue }
        let section = below(model.sections.count)
        let limit = model.sections[section].items.count - (section == source.section ? 1 : 0)
        let destination = IndexPath(row: below(limit + 1), section: section)
        try tableView.setEditing(true, animated: false)
        editing = true
        try tableView.dragRow(from: source, to: destination)
        if destination != source {
          model.sections[source.section].items.remove(at: source.row)
          model.sections[destination.section].items.insert(item, at: destination.row)
        }
      case 4:
        // A full swipe: the subclass commits the delete through a new snapshot.
        guard !all.isEmpty else { continue }
        let item = all[below(all.count)]
        guard let path = model.path(of: item) else { continue }
        try tableView.setEditing(false, animated: false)
        editing = false
        try tableView.swipeRow(at: path, fully: true)
        model.sections[path.section].items.remove(at: path.row)
        model.selected.remove(item)
      case 5:
        // The editing control's delete.
        guard !all.isEmpty else { continue }
        let item = all[below(all.count)]
        guard let path = model.path(of: item) else { continue }
        try tableView.setEditing(true, animated: false)
        editing = true
        try tableView.tapEditingControl(at: path)
        try tableView.tapSwipeAction(at: 0)
        model.sections[path.section].items.remove(at: path.row)
        model.selected.remove(item)
      case 6, 7:
        let proposed = below(all.count + 4) - 2
        try tableView.setContentOffset(proposed)
        model.offset = proposed
      default:
        guard !all.isEmpty else { continue }
        let item = all[below(all.count)]
        guard let path = model.path(of: item) else { continue }
        if model.selected.contains(item) {
          try tableView.deselectRow(at: path)
          model.selected.remove(item)
        } else {
          try tableView.selectRow(at: path)
          if editing { model.selected.removeAll() }
          model.selected.insert(item)
        }
      }
      model.clamp()

      // The snapshot and the table's counts are the model's.
      let expected = try model.snapshot()
      #expect(dataSource.snapshot() == expected, context)
      let counts = try (0..<tableView.numberOfSections).map {
        try tableView.numberOfRows(inSection: $0)
      }
      #expect(counts == model.sections.map(\.items.count), context)
      // The viewport shows the model's window, each row in its own cell showing its item.
      #expect(tableView.rowOffset == model.offset, context)
      let window = Array(model.all.dropFirst(model.offset).prefix(model.height))
      #expect(visibleTexts(tableView) == window, context)
      for (cell, path) in zip(tableView.visibleCells, tableView.indexPathsForVisibleRows) {
        #expect(tableView.indexPath(for: cell) == path, context)
      }
      #expect(Set(tableView.visibleCells.map(ObjectIdentifier.init)).count == window.count, context)
      // The selection is the model's, by item.
      let selected = (tableView.indexPathsForSelectedRows ?? []).map {
        model.sections[$0.section].items[$0.row]
      }
      #expect(Set(selected) == model.selected, context)
    }
  }
}
