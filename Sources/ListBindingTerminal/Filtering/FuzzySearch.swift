#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ranked fuzzy search over a list of texts that is done a slice at a time, so that a key
/// never waits for a million texts: the caller searches for a few milliseconds, shows the best
/// matches found so far, and goes on when no key is waiting.
///
/// The ranking: higher ``FuzzyMatcher`` score first, then shorter text (in UTF-8 bytes), then
/// earlier in the list. Indices are kept in 32 bits, so that a million matches take 4 MB: the
/// texts past the first 2³¹ − 1 are not searched. The texts may grow between slices (items still arriving): the search
/// goes on into the new ones.
///
/// A search for a query that extends the previous one (`"ab"` after `"a"`: every text the new
/// query matches, the old one matched too) looks only at the old matches and the texts after
/// those the old search had reached: ``narrowing(to:)``.
///
/// ```swift
/// var search = FuzzySearch(query: "bar")
/// search.search(["foobar", "bar", "baz"], forNanoseconds: 5_000_000)
/// let ranked = search.rankedIndices()  // [1, 0]: "bar" is a word start and shorter
/// ```
public struct FuzzySearch: Sendable {
  /// The matcher of the query.
  public let matcher: FuzzyMatcher

  /// The indices of the texts a narrowing search looks at first, ascending; `nil` for every
  /// text.
  private let candidates: [Int32]?

  /// How far into ``candidates`` the search has looked.
  private var candidatePosition = 0

  /// The first index the candidates do not cover: the search looks at every text from here.
  private let tailStart: Int

  /// The next index after `tailStart` to look at.
  private var tailPosition: Int

  /// The indices of the texts that matched, ascending: the candidates come in ascending order
  /// and all lie before `tailStart`.
  public private(set) var matchedIndices: [Int32] = []

  /// The matches by rank key (score, then shortness), each list in ascending index order.
  private var buckets: [Int: [Int32]] = [:]

  /// The ranking as ``rankedIndices()`` last computed it; `nil` after new matches.
  private var cachedRanking: [Int32]?

  /// Creates a search of every text for `query`, with smart case.
  public init(query: String) {
    self.init(matcher: FuzzyMatcher(query: query))
  }

  /// Creates a search of every text with a matcher.
  public init(matcher: FuzzyMatcher) {
    self.matcher = matcher
    self.candidates = nil
    self.tailStart = 0
    self.tailPosition = 0
  }

  private init(matcher: FuzzyMatcher, candidates: [Int32], tailStart: Int) {
    self.matcher = matcher
    self.candidates = candidates
    self.tailStart = tailStart
    self.tailPosition = tailStart
  }

  /// The search for `query`, looking only where this search's matches are when that finds
  /// everything: when this search is complete up to its texts and every text `query` matches,
  /// this search's query matches too (the old query is a subsequence of the new one, with the
  /// same case rule). Otherwise a fresh search.
  ///
  /// - Complexity: O(*q*²), where *q* is the length of the queries.
  public func narrowing(to query: String) -> FuzzySearch {
    let next = FuzzyMatcher(query: query)
    guard candidatePosition == (candidates?.count ?? 0),
      next.isCaseSensitive == matcher.isCaseSensitive,
      Self.isSubsequence(matcher.pattern, of: next.pattern)
    else { return FuzzySearch(matcher: next) }
    return FuzzySearch(matcher: next, candidates: matchedIndices, tailStart: tailPosition)
  }

  /// How many texts the search has looked at, of `count`.
  ///
  /// - Complexity: O(1).
  public func searchedCount(of count: Int) -> Int {
    guard let candidates else { return min(tailPosition, count) }
    let skipped = tailStart - candidates.count  // what the previous query ruled out
    return min(count, skipped + candidatePosition + tailPosition - tailStart)
  }

  /// Whether the search has looked at every one of `count` texts.
  ///
  /// - Complexity: O(1).
  public func isComplete(over count: Int) -> Bool {
    candidatePosition == (candidates?.count ?? 0) && tailPosition >= count
  }

  /// Looks at the next texts until every text is searched or about `nanoseconds` pass.
  ///
  /// - Parameters:
  ///   - texts: Every text, in list order; the same list, perhaps longer, at every call.
  ///   - nanoseconds: How long to search; the clock is read every 512 texts.
  /// - Returns: Whether new matches were found.
  /// - Complexity: O(*k* · *n*) for the *k* texts looked at, *n* their length.
  @discardableResult
  public mutating func search(_ texts: [String], forNanoseconds nanoseconds: UInt64) -> Bool {
    let deadline = Self.now() &+ nanoseconds
    let found = matchedIndices.count
    var looked = 0
    while !isComplete(over: texts.count) {
      let index: Int
      if let candidates, candidatePosition < candidates.count {
        index = Int(candidates[candidatePosition])
        candidatePosition += 1
      } else {
        index = tailPosition
        tailPosition += 1
      }
      // Indices are kept in 32 bits: texts past 2³¹ − 1 are not searched.
      guard index < texts.count, index <= Int(Int32.max) else { continue }
      let text = texts[index]
      if let score = matcher.score(text) {
        let key = score &* 4096 &- min(text.utf8.count, 4095)
        buckets[key, default: []].append(Int32(truncatingIfNeeded: index))
        matchedIndices.append(Int32(truncatingIfNeeded: index))
      }
      looked += 1
      if looked & 511 == 0, Self.now() >= deadline { break }
    }
    if matchedIndices.count != found { cachedRanking = nil }
    return matchedIndices.count != found
  }

  /// The indices of the texts matched so far, best first.
  ///
  /// - Complexity: O(*m* + *b* log *b*) for *m* matches in *b* distinct ranks; the result is
  ///   kept until new matches are found.
  public mutating func rankedIndices() -> [Int32] {
    if let cachedRanking { return cachedRanking }
    var ranking: [Int32] = []
    ranking.reserveCapacity(matchedIndices.count)
    for key in buckets.keys.sorted(by: >) {
      ranking += buckets[key] ?? []
    }
    cachedRanking = ranking
    return ranking
  }

  /// Whether `pattern` is a subsequence of `other`.
  static func isSubsequence(_ pattern: [Unicode.Scalar], of other: [Unicode.Scalar]) -> Bool {
    var remaining = pattern[...]
    for scalar in other where remaining.first == scalar { remaining = remaining.dropFirst() }
    return remaining.isEmpty
  }

  /// The monotonic clock, in nanoseconds.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(truncatingIfNeeded: time.tv_sec) &* 1_000_000_000
      &+ UInt64(truncatingIfNeeded: time.tv_nsec)
  }
}
