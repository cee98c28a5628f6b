import Foundation
import ListBinding
import Testing

/// A data source whose rows can be deleted and moved, and that says what was asked of it.
@MainActor
private final class EditableLetters: TableViewDataSource, EditCommitting {
  var items = ["a", "b", "c"]
  var log: [String] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    log.append("commit \(indexPath.row)")
    items.remove(at: indexPath.row)
    try tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

@MainActor
@Suite("Swipes, drags and editing controls reach only a table a finger can touch")
struct GestureReachTests {
  // Apple's documentation of UIView.isUserInteractionEnabled: "When set to false, touch, press,
  // keyboard, and focus events intended for the view are ignored"; of UIView.isHidden: "A
  // hidden view … does not receive input events". That a swipe, a drag and an editing control
  // follow the taps' rule is that documentation applied to every gesture.
  @Test("A hidden table, or one in a view that takes no touches, is not swiped, dragged or edited")
  func unreachable() throws {
    let list = EditableLetters()
    let tableView = TableView()
    tableView.dataSource = list
    try tableView.reloadData()
    let root = View()
    root.addSubview(tableView)
    let ways: [(String, () -> Void, () -> Void)] = [
      ("table hidden", { tableView.isHidden = true }, { tableView.isHidden = false }),
      (
        "table not interactive", { tableView.isUserInteractionEnabled = false },
        { tableView.isUserInteractionEnabled = true }
      ),
      (
        "superview not interactive", { root.isUserInteractionEnabled = false },
        { root.isUserInteractionEnabled = true }
      ),
    ]
    for (way, apply, undo) in ways {
      apply()
      try tableView.swipeRow(at: IndexPath(row: 0, section: 0))
      #expect(tableView.revealedSwipeActions == nil, "\(way)")
      try tableView.setEditing(true, animated: false)
      try tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      try tableView.tapEditingControl(at: IndexPath(row: 1, section: 0))
      try tableView.setEditing(false, animated: false)
      #expect(list.log.isEmpty, "\(way)")
      #expect(list.items == ["a", "b", "c"], "\(way)")
      undo()
    }
    try tableView.swipeRow(at: IndexPath(row: 0, section: 0))
    #expect(tableView.revealedSwipeActions != nil)
    try tableView.hideSwipeActions()
    try tableView.setEditing(true, animated: false)
    try tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    try tableView.tapEditingControl(at: IndexPath(row: 1, section: 0))
    try tableView.tapSwipeAction(at: 0)
    #expect(list.log == ["move 0 to 2", "commit 1"])
    #expect(list.items == ["b", "a"])
  }

  @Test("A cell that takes no touches is not swiped")
  func unreachableCell() throws {
    let list = EditableLetters()
    let tableView = TableView()
    tableView.dataSource = list
    try tableView.reloadData()
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.isUserInteractionEnabled = false
    try tableView.swipeRow(at: IndexPath(row: 0, section: 0))
    #expect(tableView.revealedSwipeActions == nil)
    try tableView.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(tableView.revealedSwipeActions != nil)
  }
}
