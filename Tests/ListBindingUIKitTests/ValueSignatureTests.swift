import ListBindingUIKit
import Testing

// UIKit's value and layout declarations the face provides, each as UIKit code uses it, typed
// as Apple's documentation page of the declaration gives it (labels, optionality, no `throws`):
// a signature that differs fails to compile. Mutating methods cannot be referenced unapplied,
// so they are called through a closure of the declared parameter types.

@MainActor
@Suite("Signatures: UIKit's value and layout declarations, exactly")
struct ValueSignatureTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

  // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct and the
  // pages of each member below.
  @Test("NSDiffableDataSourceSnapshot")
  func snapshot() {
    let make: () -> Snapshot = Snapshot.init
    let appendSections: (inout Snapshot, [Int]) -> Void = { $0.appendSections($1) }
    let insertSectionsBefore: (inout Snapshot, [Int], Int) -> Void = {
      $0.insertSections($1, beforeSection: $2)
    }
    let insertSectionsAfter: (inout Snapshot, [Int], Int) -> Void = {
      $0.insertSections($1, afterSection: $2)
    }
    let deleteSections: (inout Snapshot, [Int]) -> Void = { $0.deleteSections($1) }
    let moveSectionBefore: (inout Snapshot, Int, Int) -> Void = {
      $0.moveSection($1, beforeSection: $2)
    }
    let moveSectionAfter: (inout Snapshot, Int, Int) -> Void = {
      $0.moveSection($1, afterSection: $2)
    }
    let reloadSections: (inout Snapshot, [Int]) -> Void = { $0.reloadSections($1) }
    let appendItems: (inout Snapshot, [String], Int?) -> Void = {
      $0.appendItems($1, toSection: $2)
    }
    let insertBefore: (inout Snapshot, [String], String) -> Void = {
      $0.insertItems($1, beforeItem: $2)
    }
    let insertAfter: (inout Snapshot, [String], String) -> Void = {
      $0.insertItems($1, afterItem: $2)
    }
    let deleteItems: (inout Snapshot, [String]) -> Void = { $0.deleteItems($1) }
    let deleteAll: (inout Snapshot) -> Void = { $0.deleteAllItems() }
    let moveBefore: (inout Snapshot, String, String) -> Void = { $0.moveItem($1, beforeItem: $2) }
    let moveAfter: (inout Snapshot, String, String) -> Void = { $0.moveItem($1, afterItem: $2) }
    let reloadItems: (inout Snapshot, [String]) -> Void = { $0.reloadItems($1) }
    let reconfigureItems: (inout Snapshot, [String]) -> Void = { $0.reconfigureItems($1) }
    _ = (make, appendSections, insertSectionsBefore, insertSectionsAfter, deleteSections)
    _ = (moveSectionBefore, moveSectionAfter, reloadSections, appendItems, insertBefore)
    _ = (insertAfter, deleteItems, deleteAll, moveBefore, moveAfter, reloadItems)
    _ = reconfigureItems

    let itemCount: KeyPath<Snapshot, Int> = \.numberOfItems
    let sectionCount: KeyPath<Snapshot, Int> = \.numberOfSections
    let sections: KeyPath<Snapshot, [Int]> = \.sectionIdentifiers
    let items: KeyPath<Snapshot, [String]> = \.itemIdentifiers
    let reloadedSections: KeyPath<Snapshot, [Int]> = \.reloadedSectionIdentifiers
    let reloaded: KeyPath<Snapshot, [String]> = \.reloadedItemIdentifiers
    let reconfigured: KeyPath<Snapshot, [String]> = \.reconfiguredItemIdentifiers
    let countIn: (Snapshot) -> (Int) -> Int = Snapshot.numberOfItems(inSection:)
    let itemsIn: (Snapshot) -> (Int) -> [String] = Snapshot.itemIdentifiers(inSection:)
    let containing: (Snapshot) -> (String) -> Int? = Snapshot.sectionIdentifier(containingItem:)
    let indexOfItem: (Snapshot) -> (String) -> Int? = Snapshot.indexOfItem
    let indexOfSection: (Snapshot) -> (Int) -> Int? = Snapshot.indexOfSection
    _ = (itemCount, sectionCount, sections, items, reloadedSections, reloaded, reconfigured)
    _ = (countIn, itemsIn, containing, indexOfItem, indexOfSection)

    // The default argument, as UIKit code calls it; a Sendable value.
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems(["a"])
    let sendable: any Sendable = snapshot
    _ = sendable
  }
}
