/// A line-by-line comparison of an expected text with an actual one, as `expectRendered` reports
/// it: the lines both have, the lines that changed, and the lines only one of them has.
///
/// ```swift
/// let diff = LineDiff(expected: "排骨面\n红椒面\n", actual: "排骨面\n红椒面 ✓\n青椒面\n")
/// print(diff)
/// ```
///
/// prints the rows side by side (see ``formatted(context:)``):
///
/// ```text
///   expected │ actual
///   排骨面   │ 排骨面
/// ≠ 红椒面   │ 红椒面 ✓
/// +          │ 青椒面
/// ```
///
/// Both texts are compared as lines. A line ends with `\n` or `\r\n`, and a newline at the very
/// end of a text is optional: `"a\nb\n"` and `"a\nb"` are the same two lines, while `"a\nb\n\n"`
/// has a third, empty one. The rows follow a shortest edit script (Myers' algorithm): the
/// unchanged lines form a longest common subsequence of the two texts, and within each run of
/// differing lines, removed and added lines are paired up as changed rows. A line that moved
/// shows as removed where it was and added where it is: unlike ListBinding's `Changeset`, which
/// matches elements by identity and reports moves as UIKit's batch updates take them, a text diff
/// reads best as the fewest lines removed and added.
public struct LineDiff: Sendable, Hashable {
  /// The rows of the comparison, in the order of both texts.
  public let rows: [Row]

  /// One row of a comparison: a line of the expected text, of the actual text, or of both.
  public struct Row: Sendable, Hashable {
    /// How the two sides of a row compare.
    public enum Kind: Sendable, Hashable {
      /// The line is the same in both texts.
      case same
      /// The expected line was replaced by the actual one.
      case changed
      /// The line is in the expected text only.
      case removed
      /// The line is in the actual text only.
      case added
    }

    /// How the two sides compare.
    public let kind: Kind
    /// The line of the expected text, or `nil` for an ``Kind-swift.enum/added`` row.
    public let expected: String?
    /// The line of the actual text, or `nil` for a ``Kind-swift.enum/removed`` row.
    public let actual: String?

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - kind: How the two sides compare.
    ///   - expected: The line of the expected text, if the row has one.
    ///   - actual: The line of the actual text, if the row has one.
    public init(kind: Kind, expected: String?, actual: String?) {
      self.kind = kind
      self.expected = expected
      self.actual = actual
    }
  }

  /// Compares two texts line by line.
  ///
  /// - Parameters:
  ///   - expected: The text a test expects.
  ///   - actual: The text the code under test produced.
  /// - Complexity: O((*n* + *m*) *d*) time and O(*d*²) memory, where *n* and *m* are the
  ///   numbers of lines and *d* the number of differing lines between the common prefix and
  ///   suffix; when *d* exceeds 1,000, the lines between them are reported as changed, in
  ///   O(*n* + *m*).
  public init(expected: String, actual: String) {
    let old = Self.lines(of: expected)
    let new = Self.lines(of: actual)
    rows = Self.rows(for: Self.editScript(from: old, to: new), old: old, new: new)
  }

  /// Whether the texts differ: some row is not ``Row/Kind-swift.enum/same``.
  ///
  /// - Complexity: O(*r*), where *r* is the number of rows.
  public var hasDifferences: Bool {
    rows.contains { $0.kind != .same }
  }

  /// The lines of a text: split at `\n` (a `\r\n` counts as one `\n`), with the final newline
  /// optional; the empty text has no lines.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters.
  static func lines(of text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var pendingReturn = false
    for scalar in text.unicodeScalars {
      if pendingReturn {
        pendingReturn = false
        if scalar == "\n" {
          lines.append(String(current))
          current = String.UnicodeScalarView()
          continue
        }
        current.append("\r")
      }
      switch scalar {
      case "\r": pendingReturn = true
      case "\n":
        lines.append(String(current))
        current = String.UnicodeScalarView()
      default: current.append(scalar)
      }
    }
    if pendingReturn { current.append("\r") }
    if !current.isEmpty { lines.append(String(current)) }
    return lines
  }

  /// The rows of an edit script: unchanged lines as they are, and in each run of differing lines
  /// the removed and added lines paired up in order, the surplus of either side after them.
  private static func rows(for script: [Edit], old: [String], new: [String]) -> [Row] {
    var rows: [Row] = []
    rows.reserveCapacity(max(old.count, new.count))
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        let expected = index < removed.count ? removed[index] : nil
        let actual = index < added.count ? added[index] : nil
        let kind: Row.Kind = expected == nil ? .added : actual == nil ? .removed : .changed
        rows.append(Row(kind: kind, expected: expected, actual: actual))
      }
      removed = []
      added = []
    }
    for edit in script {
      switch edit {
      case .same(let oldIndex, _):
        flush()
        rows.append(Row(kind: .same, expected: old[oldIndex], actual: old[oldIndex]))
      case .removed(let oldIndex): removed.append(old[oldIndex])
      case .added(let newIndex): added.append(new[newIndex])
      }
    }
    flush()
    return rows
  }
}

extension LineDiff: CustomStringConvertible {
  /// The comparison drawn side by side, as ``formatted(context:)`` draws it with its default
  /// context.
  public var description: String { formatted() }
}
