import Foundation

// UIKit's layouts, with fonts and colours after UIKit's at the default text size. A
// `PlainTextRenderer` draws every font and colour alike: what differs in text is where the
// secondary text goes.

extension ListContentConfiguration {
  /// A cell's layout: body text, with a secondary text under it in a smaller, secondary style.
  ///
  /// - Complexity: O(1).
  public static func cell() -> ListContentConfiguration {
    ListContentConfiguration()
  }

  /// A subtitle cell's layout: body text, with a footnote-sized secondary text under it.
  ///
  /// - Complexity: O(1).
  public static func subtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(
      secondaryTextProperties: TextProperties(
        font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
  }

  /// A value cell's layout: body text, with a secondary text beside it, in a column.
  ///
  /// - Complexity: O(1).
  public static func valueCell() -> ListContentConfiguration {
    var configuration = ListContentConfiguration(
      secondaryTextProperties: TextProperties(color: .secondaryLabel))
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }

  /// A header's layout: the same as ``plainHeader()``.
  ///
  /// - Complexity: O(1).
  public static func header() -> ListContentConfiguration {
    plainHeader()
  }

  /// A footer's layout: the same as ``plainFooter()``.
  ///
  /// - Complexity: O(1).
  public static func footer() -> ListContentConfiguration {
    plainFooter()
  }

  /// The header of a section of a plain table: headline text.
  ///
  /// - Complexity: O(1).
  public static func plainHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      textProperties: TextProperties(font: .preferredFont(forTextStyle: .headline)))
  }

  /// The footer of a section of a plain table: footnote text in a secondary colour.
  ///
  /// - Complexity: O(1).
  public static func plainFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      textProperties: TextProperties(
        font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
  }

  /// The header of a section of a grouped table: footnote text in a secondary colour.
  ///
  /// - Complexity: O(1).
  public static func groupedHeader() -> ListContentConfiguration {
    plainFooter()
  }

  /// The footer of a section of a grouped table: footnote text in a secondary colour.
  ///
  /// - Complexity: O(1).
  public static func groupedFooter() -> ListContentConfiguration {
    plainFooter()
  }
}

extension TableViewCell {
  /// A content configuration for the cell's style, with nothing to show yet:
  /// ``ListContentConfiguration/cell()`` for `.default`, ``ListContentConfiguration/subtitleCell()`` for `.subtitle`, and
  /// ``ListContentConfiguration/valueCell()`` for `.value1` and `.value2`.
  ///
  /// - Complexity: O(1).
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch style {
    case .default: return .cell()
    case .subtitle: return .subtitleCell()
    case .value1, .value2: return .valueCell()
    }
  }
}
