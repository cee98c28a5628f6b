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
/// Lookups by identifier take O(1): the snapshot keeps a dictionary from each section identifier
/// to its index and from each item identifier to its section index and row. Mutators keep them up
/// to date, so a change costs what it shifts: appending is cheap, inserting at the front of a
/// long section or before many sections costs the positions that move (see each mutator's
/// complexity).
public struct Snapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable, Equatable {
  /// The section identifiers, in order.
  internal private(set) var sections: [SectionIdentifierType] = []

  /// The item identifiers of each section, in order.
  internal private(set) var items: [[ItemIdentifierType]] = []

  /// Each section identifier's index.
  internal private(set) var sectionIndices: [SectionIdentifierType: Int] = [:]

  /// Each item identifier's section index and row.
  internal private(set) var positions: [ItemIdentifierType: Position] = [:]

  /// `starts[s]` is the index over all items of section `s`'s first item; the last element is
  /// the number of items.
  internal private(set) var starts: [Int] = [0]

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

  /// Where an item is: its section's index and its row.
  struct Position: Hashable, Sendable {
    var section: Int
    var row: Int
  }
}

extension Snapshot {
  /// Replaces the sections from `index` on, keeping the indices up to date.
  ///
  /// - Complexity: O(*s* + *m*), where *s* is the number of sections and *m* the number of items
  ///   in the sections from `index` on, before and after.
  mutating func replaceSections(
    from index: Int, with newSections: [SectionIdentifierType],
    items newItems: [[ItemIdentifierType]]
  ) {
    for section in sections[index...] { sectionIndices[section] = nil }
    for row in items[index...] {
      for item in row { positions[item] = nil }
    }
    sections.replaceSubrange(index..., with: newSections)
    items.replaceSubrange(index..., with: newItems)
    for offset in index..<sections.count {
      sectionIndices[sections[offset]] = offset
      for (row, item) in items[offset].enumerated() {
        positions[item] = Position(section: offset, row: row)
      }
    }
    recountStarts(from: index)
  }

  /// Replaces the rows of `section` from `row` on, keeping the indices up to date.
  ///
  /// - Complexity: O(*s* + *r*), where *s* is the number of sections and *r* the number of rows
  ///   of the section from `row` on, before and after.
  mutating func replaceRows(
    of section: Int, from row: Int, with newRows: some Collection<ItemIdentifierType>
  ) {
    for item in items[section][row...] { positions[item] = nil }
    items[section].replaceSubrange(row..., with: newRows)
    for offset in row..<items[section].count {
      positions[items[section][offset]] = Position(section: section, row: offset)
    }
    recountStarts(from: section)
  }

  /// Recomputes the starts of the sections after `section`.
  ///
  /// - Complexity: O(*s*).
  private mutating func recountStarts(from section: Int) {
    starts.removeSubrange((section + 1)...)
    for index in section..<sections.count {
      starts.append(starts[index] + items[index].count)
    }
  }

  /// Forgets the reload and reconfigure marks of identifiers no longer in the snapshot.
  mutating func dropMarks(
    sections removedSections: some Sequence<SectionIdentifierType>,
    items removedItems: some Sequence<ItemIdentifierType>
  ) {
    for section in removedSections { reloadedSectionIdentifiers.remove(section) }
    guard !reloadedItemIdentifiers.isEmpty || !reconfiguredItemIdentifiers.isEmpty else { return }
    for item in removedItems {
      reloadedItemIdentifiers.remove(item)
      reconfiguredItemIdentifiers.remove(item)
    }
  }
}
