import Foundation
import ListBinding

extension TableView {
  /// The index path of the one visible row whose cell shows `text`.
  ///
  /// A row shows a text when one of its cell's text elements — a visible label, such as the
  /// text label or the detail label, or a text of its content configuration — is exactly that
  /// text (see ``ListBinding/TableViewCell/renderedContent()``). Only the rows of the viewport
  /// that have a cell are searched: a test finds what a user could see.
  ///
  /// - Parameter text: The text the row shows.
  /// - Returns: The row's index path.
  /// - Throws: ``TextGestureError/noRow(text:visibleRows:)`` when no visible row shows the text,
  ///   ``TextGestureError/severalRows(text:indexPaths:)`` when more than one does.
  /// - Complexity: O(*v* + *w*), where *v* is the viewport height and *w* the size of the
  ///   visible cells' view trees.
  public func indexPathForVisibleRow(withText text: String) throws(TextGestureError) -> IndexPath {
    let rows = visibleRowTexts()
    let matches = rows.filter { $0.texts.contains(text) }.map(\.indexPath)
    guard let first = matches.first else {
      throw .noRow(text: text, visibleRows: rows.map { $0.texts.joined(separator: " ") })
    }
    guard matches.count == 1 else { throw .severalRows(text: text, indexPaths: matches) }
    return first
  }

  /// Taps the one visible row that shows `text`, as a user would: ``ListBinding/TableView/tapRow(at:)``
  /// with its index path.
  ///
  /// ```swift
  /// try tableView.tapRow(withText: "红椒面")
  /// ```
  ///
  /// - Parameter text: The text the row shows (see ``indexPathForVisibleRow(withText:)``).
  /// - Throws: A ``TextGestureError`` when not exactly one visible row shows the text; the
  ///   ``ListBinding/TableViewError`` of the tap.
  /// - Complexity: O(*v* + *w*), plus the tap's.
  public func tapRow(withText text: String) throws {
    try tapRow(at: indexPathForVisibleRow(withText: text))
  }

  /// Taps a button inside the one visible row that shows `text`, as a user would: the button's
  /// ``ListBinding/Button/tap()``, which sends `.touchDown`, `.touchUpInside` and
  /// `.primaryActionTriggered`.
  ///
  /// ```swift
  /// try tableView.tapButton(inRowWithText: "上海")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text the row shows (see ``indexPathForVisibleRow(withText:)``).
  ///   - title: The current title of the button to tap, or `nil` when the row has one visible
  ///     button.
  /// - Throws: A ``TextGestureError`` when not exactly one visible row shows the text, or not
  ///   exactly one visible button of the row matches. A button a user's tap cannot reach — one
  ///   inside a view whose ``ListBinding/View/isUserInteractionEnabled`` is off, or that is
  ///   hidden or transparent (``ListBinding/View/alpha`` below 0.01) — is not a match, as in
  ///   UIKit's hit-testing. A disabled button (``ListBinding/Control/isEnabled`` off), or one
  ///   in a table or a view above the cell that takes no touches, is a match and takes the tap,
  ///   but sends nothing, as UIKit's controls ignore touches while disabled.
  /// - Complexity: O(*v* + *w*), plus what the button's actions do.
  public func tapButton(inRowWithText text: String, titled title: String? = nil) throws {
    let indexPath = try indexPathForVisibleRow(withText: text)
    let buttons =
      (visibleCells.first { self.indexPath(for: $0) == indexPath })
      .map { Self.visibleButtons(in: $0) } ?? []
    let matching = title.map { title in buttons.filter { $0.currentTitle == title } } ?? buttons
    guard let button = matching.first else {
      throw TextGestureError.noButton(text: text, title: title)
    }
    guard matching.count == 1 else {
      throw TextGestureError.severalButtons(
        text: text, titles: matching.map { $0.currentTitle ?? "" })
    }
    // A finger's tap: nothing when the button is disabled or out of a finger's reach.
    try button.tap()
  }

  /// Swipes the one visible row that shows `text`, as a user would:
  /// ``ListBinding/TableView/swipeRow(at:edge:fully:)`` with its index path.
  ///
  /// - Parameters:
  ///   - text: The text the row shows (see ``indexPathForVisibleRow(withText:)``).
  ///   - edge: The edge to reveal actions on.
  ///   - fully: A full swipe, which performs the first action when the configuration allows.
  /// - Throws: A ``TextGestureError`` when not exactly one visible row shows the text; the
  ///   ``ListBinding/TableViewError`` of the swipe.
  /// - Complexity: O(*v* + *w*), plus the swipe's.
  public func swipeRow(withText text: String, edge: SwipeEdge = .trailing, fully: Bool = false)
    throws
  {
    try swipeRow(at: indexPathForVisibleRow(withText: text), edge: edge, fully: fully)
  }

  /// Taps the revealed swipe action titled `title`, as a user would:
  /// ``ListBinding/TableView/tapSwipeAction(at:)`` at its position.
  ///
  /// ```swift
  /// try tableView.swipeRow(withText: "成都")
  /// try tableView.tapSwipeAction(titled: "Delete")
  /// ```
  ///
  /// - Parameter title: The action's title.
  /// - Throws: ``TextGestureError/noSwipeAction(title:revealed:)`` when no revealed action, or
  ///   more than one, has the title; the ``ListBinding/TableViewError`` of the action.
  /// - Complexity: O(*a*), where *a* is the number of revealed actions, plus what the action
  ///   does.
  public func tapSwipeAction(titled title: String) throws {
    let titles = revealedSwipeActions?.titles ?? []
    let positions = titles.indices.filter { titles[$0] == title }
    guard positions.count == 1, let position = positions.first else {
      throw TextGestureError.noSwipeAction(title: title, revealed: titles)
    }
    try tapSwipeAction(at: position)
  }

  /// The visible rows that have a cell, with the texts their cells show.
  private func visibleRowTexts() -> [(indexPath: IndexPath, texts: [String])] {
    visibleCells.compactMap { cell in
      guard let indexPath = indexPath(for: cell) else { return nil }
      let texts = cell.renderedContent().elements.compactMap { element -> String? in
        switch element {
        case .text(let text): return text
        case .styledText(let text): return text.text
        default: return nil
        }
      }
      return (indexPath, texts)
    }
  }

  /// The buttons of a cell's view tree a user's tap reaches, in order: those not inside a
  /// hidden or transparent view, or one that takes no touches. A loop, not nested calls: the
  /// tree may be of any depth.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the tree.
  private static func visibleButtons(in view: View) -> [Button] {
    var found: [Button] = []
    view.visitSubtree { view in
      guard view.receivesTouches else { return false }
      if let button = view as? Button { found.append(button) }
      return true
    }
    return found
  }
}
