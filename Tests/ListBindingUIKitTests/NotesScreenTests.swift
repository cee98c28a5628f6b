import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/NotesViewController.swift (UIKit code) as a user would, and checks what iOS
// would show. Sources: UISearchResultsUpdating.updateSearchResults(for:) ("The system calls
// this method when the search bar becomes the first responder or the search bar's text
// changes"); UISearchController.isActive ("When the user taps in the search field of a managed
// search bar, the search controller automatically displays the search results controller";
// default `false`); UISearchBarDelegate.searchBar(_:selectedScopeButtonIndexDidChange:) (Apple's
// "Displaying searchable content by using a search controller" sample asks for new results
// there); UITableViewDelegate tableView(_:contextMenuConfigurationForRowAt:point:) ("Return nil
// to prevent the interaction from beginning"), tableView(_:didSelectRowAt:) with
// deselectRow(at:animated:), the swipe actions configurations; UITableView.performBatchUpdates(
// _:completion:) (the completion runs after the updates, here when the main queue turns);
// UINavigationController.pushViewController(_:animated:). The cancel button's order (the text
// clears, the delegate is told, the controller becomes inactive and the updater runs) is
// *assumed*.

@MainActor
@Suite(
  "Screen: searchable notes with swipe actions and context menus (UIKit code)",
  .recordsUIKitExceptions)
struct NotesScreenTests {
  static let notes = [
    Note(id: 1, title: "Groceries", isPinned: true),
    Note(id: 2, title: "Gift ideas", isPinned: false),
    Note(id: 3, title: "Packing list", isPinned: false),
    Note(id: 4, title: "Garden plan", isPinned: false),
  ]

  func show() -> (NotesViewController, UINavigationController, UIWindow) {
    let notes = NotesViewController(notes: Self.notes)
    let navigation = UINavigationController(rootViewController: notes)
    let window = showInWindow(navigation)
    return (notes, navigation, window)
  }

  func searchBar(of notes: NotesViewController) throws -> UISearchBar {
    try #require(notes.navigationItem.searchController).searchBar
  }

  @Test("Pinned notes first, under their titles; the search bar and large titles are set up")
  func shown() throws {
    let (notes, navigation, window) = show()
    defer { _ = window }
    #expect(
      try shownLines(notes.tableView) == [
        "# Pinned", "Groceries", "# Notes", "Gift ideas", "Packing list", "Garden plan",
      ])
    #expect(navigation.navigationBar.prefersLargeTitles)
    #expect(notes.definesPresentationContext)
    #expect(notes.tableView.keyboardDismissMode == .onDrag)
    let search = try #require(notes.navigationItem.searchController)
    #expect(!notes.navigationItem.hidesSearchBarWhenScrolling)
    #expect(!search.obscuresBackgroundDuringPresentation)
    #expect(!search.isActive)
    #expect(search.searchResultsUpdater === notes)
    #expect(search.searchBar.placeholder == "Search Notes")
    #expect(search.searchBar.scopeButtonTitles == ["All", "Pinned"])
    #expect(search.searchBar.autocapitalizationType == .none)
  }

  @Test("Typing filters the rows as each character arrives; Cancel shows every note again")
  func search() throws {
    let (notes, _, window) = show()
    defer { _ = window }
    let bar = try searchBar(of: notes)
    #expect(bar.simulateTap())
    #expect(notes.navigationItem.searchController?.isActive == true)
    #expect(bar.isFirstResponder)
    #expect(bar.simulateTyping("g"))
    #expect(
      try shownLines(notes.tableView) == [
        "# Pinned", "Groceries", "# Notes", "Gift ideas", "Packing list", "Garden plan",
      ])
    #expect(bar.simulateTyping("ar"))
    #expect(bar.text == "gar")
    #expect(try shownLines(notes.tableView) == ["# Notes", "Garden plan"])
    bar.simulateCancelButtonTap()
    #expect(bar.text == "")
    #expect(notes.navigationItem.searchController?.isActive == false)
    #expect(!bar.isFirstResponder)
    #expect(notes.tableView.numberOfRows(inSection: 1) == 3)
  }

  @Test("The Pinned scope keeps pinned notes only; the clear button keeps the scope")
  func scope() throws {
    let (notes, _, window) = show()
    defer { _ = window }
    let bar = try searchBar(of: notes)
    bar.simulateTap()
    #expect(bar.simulateScopeButtonTap(at: 1))
    #expect(try shownLines(notes.tableView) == ["# Pinned", "Groceries"])
    bar.simulateTyping("x")
    #expect(try shownLines(notes.tableView) == [])
    bar.simulateClearButtonTap()
    #expect(try shownLines(notes.tableView) == ["# Pinned", "Groceries"])
    #expect(!bar.simulateScopeButtonTap(at: 1))
  }

  @Test("Setting the bar's text runs the updater, as its documentation says")
  func textSetFromCode() throws {
    let (notes, _, window) = show()
    defer { _ = window }
    let search = try #require(notes.navigationItem.searchController)
    search.isActive = true
    #expect(!search.searchBar.isFirstResponder)
    search.searchBar.text = "pack"
    #expect(try shownLines(notes.tableView) == ["# Notes", "Packing list"])
    search.isActive = false
    #expect(notes.tableView.numberOfRows(inSection: 1) == 3)
  }

  @Test("A tap deselects the row and pushes the note")
  func select() throws {
    let (notes, navigation, window) = show()
    defer { _ = window }
    try SimulatedUser(notes.tableView).tapRow(at: IndexPath(row: 1, section: 1))
    #expect(notes.tableView.indexPathForSelectedRow == nil)
    let detail = try #require(navigation.topViewController as? NoteDetailViewController)
    #expect(detail.note.title == "Packing list")
    #expect(detail.title == "Packing list")
    #expect(detail.navigationItem.largeTitleDisplayMode == .never)
  }

  @Test("A trailing swipe shows Delete in red; its tap deletes the row")
  func swipeDelete() throws {
    let (notes, _, window) = show()
    defer { _ = window }
    let user = SimulatedUser(notes.tableView)
    try user.swipeRow(at: IndexPath(row: 0, section: 1))
    #expect(user.revealedSwipeActions?.titles == ["Delete"])
    try user.tapSwipeAction(at: 0)
    #expect(notes.notes.map(\.id) == [1, 3, 4])
    #expect(
      try shownLines(notes.tableView) == [
        "# Pinned", "Groceries", "# Notes", "Packing list", "Garden plan",
      ])
  }

  @Test("A leading swipe pins the note: the row moves to Pinned, reloaded after the batch")
  func swipePin() async throws {
    let (notes, _, window) = show()
    defer { _ = window }
    let user = SimulatedUser(notes.tableView)
    try user.swipeRow(at: IndexPath(row: 2, section: 1), edge: .leading)
    #expect(user.revealedSwipeActions?.titles == ["Pin"])
    try user.tapSwipeAction(at: 0)
    #expect(
      try shownLines(notes.tableView) == [
        "# Pinned", "Garden plan", "Groceries", "# Notes", "Gift ideas", "Packing list",
      ])
    await drainMainQueue()
    #expect(notes.notes.first { $0.id == 4 }?.isPinned == true)
    #expect(notes.tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("The context menu offers Unpin and Delete; Delete removes the row")
  func contextMenu() throws {
    let (notes, _, window) = show()
    defer { _ = window }
    let menu = try #require(
      notes.tableView.simulateContextMenu(forRowAt: IndexPath(row: 0, section: 0)))
    #expect(menu.actionTitles == ["Unpin", "Delete"])
    #expect((menu.children[1] as? UIAction)?.attributes == .destructive)
    #expect(menu.simulateTap(actionTitled: "Delete"))
    #expect(notes.notes.map(\.id) == [2, 3, 4])
    #expect(notes.tableView.numberOfRows(inSection: 0) == 0)
    #expect(try shownLines(notes.tableView).contains("Groceries") == false)
  }

  @Test("A note posted from elsewhere reloads the table through the notification")
  func notification() throws {
    let (notes, _, window) = show()
    defer { _ = window }
    notes.add(Note(id: 5, title: "Books", isPinned: false))
    #expect(notes.tableView.numberOfRows(inSection: 1) == 4)
    #expect(try shownLines(notes.tableView).last == "Books")
  }

  @Test("Nothing found shows No Notes behind the table; clearing the search hides it")
  func emptyState() throws {
    let (notes, _, window) = show()
    defer { _ = window }
    let bar = try searchBar(of: notes)
    #expect(notes.tableView.backgroundView == nil)
    bar.simulateTyping("zz")
    #expect(notes.tableView.backgroundView === notes.emptyLabel)
    #expect(notes.emptyLabel.text == "No Notes")
    bar.simulateClearButtonTap()
    #expect(notes.tableView.backgroundView == nil)
  }

  @Test("The keyboard's notifications move the table's bottom inset and its indicator's")
  func keyboard() throws {
    let (notes, _, window) = show()
    defer { _ = window }
    #expect(!notes.tableView.showsVerticalScrollIndicator)
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 508, width: 390, height: 336)
      ])
    #expect(notes.tableView.contentInset.bottom == 336)
    #expect(notes.tableView.verticalScrollIndicatorInsets.bottom == 336)
    NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
    #expect(notes.tableView.contentInset.bottom == 0)
    #expect(notes.tableView.verticalScrollIndicatorInsets.bottom == 0)
  }
}
