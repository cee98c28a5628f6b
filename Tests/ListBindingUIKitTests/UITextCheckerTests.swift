import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// UITextChecker as a notes screen uses it to offer a correction. Signatures from Apple's pages:
// uitextchecker/rangeofmisspelledword(in:range:startingat:wrap:language:) (`func
// rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset:
// Int, wrap wrapFlag: Bool, language: String) -> NSRange`),
// guesses(forwordrange:in:language:) (`func guesses(forWordRange range: NSRange, in string:
// String, language: String) -> [String]?`), completions(forpartialwordrange:in:language:),
// availablelanguages, ignoreword(_:), ignoredwords. Apple's page: the result is
// `{NSNotFound, 0}` when no misspelled word is found. There are no dictionaries on Linux: the
// checker finds nothing unless the test simulates misspellings.

/// What a notes screen offers for the first misspelled word of a note.
@MainActor
private func suggestion(for note: String) -> String? {
  let checker = UITextChecker()
  let range = checker.rangeOfMisspelledWord(
    in: note, range: NSRange(location: 0, length: note.utf16.count), startingAt: 0, wrap: false,
    language: "en")
  guard range.location != NSNotFound else { return nil }
  return checker.guesses(forWordRange: range, in: note, language: "en")?.first
}

@MainActor
@Suite("UITextChecker: no dictionaries, misspellings a test simulates")
struct UITextCheckerTests {
  @Test("The signatures are UIKit's")
  func signatures() {
    let find: (UITextChecker) -> (String, NSRange, Int, Bool, String) -> NSRange =
      UITextChecker.rangeOfMisspelledWord(in:range:startingAt:wrap:language:)
    let guesses: (UITextChecker) -> (NSRange, String, String) -> [String]? =
      UITextChecker.guesses(forWordRange:in:language:)
    let completions: (UITextChecker) -> (NSRange, String, String) -> [String]? =
      UITextChecker.completions(forPartialWordRange:in:language:)
    let ignore: (UITextChecker) -> (String) -> Void = UITextChecker.ignoreWord(_:)
    let ignored: ReferenceWritableKeyPath<UITextChecker, [String]?> = \.ignoredWords
    let languages: [String] = UITextChecker.availableLanguages
    _ = (find, guesses, completions, ignore, ignored)
    #expect(languages.isEmpty)
  }

  @Test("Without a dictionary nothing is misspelled")
  func noDictionary() {
    #expect(suggestion(for: "Buy teh milk") == nil)
    let checker = UITextChecker()
    let found = checker.rangeOfMisspelledWord(
      in: "teh", range: NSRange(location: 0, length: 3), startingAt: 0, wrap: true,
      language: "en")
    #expect(found.location == NSNotFound && found.length == 0)
    #expect(
      checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "teh", language: "en")
        == [])
    #expect(
      checker.completions(
        forPartialWordRange: NSRange(location: 0, length: 2), in: "te", language: "en") == [])
  }

  @Test("A simulated misspelling is found, with its guesses, only inside the simulation")
  func simulated() {
    let offered = UITextChecker.simulateMisspellings(["teh": ["the", "tea"]]) {
      suggestion(for: "Buy Teh milk")
    }
    #expect(offered == "the")
    #expect(suggestion(for: "Buy Teh milk") == nil)
  }

  @Test("The doc comment's example")
  func docExample() {
    let range = UITextChecker.simulateMisspellings(["teh": ["the"]]) {
      UITextChecker().rangeOfMisspelledWord(
        in: "see teh list", range: NSRange(location: 0, length: 12), startingAt: 0, wrap: false,
        language: "en")
    }  // NSRange(location: 4, length: 3)
    #expect(range == NSRange(location: 4, length: 3))
  }

  @Test("The search starts at the offset, wraps when asked, and skips ignored words")
  func startingOffsetAndWrap() {
    UITextChecker.simulateMisspellings(["teh": [], "recieve": ["receive"]]) {
      let text = "teh café — don't recieve teh"
      let all = NSRange(location: 0, length: text.utf16.count)
      let checker = UITextChecker()
      let first = checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: 0, wrap: false, language: "en")
      #expect(first == NSRange(location: 0, length: 3))
      let second = checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: 1, wrap: false, language: "en")
      #expect((text as NSString).substring(with: second) == "recieve")
      let last = checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: second.location + 1, wrap: false, language: "en")
      #expect(last.location == all.length - 3)
      let none = checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: all.length, wrap: false, language: "en")
      #expect(none.location == NSNotFound)
      let wrapped = checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: all.length, wrap: true, language: "en")
      #expect(wrapped == first)
      checker.ignoreWord("TEH")
      #expect(checker.ignoredWords == ["TEH"])
      let afterIgnoring = checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: 0, wrap: false, language: "en")
      #expect(afterIgnoring == second)
      #expect(checker.guesses(forWordRange: second, in: text, language: "en") == ["receive"])
    }
  }

  @Test(
    "A range outside the text finds nothing",
    arguments: [
      NSRange(location: 0, length: 100), NSRange(location: 50, length: 1),
      NSRange(location: NSNotFound, length: 0),
    ])
  func rangeOutside(range: NSRange) {
    UITextChecker.simulateMisspellings(["teh": ["the"]]) {
      let found = UITextChecker().rangeOfMisspelledWord(
        in: "teh", range: range, startingAt: 0, wrap: true, language: "en")
      #expect(found.location == NSNotFound)
      #expect(UITextChecker().guesses(forWordRange: range, in: "teh", language: "en") == [])
    }
  }
}
