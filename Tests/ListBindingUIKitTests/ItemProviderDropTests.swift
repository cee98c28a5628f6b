import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's pages NSItemProvider ("The system uses an internal queue when calling the
// completion blocks … ensure that UI updates take place on the main queue"), init(object:),
// registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:),
// canLoadObject(ofClass:), loadObject(ofClass:completionHandler:),
// loadDataRepresentation(forTypeIdentifier:completionHandler:) and
// hasItemConformingToTypeIdentifier(_:). On Linux the face's own NSItemProvider runs the
// completions on the main queue (assumed); on Apple platforms Foundation's does, on its queue.

/// A reading list that takes dropped titles as copies, loading each item's text from its
/// provider as a drop handler does, and dispatching to the main queue to update the table.
private final class ReadingListController: DragListController, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  var loadErrors = 0

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    let provider = NSItemProvider(object: rows[indexPath.row] as NSString)
    return [UIDragItem(itemProvider: provider)]
  }

  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    session.items.allSatisfy { $0.itemProvider.canLoadObject(ofClass: String.self) }
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
    let destination = coordinator.destinationIndexPath ?? IndexPath(row: rows.count, section: 0)
    for item in coordinator.items {
      item.dragItem.itemProvider.loadObject(ofClass: String.self) { title, error in
        DispatchQueue.main.async {
          guard let title else {
            self.loadErrors += 1
            return
          }
          self.rows.insert("Copy of \(title)", at: destination.row)
          tableView.insertRows(at: [destination], with: .automatic)
        }
      }
    }
  }
}

@MainActor
@Suite("NSItemProvider: a drop handler loads the dragged strings", .recordsUIKitExceptions)
struct ItemProviderDropTests {
  @Test("A copy drop loads the title from the item provider and inserts it on the main queue")
  func dropLoadsStrings() async {
    let controller = ReadingListController(rows: ["Emma", "Dracula"])
    let window = showInWindow(controller)
    #expect(
      controller.tableView.simulateDragAndDrop(
        from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)))
    // The provider delivers its object later, as Foundation does: nothing is inserted yet.
    #expect(controller.rows == ["Emma", "Dracula"])
    await drainMainQueue()
    #expect(controller.rows == ["Copy of Dracula", "Emma", "Dracula"])
    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text
        == "Copy of Dracula")
    #expect(controller.loadErrors == 0)
    _ = window
  }

  @Test("Registered data, type conformance, and a load of a type the provider lacks")
  func registeredData() async throws {
    let provider = NSItemProvider()
    #expect(!provider.canLoadObject(ofClass: String.self))
    provider.registerDataRepresentation(forTypeIdentifier: "public.json", visibility: .all) {
      completion in
      completion(Data("{\"id\":7}".utf8), nil)
      return nil
    }
    #expect(provider.registeredTypeIdentifiers == ["public.json"])
    #expect(provider.hasItemConformingToTypeIdentifier("public.json"))
    #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
    #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
    let loaded = LoadedValues()
    provider.loadDataRepresentation(forTypeIdentifier: "public.json") { data, _ in
      let text = data.flatMap { String(data: $0, encoding: .utf8) }
      DispatchQueue.main.async { loaded.values.append(text ?? "nil") }
    }
    provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in
      let code = (error as NSError?)?.code
      DispatchQueue.main.async { loaded.values.append("error \(code.map(String.init) ?? "nil")") }
    }
    await drainMainQueue()
    #expect(loaded.values == ["{\"id\":7}", "error -1000"])
  }

  @Test("A string provider offers UTF-8 text and loads as NSString and as String")
  func stringProvider() async {
    let provider = NSItemProvider(object: "Ulysses" as NSString)
    #expect(provider.registeredTypeIdentifiers.contains("public.utf8-plain-text"))
    #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
    #expect(provider.canLoadObject(ofClass: NSString.self))
    #expect(provider.canLoadObject(ofClass: String.self))
    let loaded = LoadedValues()
    provider.loadObject(ofClass: NSString.self) { object, _ in
      let text = (object as? NSString).map { String(describing: $0) }
      DispatchQueue.main.async { loaded.values.append(text ?? "nil") }
    }
    provider.loadObject(ofClass: String.self) { string, _ in
      DispatchQueue.main.async { loaded.values.append(string ?? "nil") }
    }
    await drainMainQueue()
    #expect(loaded.values.sorted() == ["Ulysses", "Ulysses"])
  }
}

/// What the loads delivered, in order.
@MainActor
private final class LoadedValues {
  var values: [String] = []
}
