import Foundation
import ListBinding
import Testing

// Controllers written as UIKit code is, each under the UIKit text it ports. The port renames
// the `UI` types and adds `try` to the calls that throw, and `throws` to the overrides that
// make them. The other differences are marked `// Port:` in the UIKit text: a refresh control's
// action is a closure, as a `Button`'s (no Objective-C selectors), an image is a name, and a
// data source that commits edits adopts `EditCommitting` instead of overriding the method.

// UIKit:
//
// class SettingsViewController: UITableViewController {
//   var settings = ["Wi-Fi", "Bluetooth", "Cellular"]
//   var log: [String] = []
//
//   override func viewDidLoad() {
//     super.viewDidLoad()
//     title = "Settings"
//     tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
//     refreshControl = UIRefreshControl()
//     // Port: refreshControl?.addAction(for: .valueChanged) { … try self?.refresh() }
//     refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
//   }
//
//   override func viewWillAppear(_ animated: Bool) {
//     super.viewWillAppear(animated)
//     log.append("will appear")
//   }
//
//   override func viewDidDisappear(_ animated: Bool) {
//     super.viewDidDisappear(animated)
//     log.append("did disappear")
//   }
//
//   @objc func refresh() {
//     settings.append("Hotspot")
//     tableView.beginUpdates()
//     tableView.insertRows(at: [IndexPath(row: settings.count - 1, section: 0)], with: .automatic)
//     tableView.endUpdates()
//     refreshControl?.endRefreshing()
//   }
//
//   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//     return settings.count
//   }
//
//   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
//     -> UITableViewCell
//   {
//     let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
//     cell.textLabel?.text = settings[indexPath.row]
//     cell.accessoryType = .detailButton
//     return cell
//   }
//
//   override func tableView(
//     _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
//   ) {
//     log.append("info about \(settings[indexPath.row])")
//   }
//
//   override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
//     log.append("open \(settings[indexPath.row])")
//   }
// }
final class SettingsViewController: TableViewController {
  var settings = ["Wi-Fi", "Bluetooth", "Cellular"]
  var log: [String] = []

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    title = "Settings"
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Setting")
    refreshControl = RefreshControl()
    refreshControl?.addAction(for: .valueChanged) { [weak self] _ in try self?.refresh() }
  }

  override func viewWillAppear(_ animated: Bool) throws {
    try super.viewWillAppear(animated)
    log.append("will appear")
  }

  override func viewDidDisappear(_ animated: Bool) throws {
    try super.viewDidDisappear(animated)
    log.append("did disappear")
  }

  func refresh() throws {
    settings.append("Hotspot")
    tableView.beginUpdates()
    try tableView.insertRows(at: [IndexPath(row: settings.count - 1, section: 0)], with: .automatic)
    try tableView.endUpdates()
    refreshControl?.endRefreshing()
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    return settings.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
    cell.textLabel?.text = settings[indexPath.row]
    cell.accessoryType = .detailButton
    return cell
  }

  override func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    log.append("info about \(settings[indexPath.row])")
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    log.append("open \(settings[indexPath.row])")
  }
}

// UIKit:
//
// class NotesViewController: UITableViewController {
//   var notes = ["Milk", "Eggs", "Bread"]
//   var saved: [String] = []
//
//   override func viewDidLoad() {
//     super.viewDidLoad()
//     clearsSelectionOnViewWillAppear = false
//     tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
//   }
//
//   override func viewWillDisappear(_ animated: Bool) {
//     super.viewWillDisappear(animated)
//     saved = notes
//   }
//
//   override func setEditing(_ editing: Bool, animated: Bool) {
//     super.setEditing(editing, animated: animated)
//     title = editing ? "Editing" : "Notes"
//   }
//
//   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//     return notes.count
//   }
//
//   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
//     -> UITableViewCell
//   {
//     let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
//     cell.textLabel?.text = notes[indexPath.row]
//     return cell
//   }
//
//   override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
//     return true
//   }
//
//   override func tableView(
//     _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
//     to destinationIndexPath: IndexPath
//   ) {
//     let note = notes.remove(at: sourceIndexPath.row)
//     notes.insert(note, at: destinationIndexPath.row)
//   }
//
//   override func tableView(
//     _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
//   ) -> UISwipeActionsConfiguration? {
//     let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
//       self.notes.remove(at: indexPath.row)
//       tableView.beginUpdates()
//       tableView.deleteRows(at: [indexPath], with: .automatic)
//       tableView.endUpdates()
//       completion(true)
//     }
//     delete.image = UIImage(systemName: "trash")
//     delete.backgroundColor = .systemRed
//     return UISwipeActionsConfiguration(actions: [delete])
//   }
//
//   // Port: in an extension that adopts EditCommitting, without `override`.
//   override func tableView(
//     _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
//     forRowAt indexPath: IndexPath
//   ) {
//     if editingStyle == .delete {
//       notes.remove(at: indexPath.row)
//       tableView.deleteRows(at: [indexPath], with: .fade)
//     }
//   }
// }
final class NotesViewController: TableViewController {
  var notes = ["Milk", "Eggs", "Bread"]
  var saved: [String] = []

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    clearsSelectionOnViewWillAppear = false
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Note")
  }

  override func viewWillDisappear(_ animated: Bool) throws {
    try super.viewWillDisappear(animated)
    saved = notes
  }

  override func setEditing(_ editing: Bool, animated: Bool) throws {
    try super.setEditing(editing, animated: animated)
    title = editing ? "Editing" : "Notes"
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    return notes.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    return true
  }

  override func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let note = notes.remove(at: sourceIndexPath.row)
    notes.insert(note, at: destinationIndexPath.row)
  }

  override func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
      self.notes.remove(at: indexPath.row)
      tableView.beginUpdates()
      try tableView.deleteRows(at: [indexPath], with: .automatic)
      try tableView.endUpdates()
      completion(true)
    }
    delete.image = Image(systemName: "trash")
    delete.backgroundColor = .systemRed
    return SwipeActionsConfiguration(actions: [delete])
  }
}

extension NotesViewController: EditCommitting {
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) throws {
    if editingStyle == .delete {
      notes.remove(at: indexPath.row)
      try tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }
}

@MainActor
@Suite("Ported UIKit controllers")
struct PortedControllersTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test("Settings: hooks, a pull to refresh with begin/endUpdates, accessory and row taps")
  func settings() throws {
    let controller = SettingsViewController(style: .grouped)
    try controller.present()
    #expect(controller.title == "Settings")
    let rendered = try controller.tableView.render(with: PlainTextRenderer())
    #expect(
      rendered == """
          Wi-Fi     ⓘ
          Bluetooth ⓘ
          Cellular  ⓘ

        """)
    try controller.tableView.pullToRefresh()
    #expect(controller.refreshControl?.isRefreshing == false)
    #expect(visibleTexts(controller.tableView) == ["Wi-Fi", "Bluetooth", "Cellular", "Hotspot"])
    try controller.tableView.tapAccessoryButton(at: path(1))
    try controller.tableView.tapRow(at: path(3))
    #expect(controller.tableView.indexPathsForSelectedRows == [path(3)])
    try controller.dismiss()
    // Presented again: the selection is cleared, as UIKit's controller does.
    try controller.present()
    #expect(controller.tableView.indexPathsForSelectedRows == nil)
    #expect(
      controller.log == [
        "will appear", "info about Bluetooth", "open Hotspot", "did disappear", "will appear",
      ])
  }

  @Test("Notes: editing, a swipe's contextual action, a commit, a drag; saved when dismissed")
  func notes() throws {
    let controller = NotesViewController()
    try controller.present()
    try controller.tableView.swipeRow(at: path(1))
    #expect(controller.tableView.revealedSwipeActions?.titles == ["Delete"])
    try controller.tableView.tapSwipeAction(at: 0)
    #expect(controller.notes == ["Milk", "Bread"])
    #expect(visibleTexts(controller.tableView) == ["Milk", "Bread"])

    try controller.setEditing(true, animated: true)
    #expect(controller.title == "Editing")
    #expect(controller.isEditing)
    try controller.tableView.dragRow(from: path(1), to: path(0))
    #expect(controller.notes == ["Bread", "Milk"])
    try controller.tableView.tapEditingControl(at: path(1))
    try controller.tableView.tapSwipeAction(at: 0)
    #expect(controller.notes == ["Bread"])
    #expect(visibleTexts(controller.tableView) == ["Bread"])
    try controller.setEditing(false, animated: true)
    #expect(controller.title == "Notes")

    try controller.tableView.selectRow(at: path(0))
    try controller.dismiss()
    #expect(controller.saved == ["Bread"])
    try controller.present()
    // clearsSelectionOnViewWillAppear is off: the selection stays.
    #expect(controller.tableView.indexPathsForSelectedRows == [path(0)])
  }

  @Test("The swipe action carries its image and color")
  func actionImage() throws {
    let controller = NotesViewController()
    try controller.present()
    let configuration = controller.tableView(
      controller.tableView, trailingSwipeActionsConfigurationForRowAt: path(0))
    #expect(configuration?.actions.map(\.image) == [Image(systemName: "trash")])
    #expect(configuration?.actions.map(\.backgroundColor) == [.systemRed])
  }
}
