import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// UIKit's snapshot raises NSInternalInconsistencyException where ListBinding's throws: the
// reasons are the native messages, in Apple's words ("Fatal: supplied item identifiers are not
// unique", the console text of the crash); the exception's name for the other reasons is
// *assumed*.

@MainActor
@Suite("NSDiffableDataSourceSnapshot: UIKit's snapshot over ListBinding's")
struct NSDiffableDataSourceSnapshotTests {
  // Apple's NSDiffableDataSourceSnapshot page: create, append sections, append items to the
  // last section, apply.
  @Test("Apple's example builds the snapshot it describes")
  func applesExample() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["a", "b"], toSection: 0)
    snapshot.appendItems(["c"])
    #expect(snapshot.sectionIdentifiers == [0, 1])
    #expect(snapshot.itemIdentifiers == ["a", "b", "c"])
    #expect(snapshot.itemIdentifiers(inSection: 1) == ["c"])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems(inSection: 0) == 2)
    #expect(snapshot.indexOfItem("c") == 2)
    #expect(snapshot.indexOfItem("z") == nil)
    #expect(snapshot.indexOfSection(1) == 1)
    #expect(snapshot.sectionIdentifier(containingItem: "b") == 0)
    #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
  }

  @Test("The example of the type's documentation")
  func documentationExample() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Onion soup", "Apple tart"])
    let index = snapshot.indexOfItem("Apple tart")  // 1
    #expect(index == 1)
  }

  @Test("Duplicate item identifiers raise UIKit's exception and leave the snapshot as it was")
  func duplicateItems() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Soup"])
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n"
        + "    Salad\n)}"
    ) {
      snapshot.appendItems(["Salad", "Salad"])
    }
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Attempted to insert or append item identifiers that already exist in the "
        + "snapshot: {(\n    Soup\n)}"
    ) {
      snapshot.insertItems(["Soup"], beforeItem: "Soup")
    }
    #expect(snapshot.itemIdentifiers == ["Soup"])
  }

  #if os(macOS) || os(Linux) || os(Windows)
    // iOS ends the app on the snapshot's NSInternalInconsistencyException with SIGABRT after
    // printing the line.
    @Test("Without a handler, a duplicate identifier stops the process with UIKit's words")
    func duplicateStopsByDefault() async {
      let result = await #expect(
        processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]
      ) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Tea", "Tea"])
      }
      let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        standardError.contains(
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
            + "reason: 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
            + "{(\n    Tea\n)}'\n"))
    }
  #endif

  @Test("Unknown identifiers raise, name the identifier, and change nothing")
  func unknownIdentifiers() {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    expectUIKitException(
      .internalInconsistencyException,
      reason: "There are currently no sections in the data source. Please add a section first."
    ) {
      snapshot.appendItems(["x"])
    }
    snapshot.appendSections(["main"])
    snapshot.appendItems(["a", "b"])
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Attempted to delete item identifier that does not exist in the snapshot: ghost"
    ) {
      snapshot.deleteItems(["a", "ghost"])
    }
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Attempted to move item identifier relative to itself: a"
    ) {
      snapshot.moveItem("a", afterItem: "a")
    }
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Attempted to reload section identifier that does not exist in the snapshot: none"
    ) {
      snapshot.reloadSections(["none"])
    }
    #expect(snapshot.itemIdentifiers == ["a", "b"])
    #expect(snapshot.reloadedSectionIdentifiers == [])
  }

  @Test("A query of an unknown section raises and answers 0 or no items")
  func unknownSectionQuery() {
    let snapshot = NSDiffableDataSourceSnapshot<String, String>()
    var count = -1
    var items = ["unchanged"]
    expectUIKitException(.internalInconsistencyException) {
      count = snapshot.numberOfItems(inSection: "gone")
    }
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Attempted to query section identifier that does not exist in the snapshot: gone"
    ) {
      items = snapshot.itemIdentifiers(inSection: "gone")
    }
    #expect(count == 0)
    #expect(items == [])
  }

  // NSDiffableDataSourceSnapshot.reloadedItemIdentifiers and .reconfiguredItemIdentifiers
  // (iOS 15) return arrays; their order is not documented: the snapshot's order (*assumed*).
  @Test("Reload and reconfigure marks read back as arrays in the snapshot's order")
  func marks() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([1, 2, 3])
    snapshot.appendItems([10, 11], toSection: 1)
    snapshot.appendItems([30, 31, 32], toSection: 3)
    snapshot.reloadItems([32, 10])
    snapshot.reconfigureItems([31, 11])
    snapshot.reloadSections([3, 1])
    #expect(snapshot.reloadedItemIdentifiers == [10, 32])
    #expect(snapshot.reconfiguredItemIdentifiers == [11, 31])
    #expect(snapshot.reloadedSectionIdentifiers == [1, 3])
    snapshot.deleteItems([10])
    #expect(snapshot.reloadedItemIdentifiers == [32])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.reloadedItemIdentifiers == [])
  }

  @Test("Random operations act as the native snapshot's, and raise where it throws")
  func modelAgainstNative() {
    let seed: UInt64 = 0xD1FF_AB1E
    var generator = SplitMix64(seed: seed)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var model = Snapshot<Int, Int>()
    var raisedCount = 0
    for step in 0..<3_000 {
      let operation = SnapshotOperation.random(using: &generator)
      var expected: [UIKitException] = []
      do {
        try operation.apply(to: &model)
      } catch {
        expected = [UIKitException(name: .internalInconsistencyException, reason: error.message)]
      }
      let raised = collectExceptions { operation.apply(to: &snapshot) }
      raisedCount += raised.count
      #expect(raised == expected, "step \(step) \(operation), seed \(seed)")
      #expect(snapshot.sectionIdentifiers == model.sectionIdentifiers, "step \(step)")
      #expect(snapshot.itemIdentifiers == model.itemIdentifiers, "step \(step)")
      #expect(snapshot.numberOfItems == model.numberOfItems, "step \(step)")
      for section in model.sectionIdentifiers {
        #expect(
          snapshot.itemIdentifiers(inSection: section)
            == (try? model.itemIdentifiers(inSection: section)), "step \(step)")
      }
      for item in 0..<SnapshotOperation.itemPool {
        #expect(snapshot.indexOfItem(item) == model.indexOfItem(item), "step \(step)")
      }
      #expect(Set(snapshot.reloadedItemIdentifiers) == model.reloadedItemIdentifiers)
      #expect(Set(snapshot.reconfiguredItemIdentifiers) == model.reconfiguredItemIdentifiers)
      #expect(Set(snapshot.reloadedSectionIdentifiers) == model.reloadedSectionIdentifiers)
    }
    #expect(raisedCount > 100)
  }
}

/// The exceptions `body` reports, in order.
@MainActor
func collectExceptions(_ body: () -> Void) -> [UIKitException] {
  let box = ExceptionList()
  UIKitException.withHandler({ box.add($0) }, operation: body)
  return box.exceptions
}

/// The exceptions a handler received; the face reports on the main actor.
@MainActor
final class ExceptionList {
  private(set) var exceptions: [UIKitException] = []

  nonisolated func add(_ exception: UIKitException) {
    MainActor.assumeIsolated { exceptions.append(exception) }
  }
}

/// One random change of a snapshot, applied alike to UIKit's and the native one.
enum SnapshotOperation: CustomStringConvertible {
  case appendSections([Int])
  case insertSections([Int], Int, after: Bool)
  case deleteSections([Int])
  case moveSection(Int, Int, after: Bool)
  case reloadSections([Int])
  case appendItems([Int], Int?)
  case insertItems([Int], Int, after: Bool)
  case deleteItems([Int])
  case moveItem(Int, Int, after: Bool)
  case reloadItems([Int])
  case reconfigureItems([Int])
  case deleteAll

  static let sectionPool = 5
  static let itemPool = 16

  static func random(using generator: inout SplitMix64) -> SnapshotOperation {
    func pick(_ pool: Int) -> Int { Int(generator.next() % UInt64(pool)) }
    func some(_ pool: Int) -> [Int] { (0..<pick(3) + 1).map { _ in pick(pool) } }
    let after = generator.next() % 2 == 0
    switch generator.next() % 40 {
    case 0..<4: return .appendSections(some(sectionPool))
    case 4..<6: return .insertSections(some(sectionPool), pick(sectionPool), after: after)
    case 6..<8: return .deleteSections(some(sectionPool))
    case 8..<10: return .moveSection(pick(sectionPool), pick(sectionPool), after: after)
    case 10..<11: return .reloadSections(some(sectionPool))
    case 11..<20:
      return .appendItems(some(itemPool), after ? nil : pick(sectionPool))
    case 20..<25: return .insertItems(some(itemPool), pick(itemPool), after: after)
    case 25..<30: return .deleteItems(some(itemPool))
    case 30..<35: return .moveItem(pick(itemPool), pick(itemPool), after: after)
    case 35..<37: return .reloadItems(some(itemPool))
    case 37..<39: return .reconfigureItems(some(itemPool))
    default: return .deleteAll
    }
  }

  var description: String { String(reflecting: self) }

  func apply(to snapshot: inout Snapshot<Int, Int>) throws(SnapshotError) {
    switch self {
    case .appendSections(let sections): try snapshot.appendSections(sections)
    case .insertSections(let sections, let target, let after):
      if after {
        try snapshot.insertSections(sections, afterSection: target)
      } else {
        try snapshot.insertSections(sections, beforeSection: target)
      }
    case .deleteSections(let sections): try snapshot.deleteSections(sections)
    case .moveSection(let section, let target, let after):
      if after {
        try snapshot.moveSection(section, afterSection: target)
      } else {
        try snapshot.moveSection(section, beforeSection: target)
      }
    case .reloadSections(let sections): try snapshot.reloadSections(sections)
    case .appendItems(let items, let section): try snapshot.appendItems(items, toSection: section)
    case .insertItems(let items, let target, let after):
      if after {
        try snapshot.insertItems(items, afterItem: target)
      } else {
        try snapshot.insertItems(items, beforeItem: target)
      }
    case .deleteItems(let items): try snapshot.deleteItems(items)
    case .moveItem(let item, let target, let after):
      if after {
        try snapshot.moveItem(item, afterItem: target)
      } else {
        try snapshot.moveItem(item, beforeItem: target)
      }
    case .reloadItems(let items): try snapshot.reloadItems(items)
    case .reconfigureItems(let items): try snapshot.reconfigureItems(items)
    case .deleteAll: snapshot.deleteAllItems()
    }
  }

  func apply(to snapshot: inout NSDiffableDataSourceSnapshot<Int, Int>) {
    switch self {
    case .appendSections(let sections): snapshot.appendSections(sections)
    case .insertSections(let sections, let target, let after):
      if after {
        snapshot.insertSections(sections, afterSection: target)
      } else {
        snapshot.insertSections(sections, beforeSection: target)
      }
    case .deleteSections(let sections): snapshot.deleteSections(sections)
    case .moveSection(let section, let target, let after):
      if after {
        snapshot.moveSection(section, afterSection: target)
      } else {
        snapshot.moveSection(section, beforeSection: target)
      }
    case .reloadSections(let sections): snapshot.reloadSections(sections)
    case .appendItems(let items, let section): snapshot.appendItems(items, toSection: section)
    case .insertItems(let items, let target, let after):
      if after {
        snapshot.insertItems(items, afterItem: target)
      } else {
        snapshot.insertItems(items, beforeItem: target)
      }
    case .deleteItems(let items): snapshot.deleteItems(items)
    case .moveItem(let item, let target, let after):
      if after {
        snapshot.moveItem(item, afterItem: target)
      } else {
        snapshot.moveItem(item, beforeItem: target)
      }
    case .reloadItems(let items): snapshot.reloadItems(items)
    case .reconfigureItems(let items): snapshot.reconfigureItems(items)
    case .deleteAll: snapshot.deleteAllItems()
    }
  }
}
