extension Snapshot {
  /// Throws unless `sections` are distinct, new to the snapshot, and fit in it.
  ///
  /// - Complexity: O(*k*) expected, where *k* is the number of sections.
  func checkNew(sections new: [SectionIdentifierType]) throws(SnapshotError) {
    let repeated = Self.repeated(in: new)
    guard repeated.isEmpty else {
      throw .duplicateSectionIdentifiers(repeated.map { String(describing: $0) })
    }
    let existing = new.filter { sectionIndices[$0] != nil }
    guard existing.isEmpty else {
      throw .sectionIdentifiersAlreadyExist(existing.map { String(describing: $0) })
    }
    guard new.count <= Self.capacity - sections.count else {
      throw .capacityExceeded(limit: Self.capacity)
    }
  }

  /// Throws unless `items` are distinct, new to the snapshot, and fit in it.
  ///
  /// - Returns: The items' fingerprints, for the store: each item is hashed once.
  /// - Complexity: O(*k*) expected, where *k* is the number of items.
  func checkNew(items new: [ItemIdentifierType]) throws(SnapshotError) -> [UInt32] {
    let fingerprints = try checkDistinct(items: new)
    var existing: [String] = []
    for (item, fingerprint) in zip(new, fingerprints)
    where store.node(of: item, fingerprint: fingerprint) != nil {
      existing.append(String(describing: item))
    }
    guard existing.isEmpty else { throw .itemIdentifiersAlreadyExist(existing) }
    guard new.count <= Self.capacity - store.count else {
      throw .capacityExceeded(limit: Self.capacity)
    }
    return fingerprints
  }

  /// Throws unless `items` are distinct.
  ///
  /// - Returns: The items' fingerprints: each item is hashed once.
  /// - Complexity: O(*k*) expected, where *k* is the number of items.
  @discardableResult
  func checkDistinct(items: [ItemIdentifierType]) throws(SnapshotError) -> [UInt32] {
    let fingerprints = items.map(ItemStore<ItemIdentifierType>.fingerprint(of:))
    guard items.count > 1 else { return fingerprints }
    // An index of the distinct items seen so far: its node `t` is `items[firsts[t]]`.
    var seen = ItemIndex()
    var firsts: [Int] = []
    var reported: [Bool] = []
    var repeated: [String] = []
    for (offset, item) in items.enumerated() {
      let fingerprint = fingerprints[offset]
      if let first = seen.node(withFingerprint: fingerprint, where: { items[firsts[Int($0)]] == item }) {
        if !reported[Int(first)] {
          reported[Int(first)] = true
          repeated.append(String(describing: item))
        }
      } else {
        seen.appendNode(fingerprint: fingerprint)
        firsts.append(offset)
        reported.append(false)
      }
    }
    guard repeated.isEmpty else { throw .duplicateItemIdentifiers(repeated) }
    return fingerprints
  }

  /// Throws unless `sections` are distinct.
  ///
  /// - Complexity: O(*k*) expected, where *k* is the number of sections.
  func checkDistinct(sections: [SectionIdentifierType]) throws(SnapshotError) {
    let repeated = Self.repeated(in: sections)
    guard repeated.isEmpty else {
      throw .duplicateSectionIdentifiers(repeated.map { String(describing: $0) })
    }
  }

  /// The values that occur more than once, each once, in the order of their second occurrence.
  ///
  /// - Complexity: O(*k*) expected.
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
