import Foundation
import ListBinding
import Testing

/// Sections named by strings, each with string items, as the sectioned diff tests use them.
typealias Sections = [(section: String, items: [String])]

/// The checks every sectioned changeset test runs: the round trip, and the stages replayed on a
/// real table whose data source moves from the old sections to the new ones, stage by stage.
@MainActor
struct SectionedChangesetChecks {
  let old: Sections
  let new: Sections

  /// Runs every check on `changeset`; `context` (for instance the seed) is printed on failure.
  func verify(
    _ changeset: SectionedChangeset, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let comment = Comment(rawValue: context + "\n\(changeset)")
    let applied = changeset.applied(to: old, using: new)
    #expect(applied.map(Self.flat) == Self.flat(new), comment, sourceLocation: sourceLocation)
    do {
      try replayOnTable(changeset, comment: comment, sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(error)\n\(comment)", sourceLocation: sourceLocation)
    }
  }

  /// Each stage through the table's own update calls; the table must accept each one, and at
  /// the end its rows (and the cells that followed them) must be the new sections'.
  private func replayOnTable(
    _ changeset: SectionedChangeset, comment: Comment, sourceLocation: SourceLocation
  ) throws {
    let tableView = try TableView(style: .plain, viewportHeight: 10_000)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = ArrayDataSource(old.map(\.items))
    tableView.dataSource = dataSource
    try tableView.reloadData()
    var current = old
    for stage in changeset.stages {
      guard let next = stage.applied(to: current, using: new) else {
        Issue.record("stage \(stage) does not fit\n\(comment)", sourceLocation: sourceLocation)
        return
      }
      dataSource.sections = next.map(\.items)
      try tableView.performBatchUpdates { () throws(TableViewError) in
        try Self.perform(stage, on: tableView)
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

  /// Sections as comparable strings: `A: a b`.
  static func flat(_ sections: Sections) -> [String] {
    sections.map { "\($0.section): " + $0.items.joined(separator: " ") }
  }
}
