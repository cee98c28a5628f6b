extension LineDiff {
  /// The comparison drawn side by side: a marker, the expected line, a `│`, the actual line.
  ///
  /// The markers are a space for a line both texts have, `≠` for a changed line, `-` for a line
  /// of the expected text only and `+` for a line of the actual text only. A header names the
  /// columns, which line up in a terminal (CJK text and emoji take two columns). Control
  /// characters are shown inert (`\u{1B}`, `\t`), and spaces at the end of a line as `·`, so
  /// that lines that differ only there look different.
  ///
  /// ```swift
  /// let expected = (1...10).map { "line \($0)\n" }.joined()
  /// let actual = expected.replacingOccurrences(of: "line 6\n", with: "line six\n")
  /// print(LineDiff(expected: expected, actual: actual).formatted(context: 1))
  /// ```
  ///
  /// ```text
  ///   expected │ actual
  ///   ⋮ 4 lines
  ///   line 5   │ line 5
  /// ≠ line 6   │ line six
  ///   line 7   │ line 7
  ///   ⋮ 3 lines
  /// ```
  ///
  /// - Parameter context: How many unchanged lines to show around each difference; longer runs
  ///   of unchanged lines are cut to a `⋮` line that counts them. A negative value counts as 0.
  /// - Returns: The drawing, one line per row, each ending with a newline, no line ending with a
  ///   space.
  /// - Complexity: O(*c*), where *c* is the number of characters of both texts.
  public func formatted(context: Int = 3) -> String {
    let context = min(max(0, context), rows.count)
    let shown = visibleRows(context: context)
    let expectedColumn = shown.reduce(SafeText.width(Self.expectedTitle)) { widest, row in
      guard case .row(let row) = row, let expected = row.expected else { return widest }
      return max(widest, SafeText.width(Self.visible(expected)))
    }
    var lines = [line(marker: " ", Self.expectedTitle, Self.actualTitle, column: expectedColumn)]
    for row in shown {
      switch row {
      case .skipped(let count):
        lines.append("  ⋮ \(count) \(count == 1 ? "line" : "lines")")
      case .row(let row):
        lines.append(
          line(
            marker: Self.marker(row.kind), row.expected.map(Self.visible) ?? "",
            row.actual.map(Self.visible) ?? "", column: expectedColumn))
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The column titles.
  static let expectedTitle = "expected"
  static let actualTitle = "actual"

  /// A row to draw, or a count of unchanged rows left out.
  private enum ShownRow {
    case row(Row)
    case skipped(Int)
  }

  /// The rows with the runs of unchanged rows farther than `context` from a difference cut;
  /// a run is cut only when that leaves out at least two rows.
  private func visibleRows(context: Int) -> [ShownRow] {
    var shown: [ShownRow] = []
    var index = 0
    while index < rows.count {
      guard rows[index].kind == .same else {
        shown.append(.row(rows[index]))
        index += 1
        continue
      }
      var end = index
      while end < rows.count, rows[end].kind == .same { end += 1 }
      let keepBefore = index == 0 ? 0 : context
      let keepAfter = end == rows.count ? 0 : context
      let hidden = (end - index) - keepBefore - keepAfter
      if hidden >= 2 {
        shown += rows[index..<index + keepBefore].map(ShownRow.row)
        shown.append(.skipped(hidden))
        shown += rows[end - keepAfter..<end].map(ShownRow.row)
      } else {
        shown += rows[index..<end].map(ShownRow.row)
      }
      index = end
    }
    return shown
  }

  private func line(marker: String, _ expected: String, _ actual: String, column: Int) -> String {
    let padding = String(repeating: " ", count: max(0, column - SafeText.width(expected)))
    let line = marker + " " + expected + padding + " │ " + actual
    guard let last = line.lastIndex(where: { $0 != " " }) else { return "" }
    return String(line[...last])
  }

  private static func marker(_ kind: Row.Kind) -> String {
    switch kind {
    case .same: return " "
    case .changed: return "≠"
    case .removed: return "-"
    case .added: return "+"
    }
  }

  /// A line as the drawing shows it: control characters inert, trailing spaces as `·`.
  private static func visible(_ line: String) -> String {
    let text = SafeText.inert(line)
    let body = text.reversed().drop { $0 == " " }
    let trailing = text.count - body.count
    return String(body.reversed()) + String(repeating: "·", count: trailing)
  }
}
