import Testing

@testable import ListBindingUIKit

// The face keeps the state of ListBinding's objects in side tables keyed by
// `ObjectIdentifier` (see `SideTable.swift`); a slot whose object is gone is swept as the table
// grows, or overwritten when the allocator gives a new object the same address. These tests
// check that invariant on tables and views of their own, through the internals: the size of a
// table and the constraints an entry holds. So what they see depends neither on whether
// addresses are reused (they are not under AddressSanitizer) nor on the objects other tests
// left in the face's shared tables.

@MainActor
@Suite("Side tables: the state kept for objects that are gone does not pile up")
struct SideTableTests {
  private final class Node {}
  private final class Payload {}

  @Test("Short-lived objects keep a table within 64 slots, and their entries are released")
  func churn() {
    let table = SideTable<Node, Payload?> { nil }
    let keeper = Node()
    let kept = Payload()
    table[keeper] = kept
    weak var first: Payload?
    for index in 0..<1_000 {
      let node = Node()
      let payload = Payload()
      table[node] = payload
      if index == 0 { first = payload }
      #expect(table.count <= 64, "index \(index)")
      // By 63 insertions the first node's slot is swept, if its address was not reused first.
      if index == 63 { #expect(first == nil) }
    }
    #expect(first == nil)
    #expect(table.existing(keeper)?.flatMap { $0 } === kept)
  }

  @Test("A table sweeps at twice its live objects: the dead go, every live entry stays")
  func liveObjects() {
    let table = SideTable<Node, Int> { -1 }
    let live = (0..<1_000).map { _ in Node() }
    for (index, node) in live.enumerated() { table[node] = index }
    for step in 0..<5_000 {
      table[Node()] = step
      // The live objects and the one being set, twice over.
      #expect(table.count <= 2 * (live.count + 1), "step \(step)")
    }
    #expect(live.enumerated().allSatisfy { table.existing($0.element) == $0.offset })
    #expect(table.existing(Node()) == nil)
    #expect(table[Node()] == -1)
  }

  @Test("Constraints of subviews that are gone do not pile up in a long-lived superview")
  func goneSubviews() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let kept = UIView()
    view.addSubview(kept)
    let keptConstraint = kept.leadingAnchor.constraint(equalTo: view.leadingAnchor)
    keptConstraint.isActive = true
    for _ in 0..<200 {
      let child = UIView()
      view.addSubview(child)
      child.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
      child.removeFromSuperview()
    }
    // Each activation drops the constraints whose other view is gone: the superview holds the
    // kept view's constraint and the last gone child's, which the next activation drops.
    let active = AutoLayoutPins.entries.existing(view)?.active ?? []
    #expect(active.count == 2)
    #expect(active.contains { $0 === keptConstraint })
    #expect(keptConstraint.isActive)
  }
}
