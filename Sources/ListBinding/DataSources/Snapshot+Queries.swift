import Foundation

extension Snapshot {
  /// The number of items in every section together.
  ///
  /// - Complexity: O(1).
  public var numberOfItems: Int { rows.count }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { sections.count }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(1).
  public var sectionIdentifiers: [SectionIdentifierType] { sections }

  /// Every item identifier, section after section.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public var itemIdentifiers: [ItemIdentifierType] {
    var all: [ItemIdentifierType] = []
    all.reserveCapacity(rows.count)
    for key in sectionTrees {
      rows.forest.forEachNode(inTree: key) { all.append(nodeItems[Int($0)]) }
    }
    return all
  }

  /// The number of items in a section.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:_:)`` when the snapshot has no such section.
  /// - Complexity: O(1) expected.
  public func numberOfItems(
    inSection identifier: SectionIdentifierType
  ) throws(SnapshotError) -> Int {
    rows.forest.count(ofTree: tree(ofSection: try index(of: identifier, for: .query)))
  }

  /// The item identifiers of a section, in order.
  ///
  /// The items are kept in a tree, not in an array, so that an edit costs O(log *n*): this
  /// builds the array.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:_:)`` when the snapshot has no such section.
  /// - Complexity: O(*n*) expected, where *n* is the number of items of the section.
  public func itemIdentifiers(
    inSection identifier: SectionIdentifierType
  ) throws(SnapshotError) -> [ItemIdentifierType] {
    let key = tree(ofSection: try index(of: identifier, for: .query))
    var items: [ItemIdentifierType] = []
    items.reserveCapacity(rows.forest.count(ofTree: key))
    rows.forest.forEachNode(inTree: key) { items.append(nodeItems[Int($0)]) }
    return items
  }

  /// The index of an item over all sections, or `nil` when the snapshot does not have it.
  ///
  /// - Complexity: O(log *n* + log *s*) expected, where *n* is the number of items of the
  ///   item's section and *s* the number of sections; O(1) expected when the snapshot does not
  ///   have the item.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let node = node(of: identifier) else { return nil }
    let section = sectionIndex(ofTree: rows.forest.tree(of: node))
    return itemCounts.sum(below: section) + rows.forest.row(of: node)
  }

  /// The index of a section, or `nil` when the snapshot does not have it.
  ///
  /// - Complexity: O(1) expected.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndices[identifier]
  }

  /// The section that holds an item, or `nil` when the snapshot does not have the item.
  ///
  /// - Complexity: O(1) expected.
  public func sectionIdentifier(
    containingItem identifier: ItemIdentifierType
  ) -> SectionIdentifierType? {
    node(of: identifier).map { sections[sectionIndex(ofTree: rows.forest.tree(of: $0))] }
  }

  /// The index path of an item: its section's index and its row.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the number of items of the item's section;
  ///   O(1) expected when the snapshot does not have the item.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let node = node(of: identifier) else { return nil }
    let section = sectionIndex(ofTree: rows.forest.tree(of: node))
    return IndexPath(row: rows.forest.row(of: node), section: section)
  }

  /// The item at an index path, or `nil` when there is none.
  ///
  /// - Complexity: O(log *n*) expected, where *n* is the number of items of the section.
  func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, (0..<sections.count).contains(indexPath.section) else {
      return nil
    }
    let node = rows.forest.node(atRow: indexPath.row, inTree: tree(ofSection: indexPath.section))
    return node < 0 ? nil : nodeItems[Int(node)]
  }

  /// The index of a section the caller names for `operation`.
  ///
  /// - Complexity: O(1) expected.
  func index(
    of section: SectionIdentifierType, for operation: SnapshotError.Operation
  ) throws(SnapshotError) -> Int {
    guard let index = sectionIndices[section] else {
      throw .sectionNotFound(String(describing: section), operation)
    }
    return index
  }

  /// The node of an item the caller names for `operation`.
  ///
  /// - Complexity: O(1) expected.
  func node(
    of item: ItemIdentifierType, for operation: SnapshotError.Operation
  ) throws(SnapshotError) -> Int32 {
    guard let node = node(of: item) else {
      throw .itemNotFound(String(describing: item), operation)
    }
    return node
  }
}
