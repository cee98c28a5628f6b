import ListBindingTesting
import ListBindingUIKit
import Testing

@MainActor
@Suite("UIStackView: arranged subviews and settings, recorded")
struct UIStackViewTests {
  // UIStackView.addArrangedSubview(_:): "adds the provided view as a subview of the stack
  // view, if it isn't already. If the view is already a subview, this operation doesn't alter
  // the subview ordering."
  @Test("Arranging a view makes it a subview; one already a subview keeps its place")
  func arranging() {
    let title = UILabel()
    let detail = UILabel()
    let stack = UIStackView(arrangedSubviews: [title])
    stack.addSubview(detail)
    let icon = UIImageView()
    stack.addSubview(icon)
    stack.insertArrangedSubview(detail, at: 0)
    #expect(
      stack.arrangedSubviews.map(ObjectIdentifier.init)
        == [detail, title].map(ObjectIdentifier.init))
    #expect(
      stack.subviews.map(ObjectIdentifier.init) == [title, detail, icon].map(ObjectIdentifier.init))
    stack.axis = .vertical
    stack.spacing = 4
    stack.alignment = .leading
    stack.distribution = .fillEqually
    #expect(stack.axis == .vertical && stack.spacing == 4)
    #expect(stack.alignment == .leading && UIStackView.Alignment.top == .leading)
    #expect(stack.distribution == .fillEqually)
  }

  // UIStackView.removeArrangedSubview(_:): the view stays in `subviews`; removeFromSuperview
  // removes it from both (documented on arrangedSubviews).
  @Test("Removing an arranged view keeps it a subview; removing it from the stack drops both")
  func removing() {
    let first = UIView()
    let second = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.setCustomSpacing(12, after: first)
    #expect(stack.customSpacing(after: first) == 12)
    #expect(stack.customSpacing(after: second) == UIStackView.spacingUseDefault)
    stack.removeArrangedSubview(first)
    #expect(stack.arrangedSubviews.count == 1)
    #expect(stack.subviews.count == 2)
    second.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
  }

  // UIStackView.insertArrangedSubview(_:at:): "If the index is out of bounds, this method
  // throws an internalInconsistencyException exception." The reason's words are *assumed*.
  @Test("An index beyond the arranged views raises and changes nothing")
  func outOfBounds() {
    let stack = UIStackView(arrangedSubviews: [UIView()])
    let extra = UIView()
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Index 2 out of bounds for arranged subviews [0 .. 1]"
    ) {
      stack.insertArrangedSubview(extra, at: 2)
    }
    expectUIKitException(.internalInconsistencyException) {
      stack.insertArrangedSubview(extra, at: -1)
    }
    #expect(stack.arrangedSubviews.count == 1)
    #expect(extra.superview == nil)
  }

  @Test("A UIKit subclass with UIKit's initializers compiles and arranges")
  func subclass() {
    final class ButtonRow: UIStackView {
      override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 8
      }

      required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
      }
    }
    let row = ButtonRow(arrangedSubviews: [UIButton(), UISwitch()])
    #expect(row.arrangedSubviews.count == 2)
    #expect(row.spacing == 8)
  }

  @Test("Random arranging, inserting and removing keeps the arranged views as a model says")
  func randomized() {
    let seed: UInt64 = 0x57AC_0020
    var generator = SplitMix64(seed: seed)
    let stack = UIStackView()
    let pool = (0..<6).map { _ in UIView() }
    var model: [Int] = []
    var raised = 0
    for step in 0..<2_000 {
      let pick = Int(generator.next() % UInt64(pool.count))
      var expected = 0
      let exceptions = collectExceptions {
        switch generator.next() % 4 {
        case 0:
          stack.addArrangedSubview(pool[pick])
          model.removeAll { $0 == pick }
          model.append(pick)
        case 1:
          let index = Int(generator.next() % UInt64(model.count + 2))
          let count = stack.arrangedSubviews.count
          stack.insertArrangedSubview(pool[pick], at: index)
          if index <= count {
            model.removeAll { $0 == pick }
            model.insert(pick, at: min(index, model.count))
          } else {
            expected = 1
          }
        case 2:
          stack.removeArrangedSubview(pool[pick])
          model.removeAll { $0 == pick }
        default:
          pool[pick].removeFromSuperview()
          model.removeAll { $0 == pick }
        }
      }
      raised += exceptions.count
      #expect(exceptions.count == expected, "step \(step), seed \(seed)")
      let actual = stack.arrangedSubviews.map { view in
        pool.firstIndex { $0 === view } ?? -1
      }
      #expect(actual == model, "step \(step), seed \(seed)")
      #expect(actual.allSatisfy { pool[$0].superview === stack }, "step \(step)")
    }
    #expect(raised > 0)
  }
}
