import Foundation
import ListBinding

// Drag and drop on a table, with UIKit's names: the drag and drop delegates, their items,
// sessions, proposals and coordinator. There is no system drag session here: a drag begins and
// ends inside one table, when a test simulates it (`simulateDragAndDrop(from:to:)` in
// ListBindingTesting).

#if !canImport(Darwin)
  /// An item's data, as Foundation's `NSItemProvider` (which the Foundation on Linux lacks).
  ///
  /// Only what a table's drag needs: a drag within one table carries its data as the drag
  /// item's `localObject`, so this provider holds no data and registers no type.
  open class NSItemProvider {
    /// Makes an empty provider, as `NSItemProvider()`.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// The uniform type identifiers the provider has data for, as
    /// `NSItemProvider.registeredTypeIdentifiers`: none.
    ///
    /// - Complexity: O(1).
    open var registeredTypeIdentifiers: [String] { [] }
  }
#endif

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
}

extension UITableViewDropDelegate {
  /// The optional method's default: `true`, as UIKit takes a drop whose delegate does not
  /// implement `tableView(_:canHandle:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  /// - Returns: `true`.
  /// - Complexity: O(1).
  public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    true
  }

  /// The optional method's default: a `.cancel` proposal, so a delegate that proposes nothing
  /// takes no drop (*assumed*: UIKit documents this for `UIDropInteractionDelegate`).
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop's session.
  ///   - destinationIndexPath: Where the drop would land.
  /// - Returns: A proposal to cancel.
  /// - Complexity: O(1).
  public func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    UITableViewDropProposal(operation: .cancel)
  }
}

/// The session of a drag simulated within one table: both its drag and its drop side.
@MainActor
final class TableDragSession: UIDragSession, UIDropSession {
  var items: [UIDragItem] = []
  var localContext: Any?
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

extension UITableView {
  /// Whether `indexPath` names a row of the table now.
  private func namesRow(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < numberOfSections else {
      return false
    }
    return indexPath[1] >= 0 && indexPath[1] < numberOfRows(inSection: indexPath[0])
  }

  /// Whether a row dragged from `source` can land at `destination`: a row of the source's
  /// section, or a place up to the end of another section.
  private func acceptsDrop(at destination: IndexPath, from source: IndexPath) -> Bool {
    guard destination.count == 2, destination[0] >= 0, destination[0] < numberOfSections,
      destination[1] >= 0
    else { return false }
    let rows = numberOfRows(inSection: destination[0])
    return destination[0] == source[0] ? destination[1] < rows : destination[1] <= rows
  }

  /// A user's drag of the row at `source`, dropped at `destination`, in UIKit's order: the drag
  /// delegate's `tableView(_:itemsForBeginning:at:)`, the drop delegate's
  /// `tableView(_:canHandle:)`, `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`,
  /// then the drop. A `.move` proposal inserting at the destination, for rows of this table
  /// whose data source implements `tableView(_:moveRowAt:to:)`, moves the row as a reorder does
  /// (the data source's `tableView(_:moveRowAt:to:)`, then the table's `moveRow(at:to:)`, which
  /// validates the data source's counts); any other `.copy` or `.move` proposal goes to the drop
  /// delegate's `tableView(_:performDropWith:)`.
  ///
  /// - Returns: Whether a drop happened: `false`, with nothing asked or changed past that
  ///   point, when drag interaction is off, a delegate is missing, either index path names no
  ///   place in the table (before or after the drag delegate answers), the drag has no items,
  ///   or the drop delegate refuses or cancels it.
  /// - Complexity: O(*k* + *s*), for *k* dragged items and *s* sections, besides the delegates
  ///   and the move's update.
  package func performDragAndDrop(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard dragInteractionEnabled, let dragDelegate, namesRow(source),
      acceptsDrop(at: destination, from: source)
    else { return false }
    let session = TableDragSession()
    let items = dragDelegate.tableView(self, itemsForBeginning: session, at: source)
    // The delegate may have changed the table: the drag goes on only if both places still hold.
    guard !items.isEmpty, namesRow(source), acceptsDrop(at: destination, from: source),
      let dropDelegate
    else { return false }
    session.items = items
    guard dropDelegate.tableView(self, canHandle: session) else { return false }
    let proposal = dropDelegate.tableView(
      self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    guard proposal.operation == .move || proposal.operation == .copy,
      namesRow(source), acceptsDrop(at: destination, from: source)
    else { return false }
    if proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath,
      let dataSource, adapter.implementsMove(dataSource, in: self, at: source)
    {
      guard source != destination else { return true }
      dataSource.tableView(self, moveRowAt: source, to: destination)
      moveRow(at: source, to: destination)
      return true
    }
    let dropItems: [any UITableViewDropItem] = items.map {
      TableDropItem(dragItem: $0, sourceIndexPath: source)
    }
    let coordinator = TableDropCoordinator(
      items: dropItems, destinationIndexPath: destination, proposal: proposal, session: session)
    dropDelegate.tableView(self, performDropWith: coordinator)
    return true
  }
}
