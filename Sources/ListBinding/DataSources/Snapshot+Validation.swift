extension Snapshot {
  /// Throws unless `sections` are distinct and new to the snapshot.
  ///
  /// - Complexity: O(*k*) on average, where *k* is the number of sections.
  func checkNew(sections new: [SectionIdentifierType]) throws(SnapshotError) {
    let repeated = Self.repeated(in: new)
    guard repeated.isEmpty else {
      throw .duplicateSectionIdentifiers(repeated.map { String(describing: $0) })
    }
    let existing = new.filter { sectionIndices[$0] != nil }
    guard existing.isEmpty else {
      throw .sectionIdentifiersAlreadyExist(existing.map { String(describing: $0) })
    }
  }

  /// Throws unless `items` are distinct and new to the snapshot.
  ///
  /// - Complexity: O(*k*) on average, where *k* is the number of items.
  func checkNew(items new: [ItemIdentifierType]) throws(SnapshotError) {
    try checkDistinct(items: new)
    let existing = new.filter { positions[$0] != nil }
    guard existing.isEmpty else {
      throw .itemIdentifiersAlreadyExist(existing.map { String(describing: $0) })
    }
  }

  /// Throws unless `items` are distinct.
  func checkDistinct(items: [ItemIdentifierType]) throws(SnapshotError) {
    let repeated = Self.repeated(in: items)
    guard repeated.isEmpty else {
      throw .duplicateItemIdentifiers(repeated.map { String(describing: $0) })
    }
  }

  /// Throws unless `sections` are distinct.
  func checkDistinct(sections: [SectionIdentifierType]) throws(SnapshotError) {
    let repeated = Self.repeated(in: sections)
    guard repeated.isEmpty else {
      throw .duplicateSectionIdentifiers(repeated.map { String(describing: $0) })
    }
  }

  /// The values that occur more than once, each once, in the order of their second occurrence.
  ///
  /// - Complexity: O(*k*) on average.
  static func repeated<Value: Hashable>(in values: [Value]) -> [Value] {
    guard values.count > 1 else { return [] }
    var seen = Set<Value>(minimumCapacity: values.count)
    var reported = Set<Value>()
    var repeated: [Value] = []
    for value in values where !seen.insert(value).inserted {
      if reported.insert(value).inserted { repeated.append(value) }
    }
    return repeated
  }
}
