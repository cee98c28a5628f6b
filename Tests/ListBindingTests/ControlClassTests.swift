import Foundation
import ListBinding
import Testing

// Apple's UIControl pages: `isEnabled`, `isSelected` and `isHighlighted` default to true, false
// and false; `state` reflects them; `contentHorizontalAlignment` and `contentVerticalAlignment`
// default to `.center` ("The default value of this property is
// UIControl.ContentHorizontalAlignment.center").
@MainActor
@Suite("Control: the common superclass of the controls")
struct ControlClassTests {
  @Test("The doc comment's example: a custom control, and controls in an array")
  func documentationExample() {
    final class Toggle: Control {
      private(set) var highlightChanges = 0
      override var isHighlighted: Bool {
        didSet { highlightChanges += 1 }
      }
    }

    let controls: [Control] = [Button(), Switch(), Toggle()]
    for control in controls { control.isEnabled = false }
    // every control's state is now .disabled
    #expect(controls.allSatisfy { $0.state == .disabled })

    let toggle = Toggle()
    toggle.isHighlighted = true
    toggle.isHighlighted = false
    #expect(toggle.highlightChanges == 2)
  }

  @Test("A new control is enabled, not selected or highlighted, and centred")
  func defaults() {
    for control: Control in [Control(), Button(), Switch(), RefreshControl()] {
      #expect(control.isEnabled)
      #expect(!control.isSelected)
      #expect(!control.isHighlighted)
      #expect(control.state == .normal)
      #expect(control.contentHorizontalAlignment == .center)
      #expect(control.contentVerticalAlignment == .center)
    }
  }

  @Test("The state follows the three flags, whichever are set")
  func stateFollowsFlags() {
    let control = Control()
    for bits in 0..<8 {
      control.isHighlighted = bits & 1 != 0
      control.isEnabled = bits & 2 == 0
      control.isSelected = bits & 4 != 0
      #expect(control.state == Control.State(rawValue: UInt(bits)))
    }
  }

  @Test("The alignments are recorded, with UIKit's raw values")
  func alignments() {
    let button = Button()
    button.contentHorizontalAlignment = .leading
    button.contentVerticalAlignment = .top
    #expect(button.contentHorizontalAlignment.rawValue == 4)
    #expect(button.contentVerticalAlignment.rawValue == 1)
  }

  @Test("Native names stay: Button.Event, Button.State, Switch.Event are Control's")
  func nativeNames() {
    let event: Button.Event = .touchUpInside
    let switchEvent: Switch.Event = .valueChanged
    let state: Button.State = .selected
    let controlEvent: Control.Event = event
    let controlState: Control.State = state
    #expect(controlEvent.union(switchEvent) == [.touchUpInside, .valueChanged])
    #expect(controlState == .selected)
  }

  @Test("sendActions(for:) through a Control reference runs the subclass's actions, in order")
  func sendActionsThroughSuperclass() throws {
    var calls: [String] = []
    let button = Button()
    let toggle = Switch()
    let plain = Control()
    button.addAction(for: .touchUpInside) { _ in calls.append("button") }
    toggle.addAction(for: .valueChanged) { _ in calls.append("switch") }
    plain.addAction(Action { _ in calls.append("plain") }, for: .valueChanged)
    let controls: [Control] = [button, toggle, plain]
    for control in controls { control.sendActions(for: [.touchUpInside, .valueChanged]) }
    #expect(calls == ["button", "switch", "plain"])
    for control in controls { try control.send(.allEvents) }
    #expect(calls.count == 6)
    for control in controls { control.removeActions(for: .allEvents) }
    for control in controls { control.sendActions(for: .allEvents) }
    #expect(calls.count == 6)
  }

  @Test("An Action added to any control has that control as its sender while it runs")
  func actionSender() throws {
    var senders: [ObjectIdentifier] = []
    let controls: [Control] = [Button(), Switch(), RefreshControl(), Control()]
    for control in controls {
      control.addAction(
        Action { action in
          if let sender = action.sender as? Control { senders.append(ObjectIdentifier(sender)) }
        }, for: .primaryActionTriggered)
      try control.send(.primaryActionTriggered)
    }
    #expect(senders == controls.map { ObjectIdentifier($0) })
  }

  @Test("removeAction(_:for:) removes one action object; removeActions(for:where:) picks them")
  func removeByAction() throws {
    final class TaggedAction: Action {
      let tag: Int
      init(tag: Int, handler: @escaping @MainActor (Action) throws -> Void) {
        self.tag = tag
        super.init(handler: handler)
      }
    }
    var runs: [Int] = []
    let button = Button()
    let first = TaggedAction(tag: 1) { _ in runs.append(1) }
    let second = TaggedAction(tag: 2) { _ in runs.append(2) }
    let plain = Action { _ in runs.append(3) }
    button.addAction(first, for: [.touchDown, .valueChanged])
    button.addAction(second, for: .valueChanged)
    button.addAction(plain, for: .valueChanged)
    button.addAction(for: .valueChanged) { _ in runs.append(4) }
    button.removeAction(first, for: .touchDown)
    try button.send(.valueChanged)
    #expect(runs == [2, 3, 4])
    button.removeActions(for: .valueChanged) { ($0 as? TaggedAction)?.tag == 2 }
    button.removeAction(plain, for: .touchUpInside)
    runs = []
    try button.send(.allEvents)
    #expect(runs == [3, 4])
  }

  @Test("What a plain control's action throws comes out of send(_:), named Control action")
  func plainControlErrors() {
    struct Failure: Error {}
    let control = Control()
    var ran = 0
    control.addAction(Action { _ in throw Failure() }, for: .valueChanged)
    control.addAction(Action { _ in ran += 1 }, for: .valueChanged)
    #expect(throws: TableViewError.self) { try control.send(.valueChanged) }
    #expect(ran == 0)
  }

  @Test("Random adds, removes and sends: the actions run are those of a model, in order")
  func randomActions() throws {
    var generator = SystemRandomNumberGenerator()
    let events: [Control.Event] = [.touchDown, .touchUpInside, .valueChanged]
    for _ in 0..<50 {
      let kind = Int.random(in: 0..<3, using: &generator)
      let control: Control = kind == 0 ? Button() : kind == 1 ? Switch() : Control()
      var model: [(events: Control.Event, id: Int)] = []
      var ran: [Int] = []
      for step in 0..<30 {
        let chosen = events.filter { _ in Bool.random(using: &generator) }
        let set = Control.Event(chosen)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
          control.addAction(Action { _ in ran.append(step) }, for: set)
          model.append((set, step))
        case 1:
          control.removeActions(for: set)
          model.removeAll { !$0.events.isDisjoint(with: set) }
        default:
          ran = []
          try control.send(set)
          #expect(ran == model.filter { !$0.events.isDisjoint(with: set) }.map(\.id))
        }
      }
    }
  }
}
