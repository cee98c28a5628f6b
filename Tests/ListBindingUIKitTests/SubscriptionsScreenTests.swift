import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Drives Screens/SubscriptionsViewController.swift (UIKit code: a custom cell built in
// init(style:reuseIdentifier:), a vertical stack, self-sizing rows) and checks what iOS would
// show. Sources: UITableView.automaticDimension and rowHeight ("the table view uses a default
// row height… the height of the cell's content" for self-sizing rows); estimatedRowHeight;
// UITableViewCell.prepareForReuse() ("reset attributes of the cell that are not related to
// content"); UITableViewDelegate.tableView(_:indentationLevelForRowAt:) and
// UITableViewCell.indentationLevel; UIStackView.axis (a vertical stack lays its arranged views
// out top to bottom); UIView.isHidden (a hidden arranged view takes no space in its stack);
// CALayer.cornerRadius and masksToBounds (UIView.clipsToBounds is the layer's masksToBounds);
// UIFontMetrics.scaledValue(for:). The heights of self-sizing rows are ListBinding's rule (44
// points for one line, 20 for each further line; see DifferencesFromUIKit) and the text layout
// PlainTextRenderer's.

@MainActor
@Suite("Screen: subscriptions with a custom self-sizing cell (UIKit code)", .recordsUIKitExceptions)
struct SubscriptionsScreenTests {
  static let subscriptions = [
    Subscription(name: "Daring Fireball", folder: nil, unreadCount: 3, level: 0, symbol: "star"),
    Subscription(
      name: "Swift Forums", folder: "Development", unreadCount: 0, level: 0, symbol: "swift"),
    Subscription(
      name: "Evolution", folder: "Development › Swift", unreadCount: 12, level: 1,
      symbol: "arrow.triangle.branch"),
    Subscription(name: "Inessential", folder: nil, unreadCount: 0, level: 0, symbol: "book"),
  ]

  func show() -> (SubscriptionsViewController, UIWindow) {
    let controller = SubscriptionsViewController(subscriptions: Self.subscriptions)
    return (controller, showInWindow(controller))
  }

  func cell(_ tableView: UITableView, _ row: Int) throws -> SubscriptionCell {
    try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? SubscriptionCell)
  }

  // The folder label's line starts at the row's indentation, not under the name: the text
  // renderer starts each line of a row at its start.
  @Test("Each row shows its icon, name, folder under it, and unread count on the right")
  func rendered() {
    let (controller, window) = show()
    defer { _ = window }
    expectRendered(
      controller.tableView,
      matches: """
          :star: Daring Fireball              3
          :swift: Swift Forums
          Development
            :arrow.triangle.branch: Evolution 12
            Development › Swift
          :book: Inessential
        """)
  }

  @Test("A row with a folder line is one line taller; the others are one line high")
  func heights() {
    let (controller, window) = show()
    defer { _ = window }
    let tableView = controller.tableView
    #expect(tableView.rowHeight == UITableView.automaticDimension)
    #expect(tableView.estimatedRowHeight == 60)
    #expect(tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    let heights = (0..<4).map { tableView.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    // The text stack pinned to the content view's margins (12 points at the top and bottom)
    // sizes the rows: a body line of 20 points, and a caption line of 15 after a gap of 2
    // (UIKit's fonts and margins differ a little).
    #expect(heights == [44, 61, 61, 44])
    #expect(tableView.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 166)
  }

  @Test("The cell is the app's own, set up as its initializer and configure(with:) say")
  func cellSetUp() throws {
    let (controller, window) = show()
    defer { _ = window }
    let tableView = controller.tableView
    let first = try cell(tableView, 0)
    #expect(first.reuseIdentifier == SubscriptionCell.reuseIdentifier)
    #expect(first.iconView.layer.cornerRadius == 6 && first.iconView.layer.masksToBounds)
    #expect(first.iconView.contentMode == .scaleAspectFit)
    #expect(first.iconView.image == UIImage(systemName: "star"))
    #expect(first.nameLabel.font == .preferredFont(forTextStyle: .body))
    #expect(first.nameLabel.adjustsFontForContentSizeCategory && first.nameLabel.numberOfLines == 0)
    #expect(first.folderLabel.isHidden)
    #expect(first.accessoryView === first.unreadBadge && first.unreadBadge.text == "3")
    #expect(first.unreadBadge.layer.cornerRadius == 10 && first.unreadBadge.clipsToBounds)
    #expect(first.accessibilityLabel == "Daring Fireball, 3 unread")
    #expect(first.accessibilityTraits == .button)
    #expect(first.selectedBackgroundView?.backgroundColor == .systemGray5)
    let nested = try cell(tableView, 2)
    #expect(nested.indentationLevel == 1)
    // The override's didSet moved the icon's leading constraint; layoutSubviews() set the
    // separator inset from it.
    #expect(nested.separatorInset.left == 36)
    #expect(try cell(tableView, 0).separatorInset.left == 16)
    #expect(nested.folderLabel.text == "Development › Swift" && !nested.folderLabel.isHidden)
  }

  @Test("A tap marks the subscription read: its badge goes, the row is deselected")
  func tapMarksRead() throws {
    let (controller, window) = show()
    defer { _ = window }
    let tableView = controller.tableView
    try SimulatedUser(tableView).tapRow(at: IndexPath(row: 2, section: 0))
    #expect(controller.subscriptions[2].unreadCount == 0)
    #expect(tableView.indexPathForSelectedRow == nil)
    let evolution = try cell(tableView, 2)
    #expect(evolution.accessoryView == nil && evolution.accessibilityLabel == "Evolution")
    #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 61)
  }

  @Test("A reused cell shows nothing of its previous row")
  func reuse() throws {
    let (controller, window) = show()
    defer { _ = window }
    let tableView = controller.tableView
    let before = try cell(tableView, 1)
    // The cells a reload replaces go to the reuse pool once it is done, so the second reload
    // takes the first one's cells from it (see DifferencesFromUIKit, "Loading and queries").
    tableView.reloadData()
    tableView.reloadData()
    let cells = try (0..<4).map { try cell(tableView, $0) }
    #expect(cells.contains { $0 === before })
    for (row, subscription) in Self.subscriptions.enumerated() {
      #expect(cells[row].nameLabel.text == subscription.name)
      #expect(cells[row].folderLabel.isHidden == (subscription.folder == nil))
      #expect(cells[row].indentationLevel == subscription.level)
      #expect((cells[row].accessoryView != nil) == (subscription.unreadCount > 0))
    }
  }
}
