import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// Seed 003's two sections for the article "Batch updates and their errors": each array is a
/// section while it has rows; its rows can be deleted, swiped, reordered.
final class CitySections: TableViewDataSource, TableViewDelegate {
  var dataArray1 = ["北京", "上海", "广州"]
  var dataArray2 = ["成都"]
  var log: [String] = []
  let tableView = TableView(style: .grouped)

  init() throws {
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

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

  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    let pin = ContextualAction(style: .normal, title: "置顶") { action, sourceView, completion in
      self.log.append("pin \(indexPath)")
      completion(true)
    }
    return SwipeActionsConfiguration(actions: [pin])
  }
}

/// An error of the code that describes an update.
struct NotToday: Error {}

/// The code of the article "Batch updates and their errors", with what it prints.
@MainActor
@Suite("Article: Batch updates and their errors")
struct BatchUpdatesTests {
  @Test("An update that does not match the data throws UIKit's message and changes nothing")
  func invalidUpdate() throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let cities = try CitySections()
    let tableView = cities.tableView
    let before = try tableView.render(with: PlainTextRenderer())

    do {
      try tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    } catch {
      print(error.message)
    }

    // swift-format-ignore: LineLength
    let message = """
      Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      """
    #expect(printed == [message])
    #expect(try tableView.render(with: PlainTextRenderer()) == before)

    do {
      try tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    } catch {
      if case .invalidUpdate = error {
        print("rejected, nothing changed")
      }
    }

    #expect(printed.last == "rejected, nothing changed")
  }

  @Test("The last row of a section: delete the section, or let the table choose")
  func lastRow() throws {
    let cities = try CitySections()
    let tableView = cities.tableView

    cities.dataArray2.remove(at: 0)
    try tableView.deleteSections([1], with: .fade)

    #expect(tableView.numberOfSections == 1)

    cities.dataArray2.insert("成都", at: 0)
    try tableView.insertSections([1], with: .top)

    cities.dataArray2.remove(at: 0)
    try tableView.deleteRowsAdjustingSections(at: [IndexPath(row: 0, section: 1)])

    #expect(tableView.numberOfSections == 1)

    let item = cities.dataArray1.remove(at: 2)
    cities.dataArray2.insert(item, at: 0)
    try tableView.moveRowAdjustingSections(
      at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1))

    expectRendered(
      tableView,
      matches: """
          北京
          上海

          广州
        """)
  }

  @Test("Batches: grouped calls, a closure that throws, nested batches")
  func batches() async throws {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let cities = try CitySections()
    let tableView = cities.tableView

    cities.dataArray1.remove(at: 0)
    cities.dataArray1.append("深圳")
    try tableView.performBatchUpdates {
      try tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
      try tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .right)
    } completion: { finished in
      print("applied: \(finished)")
    }

    #expect(printed.isEmpty)
    await drainMainQueue()
    #expect(printed == ["applied: true"])
    #expect(tableView.animationsOfLastUpdate == [.left, .right])

    do {
      try tableView.performBatchUpdates {
        try tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        throw NotToday()
      }
    } catch {
      print(error)
    }

    #expect(
      printed.last == """
        the batch updates closure threw, so nothing was applied: NotToday()
        """)

    cities.dataArray2.append("重庆")
    try tableView.performBatchUpdates {
      try tableView.performBatchUpdates {
        try tableView.insertRows(at: [IndexPath(row: 1, section: 1)], with: .automatic)
      }
      #expect(tableView.totalNumberOfRows == 4)  // not yet: the inner batch joined the outer
    }
    #expect(tableView.totalNumberOfRows == 5)
  }

  @Test("Editing: swipe actions, editing controls and drags")
  func editing() throws {
    let cities = try CitySections()
    let tableView = cities.tableView

    try tableView.swipeRow(at: IndexPath(row: 1, section: 0), edge: .leading)
    try tableView.tapSwipeAction(at: 0)

    #expect(cities.log == ["pin [0, 1]"])
    #expect(tableView.revealedSwipeActions == nil)
  }
}
