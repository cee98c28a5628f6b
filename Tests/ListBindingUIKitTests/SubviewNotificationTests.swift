import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

/// A container that keeps a badge count of its subviews, as UIKit code does in the hooks: it
/// reads `subviews` when a view arrives or is about to leave.
private final class BadgeStrip: UIView {
  var log: [String] = []

  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    let index = subviews.firstIndex { $0 === subview }.map(String.init) ?? "absent"
    log.append("did add \(name(of: subview)) at \(index) of \(subviews.count)")
  }

  override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    let index = subviews.firstIndex { $0 === subview }.map(String.init) ?? "absent"
    log.append("will remove \(name(of: subview)) at \(index)")
  }
}

/// A badge: a label showing its number.
@MainActor
private func badge(_ number: Int) -> UIView {
  let label = UILabel()
  label.text = String(number)
  return label
}

/// The number a badge shows.
@MainActor
private func name(of view: UIView) -> String {
  (view as? UILabel)?.text ?? "?"
}

// Apple's UIView.didAddSubview(_:) page: "Tells the view that a subview was added" — the
// subview is already in `subviews`, at its final index, when it runs, whichever of addSubview
// and the insertSubview methods added it. willRemoveSubview(_:): "Tells the view that a
// subview is about to be removed" — still among the subviews then; removeFromSuperview() and a
// move to another view both call it (the UIView page lists it among the hooks "to perform
// additional actions before subviews are removed from the view").
@MainActor
@Suite("didAddSubview(_:) and willRemoveSubview(_:) see the view in place")
struct SubviewNotificationTests {
  @Test("insertSubview(_:at:), belowSubview: and aboveSubview: place the view before telling")
  func inserted() {
    let strip = BadgeStrip()
    let first = badge(1)
    let last = badge(4)
    strip.addSubview(first)
    strip.addSubview(last)
    strip.insertSubview(badge(0), at: 0)
    strip.insertSubview(badge(3), belowSubview: last)
    strip.insertSubview(badge(2), aboveSubview: first)
    #expect(
      strip.log == [
        "did add 1 at 0 of 1", "did add 4 at 1 of 2", "did add 0 at 0 of 3",
        "did add 3 at 2 of 4", "did add 2 at 2 of 5",
      ])
    #expect(strip.subviews.map(name(of:)) == ["0", "1", "2", "3", "4"])
  }

  @Test("A subview moved within its superview is announced leaving, then arriving in place")
  func movedWithin() {
    let strip = BadgeStrip()
    let views = (0..<3).map(badge)
    for view in views { strip.addSubview(view) }
    strip.log.removeAll()
    strip.insertSubview(views[2], at: 0)
    #expect(strip.log == ["will remove 2 at 2", "did add 2 at 0 of 3"])
    #expect(strip.subviews.map(name(of:)) == ["2", "0", "1"])
  }

  @Test("removeFromSuperview() and a move to another view tell the old superview first")
  func removed() {
    let strip = BadgeStrip()
    let other = BadgeStrip()
    let view = badge(7)
    strip.addSubview(view)
    other.addSubview(view)
    #expect(strip.log == ["did add 7 at 0 of 1", "will remove 7 at 0"])
    #expect(strip.subviews.isEmpty)
    view.removeFromSuperview()
    #expect(other.log == ["did add 7 at 0 of 1", "will remove 7 at 0"])
    #expect(view.superview == nil)
  }
}
