extension Snapshot {
  /// Throws unless `sections` are distinct, new to the snapshot, and fit in it.
  ///
  /// - Complexity: O(*k*) expected, where *k* is the number of sections.
  func checkNew(sections new: [SectionIdentifierType]) throws(SnapshotError) {
    try Self.checkReflexive(new)
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
  /// - Returns: The items' fingerprints, for the storage: each item is hashed once.
  /// - Complexity: O(*k*) expected, where *k* is the number of items.
  func checkNew(items new: [ItemIdentifierType]) throws(SnapshotError) -> [UInt32] {
    try Self.checkReflexive(new)
    let fingerprints = try checkDistinct(items: new)
    // Indices, not `zip` or `enumerated()`: in unspecialised code, a tuple of a generic type
    // costs a metadata lookup per element.
    var existing: [String] = []
    for offset in 0..<new.count
    where node(of: new[offset], fingerprint: fingerprints[offset]) != nil {
      existing.append(String(describing: new[offset]))
    }
    guard existing.isEmpty else { throw .itemIdentifiersAlreadyExist(existing) }
    guard new.count <= Self.capacity - rows.count else {
      throw .capacityExceeded(limit: Self.capacity)
    }
    return fingerprints
  }

  /// Throws unless `item` is new to the snapshot and fits in it.
  ///
  /// - Returns: The item's fingerprint, for the storage: the item is hashed once.
  /// - Complexity: O(1) expected.
  func checkNew(item: ItemIdentifierType) throws(SnapshotError) -> UInt32 {
    guard item == item else {
      throw .identifierNotEqualToItself(String(describing: item))
    }
    let fingerprint = Self.fingerprint(of: item)
    guard node(of: item, fingerprint: fingerprint) == nil else {
      throw .itemIdentifiersAlreadyExist([String(describing: item)])
    }
    guard rows.count < Self.capacity else { throw .capacityExceeded(limit: Self.capacity) }
    return fingerprint
  }

  /// Throws unless `items` are distinct.
  ///
  /// - Returns: The items' fingerprints: each item is hashed once.
  /// - Complexity: O(*k*) expected, where *k* is the number of items.
  @discardableResult
  func checkDistinct(items: [ItemIdentifierType]) throws(SnapshotError) -> [UInt32] {
    var fingerprints: [UInt32] = []
    fingerprints.reserveCapacity(items.count)
    for offset in 0..<items.count { fingerprints.append(Self.fingerprint(of: items[offset])) }
    guard items.count > 1 else { return fingerprints }
    // An index of the distinct items seen so far: its node `t` is `items[firsts[t]]`.
    var seen = ItemIndex()
    var firsts: [Int] = []
    var reported: [Bool] = []
    var repeated: [String] = []
    for offset in 0..<items.count {
      let fingerprint = fingerprints[offset]
      let isEqual = { (node: Int32) in items[firsts[Int(node)]] == items[offset] }
      if let first = seen.node(withFingerprint: fingerprint, where: isEqual) {
        if !reported[Int(first)] {
          reported[Int(first)] = true
          repeated.append(String(describing: items[offset]))
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

  /// Throws for the first of `identifiers` that is not equal to itself (`Double.nan`, say):
  /// hashing could never find it again, and it would be a duplicate no check sees.
  ///
  /// - Complexity: O(*k*), where *k* is the number of identifiers.
  static func checkReflexive<Identifier: Equatable>(_ identifiers: [Identifier])
    throws(SnapshotError)
  {
    for identifier in identifiers where identifier != identifier {
      throw .identifierNotEqualToItself(String(describing: identifier))
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
