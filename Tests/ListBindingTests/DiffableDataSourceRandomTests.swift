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
      for step in 0..<12 {
        let context = Comment(rawValue: "seed \(seed), step \(step)")
        let snapshot = try randomSnapshot(using: &generator)
        let selectedBefore = Set(
          (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.itemIdentifier(for:)))
        try tableView.setContentOffset(Int.random(in: 0...10, using: &generator))
        try dataSource.apply(snapshot)
        let counts = try (0..<tableView.numberOfSections).map {
          try tableView.numberOfRows(inSection: $0)
        }
        let expected = try snapshot.sectionIdentifiers.map {
          try snapshot.numberOfItems(inSection: $0)
        }
        #expect(counts == expected, context)
        let visible = tableView.indexPathsForVisibleRows.compactMap(dataSource.itemIdentifier(for:))
        #expect(visibleTexts(tableView) == visible, context)
        let selected = Set(
          (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.itemIdentifier(for:)))
        let kept = selectedBefore.filter {
          snapshot.indexOfItem($0) != nil && !snapshot.reloadedItemIdentifiers.contains($0)
        }
        #expect(selected == kept, context)
        if let row = tableView.indexPathsForVisibleRows.randomElement(using: &generator) {
          try tableView.selectRow(at: row)
        }
      }
    }
  }
}
