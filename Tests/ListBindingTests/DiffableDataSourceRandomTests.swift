import DiffingTestSupport
import Foundation
import ListBinding
import Testing

@MainActor
@Suite("Diffable data source on random snapshots")
struct DiffableDataSourceRandomTests {
  /// Random sections over a small pool, so that consecutive snapshots share much.
  private func randomSnapshot(using generator: inout SplitMix64) throws -> Snapshot<String, String>
  {
    var snapshot = Snapshot<String, String>()
    let sections = ["A", "B", "C", "D", "E"].shuffled(using: &generator)
      .prefix(Int.random(in: 0...5, using: &generator))
    guard !sections.isEmpty else { return snapshot }
    try snapshot.appendSections(Array(sections))
    let items = (0..<20).map { "i\($0)" }.shuffled(using: &generator)
      .prefix(Int.random(in: 0...20, using: &generator))
    for item in items {
      try snapshot.appendItems([item], toSection: sections.randomElement(using: &generator))
    }
    for item in items where Int.random(in: 0..<8, using: &generator) == 0 {
      try snapshot.reloadItems([item])
    }
    return snapshot
  }

  @Test("A run of random snapshots: the table always shows the last one, selection follows")
  func runs() throws {
    for run in 0..<150 {
      let seed = 0xD1FF_0000 + UInt64(run)
      var generator = SplitMix64(seed: seed)
      let tableView = try TableView(style: .plain, viewportHeight: 8)
      tableView.allowsMultipleSelection = true
      let dataSource = DiffableDataSource<String, String>(
        tableView: tableView, cellType: TextCell.self)
      // The model: the items of the last snapshot applied, in row order, the selected items and
      // the viewport's offset. Expectations come from it, never from the data source.
      var shown: [[String]] = []
      var selectedItems: Set<String> = []
      var offset = 0
      func item(at indexPath: IndexPath) -> String? {
        shown.indices.contains(indexPath.section)
          && shown[indexPath.section].indices.contains(indexPath.row)
          ? shown[indexPath.section][indexPath.row] : nil
      }
      func clamp(_ proposed: Int) -> Int {
        min(max(0, proposed), max(0, shown.joined().count - 8))
      }
      for step in 0..<12 {
        let context = Comment(rawValue: "seed \(seed), step \(step)")
        let snapshot = try randomSnapshot(using: &generator)
        let selectedBefore = selectedItems
        let proposed = Int.random(in: 0...10, using: &generator)
        try tableView.setContentOffset(proposed)
        offset = clamp(proposed)
        try dataSource.apply(snapshot)
        shown = try snapshot.sectionIdentifiers.map { try snapshot.itemIdentifiers(inSection: $0) }
        offset = clamp(offset)
        let counts = try (0..<tableView.numberOfSections).map {
          try tableView.numberOfRows(inSection: $0)
        }
        let expected = try snapshot.sectionIdentifiers.map {
          try snapshot.numberOfItems(inSection: $0)
        }
        #expect(counts == expected, context)
        #expect(tableView.rowOffset == offset, context)
        let visible = Array(shown.joined().dropFirst(offset).prefix(8))
        #expect(visibleTexts(tableView) == visible, context)
        let selected = Set((tableView.indexPathsForSelectedRows ?? []).compactMap(item(at:)))
        selectedItems = selectedBefore.filter {
          snapshot.indexOfItem($0) != nil && !snapshot.reloadedItemIdentifiers.contains($0)
        }
        #expect(selected == selectedItems, context)
        if let row = tableView.indexPathsForVisibleRows.randomElement(using: &generator),
          let chosen = item(at: row)
        {
          try tableView.selectRow(at: row)
          selectedItems.insert(chosen)
        }
      }
    }
  }
}
