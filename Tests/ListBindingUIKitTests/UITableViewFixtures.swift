import ListBindingUIKit

// Data sources and delegates written as UIKit code is (only the face's names), for the tests of
// UITableView.

/// A cell subclass with a stored property of its own, so that tests can check the table hands
/// back the user's instance.
final class NoteCell: UITableViewCell {
  static let reuseIdentifier = "NoteCell"
  var note: String?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { return nil }
}

/// A list of notes with swipe-to-delete, logging what the table asks.
final class NotesSource: UITableViewDataSource, UITableViewDelegate {
  var notes: [String]
  var log: [String] = []
  /// The table each call received.
  var tables: [UITableView] = []
  /// What `didSelectRowAt` found: the cell at the row after reloading it.
  var cellAfterReload: UITableViewCell?
  var reloadsOnSelect = false

  init(_ notes: [String]) {
    self.notes = notes
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tables.append(tableView)
    return notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tables.append(tableView)
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NoteCell.reuseIdentifier, for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    (cell as? NoteCell)?.note = notes[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.append("commit \(indexPath.row)")
    guard editingStyle == .delete else { return }
    notes.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
    guard reloadsOnSelect else { return }
    notes[indexPath.row] += " (read)"
    tableView.reloadRows(at: [indexPath], with: .none)
    cellAfterReload = tableView.cellForRow(at: indexPath)
  }
}

/// A list that implements neither `commit` nor `moveRowAt`.
final class PlainSource: UITableViewDataSource {
  var items = ["One", "Two", "Three"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "plain")
      ?? UITableViewCell(style: .default, reuseIdentifier: "plain")
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

/// A list that implements `moveRowAt` (and no `canMoveRowAt`), logging each move.
final class ReorderSource: UITableViewDataSource {
  var items = ["One", "Two", "Three"]
  var moves: [String] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "item")
      ?? UITableViewCell(style: .default, reuseIdentifier: "item")
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append("\(sourceIndexPath.row)->\(destinationIndexPath.row)")
    let item = items.remove(at: sourceIndexPath.row)
    items.insert(item, at: destinationIndexPath.row)
  }
}

/// A class that adopts the protocol without `moveRowAt`, and a subclass that declares it: Swift
/// calls the protocol's default, not the subclass's method.
class BaseListSource: UITableViewDataSource {
  var items = ["One", "Two"]
  var moves: [String] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

final class SubclassMovingSource: BaseListSource {
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append("\(sourceIndexPath.row)->\(destinationIndexPath.row)")
  }
}
