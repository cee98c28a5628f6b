import Foundation
import ListBinding

// The spell checker UIKit code asks for misspelled words and their guesses (a notes cell that
// underlines them, a search that offers "Did you mean"). There are no dictionaries on Linux: the
// checker finds nothing, unless a test gives it misspellings (ListBindingTesting's
// `UITextChecker.simulateMisspellings(_:_:)`).

/// A spell checker, as UIKit's `UITextChecker`: without dictionaries, it finds no misspelled
/// word unless a test simulates some.
///
/// Offsets and ranges count UTF-16 code units, as `NSString`'s and UIKit's. A word is a run of
/// letters and digits, with apostrophes between letters (`don't`).
@preconcurrency @MainActor
open class UITextChecker: NSObject {
  /// The misspelled words a test simulates, lowercased, with their guesses: none outside
  /// `UITextChecker.simulateMisspellings(_:_:)` of ListBindingTesting.
  @TaskLocal package static var simulatedMisspellings: [String: [String]] = [:]

  /// The words this checker ignores, lowercased.
  private var ignored: [String] = []

  /// A spell checker, as `UITextChecker()`.
  ///
  /// - Complexity: O(1).
  public override init() {
    super.init()
  }

  /// The languages the checker has dictionaries for, as `UITextChecker.availableLanguages`:
  /// none here.
  open class var availableLanguages: [String] { [] }

  /// The words this checker ignores, as `UITextChecker.ignoredWords`, or `nil` for none.
  open var ignoredWords: [String]? {
    get { ignored.isEmpty ? nil : ignored }
    set { ignored = newValue ?? [] }
  }

  /// Ignores `wordToIgnore` in later checks, as `UITextChecker.ignoreWord(_:)`.
  ///
  /// - Parameter wordToIgnore: The word.
  /// - Complexity: O(*w*), where *w* is the number of ignored words.
  open func ignoreWord(_ wordToIgnore: String) {
    if !ignored.contains(wordToIgnore) { ignored.append(wordToIgnore) }
  }

  /// The range of the first misspelled word of `range` at or after `startingOffset`, as
  /// `UITextChecker.rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`; with `wrapFlag`,
  /// the search goes on from the start of `range`. `NSRange(location: NSNotFound, length: 0)`
  /// when there is none, which is always the case without simulated misspellings (no
  /// dictionaries here), or when `range` does not lie in the string (*assumed*).
  ///
  /// A word is misspelled when a test simulates it (case-insensitively) and this checker does
  /// not ignore it; `language` is not read.
  ///
  /// - Parameters:
  ///   - stringToCheck: The text.
  ///   - range: The part of the text to check, in UTF-16 code units.
  ///   - startingOffset: Where in the text to start, clamped to `range`.
  ///   - wrapFlag: Whether to go on from the start of `range`.
  ///   - language: The language; not read.
  /// - Returns: The word's range, in UTF-16 code units.
  /// - Complexity: O(*n*), where *n* is the length of the text.
  open func rangeOfMisspelledWord(
    in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
    language: String
  ) -> NSRange {
    let notFound = NSRange(location: NSNotFound, length: 0)
    let misspellings = Self.simulatedMisspellings
    guard !misspellings.isEmpty else { return notFound }
    let words = Self.words(in: stringToCheck, range: range).filter { word in
      let lowered = word.text.lowercased()
      return misspellings[lowered] != nil && !ignored.contains { $0.lowercased() == lowered }
    }
    if let after = words.first(where: { $0.range.location >= startingOffset }) {
      return after.range
    }
    return wrapFlag ? words.first?.range ?? notFound : notFound
  }

  /// The guesses for the word at `range`, as
  /// `UITextChecker.guesses(forWordRange:in:language:)`: those a test simulates for it, else
  /// none (no dictionaries here).
  ///
  /// - Parameters:
  ///   - range: The word's range, in UTF-16 code units.
  ///   - string: The text.
  ///   - language: The language; not read.
  /// - Returns: The guesses, best first; empty when there are none.
  /// - Complexity: O(*n*), where *n* is the length of the word.
  open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
    guard let bounds = Range(range, in: string) else { return [] }
    return Self.simulatedMisspellings[string[bounds].lowercased()] ?? []
  }

  /// Completions of the partial word at `range`, as
  /// `UITextChecker.completions(forPartialWordRange:in:language:)`: none here (no
  /// dictionaries).
  ///
  /// - Parameters:
  ///   - range: The partial word's range, in UTF-16 code units.
  ///   - string: The text.
  ///   - language: The language; not read.
  /// - Returns: An empty list.
  /// - Complexity: O(1).
  open func completions(forPartialWordRange range: NSRange, in string: String, language: String)
    -> [String]?
  {
    []
  }

  /// The words of `string` inside `range`, in order, with their UTF-16 ranges; none when the
  /// range does not lie in the string.
  private static func words(in string: String, range: NSRange) -> [(text: String, range: NSRange)] {
    guard let bounds = Range(range, in: string) else { return [] }
    var words: [(text: String, range: NSRange)] = []
    var start: String.Index?
    var index = bounds.lowerBound
    func close(at end: String.Index) {
      guard let first = start else { return }
      var last = end
      // An apostrophe ends a word only between letters.
      while last > first, string[string.index(before: last)] == "'" {
        last = string.index(before: last)
      }
      words.append((String(string[first..<last]), NSRange(first..<last, in: string)))
      start = nil
    }
    while index < bounds.upperBound {
      let character = string[index]
      if character.isLetter || character.isNumber || (character == "'" && start != nil) {
        if start == nil { start = index }
      } else {
        close(at: index)
      }
      index = string.index(after: index)
    }
    close(at: bounds.upperBound)
    return words
  }
}
