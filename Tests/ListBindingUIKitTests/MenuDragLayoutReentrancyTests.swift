import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// User code that calls back into the table from the callbacks the face gained last: the
// context menu's preview and display methods, the drag and drop session lifecycle, a
// controller's viewWillLayoutSubviews()/viewDidLayoutSubviews(), and the older
// tableView(_:editActionsForRowAt:). Each reloads (the model changed), deletes a row with the
// model, or deletes one the model kept, which UIKit refuses with its exception. Sources:
// UITableView.deleteRows(at:with:) and performBatchUpdates(_:completion:) (UIKit raises
// NSInternalInconsistencyException when the data source's counts do not match the update);
// UITableViewDelegate's tableView(_:previewForHighlightingContextMenuWithConfiguration:),
// tableView(_:previewForDismissingContextMenuWithConfiguration:),
// tableView(_:willPerformPreviewActionForMenuWith:animator:),
// tableView(_:willDisplayContextMenu:animator:) and
// tableView(_:willEndContextMenuInteraction:animator:); UITableViewDragDelegate's
// tableView(_:dragSessionWillBegin:) and tableView(_:dragSessionDidEnd:);
// UITableViewDropDelegate's tableView(_:dropSessionDidEnter:), tableView(_:dropSessionDidExit:)
// and tableView(_:dropSessionDidEnd:); UIViewController.viewWillLayoutSubviews() and
// viewDidLayoutSubviews(); tableView(_:editActionsForRowAt:). Apple says nothing of a call
// into the table from these: that UIKit runs it at once from the menu, drag and layout
// callbacks, which it makes at a touch or outside the table's own work, is *assumed*; the table
// asks editActionsForRowAt while it prepares a swipe, and a drop that reorders calls the data
// source's moveRowAt as a reorder does, with hasUncommittedUpdates true: moments at which the
// face defers calls (see the "Call moments" article).

/// A bookshelf, written as UIKit code is, whose rows show a context menu, can be dragged and
/// swiped, and which runs `onCallback` with the name of each callback it hears.
private final class ReentrantShelfController: DragListController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  static let all = ["Dune", "Emma", "Ivanhoe", "Kim", "Lolita", "Middlemarch", "Nostromo"]
  /// What the screen does as it hears each callback, by the callback's name.
  var onCallback: ((String) -> Void)?

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    onCallback?("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    onCallback?("viewDidLayoutSubviews")
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    onCallback?("moveRowAt")
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  {
    onCallback?("editActionsForRowAt")
    return [
      UITableViewRowAction(style: .destructive, title: "Remove") { [weak self] _, indexPath in
        self?.rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
      }
    ]
  }

  // MARK: Context menu

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
    }
  }

  override func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    onCallback?("previewForHighlightingContextMenu")
    return nil
  }

  override func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    onCallback?("previewForDismissingContextMenu")
    return nil
  }

  override func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) {
    onCallback?("willPerformPreviewAction")
  }

  override func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    onCallback?("willDisplayContextMenu")
  }

  override func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    onCallback?("willEndContextMenuInteraction")
  }

  // MARK: Drag and drop

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    let item = UIDragItem(itemProvider: NSItemProvider())
    item.localObject = rows[indexPath.row]
    return [item]
  }

  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
    onCallback?("dragSessionWillBegin")
  }

  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
    onCallback?("dragSessionDidEnd")
  }

  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    true
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
    onCallback?("dropSessionDidEnter")
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
    onCallback?("dropSessionDidExit")
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
    onCallback?("dropSessionDidEnd")
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {}
}

/// A badge a row shows, managed by a controller of its own whose view the cell holds, as
/// screens that put a small controller's view in a cell write it.
private final class BadgeController: UIViewController {
  /// What `viewDidLayoutSubviews()` does after `super`.
  var onLayout: (() -> Void)?

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    onLayout?()
  }
}

/// A list whose first row shows the badge controller's view.
private final class BadgedListController: UITableViewController {
  var rows = ["Inbox", "Drafts", "Sent", "Archive", "Spam", "Trash"]
  let badge = BadgeController()

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    if indexPath.row == 0 {
      badge.view.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
      cell.contentView.addSubview(badge.view)
    }
    return cell
  }
}

/// What the screen does to its table from a callback.
enum ShelfReentry: String, CaseIterable, Sendable {
  /// The model changes, then `reloadData()`.
  case reload
  /// The first book goes from the model, then `deleteRows(at:with:)` deletes its row.
  case delete
  /// `deleteRows(at:with:)` of the first row, the model unchanged: UIKit raises.
  case deleteKeepingModel
}

/// A callback of the screen, and the user's gesture or the change that makes it.
enum ShelfCallback: String, CaseIterable, Sendable {
  case previewForHighlightingContextMenu, willDisplayContextMenu, willPerformPreviewAction
  case willEndContextMenuInteraction, previewForDismissingContextMenu
  case dragSessionWillBegin, dragSessionDidEnd, dropSessionDidEnter, dropSessionDidExit
  case dropSessionDidEnd, moveRowAt
  case viewWillLayoutSubviews, viewDidLayoutSubviews
  case editActionsForRowAt
}

@MainActor
@Suite(
  "Context menu, drag session, layout and row action callbacks that call back into the table",
  .recordsUIKitExceptions)
struct MenuDragLayoutReentrancyTests {
  /// The shelf on screen, in a window.
  private func shown() -> (ReentrantShelfController, UIWindow) {
    let shelf = ReentrantShelfController(rows: ReentrantShelfController.all)
    let window = showInWindow(shelf)
    return (shelf, window)
  }

  /// The user's gesture, or the change, that makes the screen hear `callback`; throws what the
  /// simulated user's swipe throws.
  private func perform(
    _ callback: ShelfCallback, on shelf: ReentrantShelfController, in window: UIWindow
  ) throws {
    let table: UITableView = shelf.tableView
    let row = IndexPath(row: 2, section: 0)
    switch callback {
    case .previewForHighlightingContextMenu, .willDisplayContextMenu:
      _ = table.simulateContextMenu(forRowAt: row)
    case .willPerformPreviewAction:
      _ = table.simulateContextMenu(forRowAt: row)
      table.simulateTapOnContextMenuPreview()
    case .willEndContextMenuInteraction, .previewForDismissingContextMenu:
      _ = table.simulateContextMenu(forRowAt: row)
      table.simulateContextMenuDismissal()
    case .dragSessionWillBegin, .dragSessionDidEnd, .dropSessionDidEnter, .dropSessionDidEnd,
      .moveRowAt:
      table.simulateDragAndDrop(from: row, to: IndexPath(row: 4, section: 0))
    case .dropSessionDidExit:
      table.simulateDragOut(from: row)
    case .viewWillLayoutSubviews, .viewDidLayoutSubviews:
      // The phone turns: the window, and the table with it, takes a new size.
      window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    case .editActionsForRowAt:
      try SimulatedUser(table).swipeRow(at: row)
    }
  }

  /// What the screen did from its callback: whether it called the table, and the number of
  /// rows the table counted right after.
  private final class Reentered {
    var countAfterCall: Int?
  }

  /// Makes the shelf do `reentry` the first time it hears `callback`, and only then.
  private func arm(
    _ shelf: ReentrantShelfController, _ reentry: ShelfReentry, at callback: ShelfCallback
  ) -> Reentered {
    let reentered = Reentered()
    shelf.onCallback = { [weak shelf] name in
      guard let shelf, reentered.countAfterCall == nil, name == callback.rawValue else { return }
      defer { reentered.countAfterCall = shelf.tableView.numberOfRows(inSection: 0) }
      let first = IndexPath(row: 0, section: 0)
      switch reentry {
      case .reload:
        shelf.rows.reverse()
        shelf.tableView.reloadData()
      case .delete:
        shelf.rows.removeFirst()
        shelf.tableView.deleteRows(at: [first], with: .automatic)
      case .deleteKeepingModel:
        shelf.tableView.deleteRows(at: [first], with: .automatic)
      }
    }
    return reentered
  }

  /// The rows the gesture alone leaves, on a shelf nobody re-enters.
  private func rowsAfterGesture(_ callback: ShelfCallback) throws -> [String] {
    let (shelf, window) = shown()
    defer { _ = window }
    try perform(callback, on: shelf, in: window)
    return shelf.rows
  }

  /// The rows on screen are the model's, and the table counts the model's rows.
  private func expectConsistent(
    _ shelf: ReentrantShelfController, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let table: UITableView = shelf.tableView
    table.layoutIfNeeded()
    #expect(
      table.numberOfRows(inSection: 0) == shelf.rows.count, comment, sourceLocation: sourceLocation
    )
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(!visible.isEmpty, comment, sourceLocation: sourceLocation)
    #expect(
      visible.map { table.cellForRow(at: $0)?.textLabel?.text }
        == visible.map { shelf.rows[$0.row] },
      comment, sourceLocation: sourceLocation)
    #expect(table.visibleCells.count == visible.count, comment, sourceLocation: sourceLocation)
  }

  @Test(
    "A consistent reload or delete from the callback runs; the table follows the model",
    arguments: ShelfCallback.allCases, [ShelfReentry.reload, .delete])
  func consistentCall(callback: ShelfCallback, reentry: ShelfReentry) async throws {
    let comment = Comment(rawValue: "\(reentry) from \(callback)")
    let alone = try rowsAfterGesture(callback)
    let (shelf, window) = shown()
    defer { _ = window }
    let reentered = arm(shelf, reentry, at: callback)
    let count = ReentrantShelfController.all.count
    try perform(callback, on: shelf, in: window)
    await drainMainQueue()
    if reentry == .delete {
      // At once, but from the methods the table calls while it prepares a change: the swipe's
      // actions, and the data source's move during a drop (as during a reorder).
      let deferred = [ShelfCallback.editActionsForRowAt, .moveRowAt].contains(callback)
      #expect(reentered.countAfterCall == (deferred ? count : count - 1), comment)
      #expect(shelf.rows.count == alone.count - 1, comment)
    } else {
      #expect(Set(shelf.rows) == Set(alone), comment)
    }
    expectConsistent(shelf, comment)
  }

  @Test(
    "A delete the model kept, from the callback: UIKit's exception at the gesture, no change",
    arguments: ShelfCallback.allCases)
  func refusedCall(callback: ShelfCallback) async throws {
    let comment = Comment(rawValue: "deleteKeepingModel from \(callback)")
    let alone = try rowsAfterGesture(callback)
    let (shelf, window) = shown()
    defer { _ = window }
    let reentered = arm(shelf, .deleteKeepingModel, at: callback)
    let count = ReentrantShelfController.all.count
    let reason =
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
      + "existing section after the update (\(count)) must be equal to the number of rows "
      + "contained in that section before the update (\(count)), plus or minus the number of "
      + "rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus "
      + "the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    if callback == .editActionsForRowAt {
      // The swipe asks while it prepares: the delete waits for the swipe, and its error comes
      // out of the simulated user's gesture (see the "Call moments" article).
      let error = #expect(throws: TableViewError.self, comment) {
        try perform(callback, on: shelf, in: window)
      }
      #expect(error?.message == reason, comment)
    } else {
      try expectUIKitException(.internalInconsistencyException, reason: reason) {
        try perform(callback, on: shelf, in: window)
      }
    }
    await drainMainQueue()
    #expect(reentered.countAfterCall == count, comment)
    #expect(shelf.rows == alone, comment)
    expectConsistent(shelf, comment)
  }

  // The table lays out the views of a cell it displays as part of its own work: a call from a
  // controller whose view is there waits until that work is done (see the "Call moments"
  // article), as from willDisplay.
  @Test("A controller's view in a cell whose viewDidLayoutSubviews deletes a row: after the reload")
  func embeddedLayoutDeletes() {
    let list = BadgedListController(style: .plain)
    let window = showInWindow(list)
    defer { _ = window }
    var countAfterCall: Int?
    list.badge.onLayout = { [weak list] in
      guard let list, countAfterCall == nil else { return }
      list.rows.removeLast()
      list.tableView.deleteRows(at: [IndexPath(row: list.rows.count, section: 0)], with: .fade)
      countAfterCall = list.tableView.numberOfRows(inSection: 0)
    }
    list.rows.reverse()
    list.tableView.reloadData()
    #expect(countAfterCall == 6)
    #expect(list.tableView.numberOfRows(inSection: 0) == 5)
    #expect(
      list.tableView.visibleCells.map { $0.textLabel?.text }
        == ["Trash", "Spam", "Archive", "Sent", "Drafts"])
  }

  @Test(
    "A controller's view in a cell whose viewDidLayoutSubviews deletes a kept row: the reload raises"
  )
  func embeddedLayoutRefusedDelete() {
    let list = BadgedListController(style: .plain)
    let window = showInWindow(list)
    defer { _ = window }
    var asked = false
    list.badge.onLayout = { [weak list] in
      guard let list, !asked else { return }
      asked = true
      list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    list.rows.reverse()
    expectUIKitException(.internalInconsistencyException) {
      list.tableView.reloadData()
    }
    #expect(asked)
    // The reload stays; the delete asked from inside it changed nothing.
    #expect(list.tableView.numberOfRows(inSection: 0) == 6)
    #expect(
      list.tableView.visibleCells.map { $0.textLabel?.text }
        == ["Trash", "Spam", "Archive", "Sent", "Drafts", "Inbox"])
  }
}
