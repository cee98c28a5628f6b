extension LineDiff {
  /// One step of an edit script from the expected lines to the actual ones, by line index.
  enum Edit: Hashable, Sendable {
    /// A line both texts have: its index in the expected lines and in the actual ones.
    case same(Int, Int)
    /// A line of the expected text only.
    case removed(Int)
    /// A line of the actual text only.
    case added(Int)
  }

  /// The most differing lines the shortest edit script is searched for; beyond it, the lines
  /// between the common prefix and suffix are reported as removed and added, which bounds the
  /// memory at O(`maximumEdits`²).
  static let maximumEdits = 1_000

  /// A shortest edit script from `old` to `new`: the common prefix and suffix, and between them
  /// the script Myers' O(*ND*) algorithm finds.
  ///
  /// - Complexity: O((*n* + *m*) *d*) time and O(*d*²) memory, where *d* is the number of
  ///   differing lines, bounded by ``maximumEdits``.
  static func editScript(from old: [String], to new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var script = (0..<prefix).map { Edit.same($0, $0) }
    let oldMiddle = prefix..<(old.count - suffix)
    let newMiddle = prefix..<(new.count - suffix)
    if let middle = myers(old[oldMiddle], new[newMiddle]) {
      script += middle
    } else {
      script += oldMiddle.map(Edit.removed) + newMiddle.map(Edit.added)
    }
    let oldStart = old.count - suffix
    let newStart = new.count - suffix
    script += (0..<suffix).map { Edit.same(oldStart + $0, newStart + $0) }
    return script
  }

  /// Myers' greedy shortest edit script between two slices, by indices of the slices' base
  /// arrays, or `nil` when it needs more than ``maximumEdits`` edits.
  ///
  /// Round *d* keeps, for each diagonal *k* = *x* − *y* in −*d*…*d*, the furthest *x* reached
  /// with *d* edits; the rounds are kept to walk the path back.
  private static func myers(_ old: ArraySlice<String>, _ new: ArraySlice<String>) -> [Edit]? {
    let n = old.count
    let m = new.count
    let limit = min(n + m, maximumEdits)
    let offset = limit + 1
    var furthest = [Int](repeating: 0, count: 2 * limit + 3)
    var rounds: [[Int]] = []
    var finalRound: Int?
    search: for d in 0...limit {
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
          ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, old[old.startIndex + x] == new[new.startIndex + y] {
          x += 1
          y += 1
        }
        furthest[offset + k] = x
        if x >= n, y >= m {
          rounds.append(Array(furthest[(offset - d)...(offset + d)]))
          finalRound = d
          break search
        }
      }
      rounds.append(Array(furthest[(offset - d)...(offset + d)]))
    }
    guard let finalRound else { return nil }
    return backtrack(rounds: rounds, through: finalRound, old: old, new: new)
  }

  /// Walks Myers' rounds back from the end of both slices to their start.
  private static func backtrack(
    rounds: [[Int]], through last: Int, old: ArraySlice<String>, new: ArraySlice<String>
  ) -> [Edit] {
    var x = old.count
    var y = new.count
    var reversed: [Edit] = []
    reversed.reserveCapacity(x + y)
    for d in stride(from: last, to: 0, by: -1) {
      let previous = rounds[d - 1]
      func reach(_ k: Int) -> Int { previous[k + d - 1] }
      let k = x - y
      let previousK = k == -d || (k != d && reach(k - 1) < reach(k + 1)) ? k + 1 : k - 1
      let previousX = reach(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        reversed.append(.same(old.startIndex + x, new.startIndex + y))
      }
      if x == previousX {
        y -= 1
        reversed.append(.added(new.startIndex + y))
      } else {
        x -= 1
        reversed.append(.removed(old.startIndex + x))
      }
    }
    while x > 0, y > 0 {
      x -= 1
      y -= 1
      reversed.append(.same(old.startIndex + x, new.startIndex + y))
    }
    return reversed.reversed()
  }
}
