import Foundation
import ListBinding
import Testing

/// Rows with an accessory each, a delegate that records accessory-button taps, and a trailing
/// Delete swipe action.
@MainActor
final class AccessoryList: TableViewDataSource, EditCommitting, TableViewDelegate {
  var rows: [(text: String, accessory: TableViewCell.AccessoryType)]
  var taps: [String] = []
  var onTap: (@MainActor (TableView, IndexPath) throws -> Void)?
  let tableView: TableView

  init(
    _ rows: [(text: String, accessory: TableViewCell.AccessoryType)], viewportHeight: Int = 40
  ) throws {
    self.rows = rows
    tableView = try TableView(style: .plain, viewportHeight: viewportHeight)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row].text
    cell.accessoryType = rows[indexPath.row].accessory
    return cell
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    rows.remove(at: indexPath.row)
    try tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    throws
  {
    taps.append("\(rows[indexPath.row].text) at \(indexPath.row)")
    try onTap?(tableView, indexPath)
  }
}

@MainActor
@Suite("Accessory buttons")
struct TableViewAccessoryButtonTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test("The doc comment's example: a tap on the button tells the delegate, with the row's path")
  func docExample() throws {
    let list = try AccessoryList([("Wi-Fi", .none)])
    let tableView = list.tableView
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.accessoryType = .detailDisclosureButton
    try tableView.tapAccessoryButton(at: IndexPath(row: 0, section: 0))
    #expect(list.taps == ["Wi-Fi at 0"])
  }

  @Test(
    "Detail buttons and detail disclosure buttons are tappable; the tap selects nothing",
    arguments: [TableViewCell.AccessoryType.detailButton, .detailDisclosureButton])
  func tappable(accessory: TableViewCell.AccessoryType) throws {
    let list = try AccessoryList([("a", .none), ("b", accessory)])
    try list.tableView.tapAccessoryButton(at: path(1))
    #expect(list.taps == ["b at 1"])
    #expect(list.tableView.indexPathsForSelectedRows == nil)
  }

  @Test(
    "Other accessories have no button: the tap throws and the delegate hears nothing",
    arguments: [TableViewCell.AccessoryType.none, .checkmark, .disclosureIndicator])
  func notTappable(accessory: TableViewCell.AccessoryType) throws {
    let list = try AccessoryList([("a", accessory)])
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.tapAccessoryButton(at: path(0))
    }
    #expect(error == .noAccessoryButton(path(0)))
    #expect(
      error?.message
        == "the row at {length = 2, path = 0 - 0} shows no accessory button: its cell is not in "
        + "the viewport, or its accessory is neither detailButton nor detailDisclosureButton")
    #expect(list.taps.isEmpty)
  }

  @Test("A row outside the viewport has no button to tap; a row the table lacks is out of range")
  func outsideTheViewport() throws {
    let list = try AccessoryList(
      [("a", .detailButton), ("b", .detailButton), ("c", .detailButton)], viewportHeight: 2)
    #expect(throws: TableViewError.noAccessoryButton(path(2))) {
      try list.tableView.tapAccessoryButton(at: path(2))
    }
    #expect(throws: TableViewError.rowOutOfRange(path(3), numberOfRows: 3)) {
      try list.tableView.tapAccessoryButton(at: path(3))
    }
    #expect(list.taps.isEmpty)
  }

  @Test("The delegate hears the path the row has at the time of the tap")
  func currentPath() throws {
    let list = try AccessoryList([("a", .none), ("b", .detailButton)])
    list.rows.insert(("new", .none), at: 0)
    try list.tableView.insertRows(at: [path(0)], with: .automatic)
    try list.tableView.tapAccessoryButton(at: path(2))
    #expect(list.taps == ["b at 2"])
  }

  @Test("While swipe actions show, the tap only hides them")
  func hidesSwipeActions() throws {
    let list = try AccessoryList([("a", .detailButton), ("b", .detailButton)])
    try list.tableView.swipeRow(at: path(1))
    #expect(list.tableView.revealedSwipeActions?.titles == ["Delete"])
    try list.tableView.tapAccessoryButton(at: path(0))
    #expect(list.tableView.revealedSwipeActions == nil)
    #expect(list.taps.isEmpty)
    try list.tableView.tapAccessoryButton(at: path(0))
    #expect(list.taps == ["a at 0"])
  }

  @Test("An update the delegate asks for runs at once")
  func deferredUpdate() throws {
    let list = try AccessoryList([("a", .detailButton), ("b", .none)])
    list.onTap = { [unowned list] tableView, indexPath in
      list.rows.remove(at: indexPath.row)
      try tableView.deleteRows(at: [indexPath], with: .fade)
      #expect(try tableView.numberOfRows(inSection: 0) == 1)
    }
    try list.tableView.tapAccessoryButton(at: path(0))
    #expect(try list.tableView.numberOfRows(inSection: 0) == 1)
    #expect(visibleTexts(list.tableView) == ["b"])
  }

  @Test("A tap asked for from the handler runs at once, nested in it")
  func deferredTap() throws {
    let list = try AccessoryList([("a", .detailButton), ("b", .detailButton)])
    list.onTap = { [unowned list] tableView, indexPath in
      guard indexPath.row == 0 else { return }
      try tableView.tapAccessoryButton(at: IndexPath(row: 1, section: 0))
      list.taps.append("after asking")
    }
    try list.tableView.tapAccessoryButton(at: path(0))
    #expect(list.taps == ["a at 0", "b at 1", "after asking"])
  }

  @Test("The delegate's error comes out of the tap, named")
  func delegateError() throws {
    struct Refused: Error, CustomStringConvertible {
      var description: String { "refused" }
    }
    let list = try AccessoryList([("a", .detailButton)])
    list.onTap = { _, _ in throw Refused() }
    let error = #expect(throws: TableViewError.self) {
      try list.tableView.tapAccessoryButton(at: path(0))
    }
    #expect(
      error?.message
        == "tableView(_:accessoryButtonTappedForRowWith:) for the row at "
        + "{length = 2, path = 0 - 0} threw: refused")
  }

  @Test("A delegate that does not implement the method ignores the tap")
  func defaultDelegate() throws {
    let list = try AccessoryList([("a", .detailButton)])
    let other = SelectionLog()
    list.tableView.delegate = other
    try list.tableView.tapAccessoryButton(at: path(0))
    #expect(other.events.isEmpty)
    list.tableView.delegate = nil
    try list.tableView.tapAccessoryButton(at: path(0))
    #expect(list.taps.isEmpty)
  }
}

@MainActor
@Suite("Contextual actions")
struct ContextualActionTests {
  @Test("An action stores an image and a background color, none by default")
  func imageAndColor() {
    let action = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
      completion(true)
    }
    #expect(action.image == nil)
    #expect(action.backgroundColor == nil)
    action.image = Image(systemName: "trash")
    action.backgroundColor = .systemOrange
    #expect(action.image?.name == "trash")
    #expect(action.image?.isSymbol == true)
    #expect(action.backgroundColor == .systemOrange)
  }

  @Test("A row action stores a background color, none by default")
  func rowActionColor() {
    let action = RowAction(style: .normal, title: "Flag") { _, _ in }
    #expect(action.backgroundColor == nil)
    action.backgroundColor = .systemBlue
    #expect(action.backgroundColor == .systemBlue)
  }
}
