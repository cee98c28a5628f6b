/// Running totals of a list of counts that change one at a time: a Fenwick tree.
///
/// A snapshot keeps its sections' item counts here, so that the index over all items of a
/// section's first item follows an edit of one item in O(log *s*) instead of O(*s*).
struct PrefixSums: Sendable, Equatable {
  /// `tree[i]`, for *i* ≥ 1, is the sum of the counts at indices `i - (i & -i) ..< i`;
  /// `tree[0]` is unused.
  private var tree: [Int] = [0]

  /// No counts.
  ///
  /// - Complexity: O(1).
  init() {}

  /// The running totals of `counts`.
  ///
  /// - Complexity: O(*s*), where *s* is the number of counts.
  init(_ counts: some Sequence<Int>) {
    tree.append(contentsOf: counts)
    let size = tree.count - 1
    guard size > 1 else { return }
    for index in 1...size {
      let parent = index + (index & -index)
      if parent <= size { tree[parent] += tree[index] }
    }
  }

  /// The number of counts.
  ///
  /// - Complexity: O(1).
  var count: Int { tree.count - 1 }

  /// Adds a count at the end.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of counts.
  mutating func append(_ value: Int) {
    let index = tree.count
    // The new entry covers `index - (index & -index) ..< index`: the value and the counts
    // before it in that range.
    tree.append(value + sum(below: index - 1) - sum(below: index - (index & -index)))
  }

  /// Adds `delta` to the count at `index`.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of counts.
  mutating func add(_ delta: Int, at index: Int) {
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
  }

  /// The sum of the counts below `index`: 0 for 0, everything for ``count``.
  ///
  /// - Complexity: O(log *s*), where *s* is the number of counts.
  func sum(below index: Int) -> Int {
    var position = index
    var total = 0
    while position > 0 {
      total += tree[position]
      position -= position & -position
    }
    return total
  }
}
