import Foundation
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// Rows and section headers whose height is `UITableView.automaticDimension` take the height
// their content view's constraints determine. Sources: Apple's "UITableView.automaticDimension"
// and "estimatedRowHeight" pages, and the Auto Layout Guide's "Working with Self-Sizing Table
// View Cells" (an unbroken chain of constraints and views of known heights from the content
// view's top to its bottom gives the cell its height); Apple's "UIStackView" page for a stack's
// fitting size; "systemLayoutSizeFitting(_:)" for the size a view's constraints give it. The
// face's content view margins (8 points on each edge), its text model (a 17-point line is 20
// points high, a character of 17 points 8.5 wide) and the row without UIKit's separator height
// (a third of a point on a 3x screen) are *assumed*, as "Differences from UIKit" says.

@MainActor
@Suite("Self-sizing by constraints: rows and headers take their content view's height")
struct SelfSizingConstraintsTests {
  private func showFeed(
    _ configure: (ProfileFeedViewController) -> Void = { _ in }
  ) -> (ProfileFeedViewController, UIWindow) {
    let controller = ProfileFeedViewController(style: .plain)
    configure(controller)
    let window = showInWindow(controller)
    controller.tableView.layoutIfNeeded()
    return (controller, window)
  }

  private func rowHeight(_ table: UITableView, _ row: Int, _ section: Int) -> CGFloat {
    table.rectForRow(at: IndexPath(row: row, section: section)).height
  }

  @Test("A constant height on the content view is the row's height (Homework-N16's cell)")
  func constantContentHeight() throws {
    let (controller, window) = showFeed()
    defer { _ = window }
    let table: UITableView = controller.tableView
    #expect(rowHeight(table, 0, 0) == 50)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
    #expect(cell.frame.size == CGSize(width: 390, height: 50))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
    // The label pinned to the content view's top and bottom fills its height.
    #expect(cell.nameLabel.frame.minY == 0)
    #expect(cell.nameLabel.frame.height == 50)
    // Measuring the content view gives the row's height, whatever width is asked.
    #expect(
      cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 50)
    #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 50)
  }

  @Test("A thumbnail of 60 points with 12-point margins makes a row of 84 (ShimmerView's row)")
  func imageChainWithMargins() throws {
    let (controller, window) = showFeed()
    defer { _ = window }
    let table: UITableView = controller.tableView
    #expect(rowHeight(table, 0, 1) == 84)
    #expect(rowHeight(table, 1, 1) == 84)
    let cell = try #require(
      table.cellForRow(at: IndexPath(row: 0, section: 1)) as? PlaceholderCell)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 84))
    #expect(cell.thumbnailView.frame == CGRect(x: 16, y: 12, width: 60, height: 60))
    // The bars beside it: 12 points high, 8 apart, from the thumbnail's top.
    #expect(cell.lineViews.map(\.frame.minY) == [12, 32, 52])
    #expect(cell.lineViews[0].frame == CGRect(x: 88, y: 12, width: 286, height: 12))
    let fitting = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitting == CGSize(width: 390, height: 84))
  }

  @Test("A label of many lines pinned to the margins makes the row as tall as its wrapped text")
  func wrappingLabel() throws {
    let (controller, window) = showFeed()
    defer { _ = window }
    let table: UITableView = controller.tableView
    // One line: 20 points of text, 12-point margins above and below (16 at the sides).
    #expect(rowHeight(table, 0, 2) == 44)
    // 73 characters at 8.5 points in 358 points (42 columns) wrap onto two lines.
    #expect(rowHeight(table, 1, 2) == 64)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 2)) as? CommentCell)
    #expect(cell.contentView.frame.height == 64)
    #expect(cell.bodyLabel.frame == CGRect(x: 16, y: 12, width: 358, height: 40))
    let fitting = cell.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitting.height == 64)
  }

  @Test("At a narrow width the label wraps onto more lines and the row grows")
  func narrowTableGrowsTheRow() throws {
    let (controller, window) = showFeed()
    defer { _ = window }
    let table: UITableView = controller.tableView
    table.frame = CGRect(x: 0, y: 0, width: 200, height: 844)
    table.layoutIfNeeded()
    // 168 points of label are 19 columns: "We walked the whole" / "coast path in two" /
    // "days and it rained" / "the entire time".
    #expect(rowHeight(table, 1, 2) == 104)
    #expect(rowHeight(table, 0, 2) == 44)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 2)) as? CommentCell)
    #expect(cell.bodyLabel.frame == CGRect(x: 16, y: 12, width: 168, height: 80))
  }

  @Test("A vertical stack view's arranged subviews and spacing make the row's height")
  func stackView() throws {
    let (controller, window) = showFeed()
    defer { _ = window }
    let table: UITableView = controller.tableView
    // Title 20, caption 15, a symbol image 20, two gaps of 4, margins of 12.
    #expect(rowHeight(table, 0, 3) == 87)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 3)) as? BadgeCell)
    #expect(cell.stackView.frame == CGRect(x: 16, y: 12, width: 358, height: 63))
    // A hidden arranged subview takes no room, nor its gap.
    cell.iconView.isHidden = true
    #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 63)
  }

  @Test("A minimum height on the content view raises the row the text alone would give")
  func minimumHeight() {
    let (controller, window) = showFeed()
    defer { _ = window }
    // The note's one line would be 44 points; the content view is at least 64.
    let table: UITableView = controller.tableView
    #expect(rowHeight(table, 0, 4) == 64)
  }

  @Test("Lower bounds on the content view's bottom: the taller of two columns decides")
  func tallestColumn() throws {
    let (controller, window) = showFeed()
    defer { _ = window }
    let table: UITableView = controller.tableView
    // A one-line message is shorter than the 40-point avatar: 12 + 40 + 12.
    #expect(rowHeight(table, 0, 5) == 64)
    // 75 characters in 306 points (36 columns) take three lines: 12 + 60 + 12.
    #expect(rowHeight(table, 1, 5) == 84)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 5)) as? MessageCell)
    #expect(cell.contentView.frame.height == 84)
    #expect(cell.avatarView.frame == CGRect(x: 16, y: 12, width: 40, height: 40))
    #expect(cell.messageLabel.frame == CGRect(x: 68, y: 12, width: 306, height: 60))
  }

  @Test("Section headers whose height is automatic take their content view's height")
  func headerHeights() {
    let (controller, window) = showFeed()
    defer { _ = window }
    let table: UITableView = controller.tableView
    // A headline label (20 points) 10 points from the top and the bottom.
    for section in 0..<table.numberOfSections {
      #expect(table.rectForHeader(inSection: section).height == 40)
    }
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
  }

  @Test("The row is the content view's height: no separator height is added (assumed)")
  func noSeparatorHeight() throws {
    let (controller, window) = showFeed()
    defer { _ = window }
    let table: UITableView = controller.tableView
    #expect(table.separatorStyle == .singleLine)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(rowHeight(table, 0, 0) == cell.contentView.frame.height)
  }

  // UIImageView.intrinsicContentSize: the image's size (Apple's "intrinsicContentSize" page of
  // UIView: an image view's natural size is its image's); a symbol is 20 x 20 here (*assumed*).
  @Test("An image view's intrinsic size is its image's; without an image it has none")
  func imageViewIntrinsicSize() {
    let imageView = UIImageView(image: nil)
    #expect(
      imageView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    imageView.image = UIImage(systemName: "star")
    #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
    // Pinned only at its top-leading corner, it takes its image's size.
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    imageView.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(imageView)
    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
      imageView.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 6),
    ])
    container.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 6, y: 4, width: 20, height: 20))
  }

  // MARK: Constraints that do not determine a height

  final class OpenCell: UITableViewCell {
    let title = UILabel()
    let first = UIView()
    let second = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      for view in [title, first, second] {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
      }
    }

    required init?(coder: NSCoder) { nil }
  }

  final class Rows: NSObject, UITableViewDataSource {
    var configure: (OpenCell) -> Void = { _ in }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "open", for: indexPath)
      if let cell = cell as? OpenCell {
        cell.title.text = "Title"
        cell.textLabel?.text = "Line one"
        configure(cell)
      }
      return cell
    }
  }

  private func table(_ rows: Rows) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(OpenCell.self, forCellReuseIdentifier: "open")
    table.dataSource = rows
    table.layoutIfNeeded()
    return table
  }

  @Test("Subviews pinned only at the top leave the height to the lines the cell draws")
  func topOnlyFallsBack() {
    let rows = Rows()
    rows.configure = { cell in
      NSLayoutConstraint.activate([
        cell.title.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
        cell.title.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      ])
    }
    #expect(table(rows).rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
  }

  @Test("Heights tied only to each other leave the height open, without looping")
  func circularHeightsFallBack() {
    let rows = Rows()
    rows.configure = { cell in
      let (first, second, contentView) = (cell.first, cell.second, cell.contentView)
      NSLayoutConstraint.activate([
        first.topAnchor.constraint(equalTo: contentView.topAnchor),
        second.topAnchor.constraint(equalTo: first.bottomAnchor),
        second.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        first.heightAnchor.constraint(equalTo: second.heightAnchor),
        second.heightAnchor.constraint(equalTo: first.heightAnchor),
      ])
    }
    #expect(table(rows).rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
  }

  /// The subviews' constraints are applied before the content view's own (*assumed*: UIKit
  /// breaks one by its own rules); the layout then breaks the content view's height, with
  /// UIKit's console message.
  @Test(
    "Conflicting heights do not fail: the chain of subviews holds, the content view's height is broken"
  )
  func conflictingHeights() throws {
    let rows = Rows()
    rows.configure = { cell in
      let (first, second, contentView) = (cell.first, cell.second, cell.contentView)
      NSLayoutConstraint.activate([
        contentView.heightAnchor.constraint(equalToConstant: 50),
        first.topAnchor.constraint(equalTo: contentView.topAnchor),
        first.heightAnchor.constraint(equalToConstant: 30),
        second.topAnchor.constraint(equalTo: first.bottomAnchor),
        second.heightAnchor.constraint(equalToConstant: 30),
        second.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      ])
    }
    let table = table(rows)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? OpenCell)
    #expect(cell.contentView.frame.height == 60)
    #expect(cell.second.frame == CGRect(x: 0, y: 30, width: 0, height: 30))
  }

  @Test("A negative chain falls back to the lines the cell draws")
  func negativeChainFallsBack() {
    let rows = Rows()
    rows.configure = { cell in
      let (first, contentView) = (cell.first, cell.contentView)
      NSLayoutConstraint.activate([
        first.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 40),
        first.heightAnchor.constraint(equalToConstant: 10),
        first.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: 100),
      ])
    }
    #expect(table(rows).rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
  }

  @Test("A height the delegate gives wins over the constraints")
  func delegateHeightWins() {
    final class Fixed: NSObject, UITableViewDelegate {
      func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        70
      }
    }
    let rows = Rows()
    rows.configure = { cell in
      cell.contentView.heightAnchor.constraint(equalToConstant: 50).isActive = true
    }
    let delegate = Fixed()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(OpenCell.self, forCellReuseIdentifier: "open")
    table.dataSource = rows
    table.delegate = delegate
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 70)
  }
}
