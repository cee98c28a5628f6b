import ListBinding

// Each mutator as UIKit declares it, over the native one. Where the native mutator throws,
// UIKit raises: the snapshot stays as it was and the exception is reported.

extension NSDiffableDataSourceSnapshot {
  /// Adds sections at the end.
  ///
  /// A duplicate identifier, or one the snapshot has, raises `NSInternalInconsistencyException`
  /// and adds nothing.
  ///
  /// - Parameter identifiers: The sections to add.
  /// - Complexity: O(*k* log *s*) amortized expected, where *k* is the number of sections added
  ///   and *s* the number of sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    change { snapshot throws(SnapshotError) in try snapshot.appendSections(identifiers) }
  }

  /// Inserts sections before a section.
  ///
  /// An unknown `toIdentifier`, or a duplicate or existing identifier, raises
  /// `NSInternalInconsistencyException` and inserts nothing.
  ///
  /// - Parameters:
  ///   - identifiers: The sections to insert.
  ///   - toIdentifier: The section they go before.
  /// - Complexity: O(*s* + *k*) amortized expected, where *s* is the number of sections and *k*
  ///   the number inserted.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    change { snapshot throws(SnapshotError) in
      try snapshot.insertSections(identifiers, beforeSection: toIdentifier)
    }
  }

  /// Inserts sections after a section.
  ///
  /// - Parameters:
  ///   - identifiers: The sections to insert.
  ///   - toIdentifier: The section they go after.
  /// - Complexity: As ``insertSections(_:beforeSection:)``.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    change { snapshot throws(SnapshotError) in
      try snapshot.insertSections(identifiers, afterSection: toIdentifier)
    }
  }

  /// Deletes sections and their items.
  ///
  /// An unknown or repeated identifier raises `NSInternalInconsistencyException` and deletes
  /// nothing.
  ///
  /// - Parameter identifiers: The sections to delete.
  /// - Complexity: O(*s* + *m*) amortized expected, where *s* is the number of sections and *m*
  ///   the number of items of the deleted sections.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    change { snapshot throws(SnapshotError) in try snapshot.deleteSections(identifiers) }
  }

  /// Moves a section, with its items, before another.
  ///
  /// An unknown section, or a section moved relative to itself, raises
  /// `NSInternalInconsistencyException` and moves nothing.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes before.
  /// - Complexity: O(*s*) expected, where *s* is the number of sections.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    change { snapshot throws(SnapshotError) in
      try snapshot.moveSection(identifier, beforeSection: toIdentifier)
    }
  }

  /// Moves a section, with its items, after another.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes after.
  /// - Complexity: As ``moveSection(_:beforeSection:)``.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    change { snapshot throws(SnapshotError) in
      try snapshot.moveSection(identifier, afterSection: toIdentifier)
    }
  }

  /// Marks sections for reloading: applying the snapshot gives all their rows new cells.
  ///
  /// An unknown section raises `NSInternalInconsistencyException` and marks nothing.
  ///
  /// - Parameter identifiers: The sections to reload.
  /// - Complexity: O(*k*) expected, where *k* is the number of sections named.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    change { snapshot throws(SnapshotError) in try snapshot.reloadSections(identifiers) }
  }

  /// Adds items at the end of a section, or of the last section when `sectionIdentifier` is
  /// `nil`.
  ///
  /// A duplicate identifier, one the snapshot has, an unknown section, or no section at all
  /// raises `NSInternalInconsistencyException` and adds nothing.
  ///
  /// - Parameters:
  ///   - identifiers: The items to add.
  ///   - sectionIdentifier: The section they go to; the last one when `nil`.
  /// - Complexity: O(*k* + log *n* + log *s*) amortized expected, where *k* is the number of
  ///   items added, *n* the number of items of the section and *s* the number of sections.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    change { snapshot throws(SnapshotError) in
      try snapshot.appendItems(identifiers, toSection: sectionIdentifier)
    }
  }

  /// Inserts items before an item, in its section.
  ///
  /// An unknown `beforeIdentifier`, or a duplicate or existing identifier, raises
  /// `NSInternalInconsistencyException` and inserts nothing.
  ///
  /// - Parameters:
  ///   - identifiers: The items to insert.
  ///   - beforeIdentifier: The item they go before.
  /// - Complexity: O(*k* + log *n* + log *s*) amortized expected, where *k* is the number of
  ///   items inserted, *n* the number of items of the section and *s* the number of sections.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    change { snapshot throws(SnapshotError) in
      try snapshot.insertItems(identifiers, beforeItem: beforeIdentifier)
    }
  }

  /// Inserts items after an item, in its section.
  ///
  /// - Parameters:
  ///   - identifiers: The items to insert.
  ///   - afterIdentifier: The item they go after.
  /// - Complexity: As ``insertItems(_:beforeItem:)``.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    change { snapshot throws(SnapshotError) in
      try snapshot.insertItems(identifiers, afterItem: afterIdentifier)
    }
  }

  /// Deletes items.
  ///
  /// An unknown or repeated identifier raises `NSInternalInconsistencyException` and deletes
  /// nothing.
  ///
  /// - Parameter identifiers: The items to delete.
  /// - Complexity: O(*k* log *n* + log *s*) amortized expected for *k* items of a section of *n*
  ///   items, where *s* is the number of sections.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    change { snapshot throws(SnapshotError) in try snapshot.deleteItems(identifiers) }
  }

  /// Deletes every item and every section.
  ///
  /// - Complexity: O(1), plus freeing the storage.
  public mutating func deleteAllItems() {
    native.deleteAllItems()
  }

  /// Moves an item before another, into that item's section.
  ///
  /// An unknown item, or an item moved relative to itself, raises
  /// `NSInternalInconsistencyException` and moves nothing.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes before.
  /// - Complexity: O(log *n* + log *s*) expected, where *n* is the number of items of the
  ///   larger of the two sections and *s* the number of sections.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    change { snapshot throws(SnapshotError) in
      try snapshot.moveItem(identifier, beforeItem: toIdentifier)
    }
  }

  /// Moves an item after another, into that item's section.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes after.
  /// - Complexity: As ``moveItem(_:beforeItem:)``.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    change { snapshot throws(SnapshotError) in
      try snapshot.moveItem(identifier, afterItem: toIdentifier)
    }
  }

  /// Marks items for reloading: applying the snapshot replaces their cells with new ones.
  ///
  /// An unknown item raises `NSInternalInconsistencyException` and marks nothing.
  ///
  /// - Parameter identifiers: The items to reload.
  /// - Complexity: O(*k*) expected, where *k* is the number of items named.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    change { snapshot throws(SnapshotError) in try snapshot.reloadItems(identifiers) }
  }

  /// Marks items for reconfiguring: applying the snapshot binds their visible cells again, in
  /// place.
  ///
  /// An unknown item raises `NSInternalInconsistencyException` and marks nothing.
  ///
  /// - Parameter identifiers: The items to reconfigure.
  /// - Complexity: O(*k*) expected, where *k* is the number of items named.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    change { snapshot throws(SnapshotError) in try snapshot.reconfigureItems(identifiers) }
  }
}
