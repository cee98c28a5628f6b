import ListBinding

extension NSDiffableDataSourceSnapshot {
  /// The number of items in every section together.
  ///
  /// - Complexity: O(1).
  public var numberOfItems: Int { native.numberOfItems }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { native.numberOfSections }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(1).
  public var sectionIdentifiers: [SectionIdentifierType] { native.sectionIdentifiers }

  /// Every item identifier, section after section.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public var itemIdentifiers: [ItemIdentifierType] { native.itemIdentifiers }

  /// The number of items in a section.
  ///
  /// For a section the snapshot does not have, UIKit raises: reports
  /// `NSInternalInconsistencyException` and returns 0.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: How many items it has.
  /// - Complexity: O(1) expected.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    do {
      return try native.numberOfItems(inSection: identifier)
    } catch {
      UIKitException(error).raise()
      return 0
    }
  }

  /// The item identifiers of a section, in order.
  ///
  /// For a section the snapshot does not have, UIKit raises: reports
  /// `NSInternalInconsistencyException` and returns an empty array.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: Its items.
  /// - Complexity: O(*n*) expected, where *n* is the number of items of the section.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    do {
      return try native.itemIdentifiers(inSection: identifier)
    } catch {
      UIKitException(error).raise()
      return []
    }
  }

  /// The section that holds an item, or `nil` when the snapshot does not have the item.
  ///
  /// - Parameter identifier: The item.
  /// - Returns: Its section.
  /// - Complexity: O(1) expected.
  public func sectionIdentifier(
    containingItem identifier: ItemIdentifierType
  ) -> SectionIdentifierType? {
    native.sectionIdentifier(containingItem: identifier)
  }

  /// The index of an item over all sections, or `nil` when the snapshot does not have it.
  ///
  /// - Parameter identifier: The item.
  /// - Returns: Its index, counting the items of the sections before its own.
  /// - Complexity: O(log *n* + log *s*) expected, where *n* is the number of items of the
  ///   item's section and *s* the number of sections.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    native.indexOfItem(identifier)
  }

  /// The index of a section, or `nil` when the snapshot does not have it.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: Its index.
  /// - Complexity: O(1) expected.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    native.indexOfSection(identifier)
  }

  /// The sections ``reloadSections(_:)`` marked, in section order.
  ///
  /// - Complexity: O(*k* log *k*), where *k* is the number of sections marked.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    native.reloadedSectionIdentifiers.sorted {
      (native.indexOfSection($0) ?? 0) < (native.indexOfSection($1) ?? 0)
    }
  }

  /// The items ``reloadItems(_:)`` marked, in the snapshot's order.
  ///
  /// - Complexity: O(*k* (log *k* + log *n*)) expected, where *k* is the number of items
  ///   marked and *n* the number of items of the largest section.
  public var reloadedItemIdentifiers: [ItemIdentifierType] {
    inOrder(native.reloadedItemIdentifiers)
  }

  /// The items ``reconfigureItems(_:)`` marked, in the snapshot's order.
  ///
  /// - Complexity: As ``reloadedItemIdentifiers``.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    inOrder(native.reconfiguredItemIdentifiers)
  }

  /// Marked items, in the snapshot's order.
  private func inOrder(_ items: Set<ItemIdentifierType>) -> [ItemIdentifierType] {
    items.map { (index: native.indexOfItem($0) ?? 0, item: $0) }
      .sorted { $0.index < $1.index }
      .map(\.item)
  }
}
