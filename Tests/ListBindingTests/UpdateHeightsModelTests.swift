import DiffingTestSupport
import Foundation
import ListBinding
import Testing

// The reference: on iOS a batch update recomputes the heights of the rows on screen, whether or
// not it changes rows (Apple's `beginUpdates()` page: the pair "animate[s] the change in the row
// heights without reloading the cell", and `performBatchUpdates(_:completion:)` replaces the
// pair); without estimates every row's height is asked (Apple's `estimatedRowHeight` page: 0
// "causes the table view to request the actual height for each cell"). With estimates the
// heights are asked of the rows on screen only: estimation defers "the cost of geometry
// calculation from load time to scrolling time" (the same page).

/// A data source and delegate over sections of unique ids, each with a height of its own that
/// follows it through updates; a height may throw.
@MainActor
final class HeightsByID: TableViewDataSource, TableViewDelegate {
  struct Refused: Error, CustomStringConvertible {
    var description: String { "no height today" }
  }

  let tableView: TableView
  var sections: [[String]]
  var heights: [String: CGFloat] = [:]
  /// The id whose height throws, if any.
  var failing: String?
  /// The ids whose heights were asked, in order.
  private(set) var asked: [String] = []
  /// The ids whose cells were asked for, in order.
  private(set) var made: [String] = []

  init(_ sections: [[String]], frame: CGRect, estimatedRowHeight: CGFloat) throws {
    self.sections = sections
    tableView = TableView(frame: frame, style: .plain)
    tableView.estimatedRowHeight = estimatedRowHeight
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func id(at indexPath: IndexPath) -> String { sections[indexPath.section][indexPath.row] }
  func height(of id: String) -> CGFloat { heights[id] ?? 44 }
  func forgetCalls() {
    asked = []
    made = []
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    made.append(id(at: indexPath))
    let cell = try tableView.dequeueReusableCell(
      as: TextCell.self, withIdentifier: "cell", for: indexPath)
    cell.bind(to: id(at: indexPath))
    return cell
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws -> CGFloat {
    let id = id(at: indexPath)
    asked.append(id)
    if id == failing { throw Refused() }
    return height(of: id)
  }
}

/// Random batch updates (empty ones included), height changes and scrolls against a model of
/// ids with heights: after every valid update each row on screen has the height the delegate
/// gives for the new data and the rows lie end to end; an update whose height throws changes
/// nothing; with estimates an update asks no more heights than the screen holds.
@MainActor
@Suite("Update heights against a model")
struct UpdateHeightsModelTests {
  static let frame = CGRect(x: 0, y: 0, width: 320, height: 200)
  static let heightChoices: [CGFloat] = [20, 30, 44, 44, 60, 100, 150]

  /// The most rows a screen of `frame` holds at the smallest height, plus the partial ones.
  static let screenful = Int(frame.height / 20) + 2

  /// The visible rows, each with the rect the table gives it.
  static func visibleRects(of list: HeightsByID) throws -> [(IndexPath, CGRect)] {
    try list.tableView.indexPathsForVisibleRows.map { ($0, try list.tableView.rectForRow(at: $0)) }
  }

  @Test(
    "Random updates and height changes: every row on screen has its new height",
    arguments: [(UInt64(3), CGFloat(44)), (0xE1A5_71C, 44), (77, 0), (0xD0_0D1E, 0)])
  func randomized(seed: UInt64, estimate: CGFloat) throws {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }
    var nextID = 0
    func newID() -> String {
      nextID += 1
      return "r\(nextID)"
    }
    var data: [[String]] = (0..<3).map { _ in (0..<20).map { _ in newID() } }
    let list = try HeightsByID(data, frame: Self.frame, estimatedRowHeight: estimate)
    for id in data.joined() { list.heights[id] = Self.heightChoices[below(7)] }
    try list.tableView.reloadData()
    var updates = 0
    var refusals = 0
    var grownOnScreen = 0
    for stepIndex in 0..<600 {
      let context = Comment(rawValue: "seed \(seed) estimate \(estimate) step \(stepIndex)")
      // Some rows change height in the model, rows on screen most often (the expand pattern).
      let onScreen = list.tableView.indexPathsForVisibleRows.map(list.id(at:))
      let before = list.heights
      for _ in 0..<below(3) {
        let all = data.joined().map { $0 }
        let pool = below(3) == 0 || onScreen.isEmpty ? all : onScreen
        guard !pool.isEmpty else { break }
        let id = pool[below(pool.count)]
        list.heights[id] = Self.heightChoices[below(7)]
        if onScreen.contains(id) { grownOnScreen += 1 }
      }
      var step = TableViewUpdatesModelTests.randomStep(
        from: data, nextID: &nextID, using: &random)
      // Keep the list a few screens long: more rows come in than go.
      while step.after.joined().count < 50 {
        let section = below(step.after.count)
        step.after[section].insert(newID(), at: below(step.after[section].count + 1))
      }
      step = Self.describing(from: data, to: step.after, reloads: step.reloadedIDs)
      if below(6) == 0 { step = TableViewUpdatesModelTests.Step(after: data) }  // an empty batch
      for id in step.after.joined() where list.heights[id] == nil {
        list.heights[id] = Self.heightChoices[below(7)]
      }
      let failing = below(8) == 0 ? step.after.joined().randomElement(using: &random) : nil
      list.failing = failing
      let rectsBefore = try Self.visibleRects(of: list)
      let textsBefore = visibleTexts(list.tableView)
      let offsetBefore = list.tableView.contentOffset
      let sizeBefore = list.tableView.contentSize
      list.sections = step.after
      list.forgetCalls()
      do {
        try list.tableView.performBatchUpdates {
          for path in step.reloads { try list.tableView.reloadRows(at: [path], with: .fade) }
          try list.tableView.insertRows(at: step.inserts, with: .top)
          for (from, to) in step.moves { try list.tableView.moveRow(at: from, to: to) }
          try list.tableView.deleteRows(at: step.deletes, with: .bottom)
        }
      } catch {
        // Only the failing row's height throws, and then nothing has changed.
        let failingID = try #require(failing, "\(context): \(error)")
        #expect(list.asked.last == failingID, context)
        #expect(
          try (0..<list.tableView.numberOfSections).map {
            try list.tableView.numberOfRows(inSection: $0)
          } == data.map(\.count), context)
        #expect(visibleTexts(list.tableView) == textsBefore, context)
        #expect(list.tableView.contentOffset == offsetBefore, context)
        #expect(list.tableView.contentSize == sizeBefore, context)
        let rectsAfter = try Self.visibleRects(of: list)
        #expect(rectsAfter.map(\.0) == rectsBefore.map(\.0), context)
        #expect(rectsAfter.map(\.1) == rectsBefore.map(\.1), context)
        list.sections = data
        list.heights = before
        list.failing = nil
        refusals += 1
        continue
      }
      list.failing = nil
      data = step.after
      updates += 1
      let rows = try Self.visibleRects(of: list)
      let ids = rows.map { list.id(at: $0.0) }
      if let failing { #expect(!ids.contains(failing), "\(context): \(failing) was on screen") }
      #expect(visibleTexts(list.tableView) == ids, context)
      for ((path, rect), id) in zip(rows, ids) {
        #expect(rect.height == list.height(of: id), "\(context): \(id) at \(path)")
      }
      // Rows lie end to end (no headers or footers): a row that grew moved those below.
      for (upper, lower) in zip(rows, rows.dropFirst()) {
        #expect(lower.1.minY == upper.1.maxY, "\(context): \(upper.0) then \(lower.0)")
      }
      // The visible rows are those the bounds meet.
      let bounds = list.tableView.bounds
      #expect(
        rows.map(\.0) == (list.tableView.indexPathsForRows(in: bounds) ?? []), context)
      if estimate != 0 {
        // Proportional to the screen, never the whole list: rows on screen before or after
        // the update, or passed over while the layout settled; a row is asked twice at most,
        // when a taller row pushed it out and a new row shorter than its estimate brought it
        // back.
        #expect(list.asked.count <= 2 * Self.screenful, "\(context): \(list.asked.count) asked")
        let times = Dictionary(list.asked.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(times.values.allSatisfy { $0 <= 2 }, "\(context): \(list.asked)")
      } else {
        #expect(list.asked.count >= data.joined().count, context)
      }
      // Between updates, a scroll now and then.
      if below(3) == 0 {
        let height = list.tableView.contentSize.height
        let y = CGFloat(below(Int(max(0, height - Self.frame.height)) + 1))
        try list.tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      }
    }
    #expect(updates > 300, "seed \(seed)")
    #expect(refusals > 3, "seed \(seed)")
    #expect(grownOnScreen > 200, "seed \(seed)")
  }

  /// The batch that turns `before` into `after` (ids unique): deletes, inserts, moves, and
  /// reloads of `reloads` where no row moves, as UIKit advises.
  static func describing(from before: [[String]], to after: [[String]], reloads: Set<String>)
    -> TableViewUpdatesModelTests.Step
  {
    var step = TableViewUpdatesModelTests.Step(after: after)
    let oldPaths = TableViewUpdatesModelTests.paths(of: before)
    let newPaths = TableViewUpdatesModelTests.paths(of: after)
    for (id, old) in oldPaths.sorted(by: { $0.value < $1.value }) {
      guard let new = newPaths[id] else {
        step.deletes.append(old)
        continue
      }
      if old != new { step.moves.append((old, new)) }
    }
    if step.moves.isEmpty {
      for id in reloads.sorted() {
        if let old = oldPaths[id], newPaths[id] == old {
          step.reloads.append(old)
          step.reloadedIDs.insert(id)
        }
      }
    }
    step.inserts = newPaths.filter { oldPaths[$0.key] == nil }.map(\.value).sorted()
    return step
  }
}
