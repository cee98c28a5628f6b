/// Positions in a sorted list of distinct indices, used to shift an index past the indices removed
/// or added around it without visiting the indices in between.
///
/// An update removes some indices of a list and adds others; the indices it leaves alone keep
/// their order. The *k*-th untouched index before the update is the *k*-th untouched index after
/// it, so mapping one costs two binary searches over the touched ones, whatever the list's length.
enum SortedIndices {
  /// The number of elements of `sorted` below `value`.
  ///
  /// - Parameters:
  ///   - sorted: Distinct indices in increasing order.
  ///   - value: Any index.
  /// - Complexity: O(log *n*), where *n* is the number of elements of `sorted`.
  static func count(in sorted: [Int], below value: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = low + (high - low) / 2
      if sorted[middle] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The index at `rank` among the non-negative integers that are not elements of `sorted`.
  ///
  /// `index(ofRank: 0, skipping: [0, 2])` is 1; `index(ofRank: 1, skipping: [0, 2])` is 3. A
  /// negative rank gives itself back, so that invalid input stays invalid.
  ///
  /// - Parameters:
  ///   - rank: The position among the integers that are not skipped.
  ///   - sorted: Distinct non-negative indices in increasing order.
  /// - Complexity: O(log *n*), where *n* is the number of elements of `sorted`.
  static func index(ofRank rank: Int, skipping sorted: [Int]) -> Int {
    // `sorted[i] - i` counts the integers below `sorted[i]` that are not skipped; it never
    // decreases, so the skipped indices at or before the answer are found by binary search.
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = low + (high - low) / 2
      if sorted[middle] - middle <= rank {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return rank + low
  }

  /// The rank of `value` among the integers that are not elements of `sorted`.
  ///
  /// The inverse of ``index(ofRank:skipping:)`` for a `value` that is not an element.
  ///
  /// - Complexity: O(log *n*), where *n* is the number of elements of `sorted`.
  static func rank(of value: Int, skipping sorted: [Int]) -> Int {
    value - count(in: sorted, below: value)
  }
}
