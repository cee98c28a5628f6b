import Foundation
import ListBinding

// Row moves across sections and the "Invalid update" error: a tap moves a row to the top of the
// other section, a swipe deletes it. The UIKit version changes the data first, then picks
// among moveRow, deleteRows, insertRows, deleteSections and insertSections in sixty lines,
// because a section that empties must be deleted and one that appears must be inserted; a
// wrong pick crashes with "Invalid update: …". Here one call picks, and a wrong update is a
// thrown error that leaves the table as it was.

/// The view controller: two arrays, each shown as a section while it has rows.
final class CitiesViewController: TableViewDataSource, TableViewDelegate {
  var dataArray1 = ["北京", "上海", "广州"]
  var dataArray2 = ["成都"]
  let tableView = TableView(style: .grouped)

  init() throws {
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  /// The sections shown: the arrays that have rows, with their titles.
  var sections: [(title: String, rows: [String])] {
    [("一组", dataArray1), ("二组", dataArray2)].filter { !$0.rows.isEmpty }
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
    return cell
  }

  /// Whether a section index shows `dataArray1`.
  func isFirst(_ section: Int) -> Bool { !dataArray1.isEmpty && section == 0 }

  // A tap moves the row to the top of the other section: change the data, then one call.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try tableView.deselectRow(at: indexPath)
    let toSecond = isFirst(indexPath.section)
    if toSecond {
      dataArray2.insert(dataArray1.remove(at: indexPath.row), at: 0)
    } else {
      dataArray1.insert(dataArray2.remove(at: indexPath.row), at: 0)
    }
    let destination = IndexPath(row: 0, section: toSecond ? sections.count - 1 : 0)
    try tableView.moveRowAdjustingSections(at: indexPath, to: destination)
  }

  // Editing mode: rows can be deleted with their control (see the EditCommitting extension
  // below) and reordered.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let toFirst = isFirst(destinationIndexPath.section)
    let item = remove(at: sourceIndexPath)
    if toFirst {
      dataArray1.insert(item, at: destinationIndexPath.row)
    } else {
      dataArray2.insert(item, at: destinationIndexPath.row)
    }
  }

  @discardableResult
  func remove(at indexPath: IndexPath) -> String {
    isFirst(indexPath.section)
      ? dataArray1.remove(at: indexPath.row) : dataArray2.remove(at: indexPath.row)
  }

  // The swipe action; the handler gets the row's index path at the time of the tap.
  func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [RowAction]? {
    let deleteAction = RowAction(style: .destructive, title: "删除") { _, actionIndexPath in
      self.remove(at: actionIndexPath)
      try tableView.deleteRowsAdjustingSections(at: [actionIndexPath])
    }
    return [deleteAction]
  }
}

// The commit: a data source that commits edits says so by adopting EditCommitting.
extension CitiesViewController: EditCommitting {
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    guard editingStyle == .delete else { return }
    remove(at: indexPath)
    try tableView.deleteRowsAdjustingSections(at: [indexPath])
  }
}

@MainActor
func runSections() throws -> String {
  let out = Transcript()
  let controller = try CitiesViewController()
  let tableView = controller.tableView
  func show(_ step: String) throws {
    out.print(step)
    out.show(try tableView.render(with: PlainTextRenderer()))
    out.print()
  }

  try show("Two sections:")
  try tableView.tapRow(at: IndexPath(row: 0, section: 1))
  try show("Tap 成都: it moves to 一组, and 二组, now empty, is deleted:")
  try tableView.tapRow(at: IndexPath(row: 1, section: 0))
  try show("Tap 北京: 二组 comes back with it:")
  try tableView.swipeRow(at: IndexPath(row: 1, section: 0))
  try show("Swipe 上海:")
  try tableView.tapSwipeAction(at: 0)
  try show("Tap 删除:")
  try tableView.setEditing(true, animated: true)
  try show("Editing:")
  try tableView.dragRow(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
  try show("Drag 广州 to the top of 二组:")
  try tableView.tapEditingControl(at: IndexPath(row: 0, section: 1))
  try tableView.tapSwipeAction(at: 0)
  try tableView.setEditing(false, animated: true)
  try show("Delete 广州 with its editing control, then stop editing:")

  // UIKit's crash: telling the table about a deletion the data has not had.
  do {
    try tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  } catch {
    out.print("deleteRows without changing the data first:")
    out.print(error.message)
  }
  out.print()
  try show("The table is as it was:")
  out.print("Rows moved with one call each; UIKit's rules checked every update.")
  return out.text
}
