import Foundation
import ListBinding
import Testing

// The frames the table gives the views it shows: UIKit lays each cell out in the rect of its
// row ("rectForRow(at:)": "the drawing area for a row"), in the table's content coordinates,
// and its content view, "the default superview for content that the cell displays", fills it.

@MainActor
@Suite("Cell placement: displayed cells and section views have the rects of their rows")
struct CellPlacementTests {
  final class Rows: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var heights: [IndexPath: Double] = [:]
    var framesAtWillDisplay: [IndexPath: CGRect] = [:]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      counts[section]
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
      heights[indexPath] ?? 44
    }
    func tableView(
      _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
      framesAtWillDisplay[indexPath] = cell.frame
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }
  }

  func makeTable(_ rows: Rows, width: Double = 320, height: Double = 400) throws -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = rows
    table.delegate = rows
    try table.reloadData()
    try table.performLayout()
    return table
  }

  func expectPlaced(_ table: TableView, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for cell in table.visibleCells {
      let indexPath = try #require(table.indexPath(for: cell), sourceLocation: sourceLocation)
      #expect(cell.frame == (try table.rectForRow(at: indexPath)), sourceLocation: sourceLocation)
      #expect(
        cell.contentView.frame == CGRect(origin: .zero, size: cell.frame.size),
        sourceLocation: sourceLocation)
    }
  }

  @Test("Each displayed cell has its row's rect, and willDisplay sees it")
  func cellsHaveTheirRows() throws {
    let rows = Rows([5, 30])
    let table = try makeTable(rows)
    #expect(!table.visibleCells.isEmpty)
    try expectPlaced(table)
    for (indexPath, frame) in rows.framesAtWillDisplay {
      #expect(frame == (try table.rectForRow(at: indexPath)))
    }
    let first = try #require(table.visibleCells.first)
    #expect(first.frame.width == 320)
  }

  @Test("Scrolling, updates and a new width move and resize the cells")
  func cellsFollowChanges() throws {
    let rows = Rows([5, 30])
    let table = try makeTable(rows)
    try table.scrollToRow(at: IndexPath(row: 20, section: 1), at: .middle, animated: false)
    try expectPlaced(table)
    rows.counts[1] += 2
    rows.heights[IndexPath(row: 20, section: 1)] = 90
    try table.insertRows(
      at: [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)], with: .automatic)
    try expectPlaced(table)
    table.frame.size.width = 200
    try table.performLayout()
    try expectPlaced(table)
    #expect(table.visibleCells.allSatisfy { $0.frame.width == 200 })
  }

  @Test("A randomized run: after every step, the displayed cells have their rows' rects")
  func randomized() throws {
    var generator = LayoutTestGenerator(state: 0x5EED)
    let rows = Rows([12, 3, 40])
    let table = try makeTable(rows)
    for _ in 0..<300 {
      switch generator.next() % 5 {
      case 0:
        let section = Int(generator.next() % 3)
        rows.counts[section] += 1
        try table.insertRows(at: [IndexPath(row: 0, section: section)], with: .fade)
      case 1:
        let section = Int(generator.next() % 3)
        guard rows.counts[section] > 0 else { continue }
        rows.counts[section] -= 1
        try table.deleteRows(at: [IndexPath(row: 0, section: section)], with: .fade)
      case 2:
        let total = rows.counts.reduce(0, +)
        let y = Double(generator.next() % UInt64(max(1, total * 44)))
        try table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      case 3:
        let section = Int(generator.next() % 3)
        guard rows.counts[section] > 0 else { continue }
        let indexPath = IndexPath(
          row: Int(generator.next() % UInt64(rows.counts[section])), section: section)
        rows.heights[indexPath] = Double(20 + generator.next() % 80)
        try table.reloadRows(at: [indexPath], with: .none)
      default:
        table.frame.size.width = Double(100 + generator.next() % 400)
        try table.performLayout()
      }
      try expectPlaced(table)
    }
  }

  @Test("A header view on display has its header's rect")
  func headerViews() throws {
    let rows = Rows([3, 3])
    let table = try makeTable(rows)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame == (try table.rectForHeader(inSection: 0)))
  }
}

extension CellPlacementTests {
  /// A cell that calls back into its table when the table gives it a frame.
  final class CallingBackCell: TableViewCell {
    weak var table: TableView?
    var callbacks = 0
    var errors: [TableViewError] = []
    override var frame: CGRect {
      didSet {
        guard let table, callbacks < 3 else { return }
        callbacks += 1
        do {
          try table.reloadData()
          try table.performLayout()
        } catch {
          errors.append(error)
        }
      }
    }
  }

  @Test("A cell's frame observer that reloads and lays out the table ends, the cells placed")
  func frameObserverCallsBack() throws {
    let rows = Rows([20])
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.register(CallingBackCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = rows
    table.delegate = rows
    var cellsMade: [CallingBackCell] = []
    try table.reloadData()
    for cell in table.visibleCells {
      if let cell = cell as? CallingBackCell {
        cell.table = table
        cellsMade.append(cell)
      }
    }
    rows.counts[0] += 1
    try table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    try table.performLayout()
    #expect(cellsMade.contains { $0.callbacks > 0 })
    #expect(try table.numberOfRows(inSection: 0) == 21)
    try expectPlaced(table)
  }
}
