import Foundation
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// `systemLayoutSizeFitting` on views that are not cells: Apple's "systemLayoutSizeFitting(_:)"
// ("Returns the optimal size of the view based on its current constraints"; "as close to the
// value in the targetSize parameter as possible"), "systemLayoutSizeFitting(_:
// withHorizontalFittingPriority:verticalFittingPriority:)" and "UILayoutPriority.fittingSizeLevel"
// (the priority "with which the view wants to conform to the target size"), which loses to a
// view's content hugging (250) and compression resistance (750) by default. Self-sizing rows
// whose views are pinned to the cell itself: *assumed* from common practice (the content view
// fills the cell, so the cell's own anchors hold too). The face's text model (a 17-point line is
// 20 points high, a character 8.5 wide, rounded up) is *assumed*.

@MainActor
@Suite("systemLayoutSizeFitting: plain views by their constraints and intrinsic size")
struct SystemLayoutSizeFittingTests {
  final class Tall: UIView {
    override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: 104)
    }
  }

  @Test("A view's intrinsic height is its fitting height; its width is the target's")
  func intrinsicHeight() {
    let size = Tall().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 0, height: 104))
    let header = Tall().systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(header == CGSize(width: 390, height: 104))
    // Required both ways: the target, whatever the content says.
    let fixed = Tall().systemLayoutSizeFitting(
      CGSize(width: 320, height: 50), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .required)
    #expect(fixed == CGSize(width: 320, height: 50))
  }

  @Test("A label pinned inside a view with 20-point insets measures the label's height and 40")
  func pinnedSubviews() {
    let banner = ReviewsBannerView()
    let size = banner.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 390, height: 60))
    // A wrapping label wraps at the width asked, less the insets: 358 points, 42 characters,
    // 8 words of "word " a line: three lines.
    banner.titleLabel.numberOfLines = 0
    banner.titleLabel.text = String(repeating: "word ", count: 17)
    let wrapped = banner.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wrapped == CGSize(width: 390, height: 100))
    // The view's frame is left alone.
    #expect(banner.frame == .zero)
  }

  @Test("A constant height constraint of the view's own and its height bounds hold")
  func ownConstraints() {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.heightAnchor.constraint(equalToConstant: 72).isActive = true
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 72)
    let tall = Tall()
    tall.heightAnchor.constraint(lessThanOrEqualToConstant: 90).isActive = true
    #expect(tall.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 90)
  }

  @Test("A fitting-level width yields to the view's own width; a stronger one wins")
  func fittingPriorities() {
    let label = UILabel()
    label.text = "Hello"
    // "Hello": 5 characters at 8.5 points, rounded up: 43 × 20.
    #expect(
      label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(
          width: 43, height: 20))
    #expect(label.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize).width == 43)
    // Above the hugging priority (250), a wider target wins; below the compression
    // resistance (750), a narrower one does not.
    let wide = label.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .defaultHigh,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide == CGSize(width: 200, height: 20))
    let narrow = label.systemLayoutSizeFitting(
      CGSize(width: 10, height: 0), withHorizontalFittingPriority: .defaultHigh,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(narrow.width == 43)
    // A required constant width is the view's width.
    let box = UIView()
    box.widthAnchor.constraint(equalToConstant: 120).isActive = true
    #expect(box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == 120)
  }

  @Test("A view with nothing to measure keeps the header rule; hostile targets count as 0")
  func unmeasured() {
    #expect(UIView().systemLayoutSizeFitting(UIView.layoutFittingExpandedSize).height == 0)
    for length in [CGFloat.nan, .infinity, -.infinity, -1] {
      let size = Tall().systemLayoutSizeFitting(CGSize(width: length, height: length))
      #expect(size == CGSize(width: 0, height: 104))
      let banner = ReviewsBannerView().systemLayoutSizeFitting(
        CGSize(width: length, height: length), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(banner.width == 0 && banner.height.isFinite && banner.height >= 0)
    }
  }

  @Test("A table header and footer sized in viewDidLayoutSubviews take their content's height")
  func tableHeaderAndFooter() throws {
    let controller = ReviewsViewController(style: .plain)
    let window = showInWindow(controller)
    defer { _ = window }
    controller.view.layoutIfNeeded()
    let table: UITableView = controller.tableView
    let header = try #require(table.tableHeaderView)
    let footer = try #require(table.tableFooterView)
    #expect(header.frame.size == CGSize(width: 390, height: 60))
    #expect(footer.frame.size == CGSize(width: 390, height: 104))
    // The first row starts below the header.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
  }

  @Test("A label pinned to the cell's own top and bottom makes the row 60 points high")
  func pinnedToTheCell() throws {
    final class InsetCell: UITableViewCell {
      let label = UILabel()

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.text = "One line"
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        label.topAnchor.constraint(equalTo: topAnchor, constant: 20).isActive = true
        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20).isActive = true
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
      }

      required init?(coder: NSCoder) { return nil }
    }
    let cell = InsetCell(style: .default, reuseIdentifier: nil)
    #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 60)
    #expect(cell.fittingHeight(forWidth: 390) == 60)
    // The screen's cell, a stack pinned to the cell: its rows too.
    let controller = ReviewsViewController(style: .plain)
    let window = showInWindow(controller)
    defer { _ = window }
    let table: UITableView = controller.tableView
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    let shown = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ReviewCell)
    #expect(shown.stack.frame == CGRect(x: 16, y: 20, width: 358, height: 20))
  }
}
