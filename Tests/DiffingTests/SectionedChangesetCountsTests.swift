import Foundation
import Testing

@testable import Diffing

/// `Stage.rowCounts(after:newCounts:)` on stages the diff never makes: it refuses exactly what
/// the replay refuses. (The diff's own stages are checked against the replay in
/// `SectionedChangesetChecks`.)
@Suite("SectionedChangeset stage counts")
struct SectionedChangesetCountsTests {
  static let old = [
    ItemSection(section: "A", items: ["a", "b", "c"]), ItemSection(section: "B", items: ["d"]),
  ]
  static let new = [
    ItemSection(section: "A", items: ["x", "y"]), ItemSection(section: "B", items: ["z"]),
  ]

  /// A rows stage made by `edit`.
  static func stage(_ edit: (inout SectionedChangeset.Stage) -> Void) -> SectionedChangeset.Stage {
    var stage = SectionedChangeset.Stage(kind: .rows)
    edit(&stage)
    return stage
  }

  static let stages: [(name: String, stage: SectionedChangeset.Stage)] = [
    ("a row deleted twice", stage { $0.rowDeletions = [[0, 1], [0, 1]] }),
    (
      "a row deleted and moved",
      stage {
        $0.rowDeletions = [[0, 1]]
        $0.rowMoves = [.init(source: [0, 1], destination: [1, 0])]
      }
    ),
    ("a row out of range", stage { $0.rowDeletions = [[0, 3]] }),
    ("two rows inserted at one place", stage { $0.rowInsertions = [[0, 1], [0, 1]] }),
    (
      "a row inserted past the end",
      stage {
        $0.rowDeletions = [[0, 0]]
        $0.rowInsertions = [[0, 1]]
      }
    ),
    (
      "a move within the section",
      stage { $0.rowMoves = [.init(source: [0, 0], destination: [0, 2])] }
    ),
    (
      "a move across sections",
      stage { $0.rowMoves = [.init(source: [0, 2], destination: [1, 0])] }
    ),
    (
      "a deleted section",
      stage {
        $0.sectionDeletions = [1]
        $0.rowDeletions = [[1, 0], [0, 0]]
      }
    ),
  ]

  @Test("Counting refuses what the replay refuses, and counts what it builds")
  func countsFollowTheReplay() {
    for (name, stage) in Self.stages {
      let replayed = stage.applied(to: Self.old, using: Self.new)?.map(\.items.count)
      let counted = stage.rowCounts(after: [3, 1], newCounts: [2, 1])
      #expect(counted == replayed, "\(name)")
    }
    #expect(Self.stages.contains { $0.stage.rowCounts(after: [3, 1], newCounts: [2, 1]) == nil })
    #expect(Self.stages.contains { $0.stage.rowCounts(after: [3, 1], newCounts: [2, 1]) != nil })
  }
}
