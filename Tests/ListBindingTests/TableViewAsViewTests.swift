import Foundation
import ListBinding
import Testing

/// A cell that holds a view of the test's, such as a table.
final class HolderCell: TableViewCell, Bindable {
  func bind(to item: String) {
    textLabel?.text = item
  }
}

@MainActor
@Suite("TableView is a view, as UITableView is a UIScrollView")
struct TableViewAsViewTests {
  /// The data sources of the test's tables, which the tables do not retain.
  final class Held {
    var dataSources: [ListDataSource<HolderCell>] = []
  }

  let held = Held()

  func table(_ items: [String]) throws -> TableView {
    let tableView = TableView()
    let dataSource = ListDataSource<HolderCell>(dataItems: items)
    try dataSource.bind(to: tableView)
    held.dataSources.append(dataSource)
    return tableView
  }

  // Apple's documentation of UITableView: "class UITableView : UIScrollView"; of
  // UIView.addSubview(_:), UIView.superview, UIView.frame and UIScrollView's bounds, whose
  // origin is the content offset.
  @Test("A table is added to a view, pinned to its size, and has a frame, bounds and superview")
  func addedToView() throws {
    let root = View()
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 132)
    let tableView = try table((0..<10).map { "r\($0)" })
    tableView.rowHeight = 44
    root.addSubview(tableView)
    #expect(tableView.superview === root)
    #expect(root.subviews.first === tableView)
    let asView: View = tableView
    #expect(asView.bounds == .zero)
    tableView.frame = root.bounds
    try tableView.performLayout()
    #expect(tableView.frame == CGRect(x: 0, y: 0, width: 320, height: 132))
    #expect(visibleTexts(tableView) == ["r0", "r1", "r2"])
    try tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    #expect(asView.bounds == CGRect(x: 0, y: 44, width: 320, height: 132))
    #expect(root.bounds == CGRect(x: 0, y: 0, width: 320, height: 132))
    tableView.removeFromSuperview()
    #expect(tableView.superview == nil)
    #expect(root.subviews.isEmpty)
    #expect(root.viewWithTag(0) === root)
    tableView.tag = 7
    root.addSubview(tableView)
    #expect(root.viewWithTag(7) === tableView)
  }

  @Test("A table inside a cell of another table works, and its buttons take taps")
  func tableInCell() throws {
    let outer = try table(["a", "b"])
    let inner = try table(["x", "y"])
    let cell = try #require(outer.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.contentView.addSubview(inner)
    #expect(inner.superview === cell.contentView)
    #expect(try outer.render(with: PlainTextRenderer()) == "  a\n  b\n")
    #expect(try inner.render(with: PlainTextRenderer()) == "  x\n  y\n")
    let button = Button()
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    let innerCell = try #require(inner.cellForRow(at: IndexPath(row: 1, section: 0)))
    innerCell.contentView.addSubview(button)
    try button.tap()
    #expect(taps == 1)
    #expect(inner.indexPathForRow(containing: button) == IndexPath(row: 1, section: 0))
    #expect(outer.indexPathForRow(containing: inner) == IndexPath(row: 0, section: 0))
    // The outer table taking no touches keeps them from the inner table's buttons.
    outer.isUserInteractionEnabled = false
    try button.tap()
    #expect(taps == 1)
  }

  // *Assumed*: UIKit does not say; a row that contains its own table has no finite drawing.
  @Test("A table added to its own cell, or to a view inside one, is refused")
  func ownCellRefused() throws {
    let tableView = try table(["a", "b"])
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.contentView.addSubview(tableView)
    #expect(tableView.superview == nil)
    let box = View()
    cell.contentView.addSubview(box)
    box.addSubview(tableView)
    #expect(tableView.superview == nil)
    cell.addSubview(tableView)
    #expect(tableView.superview == nil)
    // Through a table inside a cell of the table.
    let inner = try table(["x"])
    box.addSubview(inner)
    let innerCell = try #require(inner.cellForRow(at: IndexPath(row: 0, section: 0)))
    innerCell.contentView.addSubview(tableView)
    #expect(tableView.superview == nil)
    #expect(try tableView.render(with: PlainTextRenderer()) == "  a\n  b\n")
  }

  @Test("A data source that gives the table a cell the table is in is refused, nothing changed")
  func cellContainingTableRefused() throws {
    final class Trap: TableViewDataSource {
      let trapped = TableViewCell(style: .default, reuseIdentifier: nil)
      var items = ["a"]
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
      }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.row == 1 { return trapped }
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
      }
    }
    let trap = Trap()
    let tableView = TableView()
    tableView.dataSource = trap
    try tableView.reloadData()
    // The cell is not the table's yet: adding the table to it is allowed.
    trap.trapped.contentView.addSubview(tableView)
    #expect(tableView.superview === trap.trapped.contentView)
    trap.items.append("b")
    let error = #expect(throws: TableViewError.self) {
      try tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    }
    #expect(error?.message.hasSuffix(": the cell contains the table that displays it") == true)
    #expect(try tableView.numberOfRows(inSection: 0) == 1)
    #expect(visibleTexts(tableView) == ["a"])
  }

  @Test("A deep view tree holding a table, and a table holding deep trees, release in a loop")
  func deepTrees() throws {
    let tableView = try table(["a"])
    var top = View()
    let root = top
    for _ in 0..<50_000 {
      let next = View()
      top.addSubview(next)
      top = next
    }
    top.addSubview(tableView)
    #expect(tableView.superview === top)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    var node = cell.contentView
    for _ in 0..<50_000 {
      let next = View()
      node.addSubview(next)
      node = next
    }
    // Adding a view above the table to the bottom of the cell's tree is refused: a walk up,
    // not nested calls.
    node.addSubview(root)
    #expect(root.superview == nil)
    _ = root
  }

  // Apple's UIView.hitTest(_:with:) ignores a view "that is hidden, that has disabled user
  // interactions, or has an alpha level less than 0.01", and what is inside it: the table's
  // rows and their accessory buttons too.
  @Test("A table out of a finger's reach, or in a view that is, takes no row or accessory tap")
  func unreachableTable() throws {
    final class Log: TableViewDelegate {
      var events: [String] = []
      func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.row)")
      }
      func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        events.append("accessory \(indexPath.row)")
      }
    }
    let tableView = try table(["a", "b"])
    let log = Log()
    tableView.delegate = log
    let root = View()
    root.addSubview(tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    cell.accessoryType = .detailButton
    let ways: [(String, () -> Void, () -> Void)] = [
      ("table hidden", { tableView.isHidden = true }, { tableView.isHidden = false }),
      ("table transparent", { tableView.alpha = 0 }, { tableView.alpha = 1 }),
      (
        "table not interactive", { tableView.isUserInteractionEnabled = false },
        { tableView.isUserInteractionEnabled = true }
      ),
      ("superview hidden", { root.isHidden = true }, { root.isHidden = false }),
      (
        "superview not interactive", { root.isUserInteractionEnabled = false },
        { root.isUserInteractionEnabled = true }
      ),
    ]
    for (way, apply, undo) in ways {
      apply()
      try tableView.tapRow(at: IndexPath(row: 0, section: 0))
      try tableView.tapAccessoryButton(at: IndexPath(row: 1, section: 0))
      #expect(log.events.isEmpty, "\(way)")
      #expect(tableView.indexPathForSelectedRow == nil, "\(way)")
      undo()
    }
    try tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try tableView.tapAccessoryButton(at: IndexPath(row: 1, section: 0))
    #expect(log.events == ["select 0", "accessory 1"])
  }
}
