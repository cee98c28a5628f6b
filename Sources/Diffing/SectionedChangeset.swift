import Foundation

/// The difference between two sectioned lists, as the batch updates that take a table from one to
/// the other: a few *stages*, each one `performBatchUpdates(_:)` that UIKit's rules accept.
///
/// UIKit refuses some updates in one batch: a row cannot move out of a deleted section or into an
/// inserted one, and a row cannot be reloaded in the batch that moves it. So the changes are
/// split, in this order, leaving out the stages with nothing to do:
///
/// 1. ``Stage/Kind-swift.enum/removals``: sections that are gone, and rows that are gone or that
///    go to a new section, deleted at their old paths;
/// 2. ``Stage/Kind-swift.enum/sections``: new sections inserted with all their rows, and the
///    others moved into their new order;
/// 3. ``Stage/Kind-swift.enum/rows``: rows inserted and moved to their new paths, within and
///    across sections (a row from a deleted section comes back as an insertion);
/// 4. ``Stage/Kind-swift.enum/reloads``: reloaded sections and rows, at their new paths.
///
/// Each stage reads its deletes, reloads and move sources against the table as the stage before
/// left it, and its inserts and move destinations against the table after it; every insertion,
/// of a section or a row, is at its final position.
///
/// The lists are arrays of ``ItemSection``: each section's identifier with its items.
///
/// ```swift
/// let old = [
///   ItemSection(section: "A", items: ["a", "b"]),
///   ItemSection(section: "B", items: ["c"]),
/// ]
/// let new = [
///   ItemSection(section: "B", items: ["c", "a"]),
///   ItemSection(section: "C", items: ["b"]),
/// ]
/// let changeset = SectionedChangeset(from: old, to: new)
/// print(changeset)
/// // 1. removals: delete sections [0]
/// // 2. sections: insert sections [1]
/// // 3. rows: insert rows [[0, 1]]
/// ```
///
/// ``applied(to:using:)`` replays the stages; the tests check on every diff that it gives the new
/// list, and that a table accepts every stage.
public struct SectionedChangeset: Sendable, Equatable {
  /// The batch updates, in order; empty when the lists are the same and nothing is reloaded.
  public let stages: [Stage]

  /// One batch update of a sectioned changeset.
  public struct Stage: Sendable, Equatable {
    /// Which step of the staging a stage is.
    public enum Kind: Sendable, Hashable {
      /// Deleted sections and rows.
      case removals
      /// Inserted and moved sections.
      case sections
      /// Inserted and moved rows.
      case rows
      /// Reloaded sections and rows.
      case reloads
    }

    /// Which step this is.
    public let kind: Kind
    /// Sections deleted, by their index before the stage, ascending.
    public internal(set) var sectionDeletions: [Int] = []
    /// Sections inserted, by their index after the stage, ascending.
    public internal(set) var sectionInsertions: [Int] = []
    /// Sections moved, from their index before the stage to their index after it.
    public internal(set) var sectionMoves: [Changeset.Move] = []
    /// Sections reloaded, by their index before the stage (the same after it), ascending.
    public internal(set) var sectionReloads: [Int] = []
    /// Rows deleted, by their path before the stage.
    public internal(set) var rowDeletions: [IndexPath] = []
    /// Rows inserted, by their path after the stage, ascending.
    public internal(set) var rowInsertions: [IndexPath] = []
    /// Rows moved, from their path before the stage to their path after it.
    public internal(set) var rowMoves: [RowMove] = []
    /// Rows reloaded, by their path before the stage (the same after it), ascending.
    public internal(set) var rowReloads: [IndexPath] = []

    /// An empty stage of a kind.
    init(kind: Kind) {
      self.kind = kind
    }

    /// Whether the stage changes nothing.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
      sectionDeletions.isEmpty && sectionInsertions.isEmpty && sectionMoves.isEmpty
        && sectionReloads.isEmpty && rowDeletions.isEmpty && rowInsertions.isEmpty
        && rowMoves.isEmpty && rowReloads.isEmpty
    }
  }

  /// A row that moves: from its path before a stage to its path after it.
  public struct RowMove: Sendable, Hashable {
    /// The row's path before the stage.
    public let source: IndexPath
    /// The row's path after the stage.
    public let destination: IndexPath

    /// A move of the row at `source` to `destination`.
    public init(source: IndexPath, destination: IndexPath) {
      self.source = source
      self.destination = destination
    }
  }

  /// A changeset made of stages, empty ones already left out.
  ///
  /// Package access, not public: ListBinding's diffable data source starts from the changeset
  /// with no stages before its first apply. Any other changeset comes from the diff.
  ///
  /// - Complexity: O(1).
  package init(stages: [Stage]) {
    self.stages = stages
  }
}
