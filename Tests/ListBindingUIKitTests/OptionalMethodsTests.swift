import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// The rule for UIKit's optional methods without `@objc` (article "The object model", "Optional
// methods"). Sources: UITableViewDataSource.tableView(_:commit:forRowAt:) (swipe-to-delete
// needs it: Apple's Table View Programming Guide, "Inserting and Deleting Rows and Sections");
// "In order for reorder controls to appear, the data source must support reordering by
// implementing the tableView:moveRowAtIndexPath:toIndexPath: method" (Table View Programming
// Guide, "Managing the Reordering of Rows"); UITableViewDataSource.tableView(_:canMoveRowAt:).
// The probe (a move of a row to where it is) and, when the program's symbols cannot tell,
// showing Delete before the first commit are *assumed*. What the face knows is per type, so each test has types of its own.

/// Neither `commit` nor `moveRowAt`: a list to swipe.
private final class SwipedOnlySource: UITableViewDataSource {
  var items = ["One", "Two"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

/// Neither `commit` nor `moveRowAt`, named as a private type of another file that declares
/// `commit` (SwipeToDeleteDeclaredTests.swift).
private final class NamesakeSource: UITableViewDataSource {
  var items = ["One", "Two"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

/// `moveRowAt` and `canMoveRowAt`, which refuses the first row.
private final class GuardedReorderSource: UITableViewDataSource {
  var items = ["Pinned", "Two", "Three"]
  var moves: [String] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.row > 0
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

@MainActor
@Suite("Optional methods without @objc: commit and moveRowAt", .recordsUIKitExceptions)
struct OptionalMethodsTests {
  func makeTable(_ dataSource: any UITableViewDataSource) -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    tableView.dataSource = dataSource
    tableView.reloadData()
    return tableView
  }

  func reorderControls(_ tableView: UITableView) throws -> [Bool] {
    try tableView.nativeTable.renderedTable().sections.flatMap {
      $0.rows.map(\.showsReorderControl)
    }
  }

  @Test("Without commit, no row offers Delete, from the first swipe (the symbols tell)")
  func commitAbsentFromSymbols() throws {
    let source = SwipedOnlySource()
    let tableView = makeTable(source)
    try SimulatedUser(tableView).swipeRow(at: IndexPath(row: 0, section: 0))
    #expect(SimulatedUser(tableView).revealedSwipeActions == nil)
    #expect(source.items == ["One", "Two"])
  }

  // A private type whose name another private type of the module shares, and that one declares
  // commit (SwipeToDeleteDeclaredTests.swift): the symbols cannot tell which is which, so the
  // rule the face falls back to applies.
  @Test("When the symbols cannot tell, Delete is offered until the default runs; then never")
  func commitLearnedAtFirstDelete() throws {
    let source = NamesakeSource()
    let tableView = makeTable(source)
    let row = IndexPath(row: 0, section: 0)
    try SimulatedUser(tableView).swipeRow(at: row)
    #expect(SimulatedUser(tableView).revealedSwipeActions?.titles == ["Delete"])
    try SimulatedUser(tableView).tapSwipeAction(at: 0)
    #expect(source.items == ["One", "Two"])  // the default commits nothing
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    try SimulatedUser(tableView).swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(SimulatedUser(tableView).revealedSwipeActions == nil)
    // Another table with a data source of the same type knows it at once.
    let other = makeTable(NamesakeSource())
    try SimulatedUser(other).swipeRow(at: row)
    #expect(SimulatedUser(other).revealedSwipeActions == nil)
  }

  @Test("A data source with commit offers Delete, and its commit deletes the row")
  func commitPresent() throws {
    let source = NotesSource(["Milk", "Eggs"])
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
    tableView.dataSource = source
    tableView.reloadData()
    try SimulatedUser(tableView).swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(SimulatedUser(tableView).revealedSwipeActions?.titles == ["Delete"])
    try SimulatedUser(tableView).tapSwipeAction(at: 0)
    #expect(source.notes == ["Milk"])
    #expect(tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test("With moveRowAt and no canMoveRowAt, rows show reorder controls; nothing is called to know")
  func moveImplemented() throws {
    let source = ReorderSource()
    let tableView = makeTable(source)
    #expect(try reorderControls(tableView) == [false, false, false])  // not editing
    tableView.setEditing(true, animated: false)
    #expect(try reorderControls(tableView) == [true, true, true])
    #expect(source.moves.isEmpty)  // the symbols tell; UIKit calls moveRowAt only for a move
    #expect(source.items == ["One", "Two", "Three"])
    try SimulatedUser(tableView).dragRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(source.moves == ["0->2"])
    #expect(source.items == ["Two", "Three", "One"])
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "One")
  }

  @Test("canMoveRowAt false: no control for that row; moveRowAt is not called")
  func canMoveFirst() throws {
    let source = GuardedReorderSource()
    let tableView = makeTable(source)
    tableView.setEditing(true, animated: false)
    #expect(try reorderControls(tableView) == [false, true, true])
    #expect(source.moves.isEmpty)
  }

  @Test("Without moveRowAt, no row shows a reorder control")
  func moveAbsent() throws {
    let tableView = makeTable(PlainSource())
    tableView.setEditing(true, animated: false)
    #expect(try reorderControls(tableView) == [false, false, false])
  }

  @Test("moveRowAt declared only in a subclass is never called: the face treats it as absent")
  func subclassOnlyMethod() throws {
    let source = SubclassMovingSource()
    let tableView = makeTable(source)
    tableView.setEditing(true, animated: false)
    #expect(try reorderControls(tableView) == [false, false])
    #expect(source.moves.isEmpty)  // Swift called the protocol's default, not the subclass's
  }
}

/// A delegate class without `didSelectRowAt`, and a subclass that declares it.
private class BaseSelectionDelegate: UITableViewDelegate {
  var selected: [Int] = []
}

private final class SubclassSelectingDelegate: BaseSelectionDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

/// The same method declared in the adopting class and overridden in the subclass: called.
private class BaseDeclaringDelegate: UITableViewDelegate {
  var selected: [Int] = []

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

private final class SubclassOverridingDelegate: BaseDeclaringDelegate {
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

@MainActor
@Suite("Optional methods in subclasses", .recordsUIKitExceptions)
struct OptionalMethodsSubclassTests {
  @Test(
    "A delegate method declared only in a subclass is never called; declared and overridden, it is")
  func subclassDelegate() throws {
    let source = PlainSource()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    tableView.dataSource = source
    let hidden = SubclassSelectingDelegate()
    tableView.delegate = hidden
    try SimulatedUser(tableView).tapRow(at: IndexPath(row: 1, section: 0))
    #expect(hidden.selected.isEmpty)  // Swift called the protocol's default
    let overriding = SubclassOverridingDelegate()
    tableView.delegate = overriding
    try SimulatedUser(tableView).tapRow(at: IndexPath(row: 2, section: 0))
    #expect(overriding.selected == [2])
  }
}
