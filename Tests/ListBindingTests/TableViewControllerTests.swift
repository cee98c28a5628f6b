import Foundation
import ListBinding
import Testing

// The doc comment's example of `TableViewController`, as it reads there.
final class SettingsController: TableViewController {
  var settings = ["Wi-Fi", "Bluetooth"]

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    title = "Settings"
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    settings.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = settings[indexPath.row]
    return cell
  }
}

/// A controller that records its hooks and can be told to throw from one.
final class HookLog: TableViewController {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "hook failed" }
  }

  var items = ["a", "b", "c"]
  var log: [String] = []
  var failing: String?
  var onHook: ((String) throws -> Void)?
  var cellRequests = 0

  private func hook(_ name: String) throws {
    log.append(name)
    try onHook?(name)
    if failing == name { throw Failure() }
  }

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    try hook("viewDidLoad loaded=\(isViewLoaded)")
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func viewWillAppear(_ animated: Bool) throws {
    try super.viewWillAppear(animated)
    try hook("viewWillAppear(\(animated)) presented=\(isPresented)")
  }

  override func viewDidAppear(_ animated: Bool) throws {
    try super.viewDidAppear(animated)
    try hook("viewDidAppear(\(animated)) presented=\(isPresented)")
  }

  override func viewWillDisappear(_ animated: Bool) throws {
    try super.viewWillDisappear(animated)
    try hook("viewWillDisappear(\(animated)) presented=\(isPresented)")
  }

  override func viewDidDisappear(_ animated: Bool) throws {
    try super.viewDidDisappear(animated)
    try hook("viewDidDisappear(\(animated)) presented=\(isPresented)")
  }

  override func setEditing(_ editing: Bool, animated: Bool) throws {
    try super.setEditing(editing, animated: animated)
    try hook("setEditing(\(editing)) isEditing=\(isEditing)")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    cellRequests += 1
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.row)")
  }
}

/// A controller with rows that does not override `tableView(_:cellForRowAt:)`.
final class RowsWithoutCells: TableViewController {
  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
}

@MainActor
@Suite("Table view controller")
struct TableViewControllerTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test("The doc comment's example: presenting loads the view, then the table")
  func docExample() throws {
    let controller = SettingsController(style: .grouped)
    try controller.present()
    try controller.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try controller.dismiss()
    #expect(controller.title == "Settings")
    #expect(controller.tableView.style == .grouped)
    #expect(visibleTexts(controller.tableView) == ["Wi-Fi", "Bluetooth"])
    #expect(controller.tableView.indexPathsForSelectedRows == [path(0)])
  }

  @Test("The controller is its table's data source and delegate, with UIKit's defaults")
  func defaults() throws {
    let controller = TableViewController()
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
    #expect(controller.tableView.style == .plain)
    #expect(controller.clearsSelectionOnViewWillAppear)
    #expect(controller.title == nil)
    #expect(!controller.isViewLoaded)
    #expect(!controller.isPresented)
    #expect(!controller.isEditing)
    try controller.present()
    #expect(controller.tableView.numberOfSections == 1)
    #expect(try controller.tableView.numberOfRows(inSection: 0) == 0)
    #expect(try controller.tableView(controller.tableView, titleForHeaderInSection: 0) == nil)
    #expect(try controller.tableView(controller.tableView, canEditRowAt: path(0)))
    #expect(try !controller.tableView(controller.tableView, canMoveRowAt: path(0)))
    #expect(try controller.tableView(controller.tableView, willSelectRowAt: path(3)) == path(3))
    #expect(
      try controller.tableView(controller.tableView, editingStyleForRowAt: path(0)) == .delete)
    #expect(try controller.tableView(controller.tableView, viewForHeaderInSection: 0) == nil)
    #expect(try controller.tableView(controller.tableView, viewForFooterInSection: 0) == nil)
    #expect(
      try controller.tableView(
        controller.tableView, titleForDeleteConfirmationButtonForRowAt: path(0)) == "Delete")
    #expect(try controller.tableView(controller.tableView, indentationLevelForRowAt: path(0)) == 0)
    #expect(
      try controller.tableView(controller.tableView, shouldIndentWhileEditingRowAt: path(0)))
  }

  @Test("Hooks run in UIKit's order; viewDidLoad once, lazily")
  func hookOrder() throws {
    let controller = HookLog()
    #expect(controller.log.isEmpty)
    try controller.present()
    #expect(controller.isPresented)
    try controller.dismiss(animated: true)
    #expect(!controller.isPresented)
    try controller.present(animated: true)
    #expect(
      controller.log == [
        "viewDidLoad loaded=true",
        "viewWillAppear(false) presented=false",
        "viewDidAppear(false) presented=true",
        "viewWillDisappear(true) presented=true",
        "viewDidDisappear(true) presented=false",
        "viewWillAppear(true) presented=false",
        "viewDidAppear(true) presented=true",
      ])
  }

  @Test("loadViewIfNeeded calls viewDidLoad once; presenting after it does not call it again")
  func loadViewIfNeeded() throws {
    let controller = HookLog()
    try controller.loadViewIfNeeded()
    try controller.loadViewIfNeeded()
    #expect(controller.isViewLoaded)
    #expect(!controller.isPresented)
    try controller.present()
    #expect(controller.log.filter { $0.hasPrefix("viewDidLoad") }.count == 1)
  }

  @Test("A viewDidLoad that throws leaves the view not loaded; the next present runs it again")
  func viewDidLoadThrows() throws {
    let controller = HookLog()
    controller.failing = "viewDidLoad loaded=true"
    #expect(throws: HookLog.Failure.self) { try controller.present() }
    #expect(!controller.isViewLoaded)
    #expect(!controller.isPresented)
    #expect(controller.tableView.numberOfSections == 0)
    controller.failing = nil
    try controller.present()
    #expect(
      controller.log == [
        "viewDidLoad loaded=true", "viewDidLoad loaded=true",
        "viewWillAppear(false) presented=false", "viewDidAppear(false) presented=true",
      ])
  }

  @Test("A viewWillAppear that throws leaves the controller not presented")
  func viewWillAppearThrows() throws {
    let controller = HookLog()
    controller.failing = "viewWillAppear(false) presented=false"
    #expect(throws: HookLog.Failure.self) { try controller.present() }
    #expect(!controller.isPresented)
    #expect(controller.isViewLoaded)
    #expect(!controller.log.contains { $0.hasPrefix("viewDidAppear") })
    // Not presented: dismissing does nothing, presenting again runs the appearance hooks.
    try controller.dismiss()
    controller.failing = nil
    try controller.present()
    #expect(controller.isPresented)
  }

  @Test("A viewDidAppear that throws leaves the controller presented")
  func viewDidAppearThrows() throws {
    let controller = HookLog()
    controller.failing = "viewDidAppear(false) presented=true"
    #expect(throws: HookLog.Failure.self) { try controller.present() }
    #expect(controller.isPresented)
  }

  @Test("A viewWillDisappear that throws keeps the controller presented; viewDidDisappear's not")
  func disappearanceThrows() throws {
    let controller = HookLog()
    try controller.present()
    controller.failing = "viewWillDisappear(false) presented=true"
    #expect(throws: HookLog.Failure.self) { try controller.dismiss() }
    #expect(controller.isPresented)
    controller.failing = "viewDidDisappear(false) presented=false"
    #expect(throws: HookLog.Failure.self) { try controller.dismiss() }
    #expect(!controller.isPresented)
  }

  @Test("Presenting a presented controller throws; so does presenting it from its own hook")
  func alreadyPresented() throws {
    let controller = HookLog()
    try controller.present()
    let error = #expect(throws: TableViewControllerError.self) { try controller.present() }
    #expect(error == .alreadyPresented)
    #expect(
      error?.message
        == "Application tried to present a table view controller that is already presented, or "
        + "being presented or dismissed: dismiss it before presenting it again")
    try controller.dismiss()
    controller.onHook = { [unowned controller] name in
      if name.hasPrefix("viewWillAppear") { try controller.present() }
    }
    #expect(throws: TableViewControllerError.alreadyPresented) { try controller.present() }
    #expect(!controller.isPresented)
  }

  // UIKit refuses to present a controller whose view is not in a window yet ("Attempt to
  // present … whose view is not in the window hierarchy"): viewDidLoad runs before that.
  @Test("Presenting a controller from its own viewDidLoad throws, and no hook runs twice")
  func presentFromViewDidLoad() throws {
    let controller = HookLog()
    controller.onHook = { [unowned controller] name in
      if name.hasPrefix("viewDidLoad") { try controller.present() }
    }
    #expect(throws: TableViewControllerError.alreadyPresented) { try controller.present() }
    #expect(!controller.isPresented)
    #expect(controller.log == ["viewDidLoad loaded=true"])
    // The view did not load (its viewDidLoad threw), so the next present loads it again.
    controller.onHook = nil
    try controller.present()
    #expect(controller.isPresented)
    #expect(
      controller.log == [
        "viewDidLoad loaded=true", "viewDidLoad loaded=true",
        "viewWillAppear(false) presented=false", "viewDidAppear(false) presented=true",
      ])

    // From a viewDidLoad that loadViewIfNeeded() runs, outside any presentation.
    let loading = HookLog()
    loading.onHook = { [unowned loading] name in
      if name.hasPrefix("viewDidLoad") { try loading.present() }
    }
    #expect(throws: TableViewControllerError.alreadyPresented) { try loading.loadViewIfNeeded() }
    #expect(!loading.isPresented)
    #expect(loading.log == ["viewDidLoad loaded=true"])
  }

  @Test("Dismissing a controller that is not presented does nothing")
  func dismissNotPresented() throws {
    let controller = HookLog()
    try controller.dismiss()
    #expect(controller.log.isEmpty)
    #expect(!controller.isViewLoaded)
  }

  @Test("The first appearance loads the table; later ones do not reload it")
  func firstAppearanceLoads() throws {
    let controller = HookLog()
    try controller.present()
    #expect(visibleTexts(controller.tableView) == ["a", "b", "c"])
    #expect(controller.cellRequests == 3)
    try controller.dismiss()
    controller.items.append("d")
    try controller.present()
    #expect(try controller.tableView.numberOfRows(inSection: 0) == 3)
    #expect(controller.cellRequests == 3)
  }

  @Test("A table loaded in viewDidLoad is not loaded again when the controller appears")
  func loadedInViewDidLoad() throws {
    let controller = HookLog()
    controller.onHook = { [unowned controller] name in
      if name.hasPrefix("viewDidLoad") {
        controller.tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        try controller.tableView.reloadData()
      }
    }
    controller.clearsSelectionOnViewWillAppear = false
    try controller.loadViewIfNeeded()
    try controller.tableView.selectRow(at: path(1))
    try controller.present()
    #expect(controller.cellRequests == 3)
    #expect(controller.tableView.indexPathsForSelectedRows == [path(1)])
  }

  @Test("viewWillAppear clears the selection without telling the delegate, unless told not to")
  func clearsSelection() throws {
    let controller = HookLog()
    try controller.present()
    try controller.tableView.selectRow(at: path(0))
    try controller.tableView.selectRow(at: path(2))
    try controller.dismiss()
    try controller.present()
    #expect(controller.tableView.indexPathsForSelectedRows == nil)
    #expect(!controller.log.contains { $0.hasPrefix("didDeselect") })
    controller.clearsSelectionOnViewWillAppear = false
    try controller.tableView.selectRow(at: path(1))
    try controller.dismiss()
    try controller.present()
    #expect(controller.tableView.indexPathsForSelectedRows == [path(1)])
  }

  @Test("setEditing forwards to the table")
  func setEditing() throws {
    let controller = HookLog()
    try controller.present()
    try controller.setEditing(true, animated: true)
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
    try controller.setEditing(false, animated: false)
    #expect(!controller.tableView.isEditing)
    #expect(
      controller.log.suffix(2) == [
        "setEditing(true) isEditing=true", "setEditing(false) isEditing=false",
      ])
  }

  @Test("The controller's refresh control is its table's")
  func refreshControl() {
    let controller = TableViewController()
    let control = RefreshControl()
    controller.refreshControl = control
    #expect(controller.tableView.refreshControl === control)
    controller.tableView.refreshControl = nil
    #expect(controller.refreshControl == nil)
  }

  @Test("A controller with rows that makes no cell: the table reports the missing override")
  func missingCellForRow() throws {
    let controller = RowsWithoutCells()
    let error = #expect(throws: TableViewError.self) { try controller.present() }
    #expect(
      error
        == .dataSourceFailed(
          path(0), TableViewControllerError.cellForRowNotImplemented(controller: "RowsWithoutCells")
        ))
    #expect(
      error?.message
        == "failed to obtain a cell from its dataSource for the row at {length = 2, path = 0 - 0}: "
        + "RowsWithoutCells does not override tableView(_:cellForRowAt:), which a table view "
        + "controller with rows must")
    #expect(!controller.isPresented)
  }

  @Test("A controller's table outlives no one: releasing the controller releases the table")
  func ownership() {
    weak var weakTable: TableView?
    do {
      let controller = TableViewController()
      weakTable = controller.tableView
      #expect(weakTable != nil)
    }
    #expect(weakTable == nil)
  }
}

/// A controller whose subclass overrides the scroll-view methods, as a UIKit one would.
final class ScrollingController: TableViewController {
  var events: [String] = []

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    50
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }

  override func scrollViewWillBeginDragging(_ scrollView: ScrollView) throws {
    events.append("willBeginDragging")
  }

  override func scrollViewDidScroll(_ scrollView: ScrollView) throws {
    events.append("didScroll \(scrollView.rowOffset)")
  }

  override func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    throws
  {
    events.append("didEndDragging \(decelerate)")
  }
}

@MainActor
@Suite("Table view controller: scroll-view overrides")
struct TableViewControllerScrollingTests {
  @Test("A subclass's scroll-view overrides are called")
  func overrides() throws {
    let controller = ScrollingController(style: .plain)
    try controller.present(animated: false)
    try controller.tableView.setViewportHeight(10)
    try controller.tableView.drag(by: 44 * 3)
    #expect(controller.events == ["willBeginDragging", "didScroll 3", "didEndDragging false"])
  }
}
