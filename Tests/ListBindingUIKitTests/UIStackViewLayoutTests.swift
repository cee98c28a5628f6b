import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// A stack view lays out its arranged subviews. Sources: Apple's "UIStackView" (the stack
// "manages the layout of all the views in its arrangedSubviews property ... along the stack
// view's axis"; hidden views take no room; `isLayoutMarginsRelativeArrangement`), the
// "UIStackView.Distribution" cases (".fill": "If the arranged views don't fill the stack view,
// it stretches the views according to their hugging priority. If there's any ambiguity, the
// stack view resizes the arranged views based on their index"; ".fillEqually", ".equalSpacing",
// ".equalCentering", ".fillProportionally"), the "UIStackView.Alignment" cases, and
// "setCustomSpacing(_:after:)". Which view of equal hugging stretches (the first), the system
// spacing (8) and baselines as top and bottom edges are *assumed*; so is the face's text model
// (a 17-point character 8.5 points wide, rounded up; a line 20 points high).

@MainActor
@Suite("UIStackView: the layout of its arranged subviews")
struct UIStackViewLayoutTests {
  private func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }

  private func box(width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
    let view = UIView()
    if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
    if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
    return view
  }

  private func laidOut(_ stack: UIStackView, _ frame: CGRect) -> [CGRect] {
    stack.frame = frame
    stack.layoutIfNeeded()
    return stack.arrangedSubviews.map(\.frame)
  }

  @Test("A horizontal stack puts its second label after the first and the spacing")
  func horizontalFill() {
    // "Ana" and "5/5": 3 characters each, 26 points wide.
    let author = label("Ana")
    let rating = label("5/5")
    let stack = UIStackView(arrangedSubviews: [author, rating])
    stack.spacing = 8
    rating.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    // The author hugs less: it takes the room left over.
    #expect(
      laidOut(stack, CGRect(x: 0, y: 0, width: 200, height: 20)) == [
        CGRect(x: 0, y: 0, width: 166, height: 20), CGRect(x: 174, y: 0, width: 26, height: 20),
      ])
    // Equal hugging: the first stretches (*assumed*).
    rating.setContentHuggingPriority(.defaultLow, for: .horizontal)
    stack.setNeedsLayout()
    #expect(laidOut(stack, CGRect(x: 0, y: 0, width: 100, height: 20))[1].minX == 74)
    // A view without a width of its own takes the room instead.
    let spacer = UIView()
    stack.addArrangedSubview(spacer)
    let frames = laidOut(stack, CGRect(x: 0, y: 0, width: 120, height: 20))
    #expect(frames.map(\.minX) == [0, 34, 68])
    #expect(frames[2].width == 52)
  }

  @Test("fillEqually shares the axis; custom spacing and hidden views are honoured")
  func fillEquallySpacingHidden() {
    let views = [UIView(), UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 10
    #expect(
      laidOut(stack, CGRect(x: 0, y: 0, width: 320, height: 40)).map(\.minX) == [0, 110, 220])
    #expect(views.allSatisfy { $0.frame.size == CGSize(width: 100, height: 40) })
    stack.setCustomSpacing(30, after: views[0])
    #expect(
      laidOut(stack, CGRect(x: 0, y: 0, width: 340, height: 40)).map(\.minX) == [0, 130, 240])
    views[1].isHidden = true
    stack.setNeedsLayout()
    let frames = laidOut(stack, CGRect(x: 0, y: 0, width: 330, height: 40))
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 150, height: 40))
    #expect(frames[2] == CGRect(x: 180, y: 0, width: 150, height: 40))
  }

  @Test("A vertical stack places its views by the alignment, within its margins when asked")
  func verticalAlignment() {
    let title = label("Title")  // 43 × 20
    let square = box(width: 30, height: 30)
    let stack = UIStackView(arrangedSubviews: [title, square])
    stack.axis = .vertical
    stack.spacing = 4
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 200)
    // The label hugs as little as the square but has no height constraint: it takes the room.
    #expect(
      laidOut(stack, bounds) == [
        CGRect(x: 0, y: 0, width: 100, height: 166), CGRect(x: 0, y: 170, width: 100, height: 30),
      ])
    // A required height holds even first in line: the label after it stretches.
    stack.insertArrangedSubview(square, at: 0)
    #expect(laidOut(stack, bounds).map(\.height) == [30, 166])
    stack.insertArrangedSubview(title, at: 0)
    let expected: [(UIStackView.Alignment, [CGFloat])] = [
      (.leading, [0, 0]), (.center, [28.5, 35]), (.trailing, [57, 70]),
    ]
    for (alignment, xs) in expected {
      stack.alignment = alignment
      let frames = laidOut(stack, bounds)
      #expect(frames.map(\.minX) == xs, "\(alignment)")
      #expect(frames.map(\.width) == [43, 30], "\(alignment)")
    }
    stack.alignment = .fill
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
    #expect(laidOut(stack, bounds)[0] == CGRect(x: 12, y: 10, width: 76, height: 146))
  }

  @Test("A horizontal stack aligns across: top, centre, bottom; baselines as top and bottom")
  func horizontalAlignment() {
    let small = box(width: 20, height: 10)
    let large = box(width: 20, height: 30)
    let stack = UIStackView(arrangedSubviews: [small, large])
    let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    let expected: [(UIStackView.Alignment, [CGFloat])] = [
      (.top, [0, 0]), (.center, [15, 5]), (.bottom, [30, 10]), (.firstBaseline, [0, 0]),
      (.lastBaseline, [30, 10]),
    ]
    for (alignment, ys) in expected {
      stack.alignment = alignment
      #expect(laidOut(stack, bounds).map(\.minY) == ys, "\(alignment)")
    }
    stack.alignment = .fill
    #expect(laidOut(stack, bounds).map(\.height) == [40, 40])
  }

  @Test("fillProportionally, equalSpacing and equalCentering")
  func otherDistributions() {
    let views = [
      box(width: 10, height: 10), box(width: 30, height: 10), box(width: 20, height: 10),
    ]
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 5
    let bounds = CGRect(x: 0, y: 0, width: 130, height: 10)
    stack.distribution = .fillProportionally
    #expect(laidOut(stack, bounds).map(\.width) == [20, 60, 40])
    stack.distribution = .equalSpacing
    var frames = laidOut(stack, bounds)
    #expect(frames.map(\.minX) == [0, 45, 110])
    #expect(frames.map(\.width) == [10, 30, 20])
    stack.distribution = .equalCentering
    frames = laidOut(stack, bounds)
    // Centres 5, 62.5, 120: equal steps, the last view at the end.
    #expect(frames.map(\.midX) == [5, 62.5, 120])
  }

  @Test("A stack pinned only at its top and leading edges takes its arranged views' size")
  func naturalSize() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let stack = UIStackView(arrangedSubviews: [box(width: 40, height: 20), label("Hello")])
    stack.spacing = 6
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
    ])
    container.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 10, width: 89, height: 20))
    #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 46])
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 89, height: 20))
  }

  @Test("A stack in a cell is laid out when the table displays the cell")
  func inACell() throws {
    let controller = ReviewsViewController(style: .plain)
    let window = showInWindow(controller)
    defer { _ = window }
    let table: UITableView = controller.tableView
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ReviewCell)
    // "Bartholomew" (11 characters, 94 points) stretches; "3/5" (26) hugs at the end.
    #expect(cell.authorLabel.frame == CGRect(x: 0, y: 0, width: 324, height: 20))
    #expect(cell.ratingLabel.frame == CGRect(x: 332, y: 0, width: 26, height: 20))
  }

  @Test("Hostile spacing and frames leave every frame finite")
  func hostile() {
    let stack = UIStackView(arrangedSubviews: [label("a"), UIView(), box(width: 10)])
    for spacing in [CGFloat.nan, .infinity, -.infinity, -5, .greatestFiniteMagnitude] {
      for distribution in [
        UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing,
        .equalCentering,
      ] {
        stack.spacing = spacing
        stack.distribution = distribution
        for frame in [
          CGRect(x: 0, y: 0, width: -10, height: -10),
          CGRect(x: 0, y: 0, width: 1e300, height: 1e300),
        ] {
          let frames = laidOut(stack, frame)
          #expect(
            frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) },
            "\(spacing) \(distribution) \(frame)")
        }
      }
    }
  }
}
