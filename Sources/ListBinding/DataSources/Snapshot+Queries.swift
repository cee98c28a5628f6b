import Foundation

extension Snapshot {
  /// The number of items in every section together.
  ///
  /// - Complexity: O(1).
  public var numberOfItems: Int { starts[starts.count - 1] }

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
  public var itemIdentifiers: [ItemIdentifierType] { Array(items.joined()) }

  /// The number of items in a section.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:_:)`` when the snapshot has no such section.
  /// - Complexity: O(1) on average.
  public func numberOfItems(
    inSection identifier: SectionIdentifierType
  ) throws(SnapshotError) -> Int {
    try items[index(of: identifier, for: .query)].count
  }

  /// The item identifiers of a section, in order.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:_:)`` when the snapshot has no such section.
  /// - Complexity: O(1) on average.
  public func itemIdentifiers(
    inSection identifier: SectionIdentifierType
  ) throws(SnapshotError) -> [ItemIdentifierType] {
    try items[index(of: identifier, for: .query)]
  }

  /// The index of an item over all sections, or `nil` when the snapshot does not have it.
  ///
  /// - Complexity: O(1) on average.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let position = positions[identifier] else { return nil }
    return starts[position.section] + position.row
  }

  /// The index of a section, or `nil` when the snapshot does not have it.
  ///
  /// - Complexity: O(1) on average.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndices[identifier]
  }

  /// The section that holds an item, or `nil` when the snapshot does not have the item.
  ///
  /// - Complexity: O(1) on average.
  public func sectionIdentifier(
    containingItem identifier: ItemIdentifierType
  ) -> SectionIdentifierType? {
    positions[identifier].map { sections[$0.section] }
  }

  /// The index path of an item: its section's index and its row.
  ///
  /// - Complexity: O(1) on average.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    positions[identifier].map { IndexPath(row: $0.row, section: $0.section) }
  }

  /// The index of a section the caller names for `operation`.
  func index(
    of section: SectionIdentifierType, for operation: SnapshotError.Operation
  ) throws(SnapshotError) -> Int {
    guard let index = sectionIndices[section] else {
      throw .sectionNotFound(String(describing: section), operation)
    }
    return index
  }

  /// The position of an item the caller names for `operation`.
  func position(
    of item: ItemIdentifierType, for operation: SnapshotError.Operation
  ) throws(SnapshotError) -> Position {
    guard let position = positions[item] else {
      throw .itemNotFound(String(describing: item), operation)
    }
    return position
  }
}
