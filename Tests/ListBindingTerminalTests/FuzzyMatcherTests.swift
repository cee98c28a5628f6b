import ListBindingTerminal
import Testing

/// The fuzzy matcher against a reference model: a query matches exactly when it is a
/// subsequence of the text (folded as the matcher documents), the positions it reports spell the
/// query, and the score follows the documented preferences. The weights are fzf's v1 (its
/// `algo.go` constants: 16 a match, −3 and −1 a gap, 8–10 a word start, 7 camelCase, 4 a run,
/// ×2 the first character); the ranking properties are *assumed* from fzf's documentation.
@Suite("Fuzzy matching")
struct FuzzyMatcherTests {
  @Test("The matched positions of the documentation's example start words")
  func documentationExample() throws {
    let match = try #require(FuzzyMatcher(query: "lbt").match("ListBindingTerminal"))
    #expect(match.positions == [0, 4, 11])
  }

  @Test("A query that is not a subsequence does not match; an empty query matches everything")
  func subsequenceOrNot() {
    #expect(FuzzyMatcher(query: "abc").match("acb") == nil)
    #expect(FuzzyMatcher(query: "abc").score("a-b-c") != nil)
    #expect(FuzzyMatcher(query: "").match("anything") == FuzzyMatch(score: 0, positions: []))
    #expect(FuzzyMatcher(query: "").match("") == FuzzyMatch(score: 0, positions: []))
    #expect(FuzzyMatcher(query: "a").match("") == nil)
  }

  @Test("Smart case: a small-letter query ignores case, a capital makes case matter")
  func smartCase() {
    #expect(FuzzyMatcher(query: "readme").match("README.md") != nil)
    #expect(!FuzzyMatcher(query: "readme").isCaseSensitive)
    #expect(FuzzyMatcher(query: "ReadMe").isCaseSensitive)
    #expect(FuzzyMatcher(query: "ReadMe").match("README.md") == nil)
    #expect(FuzzyMatcher(query: "ReadMe").match("ReadMe.md")?.positions == [0, 1, 2, 3, 4, 5])
    #expect(FuzzyMatcher(query: "readme", caseSensitive: true).match("README") == nil)
  }

  @Test("Diacritics of Latin letters and combining marks are ignored when case is")
  func diacritics() {
    #expect(FuzzyMatcher(query: "cafe").match("Café")?.positions == [0, 1, 2, 3])
    #expect(FuzzyMatcher(query: "cafe").match("cafe\u{301} noir")?.positions == [0, 1, 2, 3])
    #expect(FuzzyMatcher(query: "zurich").match("Zürich") != nil)
    #expect(FuzzyMatcher(query: "oslo").match("ØSLO") != nil)
  }

  @Test("Positions count characters, so that a CJK or emoji row highlights whole characters")
  func characterPositions() {
    #expect(FuzzyMatcher(query: "湯").match("巴黎日安洋蔥湯")?.positions == [6])
    #expect(FuzzyMatcher(query: "x").match("👩‍👩‍👧 x")?.positions == [2])
    #expect(FuzzyMatcher(query: "e").match("e\u{301}")?.positions == [0])
  }

  @Test(
    "Ranking: a run beats scattered letters, a word start a middle; camelCase and paths count")
  func ranking() throws {
    func score(_ query: String, _ text: String) throws -> Int {
      try #require(FuzzyMatcher(query: query).score(text))
    }
    #expect(try score("abc", "xabcx") > score("abc", "xaxbxcx"))
    #expect(try score("bar", "foo bar") > score("bar", "foobar"))
    #expect(try score("bar", "foo/bar") > score("bar", "foobar"))
    #expect(try score("fb", "FooBar") > score("fb", "foobar"))
    #expect(try score("sm", "Sources/main.swift") > score("sm", "Sources/xsxm.swift"))
    #expect(try score("ab", "ab") > score("ab", "a_____b"))
    #expect(try score("ab", "ab") >= score("ab", "abxxxxx"))
    #expect(try score("main", "main.swift") > score("main", "domain.swift"))
  }

  @Test(
    "Random texts and queries: a match exactly when the query is a subsequence; the positions spell the query in order; the score is the score (seeded)"
  )
  func randomizedAgainstModel() throws {
    let seed: UInt64 = 0xF022_1E55
    var generator = SeededGenerator(seed: seed)
    let alphabet: [Character] = [
      "a", "b", "A", "B", "c", "/", " ", "_", "-", "1", "é", "E", "湯", "e\u{301}",
    ]
    for step in 0..<4_000 {
      let text = String(
        (0..<Int.random(in: 0...14, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "a"
        })
      let query = String(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "a"
        })
      let matcher = FuzzyMatcher(query: query)
      let match = matcher.match(text)
      let context =
        "step \(step), seed \(seed): \(query.debugDescription) in \(text.debugDescription)"
      #expect((match != nil) == Model.isSubsequence(query, of: text, matcher), "\(context)")
      #expect(match?.score == matcher.score(text), "\(context)")
      guard let match else { continue }
      let characters = Array(text)
      #expect(match.positions == match.positions.sorted(), "\(context)")
      #expect(Set(match.positions).count == match.positions.count, "\(context)")
      #expect(match.positions.allSatisfy { characters.indices.contains($0) }, "\(context)")
      let spelled = String(match.positions.map { characters[$0] })
      #expect(Model.isSubsequence(query, of: spelled, matcher), "\(context)")
    }
  }

  /// The reference: folds each scalar as the matcher documents and checks the subsequence the
  /// obvious way.
  enum Model {
    /// Case-insensitive: diacritics split off, marks dropped, small letters; case-sensitive:
    /// marks dropped.
    static func fold(_ text: String, _ matcher: FuzzyMatcher) -> [Unicode.Scalar] {
      let scalars = matcher.isCaseSensitive ? Array(text.unicodeScalars) : text.decomposedScalars
      return scalars.compactMap { scalar in
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return nil
        default:
          guard !matcher.isCaseSensitive else { return scalar }
          return scalar.properties.lowercaseMapping.unicodeScalars.first
        }
      }
    }

    static func isSubsequence(_ query: String, of text: String, _ matcher: FuzzyMatcher) -> Bool {
      var remaining = fold(query, matcher)[...]
      for scalar in fold(text, matcher) where remaining.first == scalar {
        remaining = remaining.dropFirst()
      }
      return remaining.isEmpty
    }
  }
}

extension String {
  /// The scalars with the diacritics of the model's alphabet split off (only `é` needs it).
  fileprivate var decomposedScalars: [Unicode.Scalar] {
    unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
      scalar == "é" ? ["e", "\u{301}"] : scalar == "É" ? ["E", "\u{301}"] : [scalar]
    }
  }
}
