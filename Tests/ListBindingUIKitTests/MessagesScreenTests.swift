import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/MessagesViewController.swift (UIKit code) as a user would, with a stub in place of
// the web service, and checks what iOS would show. Sources: UITableViewDelegate
// tableView(_:willDisplay:forRowAt:) ("A table view sends this message to its delegate just
// before it uses cell to draw a row"); UITableView beginUpdates()/endUpdates() and
// insertRows(at:with:), performBatchUpdates(_:completion:) (the completion runs once the
// updates are done: here when the main queue turns), reloadRows(at:with:),
// reloadSections(_:with:), scrollToRow(at:at:animated:), indexPathsForVisibleRows;
// UIRefreshControl (`.valueChanged` when the user pulls; endRefreshing()); UITableViewDataSource
// tableView(_:commit:forRowAt:) and tableView(_:moveRowAt:to:); UIViewController.show(_:sender:)
// (a navigation controller pushes); UIViewController.popoverPresentationController (`nil`
// unless the style is `.popover`). The window is an iPhone's, 844 points tall: with the 32-point
// header and 44-point rows, rows 0 to 18 are on screen at the top.

/// The web service, answering at once with the pages it holds, and remembering what it was
/// asked.
@MainActor
final class StubMessages: MessageLoading {
  var pages: [Int: [Message]]
  private(set) var requested: [Int] = []

  init(_ pages: [Int: [Message]]) {
    self.pages = pages
  }

  func loadMessages(
    page: Int, completion: @escaping @Sendable (Result<[Message], Error>) -> Void
  ) {
    requested.append(page)
    completion(.success(pages[page] ?? []))
  }
}

@MainActor
@Suite(
  "Screen: an inbox loaded page by page, with batched row updates (UIKit code)",
  .recordsUIKitExceptions)
struct MessagesScreenTests {
  static let senders = ["Linus", "Ada", "Grace"]

  /// Messages `ids`, newest first; every third one unread.
  static func messages(_ ids: [Int]) -> [Message] {
    ids.map { id in
      Message(
        id: id, sender: senders[id % 3], subject: "Message \(id)", isRead: id % 3 != 1)
    }
  }

  static let firstPages: [Int: [Message]] = [
    0: messages(Array((89...100).reversed())),
    1: messages(Array((77...88).reversed())),
  ]

  /// The screen as the window's root, loaded: it takes the window's 844 points, which the
  /// viewport tests count on.
  func show(_ stub: StubMessages) async -> (MessagesViewController, UIWindow) {
    let inbox = MessagesViewController(loader: stub)
    let window = showInWindow(inbox)
    await drainMainQueue()
    return (inbox, window)
  }

  func text(_ inbox: MessagesViewController, row: Int) -> String? {
    inbox.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text
  }

  @Test("The first page loads on the main queue; its last row on screen loads the next")
  func firstPages() async throws {
    let stub = StubMessages(Self.firstPages)
    let inbox = MessagesViewController(loader: stub)
    let window = showInWindow(inbox)
    defer { _ = window }
    #expect(inbox.tableView.numberOfRows(inSection: 0) == 0)
    await drainMainQueue()
    #expect(stub.requested == [0, 1])
    #expect(inbox.tableView.numberOfRows(inSection: 0) == 24)
    #expect(text(inbox, row: 0) == "• Ada: Message 100")
    #expect(text(inbox, row: 2) == "Grace: Message 98")
    #expect(inbox.tableView.indexPathsForVisibleRows?.last == IndexPath(row: 18, section: 0))
    // The header view is asked for at the first load, and not again for rows inserted (as
    // UIKit, which asks again for sections inserted or reloaded): it counts the first page.
    // A plain `UIView` is no `UITableViewHeaderFooterView`, so `headerView(forSection:)` has
    // none to give (its return type).
    #expect(inbox.unreadLabel.text == "4 unread")
    #expect(inbox.tableView.headerView(forSection: 0) == nil)
    let drawn = try inbox.tableView.nativeTable.render(with: PlainTextRenderer())
    #expect(drawn.hasPrefix("4 unread\n  • Ada: Message 100\n"))
  }

  @Test("Scrolling to the last row loads the next page; an empty page ends the loading")
  func scrollToEnd() async throws {
    let stub = StubMessages(Self.firstPages)
    let (inbox, window) = await show(stub)
    defer { _ = window }
    inbox.tableView.scrollToRow(at: IndexPath(row: 23, section: 0), at: .bottom, animated: true)
    await drainMainQueue()
    #expect(stub.requested == [0, 1, 2])
    inbox.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    inbox.tableView.scrollToRow(at: IndexPath(row: 23, section: 0), at: .bottom, animated: false)
    await drainMainQueue()
    #expect(stub.requested == [0, 1, 2])
    #expect(inbox.tableView.numberOfRows(inSection: 0) == 24)
  }

  @Test("A pull inserts only the new messages at the top, ends refreshing and shows the first")
  func pullToRefresh() async throws {
    let stub = StubMessages(Self.firstPages)
    let (inbox, window) = await show(stub)
    defer { _ = window }
    stub.pages[0] = Self.messages([102, 101] + Array((91...100).reversed()))
    inbox.tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
    inbox.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    let user = SimulatedUser(inbox.tableView)
    try user.pullToRefresh()
    #expect(inbox.tableView.refreshControl?.isRefreshing == true)
    await drainMainQueue()
    #expect(inbox.tableView.refreshControl?.isRefreshing == false)
    #expect(inbox.tableView.numberOfRows(inSection: 0) == 26)
    #expect(inbox.messages.prefix(3).map(\.id) == [102, 101, 100])
    #expect(text(inbox, row: 0) == "Linus: Message 102")
    #expect(inbox.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
  }

  @Test("A tap marks the message read, deselects it and shows it pushed")
  func tap() async throws {
    let inbox = MessagesViewController(loader: StubMessages(Self.firstPages))
    let navigation = UINavigationController(rootViewController: inbox)
    let window = showInWindow(navigation)
    defer { _ = window }
    await drainMainQueue()
    try SimulatedUser(inbox.tableView).tapRow(at: IndexPath(row: 0, section: 0))
    #expect(text(inbox, row: 0) == "Ada: Message 100")
    #expect(inbox.tableView.indexPathForSelectedRow == nil)
    let shown = try #require(navigation.topViewController as? MessageViewController)
    #expect(shown.message.id == 100)
    #expect(shown.title == "Message 100")
  }

  @Test("Read All reloads the visible unread rows, then retitles the screen after the batch")
  func readAll() async throws {
    let (inbox, window) = await show(StubMessages(Self.firstPages))
    defer { _ = window }
    #expect(inbox.navigationItem.leftBarButtonItem?.simulateTap() == true)
    #expect(text(inbox, row: 0) == "Ada: Message 100")
    #expect(inbox.messages.allSatisfy { $0.isRead })
    #expect(inbox.title == "Inbox")
    await drainMainQueue()
    #expect(inbox.title == "Inbox (all read)")
  }

  @Test("Sort shows an action sheet without a popover on an iPhone; By Sender reorders")
  func sort() async throws {
    let (inbox, window) = await show(StubMessages(Self.firstPages))
    defer { _ = window }
    let sortItem = try #require(inbox.navigationItem.rightBarButtonItems?.last)
    #expect(sortItem.simulateTap())
    let sheet = try #require(inbox.presentedViewController as? UIAlertController)
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(sheet.actions.map(\.title) == ["Newest First", "By Sender", "Cancel"])
    #expect(sheet.popoverPresentationController == nil)
    #expect(sheet.simulateTap(actionTitled: "By Sender"))
    #expect(inbox.presentedViewController == nil)
    #expect(inbox.sortedBySender)
    #expect(text(inbox, row: 0) == "• Ada: Message 100")
    #expect(text(inbox, row: 8) == "Grace: Message 98")
    // The reloaded section asks for its header view again: it counts both pages now.
    #expect(inbox.unreadLabel.text == "8 unread")
  }

  @Test("A swipe offers Delete, as the data source commits; its tap deletes the row")
  func swipeToDelete() async throws {
    let (inbox, window) = await show(StubMessages(Self.firstPages))
    defer { _ = window }
    let user = SimulatedUser(inbox.tableView)
    try user.swipeRow(at: IndexPath(row: 1, section: 0))
    #expect(user.revealedSwipeActions?.titles == ["Delete"])
    try user.tapSwipeAction(at: 0)
    #expect(inbox.messages.count == 23)
    #expect(inbox.messages.prefix(2).map(\.id) == [100, 98])
    #expect(text(inbox, row: 1) == "Grace: Message 98")
  }

  @Test("Edit, then a drag moves the message in the model")
  func reorder() async throws {
    let (inbox, window) = await show(StubMessages(Self.firstPages))
    defer { _ = window }
    #expect(inbox.navigationItem.rightBarButtonItems?.first?.simulateTap() == true)
    #expect(inbox.tableView.isEditing)
    try SimulatedUser(inbox.tableView).dragRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(inbox.messages.prefix(3).map(\.id) == [99, 98, 100])
    #expect(text(inbox, row: 2) == "• Ada: Message 100")
  }
}
