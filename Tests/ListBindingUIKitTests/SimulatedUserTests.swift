import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// ListBinding's simulated user on both faces: each gesture runs the same scenario on a native
// TableView and on a UITableView (fixtures in SimulatedUserFixtures), with the same outcome.
// UIKit has no calls for a user's gestures; what each reaches follows Apple's pages of the
// methods it calls: tableView(_:didSelectRowAt:), tableView(_:commit:forRowAt:) (a swipe's
// Delete and the editing control's), tableView(_:moveRowAt:to:), tableView(_:
// accessoryButtonTappedForRowWith:), tableView(_:sectionForSectionIndexTitle:at:),
// UIRefreshControl ("sends valueChanged" when the user pulls), scrollViewDidScroll(_:), and
// UIControl's events for buttons and switches.

/// A table of the shelf on one face, with the user of it.
@MainActor
struct ShelfTable {
  let shelf: Shelf
  let user: SimulatedUser
  /// Puts the table in editing mode, as the face's code does.
  let startEditing: () throws -> Void
  /// The data source and delegate, kept alive (tables hold them weakly).
  let source: AnyObject
}

enum Face: String, CaseIterable, Sendable {
  case native
  case uiKit

  @MainActor
  func shelfTable(books: Int = 30) throws -> ShelfTable {
    let shelf = Shelf(count: books)
    let frame = CGRect(x: 0, y: 0, width: 320, height: 440)
    switch self {
    case .native:
      let source = NativeShelfSource(shelf)
      let tableView = TableView(style: .plain)
      tableView.frame = frame
      tableView.dataSource = source
      tableView.delegate = source
      tableView.refreshControl = shelf.refreshControl()
      try tableView.reloadData()
      shelf.log = []
      return ShelfTable(
        shelf: shelf, user: SimulatedUser(tableView),
        startEditing: { try tableView.setEditing(true, animated: false) }, source: source)
    case .uiKit:
      let source = UIKitShelfSource(shelf)
      let tableView = UITableView(frame: frame, style: .plain)
      tableView.dataSource = source
      tableView.delegate = source
      tableView.refreshControl = shelf.refreshControl()
      tableView.reloadData()
      shelf.log = []
      return ShelfTable(
        shelf: shelf, user: SimulatedUser(tableView),
        startEditing: { tableView.setEditing(true, animated: false) }, source: source)
    }
  }
}

/// One gesture of the user, and what it does to the shelf.
enum Gesture: String, CaseIterable, Sendable {
  case tapRow, swipeAndTapAction, fullSwipe, editingControl, dragRow, accessoryButton
  case cellButton, cellSwitch, pullToRefresh, scrollDrag, sectionIndexTitle

  @MainActor
  func perform(on table: ShelfTable) throws {
    let user = table.user
    let row = { (row: Int) in IndexPath(row: row, section: 0) }
    switch self {
    case .tapRow: try user.tapRow(at: row(1))
    case .swipeAndTapAction:
      try user.swipeRow(at: row(0))
      try user.tapSwipeAction(at: 0)
    case .fullSwipe: try user.swipeRow(at: row(2), edge: .trailing, fully: true)
    case .editingControl:
      try table.startEditing()
      try user.tapEditingControl(at: row(1))
      try user.tapSwipeAction(at: 0)
    case .dragRow:
      try table.startEditing()
      try user.dragRow(from: row(0), to: row(2))
    case .accessoryButton: try user.tapAccessoryButton(at: row(0))
    case .cellButton:
      try user.tap(BookCell.shown(at: row(1), in: user.tableView).lend)
    case .cellSwitch:
      try user.tap(BookCell.shown(at: row(1), in: user.tableView).favourite)
    case .pullToRefresh: try user.pullToRefresh()
    case .scrollDrag: try user.drag(by: 100)
    case .sectionIndexTitle: try user.tapSectionIndexTitle(at: 1)
    }
  }

  /// What the shelf logs.
  var expectedLog: [String] {
    switch self {
    case .tapRow: ["select 1"]
    case .swipeAndTapAction: ["commit delete Book 1"]
    case .fullSwipe: ["commit delete Book 3"]
    case .editingControl: ["commit delete Book 2"]
    case .dragRow: ["move 0 to 2"]
    case .accessoryButton: ["accessory 0"]
    case .cellButton: ["lend Book 2"]
    case .cellSwitch: ["favourite Book 2 true"]
    case .pullToRefresh: ["refresh"]
    case .scrollDrag: ["scroll 100.0"]
    case .sectionIndexTitle: ["index B"]
    }
  }
}

@MainActor
@Suite("SimulatedUser: one user for both faces", .recordsUIKitExceptions)
struct SimulatedUserTests {
  @Test(
    "Each gesture does the same on a native table and on a UITableView", arguments: Gesture.allCases
  )
  func sameOnBothFaces(_ gesture: Gesture) throws {
    let native = try Face.native.shelfTable()
    let face = try Face.uiKit.shelfTable()
    try gesture.perform(on: native)
    try gesture.perform(on: face)
    #expect(native.shelf.log == gesture.expectedLog)
    #expect(face.shelf.log == gesture.expectedLog)
    #expect(native.shelf.books == face.shelf.books)
    let nativeRows = try native.user.tableView.numberOfRows(inSection: 0)
    #expect(try nativeRows == face.user.tableView.numberOfRows(inSection: 0))
    #expect(
      native.user.tableView.indexPathsForSelectedRows
        == face.user.tableView.indexPathsForSelectedRows)
    #expect(native.user.tableView.contentOffset == face.user.tableView.contentOffset)
    #expect(
      try native.user.tableView.render(with: PlainTextRenderer())
        == face.user.tableView.render(with: PlainTextRenderer()))
  }

  @Test("A swipe reveals the same actions on both faces", arguments: Face.allCases)
  func revealedActions(_ face: Face) throws {
    let table = try face.shelfTable()
    try table.user.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(table.user.revealedSwipeActions?.titles == ["Delete"])
    #expect(table.user.revealedSwipeActions?.indexPath == IndexPath(row: 1, section: 0))
  }

  @Test(
    "A gesture that cannot happen throws UIKit's words and changes nothing",
    arguments: Face.allCases)
  func impossibleGestures(_ face: Face) throws {
    let table = try face.shelfTable(books: 3)
    let user = table.user
    let row = { (row: Int) in IndexPath(row: row, section: 0) }
    let cases: [(String, () throws(TableViewError) -> Void)] = [
      (
        "Attempted to access an out-of-bounds row (7) when there are only 3 rows in section 0.",
        { () throws(TableViewError) in try user.tapRow(at: row(7)) }
      ),
      (
        "Attempted to access an out-of-bounds row (3) when there are only 3 rows in section 0.",
        { () throws(TableViewError) in try user.swipeRow(at: row(3)) }
      ),
      (
        "there is no swipe action at position 0: 0 actions show",
        { () throws(TableViewError) in try user.tapSwipeAction(at: 0) }
      ),
      (
        "the row at {length = 2, path = 0 - 1} shows no editing control: the table is not "
          + "editing, the data source cannot edit the row, or its editing style is none",
        { () throws(TableViewError) in try user.tapEditingControl(at: row(1)) }
      ),
      (
        "the row at {length = 2, path = 0 - 0} shows no reorder control: the table is not "
          + "editing, or the data source cannot move the row",
        { () throws(TableViewError) in try user.dragRow(from: row(0), to: row(2)) }
      ),
      (
        "the row at {length = 2, path = 0 - 1} shows no accessory button: its cell is not in "
          + "the viewport, or its accessory is neither detailButton nor detailDisclosureButton",
        { () throws(TableViewError) in try user.tapAccessoryButton(at: row(1)) }
      ),
      (
        "there is no section index title at position 2: the section index shows 2 titles",
        { () throws(TableViewError) in try user.tapSectionIndexTitle(at: 2) }
      ),
    ]
    for (message, gesture) in cases {
      let error = try #require(throws: TableViewError.self) { try gesture() }
      #expect(error.message == message)
    }
    #expect(table.shelf.log.isEmpty)
    #expect(table.shelf.books == ["Book 1", "Book 2", "Book 3"])
    #expect(user.tableView.indexPathsForSelectedRows == nil)
  }

  @Test("Pulling a table without a refresh control throws", arguments: Face.allCases)
  func pullWithoutRefreshControl(_ face: Face) throws {
    let table = try face.shelfTable(books: 3)
    table.user.tableView.refreshControl = nil
    #expect(throws: TableViewError.noRefreshControl) { try table.user.pullToRefresh() }
    #expect(
      TableViewError.noRefreshControl.message
        == "the table has no refresh control to pull: set its refreshControl first")
  }

  @Test("What a callback throws comes out of the user's gesture")
  func callbackErrorsPassThrough() throws {
    struct Jammed: Error {}
    let table = try Face.native.shelfTable(books: 3)
    let cell = try #require(
      table.user.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? BookCell)
    cell.lend.addAction { _ in throw Jammed() }
    let error = try #require(throws: TableViewError.self) { try table.user.tap(cell.lend) }
    guard case .callbackFailed(_, let underlying) = error else {
      Issue.record("expected callbackFailed, got \(error)")
      return
    }
    #expect(underlying is Jammed)
    #expect(table.shelf.log == ["lend Book 1"])
  }

  @Test("The user's gestures log as the table's own methods do", arguments: Gesture.allCases)
  func eventLogMatchesNativeMethods(_ gesture: Gesture) throws {
    let byUser = try Face.native.shelfTable()
    let byMethods = try Face.native.shelfTable()
    let userLog = TableEventLog(byUser.user.tableView)
    let methodLog = TableEventLog(byMethods.user.tableView)
    try gesture.perform(on: byUser)
    try gesture.performByNativeMethods(on: byMethods)
    #expect(userLog.lines == methodLog.lines)
    // A switch's tap is no call of the table's: the table logs nothing for it either way.
    #expect(userLog.lines.isEmpty == (gesture == .cellSwitch))
  }

  @Test("A UITableView no call has loaded loads at the user's first gesture")
  func gestureLoadsTheFaceTable() throws {
    // UIKit loads a table's data at its first layout, before a finger can reach it (the
    // article "The object model"); the face loads it when the user first reaches for it.
    let shelf = Shelf(count: 3)
    let source = UIKitShelfSource(shelf)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    tableView.dataSource = source
    tableView.delegate = source
    try SimulatedUser(tableView).tapRow(at: IndexPath(row: 2, section: 0))
    #expect(shelf.log == ["select 2"])
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test(
    "A face's table is its native table, loaded, and renders through its host",
    arguments: Face.allCases)
  func hostedTable(_ face: Face) throws {
    let table = try face.shelfTable(books: 3)
    #expect(try table.user.tableView.numberOfRows(inSection: 0) == 3)
    expectRendered(
      table.user.host,
      matches: """
          Book 1 [Lend] [off] ⓘ  A
          Book 2 [Lend] [off]    B
          Book 3 [Lend] [off]
        """)
  }
}

extension Gesture {
  /// The gesture through the native table's own methods, not the user.
  @MainActor
  func performByNativeMethods(on table: ShelfTable) throws {
    let tableView = table.user.tableView
    let row = { (row: Int) in IndexPath(row: row, section: 0) }
    switch self {
    case .tapRow: try tableView.tapRow(at: row(1))
    case .swipeAndTapAction:
      try tableView.swipeRow(at: row(0))
      try tableView.tapSwipeAction(at: 0)
    case .fullSwipe: try tableView.swipeRow(at: row(2), edge: .trailing, fully: true)
    case .editingControl:
      try table.startEditing()
      try tableView.tapEditingControl(at: row(1))
      try tableView.tapSwipeAction(at: 0)
    case .dragRow:
      try table.startEditing()
      try tableView.dragRow(from: row(0), to: row(2))
    case .accessoryButton: try tableView.tapAccessoryButton(at: row(0))
    case .cellButton:
      try BookCell.shown(at: row(1), in: tableView).lend.tap()
    case .cellSwitch:
      try BookCell.shown(at: row(1), in: tableView).favourite.tap()
    case .pullToRefresh: try tableView.pullToRefresh()
    case .scrollDrag: try tableView.drag(by: 100)
    case .sectionIndexTitle: try tableView.tapSectionIndexTitle(at: 1)
    }
  }
}

extension BookCell {
  /// No cell shows the row: scrolled away, or the row is gone.
  struct NotShown: Error {}

  /// The cell showing a row, for a finger to reach its controls.
  @MainActor
  static func shown(at indexPath: IndexPath, in tableView: TableView) throws -> BookCell {
    guard let cell = tableView.cellForRow(at: indexPath) as? BookCell else { throw NotShown() }
    return cell
  }
}
