extension Snapshot {
  /// The items of every section, as collections indexed by section and row: the data source
  /// reads rows through it.
  ///
  /// - Complexity: O(1); see ``SectionRows`` for its operations.
  var items: SectionRows { SectionRows(snapshot: self) }

  /// The sections of a snapshot, each as the collection of its rows.
  struct SectionRows: RandomAccessCollection, Sendable {
    /// The snapshot read.
    let snapshot: Snapshot

    /// - Complexity: O(1).
    var startIndex: Int { 0 }

    /// - Complexity: O(1).
    var endIndex: Int { snapshot.sections.count }

    /// The rows of the section at `index`, which must be a valid index.
    ///
    /// - Complexity: O(1).
    subscript(index: Int) -> Rows {
      Rows(snapshot: snapshot, tree: snapshot.tree(ofSection: index))
    }
  }

  /// The rows of one section of a snapshot.
  struct Rows: RandomAccessCollection, Sendable {
    /// The snapshot read.
    let snapshot: Snapshot
    /// The section's tree.
    let tree: Int32

    /// - Complexity: O(1).
    var startIndex: Int { 0 }

    /// - Complexity: O(1).
    var endIndex: Int { snapshot.rows.forest.count(ofTree: tree) }

    /// The item at `row`, which must be a valid index.
    ///
    /// - Complexity: O(log *n*) expected, where *n* is the number of rows.
    subscript(row: Int) -> ItemIdentifierType {
      snapshot.nodeItems[Int(snapshot.rows.forest.node(atRow: row, inTree: tree))]
    }
  }
}
