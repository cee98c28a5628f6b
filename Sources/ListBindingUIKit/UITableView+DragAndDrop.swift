import Foundation
import ListBinding

// Drag and drop on a table, with UIKit's names: the drag and drop delegates, their items,
// sessions, proposals and coordinator. There is no system drag session here: a drag begins and
// ends inside one table, when a test simulates it (`simulateDragAndDrop(from:to:)` in
// ListBindingTesting). `NSItemProvider`, which the Foundation on Linux lacks, is in
// NSItemProvider.swift.

/// What a drop does with the dragged data, as `UIDropOperation`, with UIKit's raw values.
public enum UIDropOperation: UInt, Sendable {
  /// The drop does nothing.
  case cancel = 0
  /// The drop is refused here.
  case forbidden = 1
  /// The data is copied.
  case copy = 2
  /// The data is moved.
  case move = 3
}

/// One dragged item, as `UIDragItem`.
@MainActor
open class UIDragItem {
  /// The provider of the item's data, as `UIDragItem.itemProvider`.
  public let itemProvider: NSItemProvider

  /// An object only the app that began the drag reads, as `UIDragItem.localObject`.
  open var localObject: Any?

  /// Makes an item for `itemProvider`'s data, as `UIDragItem(itemProvider:)`.
  ///
  /// - Parameter itemProvider: The item's data.
  /// - Complexity: O(1).
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
  }
}

/// What drag and drop sessions have in common, as `UIDragDropSession`.
@MainActor
public protocol UIDragDropSession: AnyObject {
  /// The dragged items, as `UIDragDropSession.items`.
  var items: [UIDragItem] { get }
  /// Whether a drop may move the items rather than copy them, as
  /// `UIDragDropSession.allowsMoveOperation`: the drag delegate's
  /// `tableView(_:dragSessionAllowsMoveOperation:)`, `true` by default. A `.move` proposal of a
  /// session that allows no move is a `.cancel` (Apple's `UIDropOperation.move` page).
  var allowsMoveOperation: Bool { get }
  /// Whether the drag stays within the app that began it, as
  /// `UIDragDropSession.isRestrictedToDraggingApplication`: the drag delegate's
  /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`, `false` by default.
  var isRestrictedToDraggingApplication: Bool { get }
}

/// A drag, seen from where it began, as `UIDragSession`.
@MainActor
public protocol UIDragSession: UIDragDropSession {
  /// An object the app keeps with the drag, as `UIDragSession.localContext`.
  var localContext: Any? { get set }
}

/// A drag, seen from where it may drop, as `UIDropSession`.
@MainActor
public protocol UIDropSession: UIDragDropSession {
  /// The drag session, when the drag began in this app, as `UIDropSession.localDragSession`.
  var localDragSession: (any UIDragSession)? { get }
}

/// How a drop would be handled, as `UIDropProposal`.
@MainActor
open class UIDropProposal {
  /// What the drop does, as `UIDropProposal.operation`.
  public let operation: UIDropOperation

  /// Makes a proposal, as `UIDropProposal(operation:)`.
  ///
  /// - Parameter operation: What the drop does.
  /// - Complexity: O(1).
  public init(operation: UIDropOperation) {
    self.operation = operation
  }
}

/// How a drop on a table would be handled, as `UITableViewDropProposal`.
@MainActor
open class UITableViewDropProposal: UIDropProposal {
  /// Where the dropped content goes, as `UITableViewDropProposal.Intent`
  /// (`UITableViewDropIntent`), with UIKit's raw values.
  public enum Intent: Int, Sendable {
    /// The table decides nothing of where the content goes.
    case unspecified = 0
    /// The content is inserted at the destination index path.
    case insertAtDestinationIndexPath = 1
    /// The content goes into the row at the destination index path.
    case insertIntoDestinationIndexPath = 2
    /// The table chooses between inserting at and into the destination.
    case automatic = 3
  }

  /// Where the dropped content goes, as `UITableViewDropProposal.intent`.
  public let intent: Intent

  /// Makes a proposal, as `UITableViewDropProposal(operation:intent:)`.
  ///
  /// - Parameters:
  ///   - operation: What the drop does.
  ///   - intent: Where the content goes.
  /// - Complexity: O(1).
  public init(operation: UIDropOperation, intent: Intent) {
    self.intent = intent
    super.init(operation: operation)
  }

  /// Makes a proposal with an unspecified intent, as `UITableViewDropProposal(operation:)`.
  ///
  /// - Parameter operation: What the drop does.
  /// - Complexity: O(1).
  public override init(operation: UIDropOperation) {
    self.intent = .unspecified
    super.init(operation: operation)
  }
}

/// An item of a drop on a table, as `UITableViewDropItem`.
@MainActor
public protocol UITableViewDropItem: AnyObject {
  /// The dragged item, as `UITableViewDropItem.dragItem`.
  var dragItem: UIDragItem { get }
  /// The row the item was dragged from, when it began in this table, as
  /// `UITableViewDropItem.sourceIndexPath`.
  var sourceIndexPath: IndexPath? { get }
}

/// Animations that run with a drop, as `UIDragAnimating`. Nothing animates here: animations
/// added run at once.
@MainActor
public protocol UIDragAnimating: AnyObject {
  /// Adds animations, as `UIDragAnimating.addAnimations(_:)`.
  ///
  /// - Parameter animations: The animations; here they run at once.
  func addAnimations(_ animations: @escaping () -> Void)
}

/// What the drop delegate uses to perform a drop, as `UITableViewDropCoordinator`.
@MainActor
public protocol UITableViewDropCoordinator: AnyObject {
  /// The dropped items, as `UITableViewDropCoordinator.items`.
  var items: [any UITableViewDropItem] { get }
  /// Where the drop lands, as `UITableViewDropCoordinator.destinationIndexPath`.
  var destinationIndexPath: IndexPath? { get }
  /// The proposal the drop delegate made last, as `UITableViewDropCoordinator.proposal`.
  var proposal: UITableViewDropProposal { get }
  /// The drop's session, as `UITableViewDropCoordinator.session`.
  var session: any UIDropSession { get }
  /// Animates an item to a row the delegate has inserted or moved it to, as
  /// `UITableViewDropCoordinator.drop(_:toRowAt:)`.
  ///
  /// - Parameters:
  ///   - dragItem: The item.
  ///   - indexPath: The row.
  /// - Returns: The drop's animations.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}

/// The object that gives the items of a drag beginning on a row, as `UITableViewDragDelegate`.
@MainActor
public protocol UITableViewDragDelegate: AnyObject {
  /// The items to drag from the row, as
  /// `UITableViewDragDelegate.tableView(_:itemsForBeginning:at:)`; no items, no drag.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drag's session.
  ///   - indexPath: The row the drag begins on.
  /// - Returns: The items.
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]

  /// Tells the delegate a drag begins, as
  /// `UITableViewDragDelegate.tableView(_:dragSessionWillBegin:)`; always balanced by
  /// `tableView(_:dragSessionDidEnd:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table the drag began in.
  ///   - session: The drag's session.
  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)

  /// Tells the delegate a drag ended, dropped or not, as
  /// `UITableViewDragDelegate.tableView(_:dragSessionDidEnd:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table the drag began in.
  ///   - session: The drag's session.
  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)

  /// Whether a drop may move the dragged content rather than copy it, as
  /// `UITableViewDragDelegate.tableView(_:dragSessionAllowsMoveOperation:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table the drag began in.
  ///   - session: The drag's session.
  /// - Returns: Whether a move is allowed.
  func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool

  /// Whether the drag stays within this app, as
  /// `UITableViewDragDelegate.tableView(_:dragSessionIsRestrictedToDraggingApplication:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table the drag began in.
  ///   - session: The drag's session.
  /// - Returns: Whether other apps may not take the drop.
  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool
}

/// The object that takes drops on a table, as `UITableViewDropDelegate`.
@MainActor
public protocol UITableViewDropDelegate: AnyObject {
  /// Performs a drop, as `UITableViewDropDelegate.tableView(_:performDropWith:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - coordinator: The drop's items, destination and proposal.
  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)

  /// Whether the table takes the session's data, as
  /// `UITableViewDropDelegate.tableView(_:canHandle:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  /// - Returns: Whether the drop may happen.
  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool

  /// How a drop at `destinationIndexPath` would be handled, as
  /// `UITableViewDropDelegate.tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  ///   - destinationIndexPath: Where the drop would land.
  /// - Returns: The proposal.
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal

  /// Tells the delegate a drag entered the table, as
  /// `UITableViewDropDelegate.tableView(_:dropSessionDidEnter:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)

  /// Tells the delegate a drag left the table, as
  /// `UITableViewDropDelegate.tableView(_:dropSessionDidExit:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)

  /// Tells the delegate a drag that was over the table ended, dropped here or not, as
  /// `UITableViewDropDelegate.tableView(_:dropSessionDidEnd:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

/// The session of a drag simulated within one table: both its drag and its drop side.
@MainActor
final class TableDragSession: UIDragSession, UIDropSession {
  var items: [UIDragItem] = []
  var localContext: Any?
  var allowsMoveOperation = true
  var isRestrictedToDraggingApplication = false
  var localDragSession: (any UIDragSession)? { self }
}

/// An item of a simulated drop: the dragged item and the row it came from.
@MainActor
final class TableDropItem: UITableViewDropItem {
  let dragItem: UIDragItem
  let sourceIndexPath: IndexPath?

  init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
  }
}

/// Animations of a simulated drop: they run at once.
@MainActor
final class ImmediateDragAnimator: UIDragAnimating {
  func addAnimations(_ animations: @escaping () -> Void) { animations() }
}

/// The coordinator of a simulated drop.
@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
  let items: [any UITableViewDropItem]
  let destinationIndexPath: IndexPath?
  let proposal: UITableViewDropProposal
  let session: any UIDropSession
  /// The items the delegate dropped to rows, in order.
  private(set) var droppedItems: [(UIDragItem, IndexPath)] = []

  init(
    items: [any UITableViewDropItem], destinationIndexPath: IndexPath?,
    proposal: UITableViewDropProposal, session: any UIDropSession
  ) {
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
  }

  @discardableResult
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
    droppedItems.append((dragItem, indexPath))
    return ImmediateDragAnimator()
  }
}
