extension Snapshot {
  /// Adds sections at the end.
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)``,
  ///   ``SnapshotError/sectionIdentifiersAlreadyExist(_:)`` or
  ///   ``SnapshotError/capacityExceeded(limit:)``; the snapshot is unchanged then.
  /// - Complexity: O(*k* log *s*) amortized expected, where *k* is the number of sections added
  ///   and *s* the number of sections.
  public mutating func appendSections(
    _ identifiers: [SectionIdentifierType]
  ) throws(SnapshotError) {
    try checkNew(sections: identifiers)
    insertSections(identifiers, at: sections.count)
  }

  /// Inserts sections before a section.
  ///
  /// - Throws: As ``appendSections(_:)``, or ``SnapshotError/sectionNotFound(_:_:)`` for an
  ///   unknown `beforeIdentifier`; the snapshot is unchanged then.
  /// - Complexity: O(*s* + *k*) amortized expected, where *s* is the number of sections and *k*
  ///   the number inserted. The items stay where they are.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType
  ) throws(SnapshotError) {
    let index = try index(of: beforeIdentifier, for: .insertRelativeTo)
    try checkNew(sections: identifiers)
    insertSections(identifiers, at: index)
  }

  /// Inserts sections after a section.
  ///
  /// - Throws: As ``insertSections(_:beforeSection:)``.
  /// - Complexity: As ``insertSections(_:beforeSection:)``.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType
  ) throws(SnapshotError) {
    let index = try index(of: afterIdentifier, for: .insertRelativeTo)
    try checkNew(sections: identifiers)
    insertSections(identifiers, at: index + 1)
  }

  /// Deletes sections and their items.
  ///
  /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)``, or
  ///   ``SnapshotError/sectionNotFound(_:_:)`` for the first unknown section; the snapshot is
  ///   unchanged then.
  /// - Complexity: O(*s* + *m*) amortized expected, where *s* is the number of sections and *m*
  ///   the number of items of the deleted sections.
  public mutating func deleteSections(
    _ identifiers: [SectionIdentifierType]
  ) throws(SnapshotError) {
    try checkDistinct(sections: identifiers)
    var doomed = Set<Int>()
    for identifier in identifiers {
      doomed.insert(try index(of: identifier, for: .delete))
    }
    guard let first = doomed.min() else { return }
    let kept = (first..<sections.count).filter { !doomed.contains($0) }
    let trees = doomed.sorted().map { tree(ofSection: $0) }
    replaceSections(
      from: first, with: kept.map { sections[$0] }, trees: kept.map { tree(ofSection: $0) })
    let removedItems = removeTrees(trees, collecting: hasItemMarks)
    dropMarks(sections: identifiers, items: removedItems)
  }

  /// Moves a section, with its items, before another.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:_:)`` for an unknown section, or
  ///   ``SnapshotError/sectionMovedRelativeToItself(_:)``; the snapshot is unchanged then.
  /// - Complexity: O(*s*) expected, where *s* is the number of sections. The items stay where
  ///   they are.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) throws(SnapshotError) {
    try moveSection(identifier, relativeTo: toIdentifier, after: false)
  }

  /// Moves a section, with its items, after another.
  ///
  /// - Throws: As ``moveSection(_:beforeSection:)``.
  /// - Complexity: As ``moveSection(_:beforeSection:)``.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) throws(SnapshotError) {
    try moveSection(identifier, relativeTo: toIdentifier, after: true)
  }

  /// Marks sections for reloading: applying the snapshot gives all their rows new cells.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:_:)`` for the first unknown section; the
  ///   snapshot is unchanged then.
  /// - Complexity: O(*k*) expected, where *k* is the number of sections named.
  public mutating func reloadSections(
    _ identifiers: [SectionIdentifierType]
  ) throws(SnapshotError) {
    for identifier in identifiers {
      _ = try index(of: identifier, for: .reload)
    }
    reloadedSectionIdentifiers.formUnion(identifiers)
  }

  /// Deletes every item and every section, as Apple's `deleteAllItems()` does.
  ///
  /// - Complexity: O(1), plus freeing the storage.
  public mutating func deleteAllItems() {
    self = Snapshot()
  }

  /// Inserts checked, new sections at `index`, each with a new, empty tree.
  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    guard !identifiers.isEmpty else { return }
    var trees: [Int32] = []
    trees.reserveCapacity(identifiers.count + sections.count - index)
    for _ in identifiers { trees.append(makeTree()) }
    trees.append(contentsOf: sectionTrees[index...])
    replaceSections(from: index, with: identifiers + sections[index...], trees: trees)
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool
  ) throws(SnapshotError) {
    let from = try index(of: identifier, for: .move)
    let to = try index(of: target, for: .moveRelativeTo)
    guard from != to else { throw .sectionMovedRelativeToItself(String(describing: identifier)) }
    var order = Array(0..<sections.count)
    order.remove(at: from)
    let targetOffset = to < from ? to : to - 1
    order.insert(from, at: after ? targetOffset + 1 : targetOffset)
    let first = min(from, to)
    let moved = order[first...]
    if rows.forest.count(ofTree: tree(ofSection: from)) > 0 { nodesInOrder = false }
    replaceSections(
      from: first, with: moved.map { sections[$0] }, trees: moved.map { tree(ofSection: $0) })
  }
}
