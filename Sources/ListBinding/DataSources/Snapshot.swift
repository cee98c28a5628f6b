/// The state of a diffable table: its sections and their items, named by identifiers, with the
/// API of Apple's `NSDiffableDataSourceSnapshot`.
///
/// A snapshot is a value: build one, or take the data source's with
/// ``DiffableDataSource/snapshot()``, change it, and apply it with
/// ``DiffableDataSource/apply(_:animatingDifferences:completion:)``. The data source works out
/// the update.
///
/// ```swift
/// var snapshot = Snapshot<String, String>()
/// try snapshot.appendSections(["soup", "dessert"])
/// try snapshot.appendItems(["Onion soup"], toSection: "soup")
/// try snapshot.appendItems(["Apple tart", "Lava cake"], toSection: "dessert")
/// let index = snapshot.indexOfItem("Apple tart")  // 1
/// ```
///
/// Identifiers are unique: a section identifier appears once, an item identifier once in the
/// whole snapshot. Where Apple's snapshot crashes — duplicate or unknown identifiers, items
/// without a section — the mutators throw a ``SnapshotError`` and change nothing.
///
/// A change costs what it changes. Each section's items are kept in a balanced tree that knows
/// the size of its parts, and a hash index leads from an item to its place in its tree. So
/// inserting, deleting or moving one item costs O(log *n*) expected, wherever it is, and
/// adding *k* items at once O(*k* + log *n*). Questions that need no row — whether the snapshot
/// has an item, which section holds it, how many items a section has — take O(1); the row of an
/// item and the item of a row take O(log *n*) expected. (No structure makes both the edits and
/// those two questions O(1): each edit of a list would then have to renumber the rows after
/// it.) Section changes leave the items where they are: they cost the number of sections, plus
/// the items of the sections deleted. Each operation's documentation states its complexity;
/// there *n* is the number of items of the sections involved and *s* the number of sections.
public struct Snapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section identifiers, in order.
  internal private(set) var sections: [SectionIdentifierType] = []

  /// Each section identifier's index.
  internal private(set) var sectionIndices: [SectionIdentifierType: Int] = [:]

  /// The key of each section's tree in ``rows``, in section order.
  internal private(set) var sectionTrees: [Int32] = []

  /// The index of the section of each tree key, or -1 for a key not in use.
  internal private(set) var sectionIndexOfTree: [Int] = []

  /// The number of items of each section, in section order, with running totals.
  internal private(set) var itemCounts = PrefixSums()

  /// The item of each node of ``rows``.
  ///
  /// The item mutators change it and ``rows`` directly, in step (`Snapshot+Storage.swift`); the
  /// section bookkeeping above changes only through the methods of this file.
  internal var nodeItems: [ItemIdentifierType] = []

  /// The order of the items in their sections and their hash index, by node.
  internal var rows = RowStorage()

  /// Whether node *i* holds the item at index *i* over all items, as in a snapshot built by
  /// appending only: the usual way, building each snapshot afresh from the model. The item
  /// mutators keep it up to date; `SnapshotTransition` then reads the order without walking the
  /// trees.
  internal var nodesInOrder = true

  /// The sections marked for reloading by ``reloadSections(_:)``.
  public internal(set) var reloadedSectionIdentifiers: Set<SectionIdentifierType> = []

  /// The items marked for reloading by ``reloadItems(_:)``.
  public internal(set) var reloadedItemIdentifiers: Set<ItemIdentifierType> = []

  /// The items marked for reconfiguring by ``reconfigureItems(_:)``.
  public internal(set) var reconfiguredItemIdentifiers: Set<ItemIdentifierType> = []

  /// An empty snapshot: no sections, no items.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// The most items, and the most sections, a snapshot holds: the storage names them by 32-bit
  /// integers.
  static var capacity: Int { Int(Int32.max) - 1 }
}

extension Snapshot {
  /// The tree key of the section at `index`.
  ///
  /// - Complexity: O(1).
  func tree(ofSection index: Int) -> Int32 {
    sectionTrees[index]
  }

  /// The index of the section whose tree is `key`.
  ///
  /// - Complexity: O(1).
  func sectionIndex(ofTree key: Int32) -> Int {
    sectionIndexOfTree[Int(key)]
  }

  /// Replaces the sections from `index` on with `newSections` and their trees, and renumbers
  /// them. The items stay in their trees; the caller frees the trees of the sections that go.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections before and after; O(*k* log *s*)
  ///   when `index` is the number of sections, where *k* is the number of sections appended.
  mutating func replaceSections(
    from index: Int, with newSections: [SectionIdentifierType], trees: [Int32]
  ) {
    for section in sections[index...] { sectionIndices[section] = nil }
    for key in sectionTrees[index...] { sectionIndexOfTree[Int(key)] = -1 }
    sections.replaceSubrange(index..., with: newSections)
    sectionTrees.replaceSubrange(index..., with: trees)
    let appending = index == itemCounts.count
    let keyCount = rows.forest.keyCount
    if sectionIndexOfTree.count < keyCount {
      sectionIndexOfTree.append(
        contentsOf: repeatElement(-1, count: keyCount - sectionIndexOfTree.count))
    }
    for offset in index..<sections.count {
      sectionIndices[sections[offset]] = offset
      sectionIndexOfTree[Int(sectionTrees[offset])] = offset
    }
    if appending {
      for key in trees { itemCounts.append(rows.forest.count(ofTree: key)) }
    } else {
      let forest = rows.forest
      itemCounts = PrefixSums(sectionTrees.lazy.map { forest.count(ofTree: $0) })
    }
  }

  /// Adds `count` to the number of items of the section at `index`.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of sections.
  mutating func addToItemCount(_ count: Int, ofSection index: Int) {
    itemCounts.add(count, at: index)
  }

  /// Makes a new, empty tree for a section.
  ///
  /// - Complexity: O(1) amortized.
  mutating func makeTree() -> Int32 {
    rows.forest.makeTree()
  }

  /// Forgets the reload and reconfigure marks of identifiers no longer in the snapshot.
  ///
  /// - Complexity: O(*k*) expected, where *k* is the number of identifiers removed; O(1) for
  ///   the items when no item is marked.
  mutating func dropMarks(
    sections removedSections: some Sequence<SectionIdentifierType>,
    items removedItems: some Sequence<ItemIdentifierType>
  ) {
    for section in removedSections { reloadedSectionIdentifiers.remove(section) }
    guard hasItemMarks else { return }
    for item in removedItems {
      reloadedItemIdentifiers.remove(item)
      reconfiguredItemIdentifiers.remove(item)
    }
  }

  /// Whether any item is marked for reloading or reconfiguring.
  var hasItemMarks: Bool {
    !reloadedItemIdentifiers.isEmpty || !reconfiguredItemIdentifiers.isEmpty
  }
}
