import Foundation

// The sizing model of a self-sizing row (`rowHeight` or the delegate's height at
// `automaticDimension`): a cell is as tall as the lines a `PlainTextRenderer` draws for it at its
// natural width, so that a row's height and its rendering agree.

extension TableViewCell {
  /// The height of a row of one line, in points: UIKit's standard row height.
  nonisolated static let oneLineHeight: CGFloat = 44

  /// The height each further line adds, in points: about one line of the body font.
  nonisolated static let additionalLineHeight: CGFloat = 20

  /// The height of a row whose content takes `lines` lines: 44 points for the first, 20 for
  /// each further one, up to ``TableView/maximumDimension``.
  ///
  /// - Complexity: O(1).
  static func fittingHeight(lines: Int) -> CGFloat {
    let further = CGFloat(max(0, lines - 1))
    return min(oneLineHeight + additionalLineHeight * further, TableView.maximumDimension)
  }

  /// The number of lines a ``PlainTextRenderer`` without a width draws for `elements`: one,
  /// plus one for each ``RenderedElement/lineBreak``, plus the further lines of text that may
  /// take several (a label whose `numberOfLines` is not 1, or a content configuration's text),
  /// each line break in it starting one, up to its `numberOfLines`. Text of one line is one
  /// line, whatever line breaks it holds, as the renderer shows them as `\n`.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the elements.
  static func drawnLineCount(of elements: [RenderedElement]) -> Int {
    let renderer = PlainTextRenderer()
    let lines = ElementLine.lines(of: elements, renderer: renderer)
    guard !lines.isEmpty else { return 1 }
    return lines.reduce(0) { count, line in
      count + max(1, line.wrapped(toWidth: nil, ellipsis: renderer.symbols.ellipsis).count)
    }
  }
}
