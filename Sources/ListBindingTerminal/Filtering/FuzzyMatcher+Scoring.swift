extension FuzzyMatcher {
  /// The points of the score, fzf's weights: a matched character, a gap's first skipped
  /// character and each further one, and the bonuses of characters that start words.
  enum Points {
    static let match = 16
    static let gapStart = -3
    static let gapExtension = -1
    /// A character first in the text or after whitespace.
    static let afterWhitespace = 10
    /// A character after a path separator or a delimiter.
    static let afterSeparator = 9
    /// A character after punctuation; a matched punctuation character itself.
    static let afterPunctuation = 8
    /// A capital after a small letter, a digit after a letter.
    static let camelCase = 7
    /// A character right after the previous matched one.
    static let consecutive = 4
    /// The factor of the first query character's bonus.
    static let firstCharacterFactor = 2
  }

  /// The first place the whole query ends, scanning forward, and the latest start of the query
  /// before it, scanning back; `nil` when the query is not a subsequence of the text.
  func span(in text: String) -> (start: String.Index, end: String.Index)? {
    guard !pattern.isEmpty else { return (text.startIndex, text.startIndex) }
    let scalars = text.unicodeScalars
    var next = 0
    var found: String.Index?
    var index = scalars.startIndex
    while index < scalars.endIndex {
      if comparable(scalars[index]) == pattern[next] {
        next += 1
        if next == pattern.count {
          found = index
          break
        }
      }
      index = scalars.index(after: index)
    }
    guard let end = found else { return nil }
    // Back from the end, the latest place each query character can take: the forward scan
    // found them all before the end, so the scan back finds them too.
    var remaining = pattern.count - 1
    index = end
    while true {
      if comparable(scalars[index]) == pattern[remaining] {
        if remaining == 0 { return (index, end) }
        remaining -= 1
      }
      guard index > scalars.startIndex else { return nil }
      index = scalars.index(before: index)
    }
  }

  /// The scalar as the query is compared with it: folded unless case matters; `nil` for a
  /// combining mark, which matches nothing.
  @inline(__always)
  func comparable(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    if scalar.value >= 0x300, ScalarFolding.isCombiningMark(scalar) { return nil }
    return isCaseSensitive ? scalar : ScalarFolding.folded(scalar)
  }

  /// The score of the match in the span, matching greedily from its start, and the offsets in
  /// scalars of the matched ones when `recording`.
  func scored(_ text: String, _ span: (start: String.Index, end: String.Index), recording: Bool)
    -> (score: Int, offsets: [Int])
  {
    guard !pattern.isEmpty else { return (0, []) }
    let scalars = text.unicodeScalars
    var previous = ScalarFolding.Kind.whitespace
    var before = span.start
    while before > scalars.startIndex {
      before = scalars.index(before: before)
      if !ScalarFolding.isCombiningMark(scalars[before]) {
        previous = ScalarFolding.kind(scalars[before])
        break
      }
    }
    var offset = recording ? scalars.distance(from: scalars.startIndex, to: span.start) : 0
    var offsets: [Int] = []
    var score = 0
    var next = 0
    var inGap = false
    var runLength = 0
    var runBonus = 0
    var index = span.start
    while index <= span.end, index < scalars.endIndex {
      let scalar = scalars[index]
      defer {
        index = scalars.index(after: index)
        offset += 1
      }
      guard let compared = comparable(scalar) else { continue }
      let kind = ScalarFolding.kind(scalar)
      defer { previous = kind }
      guard next < pattern.count, compared == pattern[next] else {
        score += inGap ? Points.gapExtension : Points.gapStart
        inGap = true
        runLength = 0
        continue
      }
      var bonus = Self.bonus(after: previous, for: kind)
      if runLength == 0 {
        runBonus = bonus
      } else {
        if bonus >= Points.afterPunctuation { runBonus = bonus }
        bonus = max(bonus, runBonus, Points.consecutive)
      }
      score += Points.match + (next == 0 ? bonus * Points.firstCharacterFactor : bonus)
      if recording { offsets.append(offset) }
      inGap = false
      runLength += 1
      next += 1
    }
    return (score, offsets)
  }

  /// The bonus of a matched character of `kind` after a character of `previous`.
  static func bonus(after previous: ScalarFolding.Kind, for kind: ScalarFolding.Kind) -> Int {
    switch kind {
    case .whitespace, .separator, .delimiter, .punctuation:
      return Points.afterPunctuation
    case .lower, .upper, .letter, .digit:
      switch previous {
      case .whitespace: return Points.afterWhitespace
      case .separator, .delimiter: return Points.afterSeparator
      case .punctuation: return Points.afterPunctuation
      case .lower:
        return kind == .upper || kind == .digit ? Points.camelCase : 0
      case .upper, .letter:
        return kind == .digit ? Points.camelCase : 0
      case .digit:
        return 0
      }
    }
  }
}
