import Foundation
import ListBinding

extension UIDragDropSession {
  /// Whether an item of the session can make an object of `aClass`, as
  /// `UIDragDropSession.canLoadObjects(ofClass:)`: `true` when at least one item's provider
  /// can (its `canLoadObject(ofClass:)`).
  ///
  /// - Parameter aClass: The class, `NSString.self` for text.
  /// - Returns: Whether at least one item can make an object of the class.
  /// - Complexity: O(*n*) item providers' checks, for *n* items.
  public func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }

  /// Whether an item of the session can make a value of `T`, as the Swift overlay's
  /// `canLoadObjects(ofClass:)` for `String.self`.
  ///
  /// - Parameter ofClass: The value's type, `String.self` for text.
  /// - Returns: Whether at least one item can make a value of the type.
  /// - Complexity: O(*n*) item providers' checks, for *n* items.
  public func canLoadObjects<T>(ofClass: T.Type) -> Bool
  where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
    canLoadObjects(ofClass: T._ObjectiveCType.self)
  }
}

extension UIDropSession {
  /// Makes an object of `aClass` from each item of the session, as
  /// `UIDropSession.loadObjects(ofClass:completion:)`, and hands them to `completion` on the
  /// main queue once every item has loaded.
  ///
  /// Each item's provider loads the data of the first type the class reads that it has
  /// (`readableTypeIdentifiersForItemProvider`), and the class makes the object from it on the
  /// main queue. The objects come in the order of ``UIDragDropSession/items``; an item that
  /// makes none (its provider has no data the class reads, or the data makes no object) is
  /// left out
  /// (*assumed*: Apple's page says only that the handler "is called on the main queue"). The
  /// completion runs on the main queue when it turns after the last load, never during this
  /// call, even for a session without items. Apple's page says to call it from the drop
  /// delegate's `tableView(_:performDropWith:)`. An exception the completion raises (an update
  /// the table refuses) goes to the exception handler in effect at this call, as for the
  /// face's other completions.
  ///
  /// - Parameters:
  ///   - aClass: The class, `NSString.self` for text.
  ///   - completion: Receives the objects, on the main queue.
  /// - Returns: The progress of the loads: one unit an item, complete when all have loaded.
  /// - Complexity: O(*n*) loads, for *n* items.
  @discardableResult
  public func loadObjects(
    ofClass aClass: any NSItemProviderReading.Type,
    completion: @escaping ([any NSItemProviderReading]) -> Void
  ) -> Progress {
    let providers = items.map(\.itemProvider)
    let progress = Progress(totalUnitCount: Int64(providers.count))
    // The completion reports what it raises to the handler in effect now, as the face's other
    // completions do.
    let loads = DropLoads(
      ofClass: aClass, count: providers.count, progress: progress,
      completion: MainQueueCompletions.keepingHandlers(completion))
    for (index, provider) in providers.enumerated() {
      // The data travels to the main queue, where the object is made: data is Sendable.
      guard
        let type = aClass.readableTypeIdentifiersForItemProvider.first(where: {
          provider.hasItemConformingToTypeIdentifier($0)
        })
      else {
        DispatchQueue.main.async {
          MainActor.assumeIsolated { loads.deliver(nil, ofType: "", at: index) }
        }
        continue
      }
      provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in
        DispatchQueue.main.async {
          MainActor.assumeIsolated { loads.deliver(data, ofType: type, at: index) }
        }
      }
    }
    if providers.isEmpty {
      DispatchQueue.main.async { MainActor.assumeIsolated { loads.finish() } }
    }
    return progress
  }

  /// Makes a value of `T` from each item of the session, as the Swift overlay's
  /// `loadObjects(ofClass:completion:)` for `String.self`; see
  /// ``loadObjects(ofClass:completion:)-(NSItemProviderReading.Type,_)``.
  ///
  /// - Parameters:
  ///   - ofClass: The value's type, `String.self` for text.
  ///   - completion: Receives the values, in the order of the items, on the main queue.
  /// - Returns: The progress of the loads: one unit an item.
  /// - Complexity: O(*n*) loads, for *n* items.
  @discardableResult
  public func loadObjects<T>(ofClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
  where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
    loadObjects(ofClass: T._ObjectiveCType.self) { objects in
      completion(
        objects.compactMap { object in
          (object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }
        })
    }
  }
}

/// The objects of one `loadObjects(ofClass:completion:)` call, made on the main queue from
/// each item's data until every item has loaded.
@MainActor
private final class DropLoads {
  private let objectClass: any NSItemProviderReading.Type
  private var objects: [(any NSItemProviderReading)?]
  private var remaining: Int
  private let progress: Progress
  private let completion: ([any NSItemProviderReading]) -> Void

  init(
    ofClass objectClass: any NSItemProviderReading.Type, count: Int, progress: Progress,
    completion: @escaping ([any NSItemProviderReading]) -> Void
  ) {
    self.objectClass = objectClass
    objects = Array(repeating: nil, count: count)
    remaining = count
    self.progress = progress
    self.completion = completion
  }

  /// Makes the object of the item at `index` from its data, if it has any and the data makes
  /// one; the last item runs the completion.
  func deliver(_ data: Data?, ofType type: String, at index: Int) {
    guard objects.indices.contains(index), remaining > 0 else { return }
    if let data {
      do {
        objects[index] = try objectClass.object(withItemProviderData: data, typeIdentifier: type)
      } catch {
        // An item whose data makes no object is left out.
      }
    }
    remaining -= 1
    progress.completedUnitCount += 1
    if remaining == 0 { finish() }
  }

  /// Runs the completion with the objects made, in the items' order.
  func finish() {
    completion(objects.compactMap { $0 })
  }
}
