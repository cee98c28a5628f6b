import Foundation

// How a `PlainTextRenderer` breaks text of several lines: at line breaks, then at the last
// space that fits, or between characters where there is none (as CJK text breaks).

extension String {
  /// The text split at its line breaks, each line made inert, joined again by `\n`: the drawn
  /// form of a text that may take several lines.
  ///
  /// - Complexity: O(*n*), where *n* is the number of Unicode scalars.
  var drawnWithLineBreaks: String {
    split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map { String($0).inert }.joined(separator: "\n")
  }

  /// The display width of the text after its last `\n`.
  var lastLineWidth: Int {
    guard let last = lastIndex(of: "\n") else { return displayWidth }
    return self[index(after: last)...].displayWidth
  }

  /// The text followed by spaces until its last line is `width` columns wide.
  func paddedAfterLastLine(toWidth width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - lastLineWidth))
  }

  /// The text's lines, each wrapped to `width` columns when there is a width; when there are
  /// more than `lineLimit` (unless it is 0), the first `lineLimit`, the last ending with
  /// `ellipsis`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of characters.
  func wrapped(toWidth width: Int?, lineLimit: Int, ellipsis: String) -> [String] {
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      if let width, width > 0 {
        lines += String(paragraph).wrappedParagraph(toWidth: width)
      } else {
        lines.append(String(paragraph))
      }
      if lineLimit > 0, lines.count > lineLimit { break }
    }
    guard lineLimit > 0, lines.count > lineLimit else { return lines }
    lines.removeLast(lines.count - lineLimit)
    lines[lineLimit - 1] = lines[lineLimit - 1].endingWithEllipsis(ellipsis, width: width)
    return lines
  }

  /// One paragraph broken into lines of at most `width` columns, at the last space that fits or
  /// between characters; a character wider than `width` takes a line of its own.
  private func wrappedParagraph(toWidth width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    var lastSpace: Int?  // UTF-8 offset of the last space in `current`
    for character in self {
      let characterWidth = character.displayWidth
      if currentWidth + characterWidth > width, !current.isEmpty {
        if character == " " {
          lines.append(current.trimmingTrailingSpaces)
          (current, currentWidth, lastSpace) = ("", 0, nil)
          continue
        }
        if let space = lastSpace {
          let utf8 = current.utf8
          let split = utf8.index(utf8.startIndex, offsetBy: space)
          lines.append(String(current[..<split]).trimmingTrailingSpaces)
          current = String(current[current.index(after: split)...])
          (currentWidth, lastSpace) = (current.displayWidth, nil)
        }
        if currentWidth + characterWidth > width, !current.isEmpty {
          lines.append(current)
          (current, currentWidth, lastSpace) = ("", 0, nil)
        }
      }
      if character == " " {
        if current.isEmpty, !lines.isEmpty { continue }
        lastSpace = current.utf8.count
      }
      current.append(character)
      currentWidth += characterWidth
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// The text ending with `ellipsis`, cut so that both fit in `width` columns when there is a
  /// width.
  private func endingWithEllipsis(_ ellipsis: String, width: Int?) -> String {
    let text = trimmingTrailingSpaces
    guard let width, text.displayWidth + ellipsis.displayWidth > width else {
      return text + ellipsis
    }
    var used = 0
    var end = text.startIndex
    let budget = width - ellipsis.displayWidth
    for index in text.indices {
      let characterWidth = text[index].displayWidth
      if used + characterWidth > budget { break }
      used += characterWidth
      end = text.index(after: index)
    }
    return String(text[..<end]).trimmingTrailingSpaces + ellipsis
  }

  /// The text without the spaces at its end.
  var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
