import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's pages of UISegmentedControl: init(items:) (titles or images), init(frame:
// actions:) (iOS 14), insertSegment(withTitle:at:animated:) ("values exceeding this upper
// range are pinned to it"), setTitle(_:forSegmentAt:) and the other per-segment methods (the
// same pinning; the parameter is an `NSUInteger` in Objective-C, so a negative position is a
// huge one and pins too: *assumed* from the declaration), selectedSegmentIndex ("The default
// value is noSegment … until the user touches a segment. Set this property to -1 to turn off
// the current selection … When the user touches a segment to change the selection, the system
// generates the control event valueChanged"), isMomentary; UIControl addAction(_:for:).

@MainActor
@Suite("UISegmentedControl", .recordsUIKitExceptions)
struct UISegmentedControlTests {
  func drawn(_ view: UIView) -> [String] {
    view.renderedElements().compactMap { element in
      if case .text(let text) = element { return text }
      return nil
    }
  }

  @Test("Made from titles and images, none selected, drawn with the selected one starred")
  func made() throws {
    let star = try #require(UIImage(systemName: "star"))
    let control = UISegmentedControl(items: ["Day", star, 3])
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.titleForSegment(at: 0) == "Day")
    #expect(control.titleForSegment(at: 1) == nil)
    #expect(control.imageForSegment(at: 1)?.name == "star")
    #expect(control.titleForSegment(at: 2) == nil)
    #expect(drawn(control) == ["[ Day | :star: |  ]"])
    control.selectedSegmentIndex = 0
    #expect(drawn(control) == ["[ *Day* | :star: |  ]"])
    control.isHidden = true
    #expect(drawn(control).isEmpty)
  }

  @Test("A subclass overriding init(frame:) and init(coder:) is made with init(items:)")
  func subclass() {
    final class PillControl: UISegmentedControl {
      override init(frame: CGRect) {
        super.init(frame: frame)
        selectedSegmentTintColor = .systemBlue
      }
      required init?(coder: NSCoder) { return nil }
    }
    let control = PillControl(items: ["On", "Off"])
    #expect(control.numberOfSegments == 2 && control.selectedSegmentTintColor == .systemBlue)
  }

  @Test("A tap on another segment selects it and sends valueChanged; on the selected one, not")
  func tap() {
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    control.selectedSegmentIndex = 0
    var events: [String] = []
    control.addAction(
      UIAction { action in
        let sender = action.sender as? UISegmentedControl
        events.append("changed \(sender?.selectedSegmentIndex ?? -9)")
      }, for: .valueChanged)
    control.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
    #expect(control.simulateTap(segmentAt: 2))
    #expect(control.selectedSegmentIndex == 2)
    #expect(control.simulateTap(segmentTitled: "Month"))
    #expect(events == ["down", "changed 2", "down"])
    #expect(!control.simulateTap(segmentTitled: "Year"))
    // Setting the index sends nothing, as in UIKit.
    control.selectedSegmentIndex = 1
    #expect(events.count == 3)
  }

  @Test("Disabled segments, a disabled or hidden control, take no taps")
  func disabled() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    control.setEnabled(false, forSegmentAt: 1)
    #expect(!control.isEnabledForSegment(at: 1))
    #expect(!control.simulateTap(segmentAt: 1))
    control.isEnabled = false
    #expect(!control.simulateTap(segmentAt: 0))
    control.isEnabled = true
    control.isHidden = true
    #expect(!control.simulateTap(segmentAt: 0))
    #expect(changes == 0)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("Segments made from actions perform them, then valueChanged")
  func actions() {
    var order: [String] = []
    let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { action in
      order.append("list from \(type(of: action.sender ?? "nil"))")
    }
    let grid = UIAction(title: "Grid") { _ in order.append("grid") }
    let control = UISegmentedControl(frame: .zero, actions: [list, grid])
    control.addAction(UIAction { _ in order.append("changed") }, for: .valueChanged)
    #expect(control.titleForSegment(at: 1) == "Grid")
    #expect(control.actionForSegment(at: 0) === list)
    #expect(control.actionForSegment(at: 5) == nil)
    #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 0)
    #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == -1)
    control.simulateTap(segmentAt: 0)
    #expect(order == ["list from UISegmentedControl", "changed"])
    let map = UIAction(title: "Map") { _ in order.append("map") }
    control.insertSegment(action: map, at: 1, animated: false)
    #expect((0..<3).map { control.titleForSegment(at: $0) } == ["List", "Map", "Grid"])
  }

  @Test("A momentary control reads the tapped segment while its actions run, none after")
  func momentary() {
    let control = UISegmentedControl(items: ["Bold", "Italic"])
    control.isMomentary = true
    var seen: [Int] = []
    control.addAction(
      UIAction { action in
        seen.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)
      }, for: .valueChanged)
    control.simulateTap(segmentAt: 1)
    control.simulateTap(segmentAt: 1)
    #expect(seen == [1, 1])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("Positions past the end or negative pin to the last segment; none, nothing happens")
  func pinnedPositions() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.setTitle("Z", forSegmentAt: 99)
    control.setTitle("Y", forSegmentAt: -1)
    control.setTitle("X", forSegmentAt: Int.min)
    #expect(control.titleForSegment(at: Int.max) == "X")
    #expect(control.titleForSegment(at: 0) == "A")
    control.insertSegment(withTitle: "End", at: Int.max, animated: true)
    control.insertSegment(withTitle: "Also end", at: -5, animated: true)
    #expect((0..<4).map { control.titleForSegment(at: $0) } == ["A", "X", "End", "Also end"])
    control.removeSegment(at: 1000, animated: false)
    #expect(control.numberOfSegments == 3)
    control.setWidth(.nan, forSegmentAt: 0)
    control.setWidth(-4, forSegmentAt: 0)
    control.setWidth(.infinity, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 0)
    control.setWidth(60, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 60)
    control.removeAllSegments()
    control.setTitle("nothing", forSegmentAt: 0)
    control.removeSegment(at: 0, animated: false)
    control.setEnabled(false, forSegmentAt: -1)
    #expect(control.numberOfSegments == 0)
    #expect(control.titleForSegment(at: 0) == nil)
    #expect(!control.isEnabledForSegment(at: 0))
    #expect(!control.simulateTap(segmentAt: 0))
    #expect(drawn(control) == ["[  ]"])
  }

  @Test("Selecting outside the segments is ignored; -1 clears the selection")
  func selectionOutOfRange() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 1
    for index in [2, -2, Int.max, Int.min] {
      control.selectedSegmentIndex = index
      #expect(control.selectedSegmentIndex == 1)
    }
    control.selectedSegmentIndex = -1
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(!control.simulateTap(segmentAt: -1))
    #expect(!control.simulateTap(segmentAt: Int.max))
  }

  @Test("An action that changes the control it is sent from: the tap ends consistent")
  func reentrant() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    var calls = 0
    control.addAction(
      UIAction { action in
        calls += 1
        guard let control = action.sender as? UISegmentedControl, calls < 5 else { return }
        control.removeSegment(at: 0, animated: false)
        control.simulateTap(segmentAt: 0)
        control.sendActions(for: .touchUpInside)
      }, for: .valueChanged)
    #expect(control.simulateTap(segmentAt: 2))
    #expect(calls == 3)
    #expect(control.numberOfSegments == 0)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test(
    "Random inserts, removals, selections and taps agree with a list model", arguments: [1, 7, 42])
  func randomAgainstModel(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let control = UISegmentedControl(items: nil)
    var titles: [String] = []
    var selected = -1
    var changes = 0
    var expectedChanges = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    func pin(_ index: Int, count: Int) -> Int { index >= 0 && index < count ? index : count - 1 }
    for step in 0..<300 {
      let index = Int.random(in: -2...8, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        let title = "S\(step)"
        control.insertSegment(withTitle: title, at: index, animated: false)
        let position = index >= 0 && index <= titles.count ? index : titles.count
        titles.insert(title, at: position)
        if selected != -1, position <= selected { selected += 1 }
      case 1:
        control.removeSegment(at: index, animated: false)
        if !titles.isEmpty {
          let position = pin(index, count: titles.count)
          titles.remove(at: position)
          if position == selected { selected = -1 } else if position < selected { selected -= 1 }
        }
      case 2:
        control.selectedSegmentIndex = index
        if index == -1 || titles.indices.contains(index) { selected = index }
      case 3:
        let reached = control.simulateTap(segmentAt: index)
        #expect(reached == titles.indices.contains(index), "seed \(seed), step \(step)")
        if reached, index != selected {
          selected = index
          expectedChanges += 1
        }
      default:
        control.setTitle("T\(step)", forSegmentAt: index)
        if !titles.isEmpty { titles[pin(index, count: titles.count)] = "T\(step)" }
      }
      #expect(control.numberOfSegments == titles.count, "seed \(seed), step \(step)")
      #expect(control.selectedSegmentIndex == selected, "seed \(seed), step \(step)")
      #expect(
        (0..<titles.count).map { control.titleForSegment(at: $0) } == titles,
        "seed \(seed), step \(step)")
    }
    #expect(changes == expectedChanges, "seed \(seed)")
  }
}

/// A data source whose rows each show a stepper; the stepper's action removes a row and
/// reloads the table, and `cellForRowAt` may send the action itself (hostile: a change asked
/// for while the table asks for a cell).
@MainActor
final class SteppersSource: UITableViewDataSource {
  var rows = [0.0, 1, 2, 3]
  var sendsWhileLoading = false

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    // The model may shrink while the table loads (the action below): a row past its end is
    // one the table asked for before the reload it will run once this call returns.
    let row = rows.indices.contains(indexPath.row) ? "Row \(Int(rows[indexPath.row]))" : "stale"
    cell.textLabel?.text = row
    let stepper = UIStepper()
    stepper.addAction(
      UIAction { [weak self, weak tableView] _ in
        guard let self, let tableView, !self.rows.isEmpty else { return }
        self.rows.removeLast()
        tableView.reloadData()
      }, for: .valueChanged)
    cell.accessoryView = stepper
    if sendsWhileLoading { stepper.sendActions(for: .valueChanged) }
    return cell
  }
}

@MainActor
@Suite("Controls in cells whose actions change the table", .recordsUIKitExceptions)
struct ControlsInCellsTests {
  @Test("A stepper's action that reloads the table it is in: the table shows the new rows")
  func reloadFromAction() throws {
    let source = SteppersSource()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = source
    let window = UIWindow(frame: table.frame)
    let controller = UIViewController()
    controller.view = table
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    let stepper = try #require(cell.accessoryView as? UIStepper)
    #expect(stepper.simulateIncrement(repeats: 2))
    // Each of the three steps removed a row and reloaded, the stepper's own row first.
    #expect(source.rows == [0])
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(try shownLines(table) == ["Row 0"])
  }

  @Test("An action sent from cellForRowAt that reloads: the table ends consistent with its data")
  func reloadWhileLoading() throws {
    let source = SteppersSource()
    source.sendsWhileLoading = true
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = source
    var reported: [UIKitException] = []
    UIKitException.withHandler({ exception in
      MainActor.assumeIsolated { reported.append(exception) }
    }) {
      table.reloadData()
      _ = table.numberOfRows(inSection: 0)
      table.layoutIfNeeded()
    }
    // Every cell the table loaded asked for a removal and a reload: the reloads ran after the
    // call that asked, until no row was left to load.
    #expect(table.numberOfRows(inSection: 0) == source.rows.count)
    #expect(try shownLines(table).count == source.rows.count)
    #expect(try !shownLines(table).contains("stale"))
    #expect(reported.isEmpty, "\(reported)")
  }
}
