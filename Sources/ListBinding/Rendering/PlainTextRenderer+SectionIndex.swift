import Foundation

extension PlainTextRenderer {
  /// The widest a section index title is drawn, in terminal columns: a longer one is cut with
  /// an ellipsis. UIKit's index titles are a letter or two.
  nonisolated public static let maximumSectionIndexTitleWidth = 4

  /// Draws the table, with its section index, if it shows one, in a column on the right: the
  /// titles one a line from the first line, two columns after the widest line, or, with a
  /// width limit, at the right edge; lines are added for titles beyond the table's lines.
  ///
  /// A table without a section index is drawn exactly as ``draw(_:_:)`` draws it.
  ///
  /// - Complexity: O(*c* + *t*), where *c* is the number of characters of the visible text and
  ///   *t* the number of titles.
  func drawWithSectionIndex(_ table: RenderedTable, _ emit: (String, IndexPath?) -> Void) {
    guard let titles = table.sectionIndexTitles, !titles.isEmpty else {
      return draw(table, emit)
    }
    let cut = titles.map {
      $0.inert.truncated(toWidth: Self.maximumSectionIndexTitleWidth, ellipsis: symbols.ellipsis)
    }
    let columnWidth = cut.map(\.displayWidth).max() ?? 0
    let gap = 2
    var body = self
    if let width {
      guard width >= columnWidth + gap + 1 else { return draw(table, emit) }
      body.width = width - columnWidth - gap
    }
    var lines: [(text: String, indexPath: IndexPath?)] = []
    body.draw(table) { lines.append(($0, $1)) }
    let bodyWidth = body.width ?? (lines.map(\.text.displayWidth).max() ?? 0)
    for index in 0..<max(lines.count, cut.count) {
      let line = index < lines.count ? lines[index] : (text: "", indexPath: nil)
      guard index < cut.count else {
        emit(line.text, line.indexPath)
        continue
      }
      let text = line.text.padded(toWidth: bodyWidth + gap) + cut[index]
      emit(text.trimmingTrailingSpaces, line.indexPath)
    }
  }
}
