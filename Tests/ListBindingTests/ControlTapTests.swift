import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// A cell with a button and a switch, to tap as a finger would.
final class ControlsCell: TableViewCell, Bindable {
  let button = Button()
  let toggle = Switch()
  let box = View()

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    button.setTitle("go", for: .normal)
    box.addSubview(button)
    box.addSubview(toggle)
    contentView.addSubview(box)
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to item: String) {
    textLabel?.text = item
  }
}

/// Records every event a control sends, in order.
@MainActor
final class EventRecorder {
  var events: [String] = []

  static let named: [(Button.Event, String)] = [
    (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
  ]

  func listen(to button: Button) {
    for (event, name) in Self.named {
      button.addAction(for: event) { [unowned self] _ in events.append(name) }
    }
  }

  func listen(to control: Switch) {
    for (event, name) in Self.named {
      control.addAction(for: event) { [unowned self] sender in
        events.append(event == .valueChanged ? "\(name) \(sender.isOn)" : name)
      }
    }
  }
}

@MainActor
@Suite("Controls as a finger drives them")
struct ControlTapTests {
  // Apple's UIControl.Event: `touchDown` ("A touch-down event in the control"), `touchUpInside`
  // ("A touch-up event in the control where the finger is inside the bounds of the control"),
  // `primaryActionTriggered` ("A semantic action triggered by buttons"). Their order within
  // the touch-up is *assumed*.
  @Test("A button's tap sends touchDown, touchUpInside and primaryActionTriggered, in order")
  func buttonTapEvents() throws {
    let button = Button()
    let recorder = EventRecorder()
    recorder.listen(to: button)
    try button.tap()
    #expect(recorder.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    // `send(_:)` sends the events named, as UIControl.sendActions(for:).
    recorder.events = []
    try button.send(.touchUpInside)
    #expect(recorder.events == ["touchUpInside"])
  }

  // Apple's UISwitch: "When the user manipulates the switch control ("flips" it) a valueChanged
  // event is generated"; a tap is a touch, so touchDown and touchUpInside too (Apple's Wi-Fi
  // sample listens for touchUpInside). The order is *assumed*: the value changes as the
  // finger lifts, before the touch-up event.
  @Test("A switch's tap sends touchDown, valueChanged with the new value, then touchUpInside")
  func switchTapEvents() throws {
    let control = Switch()
    let recorder = EventRecorder()
    recorder.listen(to: control)
    try control.tap()
    #expect(recorder.events == ["touchDown", "valueChanged true", "touchUpInside"])
    #expect(control.isOn)
    recorder.events = []
    try control.tap()
    #expect(recorder.events == ["touchDown", "valueChanged false", "touchUpInside"])
    #expect(!control.isOn)
  }

  /// The ways a control can be out of a finger's reach, each applied to a fresh cell.
  enum Unreachable: String, CaseIterable, CustomTestStringConvertible {
    case disabled, hidden, transparent, notInteractive, ancestorHidden, ancestorNotInteractive
    case cellNotInteractive, tableHidden, tableNotInteractive
    var testDescription: String { rawValue }

    @MainActor
    func apply(to cell: ControlsCell, in tableView: TableView) {
      switch self {
      case .disabled:
        cell.button.isEnabled = false
        cell.toggle.isEnabled = false
      case .hidden:
        cell.button.isHidden = true
        cell.toggle.isHidden = true
      case .transparent:
        cell.button.alpha = 0
        cell.toggle.alpha = 0.005
      case .notInteractive:
        cell.button.isUserInteractionEnabled = false
        cell.toggle.isUserInteractionEnabled = false
      case .ancestorHidden: cell.box.isHidden = true
      case .ancestorNotInteractive: cell.box.isUserInteractionEnabled = false
      case .cellNotInteractive: cell.isUserInteractionEnabled = false
      case .tableHidden: tableView.isHidden = true
      case .tableNotInteractive: tableView.isUserInteractionEnabled = false
      }
    }
  }

  // Apple's UIControl.isEnabled: "If the enabled state is false, the control ignores touch
  // events"; UIView.hitTest(_:with:): "This method ignores view objects that are hidden, that
  // have disabled user interactions, or have an alpha level less than 0.01", and what they
  // contain.
  @Test("A control out of a finger's reach takes no tap", arguments: Unreachable.allCases)
  func unreachable(way: Unreachable) throws {
    let tableView = TableView()
    let dataSource = ListDataSource<ControlsCell>(dataItems: ["a"])
    try dataSource.bind(to: tableView)
    let log = ButtonTapLog()
    tableView.delegate = log
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ControlsCell)
    let recorder = EventRecorder()
    recorder.listen(to: cell.button)
    recorder.listen(to: cell.toggle)
    way.apply(to: cell, in: tableView)
    try cell.button.tap()
    try cell.toggle.tap()
    try cell.toggle.tap()
    #expect(recorder.events.isEmpty)
    #expect(!cell.toggle.isOn)
    #expect(log.taps.isEmpty)
    // Code still sends actions, as UIControl.sendActions(for:) does.
    try cell.button.send(.touchUpInside)
    #expect(recorder.events == ["touchUpInside"])
  }

  @Test("A button's tap in a displayed cell is one gesture, reported once with its row")
  func tapInCell() throws {
    let tableView = TableView()
    let dataSource = ListDataSource<ControlsCell>(dataItems: ["a", "b"])
    try dataSource.bind(to: tableView)
    let log = ButtonTapLog()
    tableView.delegate = log
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ControlsCell)
    let recorder = EventRecorder()
    recorder.listen(to: cell.button)
    var handled: [IndexPath] = []
    cell.onTap(of: cell.button) { handled.append($0) }
    try cell.button.tap()
    #expect(recorder.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(log.taps == [IndexPath(row: 1, section: 0)])
    #expect(handled == [IndexPath(row: 1, section: 0)])
    // A touch-down alone is no tap: nothing is reported.
    try cell.button.send(.touchDown)
    #expect(log.taps.count == 1)
  }

  @Test("An action that throws stops the tap: the events after it are not sent")
  func throwingAction() throws {
    struct Refused: Error {}
    let button = Button()
    let recorder = EventRecorder()
    button.addAction(for: .touchDown) { _ in throw Refused() }
    recorder.listen(to: button)
    let error = #expect(throws: TableViewError.self) { try button.tap() }
    guard case .callbackFailed(let callback, let underlying) = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(callback.name == "Button action")
    #expect(underlying is Refused)
    #expect(recorder.events.isEmpty)
    let control = Switch()
    control.addAction(for: .touchDown) { _ in throw Refused() }
    #expect(throws: TableViewError.self) { try control.tap() }
    #expect(!control.isOn)
  }

  /// One view's flags in a random chain: what UIKit's hit-testing reads.
  struct Flags {
    var isHidden = false
    var alpha: CGFloat = 1
    var isUserInteractionEnabled = true

    var takesTouches: Bool { !isHidden && alpha >= 0.01 && isUserInteractionEnabled }

    static func random(_ below: (Int) -> Int) -> Flags {
      var flags = Flags()
      switch below(12) {
      case 0: flags.isHidden = true
      case 1: flags.alpha = [0, 0.009, 0.01, 0.5][below(4)]
      case 2: flags.isUserInteractionEnabled = false
      default: break
      }
      return flags
    }

    @MainActor
    func apply(to view: View) {
      view.isHidden = isHidden
      view.alpha = alpha
      view.isUserInteractionEnabled = isUserInteractionEnabled
    }
  }

  // UIView.hitTest(_:with:) and UIControl.isEnabled, against a model: a tap reaches a control
  // exactly when it is enabled and it and every view above it — up to its cell, the table
  // and the views the table is in — take touches.
  @Test(
    "Random view chains: a tap reaches a control exactly when the model says",
    arguments: [UInt64(11), 12, 13])
  func randomReach(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    let tableView = TableView()
    let dataSource = ListDataSource<ControlsCell>(dataItems: ["a"])
    try dataSource.bind(to: tableView)
    let root = View()
    root.addSubview(tableView)
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ControlsCell)
    var chain: [View] = []
    var parent = cell.contentView
    for _ in 0..<6 {
      let next = View()
      parent.addSubview(next)
      chain.append(next)
      parent = next
    }
    let button = Button()
    let toggle = Switch()
    parent.addSubview(button)
    parent.addSubview(toggle)
    var buttonTaps = 0
    var toggleTaps = 0
    button.addAction(for: .primaryActionTriggered) { _ in buttonTaps += 1 }
    toggle.addAction(for: .touchUpInside) { _ in toggleTaps += 1 }
    let above: [View] = [root, tableView, cell, cell.contentView] + chain
    for step in 0..<300 {
      let flags = above.map { _ in Flags.random(below) }
      for (view, flag) in zip(above, flags) { flag.apply(to: view) }
      let buttonFlags = Flags.random(below)
      let toggleFlags = Flags.random(below)
      buttonFlags.apply(to: button)
      toggleFlags.apply(to: toggle)
      button.isEnabled = below(6) != 0
      toggle.isEnabled = below(6) != 0
      let reachable = flags.allSatisfy(\.takesTouches)
      let (buttonsBefore, togglesBefore, isOn) = (buttonTaps, toggleTaps, toggle.isOn)
      try button.tap()
      try toggle.tap()
      let context = Comment(rawValue: "seed \(seed) step \(step)")
      let buttonReached = reachable && buttonFlags.takesTouches && button.isEnabled
      let toggleReached = reachable && toggleFlags.takesTouches && toggle.isEnabled
      #expect(buttonTaps == buttonsBefore + (buttonReached ? 1 : 0), context)
      #expect(toggleTaps == togglesBefore + (toggleReached ? 1 : 0), context)
      #expect(toggle.isOn == (toggleReached ? !isOn : isOn), context)
    }
  }
}
