import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's pages "Supporting drag and drop in table views" (the table calls the drag
// delegate's tableView(_:itemsForBeginning:at:) when a drag begins; the drop delegate's
// tableView(_:performDropWith:) incorporates the drop), UITableViewDropDelegate (only
// tableView(_:performDropWith:) is required), tableView(_:dropSessionDidUpdate:
// withDestinationIndexPath:), UITableViewDropProposal.Intent, UITableViewDropCoordinator
// (items, destinationIndexPath, proposal, session, drop(_:toRowAt:)), UIDragItem, and the
// sample code "Adopting Drag and Drop in a Table View": a local drag proposes .move with
// .insertAtDestinationIndexPath, and the table reorders the rows through the data source's
// tableView(_:moveRowAt:to:).

/// A controller after the pattern of Apple's sample "Adopting Drag and Drop in a Table View":
/// it is its table's drag and drop delegate, a local drag moves the row (through
/// `tableView(_:moveRowAt:to:)`), and each delegate call is logged.
private final class ReorderingController: DragListController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  var log: [String] = []

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard sourceIndexPath != destinationIndexPath else { return }
    log.append("moveRowAt \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    let name = rows.remove(at: sourceIndexPath.row)
    rows.insert(name, at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    log.append("itemsForBeginning \(indexPath.row)")
    let item = UIDragItem(itemProvider: NSItemProvider())
    item.localObject = rows[indexPath.row]
    return [item]
  }

  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    log.append("canHandle")
    return true
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    log.append("dropSessionDidUpdate \(destinationIndexPath?.row ?? -1)")
    guard session.localDragSession != nil else {
      return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    log.append("performDropWith")
  }
}

/// A plain data source without `tableView(_:moveRowAt:to:)`, whose drop delegate moves the
/// rows itself with the coordinator, and may misbehave as the test asks.
private final class CoordinatedSource: UITableViewDataSource, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  var names: [String]
  var items: (IndexPath) -> [UIDragItem] = { _ in [UIDragItem(itemProvider: NSItemProvider())] }
  var proposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  var onBegin: (UITableView) -> Void = { _ in }
  var coordinators: [any UITableViewDropCoordinator] = []
  var performsMove = true

  init(names: [String]) {
    self.names = names
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    onBegin(tableView)
    return items(indexPath)
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    proposal
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    coordinators.append(coordinator)
    guard performsMove, let destination = coordinator.destinationIndexPath else { return }
    for item in coordinator.items {
      guard let source = item.sourceIndexPath else { continue }
      let name = names.remove(at: source.row)
      names.insert(name, at: destination.row)
      tableView.moveRow(at: source, to: destination)
      coordinator.drop(item.dragItem, toRowAt: destination)
    }
  }
}

@MainActor
@Suite("Drag and drop: the table's drag and drop delegates", .recordsUIKitExceptions)
struct DragAndDropTests {
  fileprivate func table(_ source: CoordinatedSource) -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = source
    tableView.dragDelegate = source
    tableView.dropDelegate = source
    tableView.dragInteractionEnabled = true
    tableView.reloadData()
    return tableView
  }

  fileprivate func texts(_ tableView: UITableView) -> [String?] {
    (0..<tableView.numberOfRows(inSection: 0)).map {
      tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
    }
  }

  @Test("Signatures: UIKit's declarations of drag and drop")
  func signatures() {
    let dragDelegate: ReferenceWritableKeyPath<UITableView, (any UITableViewDragDelegate)?> =
      \.dragDelegate
    let dropDelegate: ReferenceWritableKeyPath<UITableView, (any UITableViewDropDelegate)?> =
      \.dropDelegate
    let enabled: ReferenceWritableKeyPath<UITableView, Bool> = \.dragInteractionEnabled
    let makeItem: (NSItemProvider) -> UIDragItem = UIDragItem.init(itemProvider:)
    let provider: KeyPath<UIDragItem, NSItemProvider> = \.itemProvider
    let local: ReferenceWritableKeyPath<UIDragItem, Any?> = \.localObject
    let types: KeyPath<NSItemProvider, [String]> = \.registeredTypeIdentifiers
    let makeProposal: (UIDropOperation, UITableViewDropProposal.Intent) -> UITableViewDropProposal =
      UITableViewDropProposal.init(operation:intent:)
    let operation: KeyPath<UITableViewDropProposal, UIDropOperation> = \.operation
    let intent: KeyPath<UITableViewDropProposal, UITableViewDropProposal.Intent> = \.intent
    let items: KeyPath<any UIDragSession, [UIDragItem]> = \.items
    let context: ReferenceWritableKeyPath<any UIDragSession, Any?> = \.localContext
    let localDrag: KeyPath<any UIDropSession, (any UIDragSession)?> = \.localDragSession
    let dropItems: KeyPath<any UITableViewDropCoordinator, [any UITableViewDropItem]> = \.items
    let destination: KeyPath<any UITableViewDropCoordinator, IndexPath?> = \.destinationIndexPath
    let proposal: KeyPath<any UITableViewDropCoordinator, UITableViewDropProposal> = \.proposal
    let session: KeyPath<any UITableViewDropCoordinator, any UIDropSession> = \.session
    let dragItem: KeyPath<any UITableViewDropItem, UIDragItem> = \.dragItem
    let sourcePath: KeyPath<any UITableViewDropItem, IndexPath?> = \.sourceIndexPath
    _ = (dragDelegate, dropDelegate, enabled, makeItem, provider, local, types, makeProposal)
    _ = (operation, intent, items, context, localDrag, dropItems, destination, proposal)
    _ = (session, dragItem, sourcePath)
    // UIKit's raw values: UIDropOperation is an NSUInteger, UITableViewDropIntent an NSInteger.
    #expect(UIDropOperation.move.rawValue == 3 && UIDropOperation.cancel.rawValue == 0)
    #expect(UITableViewDropProposal.Intent.automatic.rawValue == 3)
    #expect(UITableViewDropProposal(operation: .copy).intent == .unspecified)
    #expect(!UITableView(frame: .zero, style: .plain).dragInteractionEnabled)
  }

  @Test("The sample's pattern: a local drag moves the row through moveRowAt, in UIKit's order")
  func sampleReorders() {
    let controller = ReorderingController(rows: ["A", "B", "C", "D"])
    let window = showInWindow(controller)
    let moved = controller.tableView.simulateDragAndDrop(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(moved)
    #expect(controller.rows == ["B", "C", "A", "D"])
    #expect(
      controller.log == [
        "itemsForBeginning 0", "canHandle", "dropSessionDidUpdate 2", "moveRowAt 0 to 2",
      ])
    #expect(texts(controller.tableView) == ["B", "C", "A", "D"])
    _ = window
  }

  @Test("Without moveRowAt, the drop delegate gets a coordinator and moves the row itself")
  func coordinatorMoves() throws {
    let source = CoordinatedSource(names: ["A", "B", "C"])
    let tableView = table(source)
    #expect(
      tableView.simulateDragAndDrop(
        from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)))
    let coordinator = try #require(source.coordinators.first)
    #expect(coordinator.destinationIndexPath == IndexPath(row: 0, section: 0))
    #expect(coordinator.items.map(\.sourceIndexPath) == [IndexPath(row: 2, section: 0)])
    #expect(coordinator.proposal.operation == .move)
    #expect(coordinator.session.localDragSession != nil)
    #expect(coordinator.session.items.count == 1)
    #expect(source.names == ["C", "A", "B"])
    #expect(tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test("No items, a cancel or forbidden proposal, drag off or no delegate: nothing happens")
  func refusals() {
    let source = CoordinatedSource(names: ["A", "B", "C"])
    let tableView = table(source)
    let from = IndexPath(row: 0, section: 0)
    let to = IndexPath(row: 1, section: 0)
    source.items = { _ in [] }
    #expect(!tableView.simulateDragAndDrop(from: from, to: to))
    source.items = { _ in [UIDragItem(itemProvider: NSItemProvider())] }
    for operation in [UIDropOperation.cancel, .forbidden] {
      source.proposal = UITableViewDropProposal(operation: operation)
      #expect(!tableView.simulateDragAndDrop(from: from, to: to))
    }
    source.proposal = UITableViewDropProposal(
      operation: .move, intent: .insertAtDestinationIndexPath)
    tableView.dragInteractionEnabled = false
    #expect(!tableView.simulateDragAndDrop(from: from, to: to))
    tableView.dragInteractionEnabled = true
    tableView.dropDelegate = nil
    #expect(!tableView.simulateDragAndDrop(from: from, to: to))
    #expect(source.coordinators.isEmpty)
    #expect(source.names == ["A", "B", "C"])
  }

  @Test("Index paths that name no place in the table change nothing and call no delegate")
  func hostileIndexPaths() {
    let source = CoordinatedSource(names: ["A", "B", "C"])
    let tableView = table(source)
    var began = 0
    source.onBegin = { _ in began += 1 }
    let bad = [
      IndexPath(row: 3, section: 0), IndexPath(row: -1, section: 0), IndexPath(row: 0, section: 1),
      IndexPath(row: Int.max, section: Int.min), IndexPath(index: 0), IndexPath(),
    ]
    for path in bad {
      #expect(!tableView.simulateDragAndDrop(from: path, to: IndexPath(row: 0, section: 0)))
      #expect(!tableView.simulateDragAndDrop(from: IndexPath(row: 0, section: 0), to: path))
    }
    #expect(began == 0)
    #expect(source.coordinators.isEmpty)
    #expect(source.names == ["A", "B", "C"])
  }

  @Test("A drag delegate that empties the table as the drag begins: the drop does not happen")
  func delegateEmptiesTable() {
    let source = CoordinatedSource(names: ["A", "B", "C"])
    let tableView = table(source)
    // Weakly: the source keeps its closures (LeakSanitizer finds a strong cycle).
    source.onBegin = { [weak source] table in
      source?.names = []
      table.reloadData()
    }
    #expect(
      !tableView.simulateDragAndDrop(
        from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)))
    #expect(source.coordinators.isEmpty)
    #expect(tableView.numberOfRows(inSection: 0) == 0)
  }

  @Test("A drop delegate whose move lies about the data: UIKit's exception, the table unchanged")
  func lyingMove() {
    let source = CoordinatedSource(names: ["A", "B", "C"])
    let tableView = table(source)
    // As the drag begins, the data source drops a row without telling the table; the drop
    // delegate's move then finds the counts wrong, as UIKit finds them.
    source.items = { [weak source] _ in
      source?.names.removeLast()
      return [UIDragItem(itemProvider: NSItemProvider())]
    }
    expectUIKitException(.internalInconsistencyException) {
      _ = tableView.simulateDragAndDrop(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    }
    #expect(tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test(
    "Randomized: drags in the sample's pattern keep the table and the model equal", arguments: 0..<4
  )
  func randomReorders(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let names = (0..<6).map { "Row \($0)" }
    let controller = ReorderingController(rows: names)
    let window = showInWindow(controller)
    var model = names
    for _ in 0..<30 {
      let from = Int.random(in: -1...6, using: &generator)
      let to = Int.random(in: -1...6, using: &generator)
      let dropped = controller.tableView.simulateDragAndDrop(
        from: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
      let valid = (0..<6).contains(from) && (0..<6).contains(to)
      #expect(dropped == valid)
      if valid {
        let name = model.remove(at: from)
        model.insert(name, at: to)
      }
      #expect(controller.rows == model)
      #expect(texts(controller.tableView) == model.map { Optional($0) })
    }
    _ = window
  }
}
