#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A searchable list of notes, pinned ones first, with swipe actions and a context menu on each
// row, written as UIKit code.
//
// Modelled on two public apps (patterns carried over, not code):
// - Ranchero-Software/NetNewsWire, iOS/MainFeed/MainFeedViewController.swift at commit
//   12fb814bff82d326e38ae68257b649327e7a01db: a `UITableViewController` with
//   `prefersLargeTitles` on its navigation bar and `separatorStyle` set in `viewDidLoad`;
//   `trailingSwipeActionsConfigurationForRowAt` building `UIContextualAction`s whose
//   `backgroundColor` is a system colour and whose handlers call `completion(true)`;
//   `contextMenuConfigurationForRowAt` returning a configuration whose actions act on the row;
//   an observer of the app's notifications that reloads the table.
// - awseeley/Search-Tutorial, TableViewTutorial/ViewController.swift at commit
//   34f05c47875558fdcb016269230bb16019d88933: a `UISearchController(searchResultsController:
//   nil)` whose `searchResultsUpdater` is the table's controller, which filters its array by
//   the bar's lowercased text in `updateSearchResults(for:)` and calls `reloadData()`, and
//   whose row count follows the filtered array.
// Added here, and this screen's own: the table's `contentInset` and indicator insets follow the
// keyboard's notifications; an empty result shows "No Notes" as the table's `backgroundView`; two sections (Pinned, Notes) whose titles go with an empty
// section; the search controller in the navigation item with a scope bar (All, Pinned) the
// delegate answers; `didSelectRowAt` deselects and pushes a detail controller; a leading Pin /
// Unpin swipe that moves the row with `moveRow(at:to:)` inside `performBatchUpdates`; a
// trailing Delete with `deleteRows(at:with:)`; the same two actions in the context menu.

struct Note: Equatable, Sendable {
  let id: Int
  var title: String
  var isPinned: Bool
}

extension Notification.Name {
  static let notesDidChange = Notification.Name("NotesDidChange")
}

final class NoteDetailViewController: UIViewController {
  let note: Note

  init(note: Note) {
    self.note = note
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = note.title
    navigationItem.largeTitleDisplayMode = .never
  }
}

final class NotesViewController: UITableViewController, UISearchResultsUpdating,
  UISearchBarDelegate
{
  private(set) var notes: [Note]
  private var visibleNotes: [[Note]] = [[], []]
  private let searchController = UISearchController(searchResultsController: nil)
  private var observers: [NSObjectProtocol] = []
  let emptyLabel = UILabel()
  private let scopes = ["All", "Pinned"]

  init(notes: [Note]) {
    self.notes = notes
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { return nil }

  var isFiltering: Bool {
    searchController.isActive
      && (!(searchController.searchBar.text ?? "").isEmpty
        || searchController.searchBar.selectedScopeButtonIndex > 0)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    navigationController?.navigationBar.prefersLargeTitles = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    tableView.separatorStyle = .singleLine
    tableView.keyboardDismissMode = .onDrag
    tableView.tableFooterView = UIView()
    tableView.showsVerticalScrollIndicator = false
    emptyLabel.text = "No Notes"
    emptyLabel.textAlignment = .center

    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Notes"
    searchController.searchBar.scopeButtonTitles = scopes
    searchController.searchBar.autocapitalizationType = .none
    searchController.searchBar.delegate = self
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true

    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: .notesDidChange, object: nil, queue: nil) { [weak self] _ in
        MainActor.assumeIsolated { self?.reloadNotes() }
      })
    observers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] notification in
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        MainActor.assumeIsolated { self?.keyboardCovers(frame?.height ?? 0) }
      })
    observers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardCovers(0) }
      })
    filterNotes()
  }

  func add(_ note: Note) {
    notes.append(note)
    NotificationCenter.default.post(name: .notesDidChange, object: nil)
  }

  private func reloadNotes() {
    filterNotes()
    tableView.reloadData()
    tableView.backgroundView = visibleNotes.allSatisfy(\.isEmpty) ? emptyLabel : nil
  }

  private func keyboardCovers(_ height: CGFloat) {
    tableView.contentInset.bottom = height
    tableView.verticalScrollIndicatorInsets.bottom = height
  }

  private func filterNotes() {
    let text = (searchController.searchBar.text ?? "").lowercased()
    let pinnedOnly = searchController.searchBar.selectedScopeButtonIndex == 1
    let shown = notes.filter { note in
      guard isFiltering else { return true }
      if pinnedOnly && !note.isPinned { return false }
      return text.isEmpty || note.title.lowercased().contains(text)
    }
    visibleNotes = [shown.filter(\.isPinned), shown.filter { !$0.isPinned }]
  }

  private func note(at indexPath: IndexPath) -> Note {
    visibleNotes[indexPath.section][indexPath.row]
  }

  // MARK: Search

  func updateSearchResults(for searchController: UISearchController) {
    reloadNotes()
  }

  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    updateSearchResults(for: searchController)
  }

  // MARK: Data source

  override func numberOfSections(in tableView: UITableView) -> Int {
    visibleNotes.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    visibleNotes[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    cell.textLabel?.text = note(at: indexPath).title
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    guard !visibleNotes[section].isEmpty else { return nil }
    return section == 0 ? "Pinned" : "Notes"
  }

  // MARK: Delegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let detail = NoteDetailViewController(note: note(at: indexPath))
    navigationController?.pushViewController(detail, animated: true)
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    UITableView.automaticDimension
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let isPinned = note(at: indexPath).isPinned
    let pin = UIContextualAction(style: .normal, title: isPinned ? "Unpin" : "Pin") {
      [weak self] _, _, completion in
      self?.togglePin(at: indexPath)
      completion(true)
    }
    pin.backgroundColor = .systemOrange
    pin.image = UIImage(systemName: isPinned ? "pin.slash" : "pin")
    return UISwipeActionsConfiguration(actions: [pin])
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.deleteNote(at: indexPath)
      completion(true)
    }
    delete.backgroundColor = .systemRed
    delete.image = UIImage(systemName: "trash")
    let configuration = UISwipeActionsConfiguration(actions: [delete])
    configuration.performsFirstActionWithFullSwipe = false
    return configuration
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    let isPinned = note(at: indexPath).isPinned
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      let pin = UIAction(
        title: isPinned ? "Unpin" : "Pin", image: UIImage(systemName: "pin")
      ) { [weak self] _ in
        self?.togglePin(at: indexPath)
      }
      let delete = UIAction(
        title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive
      ) { [weak self] _ in
        self?.deleteNote(at: indexPath)
      }
      return UIMenu(title: "", children: [pin, delete])
    }
  }

  // MARK: Changes

  private func deleteNote(at indexPath: IndexPath) {
    let removed = visibleNotes[indexPath.section].remove(at: indexPath.row)
    notes.removeAll { $0.id == removed.id }
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  private func togglePin(at indexPath: IndexPath) {
    var moved = visibleNotes[indexPath.section].remove(at: indexPath.row)
    moved.isPinned.toggle()
    if let index = notes.firstIndex(where: { $0.id == moved.id }) {
      notes[index] = moved
    }
    let section = moved.isPinned ? 0 : 1
    visibleNotes[section].insert(moved, at: 0)
    let destination = IndexPath(row: 0, section: section)
    tableView.performBatchUpdates {
      self.tableView.moveRow(at: indexPath, to: destination)
    } completion: { [weak self] _ in
      self?.tableView.reloadRows(at: [destination], with: .none)
    }
  }
}
