import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// Seed 003's two sections, ported: a tap moves the row to the top of the other section, and
/// a section that empties disappears.
@MainActor
final class TwoSectionsController: TableViewDataSource, TableViewDelegate {
  var dataArray1: [String]
  var dataArray2: [String]
  let tableView = TableView(style: .plain)

  init(_ first: [String], _ second: [String]) throws {
    dataArray1 = first
    dataArray2 = second
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  /// The sections the table shows: the non-empty arrays, in order.
  var sections: [[String]] { [dataArray1, dataArray2].filter { !$0.isEmpty } }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  /// The seed's `didSelectRowAt` in one call: change the data, then describe the move.
  func moveToOtherSection(_ indexPath: IndexPath) throws {
    let fromFirst = !dataArray1.isEmpty && indexPath.section == 0
    let title: String
    if fromFirst {
      title = dataArray1.remove(at: indexPath.row)
      dataArray2.insert(title, at: 0)
    } else {
      title = dataArray2.remove(at: indexPath.row)
      dataArray1.insert(title, at: 0)
    }
    let destination = IndexPath(row: 0, section: fromFirst ? sections.count - 1 : 0)
    try tableView.moveRowAdjustingSections(at: indexPath, to: destination)
  }
}

@MainActor
@Suite("Seed 003: moves across sections")
struct TableViewIntentsTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test("A row moves to the other section, both sections staying")
  func plainMove() throws {
    let controller = try TwoSectionsController(["a", "b"], ["c"])
    try controller.moveToOtherSection(path(0, 1))
    #expect(visibleTexts(controller.tableView) == ["a", "b", "c"])
    #expect(controller.sections == [["a"], ["b", "c"]])
  }

  @Test("Moving the last row out of a section deletes the section")
  func emptiesSource() throws {
    let controller = try TwoSectionsController(["a"], ["b", "c"])
    try controller.moveToOtherSection(path(0, 0))
    #expect(controller.tableView.numberOfSections == 1)
    #expect(visibleTexts(controller.tableView) == ["a", "b", "c"])
  }

  @Test("Moving a row into an empty section inserts the section")
  func fillsDestination() throws {
    let controller = try TwoSectionsController(["a", "b"], [])
    try controller.moveToOtherSection(path(0, 0))
    #expect(controller.tableView.numberOfSections == 2)
    #expect(visibleTexts(controller.tableView) == ["b", "a"])
  }

  @Test("A plain moveRow where the section empties fails as in UIKit, and changes nothing")
  func plainMoveFails() throws {
    let controller = try TwoSectionsController(["a"], ["b"])
    controller.dataArray1 = []
    controller.dataArray2 = ["a", "b"]
    let error = #expect(throws: TableViewError.self) {
      try controller.tableView.moveRow(at: self.path(0, 0), to: self.path(0, 0))
    }
    #expect(error?.message.hasPrefix("Invalid update: invalid number of sections.") == true)
    #expect(controller.tableView.numberOfSections == 2)
    try controller.tableView.moveRowAdjustingSections(at: path(0, 0), to: path(0, 0))
    #expect(visibleTexts(controller.tableView) == ["a", "b"])
  }

  @Test("Deleting the last row of a section requires deleting the section")
  func lastRow() throws {
    let controller = try TwoSectionsController(["a"], ["b"])
    controller.dataArray1 = []
    let error = #expect(throws: TableViewError.self) {
      try controller.tableView.deleteRows(at: [self.path(0, 0)], with: .fade)
    }
    #expect(
      error?.message
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (1) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted or "
        + "deleted (0 inserted, 0 deleted).")
    try controller.tableView.deleteSections([0], with: .fade)
    #expect(visibleTexts(controller.tableView) == ["b"])
  }

  @Test("Deleting rows deletes the sections they empty; inserting fills new sections")
  func deleteAndInsertIntents() throws {
    let controller = try TwoSectionsController(["a", "b"], ["c"])
    controller.dataArray2 = []
    try controller.tableView.deleteRowsAdjustingSections(at: [path(1, 0)])
    #expect(controller.tableView.numberOfSections == 1)
    controller.dataArray2 = ["x", "y"]
    try controller.tableView.insertRowsAdjustingSections(at: [path(1, 0), path(1, 1)])
    #expect(visibleTexts(controller.tableView) == ["a", "b", "x", "y"])
  }

  @Test("Tapping back and forth keeps the table and the data in step", arguments: 0..<4)
  func pingPong(seed: Int) throws {
    let controller = try TwoSectionsController(["a", "b", "c"], [])
    var random = SplitMix64(seed: UInt64(seed))
    for step in 0..<200 {
      let sections = controller.sections
      let section = Int(random.next() % UInt64(sections.count))
      let row = Int(random.next() % UInt64(sections[section].count))
      try controller.moveToOtherSection(path(section, row))
      #expect(
        visibleTexts(controller.tableView) == controller.sections.flatMap { $0 },
        "seed \(seed) step \(step)")
    }
  }
}
