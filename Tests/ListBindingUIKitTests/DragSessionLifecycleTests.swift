import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's pages of UITableViewDragDelegate's tableView(_:dragSessionWillBegin:) ("Each
// call to this method is always balanced by a call to the tableView(_:dragSessionDidEnd:)
// method"), tableView(_:dragSessionAllowsMoveOperation:), UIDragInteractionDelegate's
// dragInteraction(_:sessionAllowsMoveOperation:) ("The default is true if you don't provide
// this method"), UIDropOperation.move ("You may use this operation only if the drop session's
// allowsMoveOperation property is true; otherwise, it's treated as a UIDropOperation.cancel
// operation"), and UITableViewDropDelegate's tableView(_:dropSessionDidEnter:),
// tableView(_:dropSessionDidExit:) and tableView(_:dropSessionDidEnd:) ("called regardless of
// whether the data was actually dropped onto the table view"). The order of the calls between
// itemsForBeginning and dragSessionWillBegin, and of the two ends, is assumed.

/// A list screen that reorders its rows by drag and drop and logs every session callback, as
/// an app that dims its toolbar during a drag writes it.
private final class ShelfController: DragListController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  var log: [String] = []
  var allowsMove = true
  var restricted = true
  var canHandleDrops = true

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard sourceIndexPath != destinationIndexPath else { return }
    log.append("moveRowAt")
    rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    log.append("itemsForBeginning")
    let item = UIDragItem(itemProvider: NSItemProvider())
    item.localObject = rows[indexPath.row]
    return [item]
  }

  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    log.append("isRestricted")
    return restricted
  }

  func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool {
    log.append("allowsMove")
    return allowsMove
  }

  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
    log.append("dragWillBegin")
    navigationItem.rightBarButtonItem?.isEnabled = false
  }

  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
    log.append("dragDidEnd")
    navigationItem.rightBarButtonItem?.isEnabled = true
  }

  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    log.append("canHandle")
    return canHandleDrops
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
    log.append("dropDidEnter")
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    log.append("dropDidUpdate \(destinationIndexPath.map { String($0.row) } ?? "nil")")
    return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
    log.append("dropDidExit")
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
    log.append("dropDidEnd")
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    log.append("performDrop")
  }
}

@MainActor
@Suite("Drag sessions: the drag and drop delegates' session callbacks", .recordsUIKitExceptions)
struct DragSessionLifecycleTests {
  @Test("A drop within the table: every session callback, in UIKit's order")
  func dropInTable() {
    let controller = ShelfController(rows: ["Emma", "Ulysses", "Dracula"])
    let window = showInWindow(controller)
    #expect(
      controller.tableView.simulateDragAndDrop(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
    #expect(
      controller.log == [
        "itemsForBeginning", "isRestricted", "allowsMove", "dragWillBegin", "canHandle",
        "dropDidEnter", "dropDidUpdate 2", "moveRowAt", "dropDidEnd", "dragDidEnd",
      ])
    #expect(controller.rows == ["Ulysses", "Dracula", "Emma"])
    _ = window
  }

  @Test("A session that allows no move: the move proposal is a cancel, and the drag still ends")
  func noMoveAllowed() {
    let controller = ShelfController(rows: ["Emma", "Ulysses", "Dracula"])
    controller.allowsMove = false
    let window = showInWindow(controller)
    #expect(
      !controller.tableView.simulateDragAndDrop(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
    #expect(
      controller.log == [
        "itemsForBeginning", "isRestricted", "allowsMove", "dragWillBegin", "canHandle",
        "dropDidEnter", "dropDidUpdate 2", "dropDidEnd", "dragDidEnd",
      ])
    #expect(controller.rows == ["Emma", "Ulysses", "Dracula"])
    _ = window
  }

  @Test("A drop delegate that cannot handle the session: no drop callbacks, the drag ends")
  func cannotHandle() {
    let controller = ShelfController(rows: ["Emma", "Ulysses"])
    controller.canHandleDrops = false
    let window = showInWindow(controller)
    #expect(
      !controller.tableView.simulateDragAndDrop(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    #expect(
      controller.log == [
        "itemsForBeginning", "isRestricted", "allowsMove", "dragWillBegin", "canHandle",
        "dragDidEnd",
      ])
    _ = window
  }

  @Test("A drag out of the app: the drop side enters, exits and ends; no drop")
  func dragOut() {
    let controller = ShelfController(rows: ["Emma", "Ulysses"])
    let window = showInWindow(controller)
    #expect(controller.tableView.simulateDragOut(from: IndexPath(row: 1, section: 0)))
    #expect(
      controller.log == [
        "itemsForBeginning", "isRestricted", "allowsMove", "dragWillBegin", "canHandle",
        "dropDidEnter", "dropDidUpdate 1", "dropDidExit", "dropDidEnd", "dragDidEnd",
      ])
    #expect(controller.rows == ["Emma", "Ulysses"])
    controller.log = []
    controller.tableView.dropDelegate = nil
    #expect(controller.tableView.simulateDragOut(from: IndexPath(row: 0, section: 0)))
    #expect(
      controller.log == [
        "itemsForBeginning", "isRestricted", "allowsMove", "dragWillBegin", "dragDidEnd",
      ])
    _ = window
  }

  @Test("A drag out that cannot begin asks nothing past the items")
  func dragOutRefused() {
    let controller = ShelfController(rows: ["Emma"])
    let window = showInWindow(controller)
    for path in [IndexPath(row: 1, section: 0), IndexPath(row: -1, section: 0), IndexPath()] {
      #expect(!controller.tableView.simulateDragOut(from: path))
    }
    controller.tableView.dragInteractionEnabled = false
    #expect(!controller.tableView.simulateDragOut(from: IndexPath(row: 0, section: 0)))
    #expect(controller.log.isEmpty)
    _ = window
  }

  @Test("Defaults: a drag delegate without the session methods allows moves, is not restricted")
  func defaults() throws {
    final class Minimal: UITableViewDragDelegate {
      var session: (any UIDragSession)?
      func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
        at indexPath: IndexPath
      ) -> [UIDragItem] {
        self.session = session
        return [UIDragItem(itemProvider: NSItemProvider())]
      }
    }
    let controller = ShelfController(rows: ["Emma", "Ulysses"])
    let window = showInWindow(controller)
    let minimal = Minimal()
    controller.tableView.dragDelegate = minimal
    #expect(
      controller.tableView.simulateDragAndDrop(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    #expect(
      controller.log == ["canHandle", "dropDidEnter", "dropDidUpdate 1", "moveRowAt", "dropDidEnd"])
    let session = try #require(minimal.session)
    #expect(session.allowsMoveOperation)
    #expect(!session.isRestrictedToDraggingApplication)
    _ = window
  }
}
