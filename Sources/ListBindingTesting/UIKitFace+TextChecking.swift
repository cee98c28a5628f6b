import Foundation
import ListBinding
import ListBindingUIKit

// Misspellings for a test: the spell checker has no dictionaries here, so a screen that
// underlines misspelled words, or offers guesses, is tested with words the test declares.

extension UITextChecker {
  /// Runs `body` with `misspellings` as the words every `UITextChecker` finds misspelled, each
  /// with its guesses, best first; matched without regard to case. Outside `body`, and in other
  /// tasks, the checkers find nothing again.
  ///
  /// ```swift
  /// let range = UITextChecker.simulateMisspellings(["teh": ["the"]]) {
  ///   UITextChecker().rangeOfMisspelledWord(
  ///     in: "see teh list", range: NSRange(location: 0, length: 12), startingAt: 0, wrap: false,
  ///     language: "en")
  /// }  // NSRange(location: 4, length: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - misspellings: The misspelled words, each with its guesses.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  /// - Complexity: O(*m*), the number of misspelled words, besides `body`.
  public static func simulateMisspellings<Result>(
    _ misspellings: [String: [String]], _ body: () throws -> Result
  ) rethrows -> Result {
    let lowered = Dictionary(
      misspellings.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    return try $simulatedMisspellings.withValue(lowered, operation: body)
  }
}
