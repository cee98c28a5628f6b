import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// The names of the views whose `layoutSubviews()` ran, in order.
@MainActor
final class LayoutNames {
  var names: [String] = []
}

/// A view that writes its name to a log when it lays out.
final class LoggingView: View {
  let name: String
  let log: LayoutNames
  /// Runs in `layoutSubviews()`, after the name is logged.
  var onLayout: (() -> Void)?

  init(_ name: String, log: LayoutNames) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    log.names.append(name)
    onLayout?()
  }
}

/// A cell that counts its layouts.
final class LayoutCountingCell: TableViewCell, Bindable {
  private(set) var layouts = 0

  func bind(to item: String) {
    textLabel?.text = item
  }

  override func layoutSubviews() {
    layouts += 1
  }
}

// Sources: Apple's UIView.layoutIfNeeded() ("Lays out the subviews immediately, if layout
// updates are pending … Using the view that receives the message as the root view, this method
// lays out the view subtree starting at the root. If no layout updates are pending, this method
// exits without modifying the layout or calling any layout-related callbacks") and
// UIView.setNeedsLayout() ("Invalidates the current layout of the receiver"; it "makes a note of
// the request and returns immediately"). What marks a view besides setNeedsLayout() — being
// new, a new size, a subview added or removed — is *assumed* from UIKit's observed behaviour.
@MainActor
@Suite("View.setNeedsLayout() and layoutIfNeeded(): UIKit's layout calls on every view")
struct ViewLayoutTests {
  let log = LayoutNames()

  func view(_ name: String) -> LoggingView { LoggingView(name, log: log) }

  /// A view with every flag cleared.
  func laidOut(_ name: String) -> LoggingView {
    let view = view(name)
    view.layoutIfNeeded()
    log.names.removeAll()
    return view
  }

  @Test("A new view needs layout: layoutIfNeeded() lays it out once, a second call does nothing")
  func newView() {
    let view = view("v")
    view.layoutIfNeeded()
    #expect(log.names == ["v"])
    view.layoutIfNeeded()
    #expect(log.names == ["v"])
  }

  @Test("setNeedsLayout() then layoutIfNeeded() calls layoutSubviews() once, however many marks")
  func markedOnce() {
    let view = laidOut("v")
    view.setNeedsLayout()
    #expect(log.names.isEmpty)  // setNeedsLayout() returns at once
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(log.names == ["v"])
    view.layoutIfNeeded()
    #expect(log.names == ["v"])
  }

  @Test("layoutIfNeeded() lays out the marked views of its subtree, parents first, and no other")
  func subtree() {
    let root = view("root")
    let a = view("a")
    let b = view("b")
    let c = view("c")
    root.addSubview(a)
    a.addSubview(b)
    root.addSubview(c)
    let outside = view("outside")
    root.layoutIfNeeded()
    #expect(log.names == ["root", "a", "b", "c"])
    log.names.removeAll()
    c.setNeedsLayout()
    b.setNeedsLayout()
    outside.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log.names == ["b", "c"])  // a needs no layout; b, inside it, is reached
    log.names.removeAll()
    b.setNeedsLayout()
    root.setNeedsLayout()
    a.layoutIfNeeded()  // the root of this call is a: root is above it
    #expect(log.names == ["b"])
  }

  @Test("A new size marks a view; a new origin does not")
  func frameSize() {
    let view = laidOut("v")
    view.frame.origin = CGPoint(x: 10, y: 20)
    view.layoutIfNeeded()
    #expect(log.names.isEmpty)
    view.frame.size = CGSize(width: 100, height: 40)
    view.layoutIfNeeded()
    #expect(log.names == ["v"])
  }

  @Test("Adding a subview marks both views; removing one marks the superview it leaves")
  func addAndRemove() {
    let parent = laidOut("parent")
    let child = laidOut("child")
    parent.addSubview(child)
    parent.layoutIfNeeded()
    #expect(log.names == ["parent", "child"])
    log.names.removeAll()
    child.removeFromSuperview()
    parent.layoutIfNeeded()
    child.layoutIfNeeded()
    #expect(log.names == ["parent"])
  }

  @Test("Subviews added or resized in layoutSubviews() are laid out in the same call")
  func addedDuringLayout() {
    let root = view("root")
    let sized = view("sized")
    root.addSubview(sized)
    root.layoutIfNeeded()
    log.names.removeAll()
    let added = view("added")
    root.onLayout = {
      sized.frame.size = CGSize(width: 50, height: 50)
      root.addSubview(added)
    }
    root.setNeedsLayout()
    root.layoutIfNeeded()
    // Adding marks root again, as a subview added during a UIKit layout pass does.
    #expect(log.names == ["root", "sized", "added"])
    root.onLayout = nil
    log.names.removeAll()
    root.layoutIfNeeded()
    #expect(log.names == ["root"])
  }

  @Test("A tree of any depth is laid out in bounded stack")
  func deepTree() {
    let root = View()
    var last = root
    for _ in 0..<100_000 {
      let next = View()
      last.addSubview(next)
      last = next
    }
    let leaf = view("leaf")
    last.addSubview(leaf)
    root.layoutIfNeeded()
    #expect(log.names == ["leaf"])
  }

  @Test("The documentation's example of layoutIfNeeded()")
  func documentationExample() {
    let view = laidOut("view")
    let badge = laidOut("badge")
    view.addSubview(badge)
    view.layoutIfNeeded()
    log.names.removeAll()
    badge.setNeedsLayout()
    view.layoutIfNeeded()  // badge.layoutSubviews() runs once
    view.layoutIfNeeded()  // nothing needs layout: nothing runs
    #expect(log.names == ["badge"])
  }

  static let seed: UInt64 = 0x1A70_07_2026

  @Test("Random marks, frames, moves and layouts lay out what a model of the flags says (seeded)")
  func randomAgainstModel() {
    var generator = SplitMix64(seed: Self.seed)
    let count = 7
    let views = (0..<count).map { view("\($0)") }
    // The model: each view's pending flag, superview and subviews.
    var pending = Array(repeating: true, count: count)
    var parent: [Int?] = Array(repeating: nil, count: count)
    var children: [[Int]] = Array(repeating: [], count: count)
    func isAncestor(_ candidate: Int, of view: Int) -> Bool {
      var current: Int? = view
      while let node = current {
        if node == candidate { return true }
        current = parent[node]
      }
      return false
    }
    func detach(_ view: Int) {
      guard let old = parent[view] else { return }
      children[old].removeAll { $0 == view }
      pending[old] = true
      parent[view] = nil
    }
    for step in 0..<2_000 {
      let context = Comment(rawValue: "seed \(Self.seed), step \(step)")
      let index = Int.random(in: 0..<count, using: &generator)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0:
        views[index].setNeedsLayout()
        pending[index] = true
      case 1:
        let side = CGFloat(Int.random(in: 0..<3, using: &generator))
        let before = views[index].frame.size
        views[index].frame = CGRect(x: side, y: 0, width: side, height: 10)
        if views[index].frame.size != before { pending[index] = true }
      case 2:
        let child = Int.random(in: 0..<count, using: &generator)
        views[index].addSubview(views[child])
        guard !isAncestor(child, of: index) else { break }
        detach(child)
        children[index].append(child)
        parent[child] = index
        pending[index] = true
        pending[child] = true
      case 3:
        views[index].removeFromSuperview()
        detach(index)
      default:
        log.names.removeAll()
        views[index].layoutIfNeeded()
        var expected: [String] = []
        var stack = [index]
        while let node = stack.popLast() {
          if pending[node] {
            pending[node] = false
            expected.append("\(node)")
          }
          stack.append(contentsOf: children[node].reversed())
        }
        #expect(log.names == expected, context)
      }
      let subviews = views.map { $0.subviews.map { ($0 as? LoggingView)?.name ?? "?" } }
      #expect(subviews == children.map { $0.map { "\($0)" } }, context)
    }
  }
}

// Sources: Apple's UIView.layoutIfNeeded() (above); that UITableView's layout is where it lays
// out changed geometry and asks for the cells of a reload is *assumed* from UIKit's observed
// order (`cellForRowAt` in `layoutSubviews`), as in ReloadAtTouchTests.
@MainActor
@Suite("TableView.layoutIfNeeded(): UIKit's non-throwing layout; performLayout() throws")
struct TableViewLayoutIfNeededTests {
  final class Held {
    var dataSources: [ListDataSource<LayoutCountingCell>] = []
  }

  let held = Held()

  func table(_ items: [String]) throws -> TableView {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let dataSource = ListDataSource<LayoutCountingCell>(dataItems: items)
    try dataSource.bind(to: tableView)
    held.dataSources.append(dataSource)
    return tableView
  }

  @Test("performLayout()'s documentation example")
  func performLayoutExample() throws {
    let tableView = try table(["a", "b"])
    tableView.rowHeight = 60
    try tableView.performLayout()  // the rows are 60 points tall now
    #expect(try tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
  }

  @Test("layoutIfNeeded() applies pending geometry as performLayout() does, with no try")
  func appliesGeometry() throws {
    let tableView = try table(["a", "b"])
    tableView.rowHeight = 60
    tableView.layoutIfNeeded()
    #expect(
      try tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(
          x: 0, y: 60, width: 320, height: 60))
  }

  @Test("layoutIfNeeded() reports what performLayout() throws to UncaughtErrors; nothing changes")
  func reportsError() throws {
    let tableView = try table(["a", "b"])
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? LayoutCountingCell)
    let layouts = cell.layouts
    let before = try tableView.render(with: PlainTextRenderer())
    let rect = try tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    tableView.rowHeight = .nan
    cell.setNeedsLayout()
    let thrown = #expect(throws: TableViewError.self) { try tableView.performLayout() }
    let reported = ReportedErrors()
    UncaughtErrors.withHandler({ reported.add($0) }) {
      tableView.layoutIfNeeded()
    }
    let error = try #require(thrown)
    #expect(reported.errors == [error])
    #expect(reported.errors.first?.message.hasPrefix("rowHeight is nan") == true)
    #expect(cell.layouts == layouts)  // no view is laid out after the error
    #expect(try tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == rect)
    tableView.rowHeight = TableView.automaticDimension
    #expect(try tableView.render(with: PlainTextRenderer()) == before)
  }

  @Test("A displayed cell needs no layout; one marked is laid out once by the table's layout")
  func cellLayout() throws {
    let tableView = try table(["a", "b"])
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? LayoutCountingCell)
    let other = try #require(
      tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? LayoutCountingCell)
    #expect(cell.layouts == 1)  // when it was displayed
    tableView.layoutIfNeeded()
    #expect(cell.layouts == 1)
    cell.setNeedsLayout()
    tableView.layoutIfNeeded()
    tableView.layoutIfNeeded()
    #expect(cell.layouts == 2)
    #expect(other.layouts == 1)
  }

  @Test("A view's layoutIfNeeded() lays out a table inside it, and the table's cells")
  func tableInsideView() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let tableView = try table(["a", "b"])
    root.addSubview(tableView)
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? LayoutCountingCell)
    tableView.rowHeight = 60
    cell.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(try tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
    #expect(cell.layouts == 2)
  }
  @Test("A cell's layoutSubviews() that calls back into the table's layoutIfNeeded() ends")
  func layoutCallsBack() throws {
    // UIKit code calls `superview?.layoutIfNeeded()` from `layoutSubviews()`; the table is
    // laying out then, so its own layout waits for the call to end, as every call made from a
    // callback does (article "Call moments"), and the views are not laid out again.
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let dataSource = ListDataSource<CallingBackCell>(dataItems: ["a", "b", "c"])
    try dataSource.bind(to: tableView)
    tableView.rowHeight = 60
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? CallingBackCell)
    let before = cell.layouts
    cell.table = tableView
    cell.setNeedsLayout()
    tableView.layoutIfNeeded()
    #expect(cell.layouts == before + 1)
    #expect(try tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 120)
    #expect(tableView.visibleCells.count == 3)
  }

  @Test("A data source that calls layoutIfNeeded() from cellForRowAt: the load completes once")
  func dataSourceCallsBack() throws {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    let source = LayingOutSource(["a", "b"])
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = source
    try tableView.reloadData()
    #expect(source.requests == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["a", "b"])
  }
}

/// A cell whose layout asks its table to lay out, as UIKit code sometimes does.
final class CallingBackCell: TableViewCell, Bindable {
  private(set) var layouts = 0
  weak var table: TableView?

  func bind(to item: String) {
    textLabel?.text = item
  }

  override func layoutSubviews() {
    layouts += 1
    table?.layoutIfNeeded()
  }
}

/// A data source that lays the table out while it makes a cell.
final class LayingOutSource: TableViewDataSource {
  let items: [String]
  private(set) var requests: [IndexPath] = []

  init(_ items: [String]) {
    self.items = items
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    requests.append(indexPath)
    tableView.layoutIfNeeded()
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}
