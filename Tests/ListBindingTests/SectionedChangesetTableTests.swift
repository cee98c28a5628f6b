import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// The sectioned diff's stages replayed on a real table, whose data source moves from the old
/// sections to the new ones stage by stage: the table must accept every stage, and end with the
/// new rows, the cells following them. (DiffingTests checks the same cases without a table.)
@MainActor
@Suite("Sectioned changeset on a table")
struct SectionedChangesetTableTests {
  @Test("Hand-picked cases: a table accepts every stage", arguments: SectionedCases.handPicked)
  func handPicked(_ pair: SectionedCase) throws {
    try replayOnTable(pair)
  }

  @Test(
    "Hand-picked cases with every item and section reloaded", arguments: SectionedCases.handPicked)
  func handPickedReloads(_ pair: SectionedCase) throws {
    var reloading = pair
    reloading.reloadingItems = Set(pair.new.flatMap(\.items))
    reloading.reloadingSections = Set(pair.new.map(\.section))
    try replayOnTable(reloading)
  }

  @Test("Edited random pairs with random reloads: a table accepts every stage")
  func editedPairs() throws {
    for index in 0..<3_000 {
      try replayOnTable(SectionedCases.edited(index))
    }
  }

  @Test("Unrelated random pairs: a table accepts every stage")
  func unrelatedPairs() throws {
    for index in 0..<2_000 {
      try replayOnTable(SectionedCases.unrelated(index))
    }
  }

  /// Each stage through the table's own update calls; the table must accept each one, and at
  /// the end its rows (and the cells that followed them) must be the new sections'.
  private func replayOnTable(
    _ pair: SectionedCase, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (old, new) = (pair.old, pair.new)
    let changeset = SectionedChangeset(
      from: old, to: new, reloadingItems: pair.reloadingItems,
      reloadingSections: pair.reloadingSections)
    let comment = Comment(rawValue: "\(pair)\n\(changeset)")
    let tableView = try TableView(style: .plain, viewportHeight: 10_000)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ArrayDataSource(old.map(\.items))
    tableView.dataSource = dataSource
    try tableView.reloadData()
    var current = old
    for stage in changeset.stages {
      let next = try #require(
        stage.applied(to: current, using: new), comment, sourceLocation: sourceLocation)
      dataSource.sections = next.map(\.items)
      do {
        try tableView.performBatchUpdates { () throws(TableViewError) in
          try Self.perform(stage, on: tableView)
        }
      } catch {
        Issue.record("\(error)\n\(comment)", sourceLocation: sourceLocation)
        return
      }
      current = next
    }
    let counts = try (0..<tableView.numberOfSections).map {
      try tableView.numberOfRows(inSection: $0)
    }
    #expect(counts == new.map(\.items.count), comment, sourceLocation: sourceLocation)
    #expect(
      visibleTexts(tableView) == new.flatMap(\.items), comment, sourceLocation: sourceLocation)
  }

  /// The table's update calls for a stage.
  static func perform(
    _ stage: SectionedChangeset.Stage, on tableView: TableView
  ) throws(TableViewError) {
    try tableView.deleteSections(IndexSet(stage.sectionDeletions), with: .automatic)
    try tableView.insertSections(IndexSet(stage.sectionInsertions), with: .automatic)
    for move in stage.sectionMoves {
      try tableView.moveSection(move.source, toSection: move.destination)
    }
    try tableView.reloadSections(IndexSet(stage.sectionReloads), with: .automatic)
    try tableView.deleteRows(at: stage.rowDeletions, with: .automatic)
    try tableView.insertRows(at: stage.rowInsertions, with: .automatic)
    for move in stage.rowMoves {
      try tableView.moveRow(at: move.source, to: move.destination)
    }
    try tableView.reloadRows(at: stage.rowReloads, with: .automatic)
  }
}
