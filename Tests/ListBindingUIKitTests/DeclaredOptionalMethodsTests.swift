import Foundation
import ListBinding
import ListBindingUIKit
import Testing

// Apple's `tableView(_:commit:forRowAt:)` page and the Table View Programming Guide: the table
// offers swipe-to-delete to a data source that implements the method, and none to one that does
// not; reorder controls need `tableView(_:moveRowAt:to:)` ("Managing the Reordering of Rows").
// The face reads the answer from the program's symbol table, before any swipe and without a
// call, so the first swipe already shows what iOS shows, whatever ran before in the process.

/// The table and items the screens below share. It does not adopt `UITableViewDataSource`: each
/// screen adopts it itself, as the symbol rule looks at the class that adopts the protocol and at
/// its superclasses (this one among them).
class ItemsScreen: UIViewController {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  var items = ["Tea", "Coffee", "Juice"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self as? UITableViewDataSource
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

/// A screen written as apps write one, without `tableView(_:commit:forRowAt:)`.
private final class ReadOnlyScreen: ItemsScreen, UITableViewDataSource {}

/// The same screen, deleting in `tableView(_:commit:forRowAt:)` without looking at the style,
/// as many apps do (a call to find out whether the method exists would delete a row).
private final class DeletingScreen: ItemsScreen, UITableViewDataSource {
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

/// A private type that declares `commit` and `moveRowAt`, named as a private type of
/// OptionalMethodsTests.swift that declares neither: the symbols cannot tell the two apart.
private final class NamesakeSource: UITableViewDataSource {
  var items = ["One", "Two"]
  var moves: [String] = []

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append("\(sourceIndexPath.row)->\(destinationIndexPath.row)")
    items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

/// A private type, alone with its name in the module, that moves rows.
private final class LonePrivateMover: UITableViewDataSource {
  var items = ["One", "Two"]
  var moves: [String] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append("\(sourceIndexPath.row)->\(destinationIndexPath.row)")
  }
}

/// A subclass that inherits its superclass's `commit`.
private final class InheritingScreen: DeletingScreenBase {}

/// A base class whose `commit` is declared in an extension of the class that adopts the protocol.
class DeletingScreenBase: ItemsScreen, UITableViewDataSource {}

extension DeletingScreenBase {
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }
}

/// A generic data source object that commits deletions.
final class ArrayDataSource<Item: CustomStringConvertible>: NSObject, UITableViewDataSource {
  var items: [Item]

  init(_ items: [Item]) { self.items = items }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row].description
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
}

/// A template controller that overrides neither `commit` nor `moveRowAt`.
private final class PlainListController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

@Suite("Optional methods read from the program's symbols: commit and moveRowAt")
@MainActor
struct DeclaredOptionalMethodsTests {
  let first = IndexPath(row: 0, section: 0)

  @Test("A screen without commit offers no Delete, on its first swipe and after")
  func withoutCommit() throws {
    let screen = ReadOnlyScreen()
    let window = showInWindow(screen)
    let user = SimulatedUser(screen.tableView)
    for _ in 0..<2 {
      try user.swipeRow(at: first)
      #expect(user.revealedSwipeActions == nil)
    }
    #expect(screen.items.count == 3)
    _ = window
  }

  @Test("A screen with commit offers Delete; tapping it deletes the row once")
  func withCommit() throws {
    let screen = DeletingScreen()
    let window = showInWindow(screen)
    let user = SimulatedUser(screen.tableView)
    try user.swipeRow(at: first)
    #expect(user.revealedSwipeActions?.titles == ["Delete"])
    // Learning that the method exists deleted nothing.
    #expect(screen.items == ["Tea", "Coffee", "Juice"])
    try user.tapSwipeAction(at: 0)
    #expect(screen.items == ["Coffee", "Juice"])
    #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    _ = window
  }

  @Test("commit declared in an extension, or inherited from a superclass, counts")
  func inheritedFromExtension() throws {
    let screen = InheritingScreen()
    let window = showInWindow(screen)
    let user = SimulatedUser(screen.tableView)
    try user.swipeRow(at: first)
    #expect(user.revealedSwipeActions?.titles == ["Delete"])
    try user.tapSwipeAction(at: 0)
    #expect(screen.items == ["Coffee", "Juice"])
    _ = window
  }

  @Test("A generic data source object that declares commit offers Delete")
  func genericDataSource() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    let source = ArrayDataSource([1, 2, 3])
    tableView.dataSource = source
    let user = SimulatedUser(tableView)
    try user.swipeRow(at: first)
    #expect(user.revealedSwipeActions?.titles == ["Delete"])
    try user.tapSwipeAction(at: 0)
    #expect(source.items == [2, 3])
  }

  @Test("A private type whose name another shares offers Delete until told otherwise")
  func namesakeWithCommit() throws {
    let source = NamesakeSource()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    tableView.dataSource = source
    let user = SimulatedUser(tableView)
    try user.swipeRow(at: first)
    #expect(user.revealedSwipeActions?.titles == ["Delete"])
    try user.tapSwipeAction(at: 0)
    #expect(source.items == ["Two"])
  }

  @Test("When the symbols cannot tell, one move of a row to where it is decides the control")
  func namesakeMoveProbe() throws {
    let source = NamesakeSource()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    tableView.dataSource = source
    tableView.setEditing(true, animated: false)
    let controls = try tableView.nativeTable.renderedTable().sections.flatMap {
      $0.rows.map(\.showsReorderControl)
    }
    #expect(controls == [true, true])
    #expect(source.moves == ["0->0"])
    #expect(source.items == ["One", "Two"])
  }

  @Test("A private type whose name no other private type shares is read from the symbols")
  func uniquePrivateType() throws {
    let source = LonePrivateMover()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    tableView.dataSource = source
    tableView.setEditing(true, animated: false)
    let controls = try tableView.nativeTable.renderedTable().sections.flatMap {
      $0.rows.map(\.showsReorderControl)
    }
    #expect(controls == [true, true])
    #expect(source.moves.isEmpty)  // nothing called to find out
  }

  @Test("A template controller that does not override commit offers no Delete")
  func controllerWithoutOverride() throws {
    let controller = PlainListController(style: .plain)
    let window = showInWindow(controller)
    let user = SimulatedUser(controller.tableView)
    try user.swipeRow(at: first)
    #expect(user.revealedSwipeActions == nil)
    _ = window
  }
}
