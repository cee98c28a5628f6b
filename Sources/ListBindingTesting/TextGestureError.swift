import Foundation

/// A gesture by visible text that cannot find its target, thrown by
/// ``ListBinding/TableView/tapRow(withText:)`` and the other gestures of this module.
public enum TextGestureError: Error, Sendable, Hashable {
  /// No visible row shows the text; carries what each visible row shows, in order.
  case noRow(text: String, visibleRows: [String])

  /// More than one visible row shows the text; carries their index paths.
  case severalRows(text: String, indexPaths: [IndexPath])

  /// The row that shows the text has no visible button, or none with the title asked for.
  case noButton(text: String, title: String?)

  /// The row that shows the text has more than one visible button that fits; carries their
  /// titles.
  case severalButtons(text: String, titles: [String])

  /// No revealed swipe action, or more than one, has the title; carries the revealed titles.
  case noSwipeAction(title: String, revealed: [String])
}

extension TextGestureError: CustomStringConvertible {
  /// What could not be found, with the texts from the table shown inert and quoted.
  public var description: String {
    switch self {
    case .noRow(let text, let visibleRows):
      let shown = visibleRows.isEmpty ? "no row is visible" : "visible rows: " + list(visibleRows)
      return "no visible row shows \(quoted(text)); \(shown)"
    case .severalRows(let text, let indexPaths):
      return "\(indexPaths.count) visible rows show \(quoted(text)): "
        + indexPaths.map { "[\($0.section), \($0.row)]" }.joined(separator: ", ")
    case .noButton(let text, let title):
      return "the row showing \(quoted(text)) has no visible button"
        + (title.map { " titled \(quoted($0))" } ?? "")
    case .severalButtons(let text, let titles):
      return "the row showing \(quoted(text)) has \(titles.count) visible buttons that fit: "
        + list(titles) + "; name the button's title"
    case .noSwipeAction(let title, let revealed):
      let count = revealed.filter { $0 == title }.count
      let shown = revealed.isEmpty ? "no swipe action is revealed" : "revealed: " + list(revealed)
      return
        (count > 1
        ? "\(count) revealed swipe actions are titled \(quoted(title))"
        : "no revealed swipe action is titled \(quoted(title))") + "; " + shown
    }
  }

  private func quoted(_ text: String) -> String {
    "\"" + SafeText.inert(text) + "\""
  }

  private func list(_ texts: [String]) -> String {
    texts.map(quoted).joined(separator: ", ")
  }
}
