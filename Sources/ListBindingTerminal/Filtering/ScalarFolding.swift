import Foundation

/// How the fuzzy matcher compares characters and finds word starts: case and diacritic
/// folding, and the classes of characters the score's bonuses depend on.
enum ScalarFolding {
  /// What kind of character a scalar is, for the bonus of the character after it.
  enum Kind: UInt8 {
    case whitespace
    case separator
    case delimiter
    case punctuation
    case lower
    case upper
    case letter
    case digit
  }

  /// `scalar` as a small letter without its diacritic: ASCII by arithmetic, the Latin letters
  /// of U+00C0–U+024F by a table, anything else by its lowercase mapping when that is one
  /// scalar.
  ///
  /// - Complexity: O(1).
  static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x80 {
      return (0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 0x20)) : scalar
    }
    if (0xC0...0x24F).contains(value) {
      return latin[Int(value - 0xC0)]
    }
    guard scalar.properties.changesWhenLowercased else { return scalar }
    let lower = scalar.properties.lowercaseMapping.unicodeScalars
    return lower.count == 1 ? lower.first ?? scalar : scalar
  }

  /// Whether the scalar is a combining mark the matcher skips in the text and the query.
  static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x300 else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// The kind of a scalar.
  ///
  /// - Complexity: O(1).
  static func kind(_ scalar: Unicode.Scalar) -> Kind {
    switch scalar.value {
    case 0x61...0x7A: return .lower
    case 0x41...0x5A: return .upper
    case 0x30...0x39: return .digit
    case 0x20, 0x09, 0x0A, 0x0D: return .whitespace
    case 0x2F, 0x5C: return .separator
    case 0x3A, 0x3B, 0x2C, 0x7C: return .delimiter
    case 0x00...0x7F: return .punctuation
    default: break
    }
    let properties = scalar.properties
    if properties.isWhitespace { return .whitespace }
    if properties.isLowercase { return .lower }
    if properties.isUppercase { return .upper }
    if properties.isAlphabetic { return .letter }
    if properties.numericType != nil { return .digit }
    return .punctuation
  }

  /// The folded form of U+00C0–U+024F: the base letter, small, from the canonical
  /// decomposition's first scalar; the letter itself when it has none (`ß`, `æ`, `ø` are
  /// mapped to their nearest ASCII letter by hand).
  static let latin: [Unicode.Scalar] = (0xC0...0x24F).map { value in
    guard let scalar = Unicode.Scalar(UInt32(value)) else { return "?" }
    if let special = handFolded[value] { return special }
    let lower = scalar.properties.lowercaseMapping.unicodeScalars
    let small = lower.count == 1 ? lower.first ?? scalar : scalar
    return String(small).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? small
  }

  /// Latin letters without a canonical decomposition whose base letter readers expect.
  private static let handFolded: [Int: Unicode.Scalar] = [
    0xD8: "o", 0xF8: "o", 0x110: "d", 0x111: "d", 0x141: "l", 0x142: "l", 0x126: "h", 0x127: "h",
    0x131: "i", 0x166: "t", 0x167: "t", 0x180: "b", 0x197: "i", 0x1B5: "z", 0x1B6: "z",
  ]
}
