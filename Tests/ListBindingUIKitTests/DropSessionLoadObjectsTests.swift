import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Apple's UIDropSession.loadObjects(ofClass:completion:) page: "Creates and loads a new
// instance of the specified class for each drag item in the session … The completion handler
// is called on the main queue"; the return value is "An aggregate of the load progress for
// each object that is loaded". UIDragDropSession.canLoadObjects(ofClass:): "true if at least one
// drag item in the session can create an instance of the specified class". Leaving out an item
// that makes no object, and the items' order, are *assumed*.

/// A shopping list that takes dropped item names, loading them all at once from the session
/// as a drop delegate does.
private final class ShoppingListController: UITableViewController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  var names = ["Milk", "Eggs", "Flour"]
  var completions = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dragInteractionEnabled = true
    tableView.dragDelegate = self
    tableView.dropDelegate = self
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    [UIDragItem(itemProvider: NSItemProvider(object: names[indexPath.row] as NSString))]
  }

  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    session.canLoadObjects(ofClass: String.self)
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    let destination = coordinator.destinationIndexPath ?? IndexPath(row: names.count, section: 0)
    coordinator.session.loadObjects(ofClass: String.self) { strings in
      self.completions += 1
      let paths = strings.indices.map { IndexPath(row: destination.row + $0, section: 0) }
      self.names.insert(contentsOf: strings.map { "\($0) ×2" }, at: destination.row)
      tableView.insertRows(at: paths, with: .automatic)
    }
  }
}

/// A drop session of given items, as a drop from another app hands over.
@MainActor
private final class ForeignDropSession: UIDropSession {
  let items: [UIDragItem]
  let allowsMoveOperation = false
  let isRestrictedToDraggingApplication = false
  let localDragSession: (any UIDragSession)? = nil

  init(_ providers: [NSItemProvider]) {
    items = providers.map { UIDragItem(itemProvider: $0) }
  }
}

@MainActor
@Suite("UIDropSession.loadObjects(ofClass:completion:)", .recordsUIKitExceptions)
struct DropSessionLoadObjectsTests {
  @Test("A drop loads the session's strings and the completion inserts them on the main queue")
  func dropLoadsStrings() async {
    let controller = ShoppingListController()
    let window = showInWindow(controller)
    defer { _ = window }
    #expect(
      controller.tableView.simulateDragAndDrop(
        from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)))
    #expect(controller.names == ["Milk", "Eggs", "Flour"])
    await drainMainQueue()
    #expect(controller.names == ["Eggs ×2", "Milk", "Eggs", "Flour"])
    #expect(controller.completions == 1)
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text
        == "Eggs ×2")
  }

  @Test("Objects come in the items' order; an item without text is left out; progress counts")
  func orderAndGaps() async {
    let json = NSItemProvider()
    json.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) {
      completion in
      completion(Data([0x89, 0x50]), nil)
      return nil
    }
    let session = ForeignDropSession([
      NSItemProvider(object: "Tea" as NSString), json, NSItemProvider(object: "Rice" as NSString),
    ])
    #expect(session.canLoadObjects(ofClass: NSString.self))
    #expect(!ForeignDropSession([json]).canLoadObjects(ofClass: String.self))
    var loaded: [[String]] = []
    let progress = session.loadObjects(ofClass: NSString.self) { objects in
      loaded.append(objects.compactMap { ($0 as? NSString).map { String(describing: $0) } })
    }
    session.loadObjects(ofClass: String.self) { strings in loaded.append(strings) }
    #expect(progress.totalUnitCount == 3)
    #expect(loaded.isEmpty)
    await drainMainQueue()
    #expect(loaded == [["Tea", "Rice"], ["Tea", "Rice"]])
    #expect(progress.completedUnitCount == 3)
  }

  @Test("A session without items completes with none, on a later turn of the main queue")
  func empty() async {
    var calls: [Int] = []
    ForeignDropSession([]).loadObjects(ofClass: String.self) { calls.append($0.count) }
    #expect(calls.isEmpty)
    await drainMainQueue()
    #expect(calls == [0])
  }
}
