import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// The face's UITableView through UIKit-style data sources and delegates (UITableViewFixtures),
// driven by ListBinding's `SimulatedUser`. Sources: Apple's
// UITableView pages (cellForRow(at:) "nil if the cell isn't visible or indexPath is out of
// range"; visibleCells; indexPath(for:); dequeueReusableCell(withIdentifier:for:) "you must
// register a class … before calling this method"), UITableViewDataSource
// tableView(_:commit:forRowAt:), and the issue-16 call moments (a call from didSelectRowAt runs
// at once on the committed table).

@MainActor
@Suite("UITableView: the face's table over ListBinding's", .recordsUIKitExceptions)
struct UITableViewTests {
  func makeTable(_ source: NotesSource) -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
    tableView.dataSource = source
    tableView.delegate = source
    tableView.reloadData()
    return tableView
  }

  @Test("The data source receives the UITableView itself")
  func dataSourceGetsFaceTable() {
    let source = NotesSource(["Milk", "Eggs"])
    let tableView = makeTable(source)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(!source.tables.isEmpty)
    #expect(source.tables.allSatisfy { $0 === tableView })
  }

  @Test("cellForRow(at:), visibleCells and indexPath(for:) deal in the user's own cells")
  func userCells() throws {
    let source = NotesSource(["Milk", "Eggs"])
    let tableView = makeTable(source)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
    #expect(cell.note == "Eggs")
    #expect(tableView.visibleCells.count == 2)
    #expect(tableView.visibleCells.allSatisfy { $0 is NoteCell })
    #expect(tableView.indexPath(for: cell) == IndexPath(row: 1, section: 0))
    #expect(
      tableView.indexPathsForVisibleRows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
      ])
    #expect(tableView.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
  }

  @Test("An invalid update reports NSInternalInconsistencyException and changes nothing")
  func invalidUpdate() {
    let source = NotesSource(["Milk", "Eggs"])
    let tableView = makeTable(source)
    source.notes.append("Bread")  // the data has 3 rows; the update below says 2 + 0
    // UIKit's reason, word for word (the message every "invalid number of rows" crash prints;
    // UIKit counts a reloaded row as one deleted and one inserted).
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Invalid update: invalid number of rows in section 0. The number of rows contained "
        + "in an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (2), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.visibleCells.count == 2)
  }

  @Test("reloadRows then cellForRow(at:) in didSelectRowAt gives the reloaded cell")
  func reloadFromDidSelect() throws {
    let source = NotesSource(["Milk", "Eggs"])
    source.reloadsOnSelect = true
    let tableView = makeTable(source)
    try SimulatedUser(tableView).tapRow(at: IndexPath(row: 0, section: 0))
    let cell = try #require(source.cellAfterReload as? NoteCell)
    #expect(cell.note == "Milk (read)")
  }

  @Test("A swipe's Delete commits through the data source, which deletes the row")
  func swipeToDelete() throws {
    let source = NotesSource(["Milk", "Eggs"])
    let tableView = makeTable(source)
    try SimulatedUser(tableView).swipeRow(at: IndexPath(row: 0, section: 0))
    try SimulatedUser(tableView).tapSwipeAction(at: 0)
    #expect(source.log == ["commit 0"])
    #expect(source.notes == ["Eggs"])
    #expect(tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test("dequeueReusableCell(withIdentifier:for:) without a registration reports UIKit's exception")
  func unregistered() {
    let source = NotesSource(["Milk"])
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    tableView.dataSource = source
    expectUIKitException(
      .internalInconsistencyException,
      reason: "unable to dequeue a cell with identifier NoteCell - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard"
    ) {
      tableView.reloadData()
    }
    // The cell returned is a plain UITableViewCell the data source fills in.
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Milk")
  }
}

/// A table subclass as UIKit code writes one: overrides of `reloadData()` and
/// `setEditing(_:animated:)` that call `super`.
private final class CountingTableView: UITableView {
  var reloads = 0
  var editingCalls: [Bool] = []

  override func reloadData() {
    reloads += 1
    super.reloadData()
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    editingCalls.append(editing)
    super.setEditing(editing, animated: animated)
  }
}

@MainActor
@Suite("UITableView subclasses and data source changes", .recordsUIKitExceptions)
struct UITableViewSubclassTests {
  @Test("A subclass overrides reloadData() and setEditing(_:animated:), as in UIKit")
  func overrides() {
    let tableView = CountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let source = PlainSource()
    tableView.dataSource = source
    tableView.reloadData()
    tableView.isEditing = true
    #expect(tableView.reloads == 1)
    #expect(tableView.editingCalls == [true])
    #expect(tableView.style == .plain)
    #expect(tableView.visibleCells.count == 3)
  }

  @Test("A new data source is asked for its data at the next question")
  func newDataSource() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    let first = PlainSource()
    tableView.dataSource = first
    #expect(tableView.visibleCells.count == 3)
    let second = PlainSource()
    second.items = ["Only"]
    tableView.dataSource = second
    #expect(tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Only"])
  }
}

@MainActor
@Suite("UITableView in a window: when it loads", .recordsUIKitExceptions)
struct UITableViewLoadingTests {
  @Test("Settings and registration do not load a table in a window; the first question does")
  func settingsDoNotLoad() {
    let controller = UIViewController()
    let window = showInWindow(controller)
    defer { _ = window }
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    controller.view.addSubview(tableView)
    let source = NotesSource(["Milk", "Eggs"])
    tableView.dataSource = source  // before the registration its cells need: no load yet
    tableView.rowHeight = 60
    tableView.allowsMultipleSelection = true
    tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
    #expect(source.tables.isEmpty)  // nothing asked yet
    #expect(tableView.indexPathForSelectedRow == nil)  // a call of the table: it loads
    #expect(!source.tables.isEmpty)
    #expect(tableView.visibleCells.count == 2)
  }
}
