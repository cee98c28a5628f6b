import ListBinding
import ListBindingUIKit

// One shelf of books shown on both faces: a native table with ListBinding's data source and
// delegate, and a UITableView with UIKit's. Both write what the user's gestures reach into the
// shelf's log, so that a test runs one scenario on each and compares the outcomes.

/// The books and what happened to them.
@MainActor
final class Shelf {
  var books: [String]
  var log: [String] = []

  init(count: Int) {
    books = (1...count).map { "Book \($0)" }
  }

  /// A cell for the book of a row: its accessory button on the first row.
  func cell(at indexPath: IndexPath) -> BookCell {
    let cell = BookCell(style: .default, reuseIdentifier: nil)
    let book = books[indexPath.row]
    cell.textLabel?.text = book
    cell.accessoryType = indexPath.row == 0 ? .detailButton : .none
    cell.lend.addAction { [weak self] _ in self?.log.append("lend \(book)") }
    cell.favourite.addAction { [weak self] toggle in
      self?.log.append("favourite \(book) \(toggle.isOn)")
    }
    return cell
  }

  func commitDelete(at indexPath: IndexPath) {
    log.append("commit delete \(books[indexPath.row])")
    books.remove(at: indexPath.row)
  }

  func move(from source: IndexPath, to destination: IndexPath) {
    // A move to where the row is changes nothing: the UIKit face makes one, once per data
    // source type, to learn whether the type implements the method (the article "The object
    // model", "Optional methods"), whichever test comes first.
    guard source != destination else { return }
    log.append("move \(source.row) to \(destination.row)")
    books.insert(books.remove(at: source.row), at: destination.row)
  }

  /// A refresh control whose pull is logged.
  func refreshControl() -> RefreshControl {
    let control = RefreshControl()
    control.addAction { [weak self] _ in self?.log.append("refresh") }
    return control
  }
}

/// A cell with a button and a switch, as UIKit apps add to a cell's content view.
final class BookCell: UITableViewCell {
  let lend = Button()
  let favourite = Switch()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    lend.setTitle("Lend", for: .normal)
    contentView.addSubview(lend)
    contentView.addSubview(favourite)
  }

  required init?(coder: NSCoder) { nil }
}

/// The shelf through ListBinding's protocols.
@MainActor
final class NativeShelfSource: TableViewDataSource, TableViewDelegate, EditCommitting {
  let shelf: Shelf
  init(_ shelf: Shelf) { self.shelf = shelf }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    shelf.books.count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    shelf.cell(at: indexPath)
  }
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    shelf.move(from: sourceIndexPath, to: destinationIndexPath)
  }
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    shelf.commitDelete(at: indexPath)
    try tableView.deleteRows(at: [indexPath], with: .automatic)
  }
  func sectionIndexTitles(for tableView: TableView) -> [String]? { ["A", "B"] }
  func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    shelf.log.append("index \(title)")
    return 0
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    shelf.log.append("select \(indexPath.row)")
  }
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    shelf.log.append("accessory \(indexPath.row)")
  }
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    shelf.log.append("scroll \(scrollView.contentOffset.y)")
  }
}

/// The shelf through UIKit's protocols, as an iOS app writes it.
@MainActor
final class UIKitShelfSource: UITableViewDataSource, UITableViewDelegate {
  let shelf: Shelf
  init(_ shelf: Shelf) { self.shelf = shelf }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shelf.books.count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    shelf.cell(at: indexPath)
  }
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    shelf.move(from: sourceIndexPath, to: destinationIndexPath)
  }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    shelf.commitDelete(at: indexPath)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
  func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    shelf.log.append("index \(title)")
    return 0
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    shelf.log.append("select \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    shelf.log.append("accessory \(indexPath.row)")
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    shelf.log.append("scroll \(scrollView.contentOffset.y)")
  }
}
