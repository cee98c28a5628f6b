import Foundation
import ListBinding
import Testing

/// Cells whose view trees are as deep as a caller makes them: rendering stops at
/// `View.maximumRenderedDepth` and says so; everything else — releasing, searching, reading up
/// the tree — works at any depth without exhausting the stack.
@MainActor
@Suite("Deep view trees")
struct DeepViewTreeTests {
  /// A chain of `depth` views under `root`, each the only subview of the one before, built
  /// from the top down; the last is returned.
  @discardableResult
  static func chain(_ depth: Int, under root: View, leaf: View = View()) -> View {
    var bottom = root
    for _ in 1..<depth {
      let next = View()
      bottom.addSubview(next)
      bottom = next
    }
    bottom.addSubview(leaf)
    return leaf
  }

  /// A data source that shows the cells it is given, one a row.
  @MainActor
  final class FixedCells: TableViewDataSource {
    let cells: [TableViewCell]
    init(_ cells: [TableViewCell]) { self.cells = cells }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      cells.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      cells[indexPath.row]
    }
  }

  /// A table of two rows: "top", then a cell whose content view holds a chain of `depth`
  /// views ending with a label "deep".
  static func table(depth: Int) throws -> (TableView, FixedCells) {
    let top = TableViewCell()
    top.textLabel?.text = "top"
    let deep = TableViewCell()
    deep.textLabel?.text = "row"
    chain(depth, under: deep.contentView, leaf: Label(text: "deep"))
    let dataSource = FixedCells([top, deep])
    let tableView = try TableView(style: .plain, viewportHeight: 10)
    tableView.dataSource = dataSource
    try tableView.reloadData()
    return (tableView, dataSource)
  }

  @Test("A tree maximumRenderedDepth levels below the content view renders whole")
  func deepestDrawn() throws {
    #expect(View.maximumRenderedDepth == 256)
    let (tableView, dataSource) = try Self.table(depth: View.maximumRenderedDepth)
    #expect(
      try tableView.render(with: PlainTextRenderer()) == """
          top
          row deep

        """)
    _ = dataSource
  }

  @Test(
    "A cell 100,000 views deep renders to the maximum depth: render throws viewTreeTooDeep",
    arguments: [View.maximumRenderedDepth + 1, 100_000])
  func tooDeep(depth: Int) throws {
    let (tableView, dataSource) = try Self.table(depth: depth)
    let error = #expect(throws: TableViewError.self) {
      try tableView.render(with: PlainTextRenderer())
    }
    #expect(error == .viewTreeTooDeep(.cell(IndexPath(row: 1, section: 0)), maximum: 256))
    #expect(
      error?.message
        == "the cell of the row at {length = 2, path = 0 - 1} has subviews nested more than 256 "
        + "levels deep: views are drawn at most 256 levels below the view rendered, so the table "
        + "was not rendered")
    // The cell itself draws what lies within the limit.
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.renderedContent().elements == [.text("row")])
    // Once the tree is shallow again, the table renders.
    cell.contentView.subviews.first?.removeFromSuperview()
    #expect(
      try tableView.render(with: PlainTextRenderer()) == """
          top
          row

        """)
    _ = dataSource
  }

  @Test("Header and footer views deeper than the maximum are named in the error")
  func deepHeaderViews() throws {
    let (tableView, dataSource) = try Self.table(depth: 1)
    let header = View()
    Self.chain(100_000, under: header, leaf: Label(text: "header"))
    tableView.tableHeaderView = header
    #expect(throws: TableViewError.viewTreeTooDeep(.tableHeaderView, maximum: 256)) {
      try tableView.render(with: PlainTextRenderer())
    }
    tableView.tableHeaderView = nil
    let footer = View()
    Self.chain(300, under: footer)
    tableView.tableFooterView = footer
    #expect(throws: TableViewError.viewTreeTooDeep(.tableFooterView, maximum: 256)) {
      try tableView.render(with: PlainTextRenderer())
    }
    _ = dataSource
  }

  @Test("A table whose cell holds 100,000 nested views is released without recursion")
  func releasingTable() throws {
    weak var weakTable: TableView?
    weak var weakLeaf: View?
    do {
      let (tableView, dataSource) = try Self.table(depth: 100_000)
      let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
      weakLeaf = cell.contentView.subviews.first
      weakTable = tableView
      _ = dataSource
    }
    #expect(weakTable == nil)
    #expect(weakLeaf == nil)
  }

  @Test("A chain of 100,000 views is built in linear time and released without recursion")
  func releasingChain() {
    weak var weakLeaf: View?
    do {
      let root = View()
      let leaf = Self.chain(100_000, under: root)
      weakLeaf = leaf
      #expect(leaf.superview != nil)
    }
    #expect(weakLeaf == nil)
  }

  @Test(
    "A chain of 100,000 views built from the bottom up renders within the limit and is released")
  func releasingChainBuiltBottomUp() throws {
    weak var weakLeaf: View?
    do {
      let leaf = Label(text: "leaf")
      weakLeaf = leaf
      var top: View = leaf
      for _ in 1..<100_000 {
        let next = View()
        next.addSubview(top)
        top = next
      }
      let cell = TableViewCell()
      cell.textLabel?.text = "row"
      cell.contentView.addSubview(top)
      #expect(cell.renderedContent().elements == [.text("row")])
    }
    #expect(weakLeaf == nil)
  }

  @Test("A subtree referenced elsewhere survives the release of the tree around it, intact")
  func referencedSubtreeSurvives() throws {
    var kept: View?
    weak var weakRoot: View?
    do {
      let root = View()
      let middle = Self.chain(50_000, under: root)
      Self.chain(50_000, under: middle, leaf: Label(text: "leaf"))
      kept = middle
      weakRoot = root
    }
    #expect(weakRoot == nil)
    let middle = try #require(kept)
    #expect(middle.superview == nil)
    #expect(middle.subviews.count == 1)
    var depth = 0
    var view: View? = middle
    while let next = view?.subviews.first {
      depth += 1
      view = next
    }
    #expect(depth == 50_000)
    #expect((view as? Label)?.text == "leaf")
  }

  @Test("viewWithTag, tintColor and indexPathForRow(containing:) work 100,000 levels deep")
  func queriesAtDepth() throws {
    let (tableView, dataSource) = try Self.table(depth: 1)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let leaf = View()
    leaf.tag = 42
    Self.chain(100_000, under: cell.contentView, leaf: leaf)
    cell.contentView.tintColor = .systemRed
    #expect(cell.viewWithTag(42) === leaf)
    #expect(cell.viewWithTag(43) == nil)
    #expect(leaf.tintColor == .systemRed)
    #expect(tableView.indexPathForRow(containing: leaf) == IndexPath(row: 1, section: 0))
    _ = dataSource
  }

  @Test("Adding a view to one of its own descendants, however deep, does nothing")
  func noCycles() {
    let root = View()
    let leaf = Self.chain(10_000, under: root)
    leaf.addSubview(root)
    #expect(root.superview == nil)
    #expect(leaf.subviews.isEmpty)
    leaf.addSubview(leaf)
    #expect(leaf.subviews.isEmpty)
  }
}
