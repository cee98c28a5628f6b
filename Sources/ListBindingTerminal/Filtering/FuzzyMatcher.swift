/// Finds a query's characters in a text in order, not necessarily next to each other, and ranks
/// the texts they are found in: the matching of fzf's first algorithm, written for this package.
///
/// A text matches when the query's characters appear in it in order (a *subsequence*): `"lbt"`
/// matches `"ListBindingTerminal"`. Among the texts that match, the score prefers, in this
/// order of weight:
/// - characters that follow each other in the text (a run), over scattered ones;
/// - characters that start a word: the first of the text, one after a space, after a path
///   separator (`/`, `\`) or another delimiter (`:`, `;`, `,`, `|`), after punctuation
///   (`_`, `-`, `.`), a capital after a small letter (camelCase), a digit after a letter;
/// - a first query character at such a start (its bonus counts twice);
/// - fewer skipped characters between the first and the last matched one.
///
/// The matched span is found as fzf's v1 does: the first place the whole query ends, scanning
/// forward, then the latest start of the query before that end, scanning back; the shortest
/// span ending there. Ties are the ranker's to break (``FuzzySearch`` prefers shorter texts,
/// then earlier ones).
///
/// Case: *smart case*, as fzf's default: a query without capital letters ignores case; a
/// query with one matches case exactly. Letters with diacritics in Latin scripts (`é`, `Ø`,
/// `ž`) also match their base letter (`e`, `o`, `z`) when case is ignored, and combining
/// marks in the text are skipped: `"cafe"` matches `"Café"` and `"cafe\u{301}"`.
///
/// The unit of matching is the Unicode scalar; the positions a ``FuzzyMatch`` reports are
/// counted in `Character`s of the text, so that a drawn row can highlight them.
///
/// ```swift
/// let matcher = FuzzyMatcher(query: "lbt")
/// let match = matcher.match("ListBindingTerminal")
/// // match?.positions == [0, 4, 11]: L, B and T start words
/// ```
public struct FuzzyMatcher: Hashable, Sendable {
  /// The query, as given.
  public let query: String

  /// Whether case must match: the query has a capital letter (smart case), or the caller said
  /// so.
  public let isCaseSensitive: Bool

  /// The query's scalars as matched: folded to small letters without diacritics unless case
  /// matters. Combining marks are left out.
  let pattern: [Unicode.Scalar]

  /// Creates a matcher with smart case: case matters when the query has a capital letter.
  ///
  /// - Complexity: O(*q*), where *q* is the length of the query.
  public init(query: String) {
    let hasCapital = query.unicodeScalars.contains { $0.properties.isUppercase }
    self.init(query: query, caseSensitive: hasCapital)
  }

  /// Creates a matcher that matches case exactly or ignores it.
  ///
  /// - Complexity: O(*q*), where *q* is the length of the query.
  public init(query: String, caseSensitive: Bool) {
    self.query = query
    self.isCaseSensitive = caseSensitive
    self.pattern = query.unicodeScalars.compactMap { scalar in
      ScalarFolding.isCombiningMark(scalar)
        ? nil : (caseSensitive ? scalar : ScalarFolding.folded(scalar))
    }
  }

  /// Whether the query is empty, so that every text matches with score 0.
  public var isEmpty: Bool { pattern.isEmpty }

  /// The score of `text`, or `nil` when the query is not a subsequence of it: what ranking
  /// needs, without the positions.
  ///
  /// - Complexity: O(*n*), where *n* is the number of scalars of the text; no allocation.
  public func score(_ text: String) -> Int? {
    guard let span = span(in: text) else { return nil }
    return scored(text, span, recording: false).score
  }

  /// The match of the query in `text`, with its score and the positions of the matched
  /// characters, or `nil` when the query is not a subsequence of it.
  ///
  /// - Complexity: O(*n*), where *n* is the number of scalars of the text.
  public func match(_ text: String) -> FuzzyMatch? {
    guard let span = span(in: text) else { return nil }
    let (score, scalarOffsets) = scored(text, span, recording: true)
    return FuzzyMatch(score: score, positions: Self.characterOffsets(scalarOffsets, in: text))
  }

  /// The offsets, in characters, of the characters that hold the scalars at `scalarOffsets`
  /// (ascending); a character holding two matched scalars is counted once.
  static func characterOffsets(_ scalarOffsets: [Int], in text: String) -> [Int] {
    var positions: [Int] = []
    var next = scalarOffsets.startIndex
    var scalarOffset = 0
    for (characterOffset, character) in text.enumerated() {
      guard next < scalarOffsets.endIndex else { break }
      let count = character.unicodeScalars.count
      if scalarOffsets[next] < scalarOffset + count {
        positions.append(characterOffset)
        while next < scalarOffsets.endIndex, scalarOffsets[next] < scalarOffset + count {
          next += 1
        }
      }
      scalarOffset += count
    }
    return positions
  }
}

/// Where a query matched in a text, and how well.
public struct FuzzyMatch: Hashable, Sendable {
  /// How well the text matches: higher is better. Only comparisons between scores of one query
  /// mean something.
  public var score: Int

  /// The offsets of the matched characters in the text, counted in `Character`s from 0,
  /// ascending: the characters a row highlights.
  public var positions: [Int]

  /// Creates a match.
  public init(score: Int, positions: [Int]) {
    self.score = score
    self.positions = positions
  }
}
