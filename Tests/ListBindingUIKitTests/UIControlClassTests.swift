import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

/// A custom control as UIKit code writes one: a `UIControl` subclass that watches its state.
final class HighlightWatchingToggle: UIControl {
  private(set) var highlights: [Bool] = []
  private(set) var enabledChanges = 0

  override var isHighlighted: Bool {
    didSet { highlights.append(isHighlighted) }
  }

  override var isEnabled: Bool {
    didSet { enabledChanges += 1 }
  }

  override var isSelected: Bool {
    didSet { alpha = isSelected ? 1 : 0.5 }
  }
}

/// Code that styles any control, as an app's helper does.
@MainActor
func style(_ control: UIControl) {
  control.contentHorizontalAlignment = .leading
  control.contentVerticalAlignment = .center
  control.isSelected = false
}

// UIControl is a class, the superclass of UIKit's controls (Apple's UIControl page; each of
// UIButton, UISwitch, UISegmentedControl, UISlider, UIStepper, UIDatePicker, UIRefreshControl
// and UITextField is documented as inheriting from it). isHighlighted: "Controls automatically
// set and clear this state in response to appropriate touch events. You can change the value of
// this property as needed" (Apple's isHighlighted page); no gesture here highlights a control.
@MainActor
@Suite("UIControl is a class, as in UIKit", .recordsUIKitExceptions)
struct UIControlClassTests {
  /// One of each control of the face.
  static func everyControl() -> [UIControl] {
    [
      UIButton(), UISwitch(), UISegmentedControl(items: ["A", "B"]), UISlider(), UIStepper(),
      UIDatePicker(), UIRefreshControl(), UITextField(), HighlightWatchingToggle(),
    ]
  }

  @Test("Every control of the face is a UIControl, and a UIView")
  func signatures() {
    let control: UIControl = UIButton()
    let view: UIView = control
    let controls: [UIControl] = Self.everyControl()
    let event: UIControl.Event = .valueChanged
    let state: UIControl.State = [.selected, .highlighted]
    let isEnabled: Bool = control.isEnabled
    let isSelected: Bool = control.isSelected
    let isHighlighted: Bool = control.isHighlighted
    let current: UIControl.State = control.state
    let horizontal: UIControl.ContentHorizontalAlignment = control.contentHorizontalAlignment
    let vertical: UIControl.ContentVerticalAlignment = control.contentVerticalAlignment
    let add: (UIControl) -> (UIAction, UIControl.Event) -> Void = UIControl.addAction
    let remove: (UIControl) -> (UIAction, UIControl.Event) -> Void = UIControl.removeAction
    let removeIdentified: (UIControl) -> (UIAction.Identifier, UIControl.Event) -> Void =
      UIControl.removeAction(identifiedBy:for:)
    let send: (UIControl) -> (UIControl.Event) -> Void = UIControl.sendActions(for:)
    _ = (view, event, state, isEnabled, isSelected, isHighlighted, horizontal, vertical)
    _ = (add, remove, removeIdentified, send)
    #expect(controls.count == 9)
    #expect(current == .normal)
  }

  @Test("A function taking a UIControl styles each control")
  func styleAnyControl() {
    for control in Self.everyControl() {
      control.isSelected = true
      style(control)
      #expect(control.contentHorizontalAlignment == .leading)
      #expect(control.contentVerticalAlignment == .center)
      #expect(!control.isSelected)
    }
  }

  @Test("A subclass's overrides of isHighlighted, isEnabled and isSelected see each change")
  func subclassOverrides() {
    let toggle = HighlightWatchingToggle()
    toggle.isHighlighted = true
    toggle.isHighlighted = false
    toggle.isEnabled = false
    toggle.isSelected = true
    #expect(toggle.highlights == [true, false])
    #expect(toggle.enabledChanges == 1)
    #expect(toggle.alpha == 1)
    #expect(toggle.state == [.disabled, .selected])
    let asControl: UIControl = toggle
    asControl.isHighlighted = true
    #expect(toggle.highlights == [true, false, true])
    #expect(asControl.state == [.highlighted, .disabled, .selected])
  }

  @Test("sendActions(for:) on a UIControl reference runs the actions each control keeps")
  func sendActionsThroughUIControl() {
    var senders: [String] = []
    let controls = Self.everyControl()
    for control in controls {
      control.addAction(
        UIAction { action in
          guard let sender = action.sender as? UIControl else { return }
          senders.append(String(describing: type(of: sender)))
        }, for: .valueChanged)
    }
    for control in controls { control.sendActions(for: .valueChanged) }
    #expect(senders == controls.map { String(describing: type(of: $0)) })
  }

  @Test("(action.sender as? UIControl)?.isEnabled reads the control that sent the action")
  func senderAsUIControl() {
    var seen: [Bool?] = []
    let button = UIButton()
    button.isEnabled = false
    button.addAction(
      UIAction { action in seen.append((action.sender as? UIControl)?.isEnabled) },
      for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(seen == [false])
  }

  @Test("removeAction(_:for:) and removeAction(identifiedBy:for:) work on every control")
  func removeActions() {
    for control in Self.everyControl() {
      var runs: [String] = []
      let first = UIAction(identifier: UIAction.Identifier("first")) { _ in runs.append("first") }
      let second = UIAction { _ in runs.append("second") }
      let third = UIAction(identifier: UIAction.Identifier("third")) { _ in runs.append("third") }
      control.addAction(first, for: [.touchDown, .valueChanged])
      control.addAction(second, for: .valueChanged)
      control.addAction(third, for: .valueChanged)
      control.removeAction(second, for: .valueChanged)
      control.removeAction(identifiedBy: UIAction.Identifier("third"), for: .touchUpInside)
      control.sendActions(for: .valueChanged)
      #expect(runs == ["first", "third"])
      control.removeAction(identifiedBy: UIAction.Identifier("third"), for: .valueChanged)
      control.removeAction(first, for: .touchDown)
      runs = []
      control.sendActions(for: .allEvents)
      #expect(runs == [])
    }
  }

  @Test("A UISwitch's and a UISegmentedControl's user gestures still send their events")
  func gesturesUnchanged() throws {
    var events: [String] = []
    let toggle = UISwitch()
    let segments = UISegmentedControl(items: ["Day", "Week"])
    let controls: [UIControl] = [toggle, segments]
    for control in controls {
      control.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
      control.addAction(UIAction { _ in events.append("changed") }, for: .valueChanged)
      control.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
    }
    try toggle.tap()
    #expect(segments.simulateTap(segmentAt: 1))
    #expect(events == ["down", "changed", "up", "down", "changed", "up"])
    #expect(toggle.isOn)
    #expect(segments.selectedSegmentIndex == 1)
  }
}
