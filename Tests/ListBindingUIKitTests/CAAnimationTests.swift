import ListBindingTesting
import ListBindingUIKit
import Testing

// Apple: "CALayer.add(_:forKey:)": the animation "is copied by the render tree, not referenced";
// "Only one animation per unique key is added to the layer"; "You may specify nil for this
// parameter"; a duration of zero or less becomes 0.25 seconds. "CALayer.animation(forKey:)":
// "The animation object matching the identifier, or nil if no such animation exists."
// "CAAnimation.isRemovedOnCompletion": the default is true. When an animation completes is
// the face's choice (it plays nothing): the main queue's next turn.
@MainActor
@Suite("CAAnimation on a view's layer, recorded")
struct CAAnimationTests {
  /// An expandable section header as probe 4's screens write it: the chevron turns.
  final class ExpandableHeader: UITableViewHeaderFooterView {
    let chevron = UIImageView()

    func setExpanded(_ expanded: Bool) {
      let rotation = CABasicAnimation(keyPath: "transform.rotation")
      let closed: CGFloat = 0
      rotation.fromValue = expanded ? closed : CGFloat.pi
      rotation.toValue = expanded ? CGFloat.pi : closed
      rotation.duration = 0.2
      rotation.fillMode = .forwards
      rotation.isRemovedOnCompletion = false
      rotation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      chevron.layer.add(rotation, forKey: "rotation")
    }
  }

  @Test("A kept animation stays after the main queue turns, as added, until removed")
  func keptAnimation() async throws {
    let header = ExpandableHeader(reuseIdentifier: "Header")
    header.setExpanded(true)
    await drainMainQueue()
    let layer = header.chevron.layer
    #expect(layer.animationKeys() == ["rotation"])
    let added = try #require(layer.animation(forKey: "rotation") as? CABasicAnimation)
    #expect(added.keyPath == "transform.rotation")
    #expect(added.toValue as? CGFloat == CGFloat.pi)
    #expect(added.fromValue as? CGFloat == 0)
    #expect(added.duration == 0.2)
    #expect(added.fillMode == .forwards)
    #expect(!added.isRemovedOnCompletion)
    #expect(added.timingFunction != nil)
    header.setExpanded(false)
    #expect(layer.animationKeys() == ["rotation"])
    let replaced = try #require(layer.animation(forKey: "rotation") as? CABasicAnimation)
    #expect(replaced.toValue as? CGFloat == 0)
    layer.removeAnimation(forKey: "rotation")
    #expect(layer.animation(forKey: "rotation") == nil)
    #expect(layer.animationKeys() == nil)
  }

  @Test("The layer keeps a copy; a zero duration becomes 0.25 seconds")
  func copies() async throws {
    let view = UIView()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    view.layer.add(fade, forKey: "fade")
    fade.keyPath = "position"
    fade.duration = 3
    let added = try #require(view.layer.animation(forKey: "fade") as? CABasicAnimation)
    #expect(added !== fade)
    #expect(added.keyPath == "opacity")
    #expect(added.duration == 0.25)
    #expect(fade.fillMode == .removed && fade.isRemovedOnCompletion)
    // The copy completes when the main queue turns: nothing of this test is left queued.
    await drainMainQueue()
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("An animation removed on completion is gone after the main queue turns")
  func removedOnCompletion() async {
    let view = UIView()
    let spin = CABasicAnimation(keyPath: "transform.rotation")
    spin.toValue = CGFloat.pi
    view.layer.add(spin, forKey: "spin")
    view.layer.add(spin, forKey: nil)
    #expect(view.layer.animationKeys() == ["spin"])
    #expect(view.layer.animation(forKey: "spin") != nil)
    await drainMainQueue()
    #expect(view.layer.animation(forKey: "spin") == nil)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("removeAllAnimations removes those added without a key too")
  func removeAll() {
    let view = UIView()
    let kept = CABasicAnimation(keyPath: "opacity")
    kept.isRemovedOnCompletion = false
    view.layer.add(kept, forKey: nil)
    view.layer.add(kept, forKey: "a")
    view.layer.add(kept, forKey: "b")
    #expect(view.layer.animationKeys() == ["a", "b"])
    view.layer.removeAllAnimations()
    #expect(view.layer.animationKeys() == nil)
    #expect(view.layer.animation(forKey: "a") == nil)
  }
}
