import Foundation
import ListBinding

/// A delegate that implements nothing: the table calls every delegate method all the same, and
/// gets the protocol's default answers.
final class QuietDelegate: TableViewDelegate {}

/// A delegate that reloads a row once a tap selected it, as a screen that shows the choice in
/// the row would: the reload runs after the tap.
final class ReloadingDelegate: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {
    try tableView.reloadRows(at: [indexPath], with: .none)
  }
}

/// A list whose rows can be deleted (by a swipe or an editing control) and moved.
@MainActor
final class EditableList: TableViewDataSource, EditCommitting {
  var items: [String]

  init(_ items: [String]) {
    self.items = items
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "item")
      ?? TableViewCell(style: .default, reuseIdentifier: "item")
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
    items.insert(items.remove(at: source.row), at: destination.row)
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    items.remove(at: indexPath.row)
    try tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}
