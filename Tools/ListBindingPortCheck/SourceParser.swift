/// A place in the sources: a file and a 1-based line.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path, as given.
  package var file: String
  /// The 1-based line.
  package var line: Int

  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  package var description: String { "\(file):\(line)" }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.file, lhs.line) < (rhs.file, rhs.line)
  }
}

/// What the sources declare about one type: a class or other type declaration, or an extension.
struct TypeDeclaration: Sendable {
  enum Kind: Sendable { case `class`, otherType, `extension` }

  var kind: Kind
  /// The qualified name: `Outer.Inner` for a nested type, the extended type for an extension.
  var name: String
  /// The names after the colon, each without module prefix or generic arguments: the
  /// superclass (for a class, the first, when it is one) and the protocols.
  var inherited: [String]
  /// The instance methods declared in the body, by selector-like name
  /// (`tableView(_:titleForHeaderInSection:)`), with where each is declared.
  var methods: [(name: String, location: SourceLocation)]
  var location: SourceLocation
}

/// Reads the type declarations, extensions and instance methods of one Swift file.
///
/// It reads declarations at file scope and in type and extension bodies; a type declared
/// inside a function or closure body is not seen. `#if` branches are all read.
struct SourceParser {
  private let tokens: [Token]
  private let file: String
  private var index = 0
  private var declarations: [TypeDeclaration] = []

  /// The declarations of `source`, read as the file `file`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the source.
  static func declarations(in source: String, file: String) -> [TypeDeclaration] {
    var parser = SourceParser(tokens: SwiftLexer.tokens(of: source), file: file)
    parser.parseBody(container: nil)
    return parser.declarations
  }

  private init(tokens: [Token], file: String) {
    self.tokens = tokens
    self.file = file
  }

  private func peek(_ offset: Int = 0) -> Token? {
    let position = index + offset
    return position < tokens.count ? tokens[position] : nil
  }

  /// Words that may follow `class` when it is a modifier rather than a class declaration.
  private static let memberKeywords: Set<String> = [
    "func", "var", "let", "subscript", "typealias", "static", "final", "override", "open",
    "public", "private", "internal", "fileprivate", "package", "required", "convenience",
    "dynamic", "lazy", "weak", "unowned", "nonisolated", "mutating", "nonmutating", "init",
    "deinit", "prefix", "postfix", "infix", "operator",
  ]

  /// Reads declarations until the `}` that closes the current body (consumed) or the end.
  /// `container` is the index in `declarations` of the type or extension whose body this is.
  private mutating func parseBody(container: Int?) {
    while let token = peek() {
      if token.isPunctuation("}") {
        index += 1
        return
      }
      if token.isPunctuation("{") {
        index += 1
        skipBody()
        continue
      }
      guard token.kind == .word else {
        index += 1
        continue
      }
      switch token.text {
      case "class" where isClassDeclaration():
        parseType(kind: .class, container: container)
      case "struct", "enum", "actor", "protocol":
        if let next = peek(1), next.kind == .word {
          parseType(kind: .otherType, container: container)
        } else {
          index += 1
        }
      case "extension":
        parseType(kind: .extension, container: container)
      case "func":
        parseFunction(container: container)
      default:
        index += 1
      }
    }
  }

  /// Whether the `class` at the current position declares a class (`class Name`), rather than
  /// being a modifier (`class func`) or a constraint (`protocol P: class`).
  private func isClassDeclaration() -> Bool {
    guard let next = peek(1), next.kind == .word else { return false }
    return !Self.memberKeywords.contains(next.text)
  }

  /// Skips a body whose `{` was consumed, up to its matching `}`.
  private mutating func skipBody() {
    var depth = 1
    while let token = peek() {
      index += 1
      if token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation("}") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// Skips a balanced `<…>` at the current position, if there is one.
  private mutating func skipGenericClause() {
    guard peek()?.isPunctuation("<") == true else { return }
    var depth = 0
    while let token = peek() {
      if token.isPunctuation("{") || token.isPunctuation("}") { return }
      index += 1
      if token.isPunctuation("<") {
        depth += 1
      } else if token.isPunctuation(">") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// Reads `class`, `struct`, `enum`, `actor`, `protocol` or `extension`, its name, generic
  /// clause, inheritance clause and `where` clause, then its body.
  private mutating func parseType(kind: TypeDeclaration.Kind, container: Int?) {
    let keyword = tokens[index]
    index += 1
    var name = ""
    while let token = peek(), token.kind == .word {
      name += token.text
      index += 1
      guard peek()?.isPunctuation(".") == true, peek(1)?.kind == .word else { break }
      name += "."
      index += 1
    }
    if kind != .extension, let container {
      name = declarations[container].name + "." + name
    }
    skipGenericClause()
    var inherited: [String] = []
    if peek()?.isPunctuation(":") == true {
      index += 1
      inherited = parseInheritance()
    }
    while let token = peek(), !token.isPunctuation("{"), !token.isPunctuation("}") {
      index += 1
    }
    guard peek()?.isPunctuation("{") == true else { return }
    index += 1
    declarations.append(
      TypeDeclaration(
        kind: kind, name: name, inherited: inherited, methods: [],
        location: SourceLocation(file: file, line: keyword.line)))
    parseBody(container: declarations.count - 1)
  }

  /// Reads the inheritance clause after its `:`, up to `where` or `{`: each entry's last name,
  /// without attributes, generic arguments or module prefix.
  private mutating func parseInheritance() -> [String] {
    var names: [String] = []
    var current: String?
    var depth = 0
    while let token = peek(), !token.isPunctuation("{"), !token.isPunctuation("}") {
      if depth == 0, token.isWord("where") { break }
      index += 1
      if token.isPunctuation("<") || token.isPunctuation("(") {
        depth += 1
      } else if token.isPunctuation(">") || token.isPunctuation(")") {
        depth = max(0, depth - 1)
      } else if depth > 0 {
        continue
      } else if token.isPunctuation("@") {
        if peek()?.kind == .word { index += 1 }
      } else if token.isPunctuation(",") || token.isPunctuation("&") {
        if let current { names.append(current) }
        current = nil
      } else if token.kind == .word {
        current = token.text
      }
    }
    if let current { names.append(current) }
    return names
  }

  /// Reads `func name(label: Type, …)` and records it on `container` when it is an instance
  /// method of a type or extension body.
  private mutating func parseFunction(container: Int?) {
    let keyword = tokens[index]
    let isStatic = precedingModifiers().contains { $0 == "static" || $0 == "class" }
    index += 1
    guard let nameToken = peek(), nameToken.kind == .word else { return }
    index += 1
    skipGenericClause()
    guard peek()?.isPunctuation("(") == true else { return }
    let labels = parseParameterLabels()
    guard let container, !isStatic else { return }
    let selector = nameToken.text + "(" + labels.map { $0 + ":" }.joined() + ")"
    declarations[container].methods.append(
      (selector, SourceLocation(file: file, line: keyword.line)))
  }

  /// The modifiers and attributes' words right before the current `func`.
  private func precedingModifiers() -> [String] {
    var words: [String] = []
    var position = index - 1
    while position >= 0, tokens[position].kind == .word,
      Self.memberKeywords.contains(tokens[position].text) || tokens[position].text == "class"
    {
      words.append(tokens[position].text)
      position -= 1
    }
    return words
  }

  /// Reads a parameter clause from its `(`: each parameter's argument label (`_` for none).
  /// The clause ends at the `)` that closes it, whatever `<` a default value compares with.
  private mutating func parseParameterLabels() -> [String] {
    index += 1
    var labels: [String] = []
    var names: [String] = []
    var inType = false
    var parens = 0
    var angles = 0
    while let token = peek() {
      index += 1
      if token.isPunctuation("(") || token.isPunctuation("[") {
        parens += 1
      } else if token.isPunctuation(")") && parens == 0 {
        if let label = names.first { labels.append(label) }
        return labels
      } else if token.isPunctuation(")") || token.isPunctuation("]") {
        parens -= 1
      } else if token.isPunctuation("<") {
        angles += 1
      } else if token.isPunctuation(">") {
        angles = max(0, angles - 1)
      } else if token.isPunctuation("{") {
        // A closure in a default value: skip it whole.
        skipBody()
      } else if token.isPunctuation("}") {
        // Malformed: the body around the clause ends; leave its `}` to it.
        index -= 1
        return labels
      } else if parens == 0, angles == 0, token.isPunctuation(",") {
        if let label = names.first { labels.append(label) }
        names = []
        inType = false
      } else if parens == 0, token.isPunctuation(":") {
        inType = true
      } else if parens == 0, !inType, token.kind == .word {
        names.append(token.text)
      }
    }
    return labels
  }
}
