import Foundation
import ListBinding

extension World {
  /// Queries and misuse that must be refused, changing nothing.
  func probe() {
    trail.append(.text("probe"))
    if list.cellForRow(at: IndexPath(row: Int.max, section: Int.max)) != nil {
      fail("cellForRow(at: Int.max) answered a cell")
    }
    expectThrows("numberOfRows(inSection: Int.min)") {
      _ = try list.numberOfRows(inSection: Int.min)
    }
    expectThrows("dequeue of an unregistered identifier") {
      _ = try list.dequeueReusableCell(
        withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
    }
    expectThrows("dequeue for a path the table does not have") {
      _ = try list.dequeueReusableCell(ItemCell.self, for: IndexPath(row: Int.min, section: 0))
    }
    expectThrows("a viewport of Int.max rows") { _ = try TableView(viewportHeight: Int.max) }
    expectThrows("a viewport of -1 rows") { _ = try TableView(viewportHeight: -1) }
    if list.indexPath(for: ItemCell(style: .default, reuseIdentifier: nil)) != nil {
      fail("a new cell has an index path")
    }
    if list.indexPathForRow(containing: View()) != nil { fail("a free view has an index path") }
    _ = try? list.selectionRule(forSection: Int.min)
    expectThrows("numberOfRows(inSection: Int.max)") {
      _ = try list.numberOfRows(inSection: Int.max)
    }
    let width = choices.pick([Int.min, -1, 0, 1, 2, 5, Int.max])
    do {
      _ = try list.render(with: PlainTextRenderer(width: width))
      // Rendering asked for the section index titles, if the table had not since its reload.
      model.indexTitlesRead = true
      _ = try other.render(with: PlainTextRenderer(width: width, symbols: .ascii))
    } catch {
      fail("rendering at width \(width) threw \(error)")
    }
    if diffable.itemIdentifier(for: IndexPath(row: Int.max, section: Int.max)) != nil
      || diffable.itemIdentifier(for: IndexPath(indexes: [0])) != nil
      || diffable.sectionIdentifier(for: Int.min) != nil
    {
      fail("the diffable data source answered for a path it does not have")
    }
    probeSnapshots()
  }

  /// Snapshot mutators refuse what Apple's raise for, and leave the snapshot as it was.
  private func probeSnapshots() {
    var snapshot = makeSnapshot(otherModel.snapshot, marks: OtherMarks())
    let before = snapshot.itemIdentifiers
    let sections = snapshot.sectionIdentifiers
    let item = before.first ?? -1
    let attempts: [(String, (inout Snapshot<Int, Int>) throws -> Void)] = [
      ("duplicate sections", { try $0.appendSections([-5, -5]) }),
      ("items into a missing section", { try $0.appendItems([-7], toSection: -8) }),
      ("duplicate items", { try $0.appendItems([-9, -9]) }),
      ("reloading a missing item", { try $0.reloadItems([-10]) }),
      ("reconfiguring a missing item", { try $0.reconfigureItems([-11]) }),
      ("deleting a missing item", { try $0.deleteItems([-12]) }),
      ("moving an item before itself", { try $0.moveItem(item, beforeItem: item) }),
      ("reloading a missing section", { try $0.reloadSections([-13]) }),
      ("deleting a missing section", { try $0.deleteSections([-14]) }),
    ]
    let existing: [(String, (inout Snapshot<Int, Int>) throws -> Void)] = [
      ("an existing section", { try $0.appendSections(Array(sections.prefix(1)) + [-6]) }),
      ("an existing item", { try $0.appendItems([item]) }),
    ]
    for (name, attempt) in attempts + (before.isEmpty ? [] : existing) {
      var copy = snapshot
      do {
        try attempt(&copy)
        fail("the snapshot accepted \(name)")
      } catch {
        if copy.itemIdentifiers != before || copy.sectionIdentifiers != sections {
          fail("refusing \(name) changed the snapshot")
        }
      }
    }
    snapshot.deleteAllItems()
    if snapshot.numberOfItems != 0 || snapshot.numberOfSections != 0 {
      fail("deleteAllItems left something")
    }
  }

  private func expectThrows(_ name: String, _ body: () throws -> Void) {
    do {
      try body()
      fail("\(name) did not throw")
    } catch {}
  }
}
