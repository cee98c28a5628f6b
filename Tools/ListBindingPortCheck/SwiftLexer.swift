/// A token of Swift source, as much as the port check needs: names, punctuation and the line
/// each starts on. Comments, string literals (with their interpolations) and whitespace are
/// skipped whole, so that nothing inside them is taken for a declaration.
struct Token: Equatable, Sendable {
  /// What a token is.
  enum Kind: Equatable, Sendable {
    /// A name or keyword (`class`, `tableView`, a backquoted name without its quotes), or a
    /// compiler directive with its `#` (`#if`, `#selector`).
    case word
    /// One punctuation character, or `->`.
    case punctuation
    /// A number or another literal the check does not read.
    case other
  }

  var kind: Kind
  var text: String
  /// The 1-based line the token starts on.
  var line: Int

  func isWord(_ word: String) -> Bool { kind == .word && text == word }
  func isPunctuation(_ mark: String) -> Bool { kind == .punctuation && text == mark }
}

/// Splits Swift source into ``Token``s. Never fails: an unterminated comment or string ends at
/// the end of the text, and a character it does not know is punctuation.
struct SwiftLexer {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1

  /// The tokens of `source`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the source.
  static func tokens(of source: String) -> [Token] {
    var lexer = SwiftLexer(scalars: Array(source.unicodeScalars))
    return lexer.run()
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let position = index + offset
    return position < scalars.count ? scalars[position] : nil
  }

  private mutating func advance() {
    if scalars[index] == "\n" { line += 1 }
    index += 1
  }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || (scalar.value > 0x7F && !isSpace(scalar))
  }

  private static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
    isNameStart(scalar) || ("0"..."9").contains(scalar)
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }

  private mutating func run() -> [Token] {
    var tokens: [Token] = []
    while let scalar = peek() {
      let start = line
      if Self.isSpace(scalar) {
        advance()
      } else if scalar == "/", peek(1) == "/" {
        while let next = peek(), next != "\n" { advance() }
      } else if scalar == "/", peek(1) == "*" {
        skipBlockComment()
      } else if scalar == "\"" {
        skipString(hashes: 0)
        tokens.append(Token(kind: .other, text: "\"\"", line: start))
      } else if scalar == "#" {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
          for _ in 0..<hashes { advance() }
          skipString(hashes: hashes)
          tokens.append(Token(kind: .other, text: "\"\"", line: start))
        } else if peek(hashes) == "/" {
          skipRegex(hashes: hashes)
          tokens.append(Token(kind: .other, text: "//", line: start))
        } else if let next = peek(1), Self.isNameStart(next) {
          advance()
          tokens.append(Token(kind: .word, text: "#" + readName(), line: start))
        } else {
          advance()
          tokens.append(Token(kind: .punctuation, text: "#", line: start))
        }
      } else if scalar == "`" {
        advance()
        var text = ""
        while let next = peek(), next != "`", next != "\n" {
          text.unicodeScalars.append(next)
          advance()
        }
        if peek() == "`" { advance() }
        tokens.append(Token(kind: .word, text: text, line: start))
      } else if Self.isNameStart(scalar) {
        tokens.append(Token(kind: .word, text: readName(), line: start))
      } else if ("0"..."9").contains(scalar) {
        while let next = peek(),
          Self.isNameContinuation(next)
            || next == "."
              && peek(1).map({
                ("0"..."9").contains($0)
              }) == true
        {
          advance()
        }
        tokens.append(Token(kind: .other, text: "0", line: start))
      } else if scalar == "-", peek(1) == ">" {
        advance()
        advance()
        tokens.append(Token(kind: .punctuation, text: "->", line: start))
      } else {
        advance()
        tokens.append(Token(kind: .punctuation, text: String(Character(scalar)), line: start))
      }
    }
    return tokens
  }

  private mutating func readName() -> String {
    var text = ""
    while let next = peek(), Self.isNameContinuation(next) {
      text.unicodeScalars.append(next)
      advance()
    }
    return text
  }

  /// Skips `/* … */`, nested as Swift nests them.
  private mutating func skipBlockComment() {
    var depth = 0
    while let scalar = peek() {
      if scalar == "/", peek(1) == "*" {
        depth += 1
        advance()
        advance()
      } else if scalar == "*", peek(1) == "/" {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// Skips a string literal whose opening quote is at the current position, after `hashes`
  /// `#`s: single-line or multi-line, with escapes and interpolations (`\(…)`, or `\#(…)` in a
  /// raw string).
  private mutating func skipString(hashes: Int) {
    let multiline = peek(1) == "\"" && peek(2) == "\""
    let quotes = multiline ? 3 : 1
    for _ in 0..<quotes { advance() }
    while let scalar = peek() {
      if scalar == "\n", !multiline {
        return
      }
      if scalar == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
        for _ in 0...hashes { advance() }
        if peek() == "(" {
          skipInterpolation()
        } else if peek() != nil {
          advance()
        }
        continue
      }
      if scalar == "\"", (0..<quotes).allSatisfy({ peek($0) == "\"" }),
        (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
      {
        for _ in 0..<(quotes + hashes) { advance() }
        return
      }
      advance()
    }
  }

  /// Skips `( … )` of an interpolation, with the strings and comments inside it.
  private mutating func skipInterpolation() {
    var depth = 0
    while let scalar = peek() {
      if scalar == "(" {
        depth += 1
        advance()
      } else if scalar == ")" {
        depth -= 1
        advance()
        if depth == 0 { return }
      } else if scalar == "\"" {
        skipString(hashes: 0)
      } else if scalar == "/", peek(1) == "*" {
        skipBlockComment()
      } else {
        advance()
      }
    }
  }

  /// Skips an extended regex literal, `#/ … /#`.
  private mutating func skipRegex(hashes: Int) {
    for _ in 0...hashes { advance() }
    while let scalar = peek() {
      if scalar == "/", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
        for _ in 0...hashes { advance() }
        return
      }
      advance()
    }
  }
}
