extension Snapshot {
  /// Adds items at the end of a section, or of the last section when `sectionIdentifier` is
  /// `nil`.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)``,
  ///   ``SnapshotError/itemIdentifiersAlreadyExist(_:)``, ``SnapshotError/noSections`` or
  ///   ``SnapshotError/sectionNotFound(_:_:)``; the snapshot is unchanged then.
  /// - Complexity: O(*k* + *s*) on average, where *k* is the number of items added and *s* the
  ///   number of sections after the section.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) throws(SnapshotError) {
    let section: Int
    if let sectionIdentifier {
      section = try index(of: sectionIdentifier, for: .appendItemsTo)
    } else {
      guard !sections.isEmpty else { throw .noSections }
      section = sections.count - 1
    }
    try checkNew(items: identifiers)
    replaceRows(of: section, from: items[section].count, with: identifiers)
  }

  /// Inserts items before an item, in its section.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:_:)`` for an unknown `beforeIdentifier`, or as
  ///   ``appendItems(_:toSection:)``; the snapshot is unchanged then.
  /// - Complexity: O(*k* + *r* + *s*) on average, where *k* is the number of items inserted,
  ///   *r* the number of rows after them in the section and *s* the number of sections.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    let position = try position(of: beforeIdentifier, for: .insertRelativeTo)
    try checkNew(items: identifiers)
    insertItems(identifiers, at: position)
  }

  /// Inserts items after an item, in its section.
  ///
  /// - Throws: As ``insertItems(_:beforeItem:)``.
  /// - Complexity: As ``insertItems(_:beforeItem:)``.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    var position = try position(of: afterIdentifier, for: .insertRelativeTo)
    try checkNew(items: identifiers)
    position.row += 1
    insertItems(identifiers, at: position)
  }

  /// Deletes items.
  ///
  /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)``, or
  ///   ``SnapshotError/itemNotFound(_:_:)`` for the first unknown item; the snapshot is
  ///   unchanged then.
  /// - Complexity: O(*k* + *r* + *s*) on average, where *k* is the number of items deleted, *r*
  ///   the number of rows after the first deleted one in each section they leave and *s* the
  ///   number of sections.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    try checkDistinct(items: identifiers)
    var firstRow: [Int: Int] = [:]
    for identifier in identifiers {
      let position = try position(of: identifier, for: .delete)
      firstRow[position.section] = min(firstRow[position.section] ?? .max, position.row)
    }
    let doomed = Set(identifiers)
    for (section, row) in firstRow {
      let kept = items[section][row...].filter { !doomed.contains($0) }
      replaceRows(of: section, from: row, with: kept)
    }
    dropMarks(sections: [], items: identifiers)
  }

  /// Moves an item before another, into that item's section.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:_:)`` for an unknown item, or
  ///   ``SnapshotError/itemMovedRelativeToItself(_:)``; the snapshot is unchanged then.
  /// - Complexity: O(*r* + *s*) on average, where *r* is the number of rows after the two
  ///   positions in their sections and *s* the number of sections.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try moveItem(identifier, relativeTo: toIdentifier, after: false)
  }

  /// Moves an item after another, into that item's section.
  ///
  /// - Throws: As ``moveItem(_:beforeItem:)``.
  /// - Complexity: As ``moveItem(_:beforeItem:)``.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try moveItem(identifier, relativeTo: toIdentifier, after: true)
  }

  /// Marks items for reloading: applying the snapshot replaces their cells with new ones.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:_:)`` for the first unknown item; the snapshot is
  ///   unchanged then.
  /// - Complexity: O(*k*) on average, where *k* is the number of items named.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    for identifier in identifiers {
      _ = try position(of: identifier, for: .reload)
    }
    reloadedItemIdentifiers.formUnion(identifiers)
  }

  /// Marks items for reconfiguring: applying the snapshot binds their visible cells again, in
  /// place, without new cells.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:_:)`` for the first unknown item; the snapshot is
  ///   unchanged then.
  /// - Complexity: O(*k*) on average, where *k* is the number of items named.
  public mutating func reconfigureItems(
    _ identifiers: [ItemIdentifierType]
  ) throws(SnapshotError) {
    for identifier in identifiers {
      _ = try position(of: identifier, for: .reconfigure)
    }
    reconfiguredItemIdentifiers.formUnion(identifiers)
  }

  /// Inserts checked, new items at a position.
  private mutating func insertItems(_ identifiers: [ItemIdentifierType], at position: Position) {
    let section = position.section
    replaceRows(
      of: section, from: position.row, with: identifiers + items[section][position.row...])
  }

  private mutating func moveItem(
    _ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool
  ) throws(SnapshotError) {
    let from = try position(of: identifier, for: .move)
    _ = try position(of: target, for: .moveRelativeTo)
    guard identifier != target else {
      throw .itemMovedRelativeToItself(String(describing: identifier))
    }
    replaceRows(
      of: from.section, from: from.row, with: items[from.section][(from.row + 1)...])
    guard var to = positions[target] else { return }
    if after { to.row += 1 }
    replaceRows(of: to.section, from: to.row, with: [identifier] + items[to.section][to.row...])
  }
}
