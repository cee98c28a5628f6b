import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// User code that calls back into the table from the face's newest later-run and gesture paths:
// a recognizer's handler (tap, pan), the completion of `UIDropSession.loadObjects(ofClass:)`,
// and a row tapped while a layer's animation waits to be removed on the main queue. Each ends
// with the table consistent (the rows on screen are the data source's); an update UIKit refuses
// raises UIKit's exception, which reaches the test, and changes nothing. Sources:
// UIGestureRecognizer (the action is sent in each state of the gesture),
// UIDropSession.loadObjects(ofClass:completion:) ("The completion handler is called on the main
// queue"), CALayer.add(_:forKey:) and CAAnimation.isRemovedOnCompletion; the face runs a
// layer's animation to completion when the main queue next turns (*assumed*, it plays nothing).

/// What the screen does to its table from the callback under test.
enum PantryReentry: String, CaseIterable, Sendable {
  /// Reverses the model and reloads.
  case reload
  /// Removes the first row from the model and the table.
  case delete
  /// Deletes the first row from the table only: UIKit refuses it.
  case deleteKeepingModel
}

/// A pantry list, written as UIKit code is, with a header the user taps or drags.
final class ReentrantPantryController: UITableViewController {
  static let all = [
    "Basil", "Beans", "Coffee", "Flour", "Honey", "Lentils", "Oats", "Pasta", "Pepper", "Rice",
    "Salt", "Sugar", "Tea", "Vinegar",
  ]
  var rows = ReentrantPantryController.all
  let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
  let tap = UITapGestureRecognizer()
  let pan = UIPanGestureRecognizer()
  /// What a tapped row's selection does after it spins the row's icon.
  var onSelect: ((ReentrantPantryController, IndexPath) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    header.addGestureRecognizer(tap)
    header.addGestureRecognizer(pan)
    tableView.tableHeaderView = header
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) {
      let spin = CABasicAnimation(keyPath: "transform.rotation")
      spin.toValue = CGFloat.pi
      cell.contentView.layer.add(spin, forKey: "spin")
    }
    onSelect?(self, indexPath)
  }

  /// Does `reentry` to the table.
  func perform(_ reentry: PantryReentry) {
    let first = IndexPath(row: 0, section: 0)
    switch reentry {
    case .reload:
      rows.reverse()
      tableView.reloadData()
    case .delete:
      rows.removeFirst()
      tableView.deleteRows(at: [first], with: .automatic)
    case .deleteKeepingModel:
      tableView.deleteRows(at: [first], with: .automatic)
    }
  }
}

/// A drop session of given items, as a drop from another app hands over.
@MainActor
private final class PantryDropSession: UIDropSession {
  let items: [UIDragItem]
  let allowsMoveOperation = false
  let isRestrictedToDraggingApplication = false
  let localDragSession: (any UIDragSession)? = nil

  init(_ names: [String]) {
    items = names.map { UIDragItem(itemProvider: NSItemProvider(object: $0 as NSString)) }
  }
}

/// Collects the reasons of the exceptions a handler receives, on the main actor.
@MainActor
private final class RaisedExceptions {
  private(set) var reasons: [String] = []

  nonisolated func add(_ exception: UIKitException) {
    MainActor.assumeIsolated { reasons.append(exception.reason) }
  }
}

@MainActor
@Suite(
  "Gesture handlers and later-run completions that call back into the table",
  .recordsUIKitExceptions)
struct CompletionsReentrancyTests {
  nonisolated static let reason =
    "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
    + "existing section after the update (14) must be equal to the number of rows contained in "
    + "that section before the update (14), plus or minus the number of rows inserted or "
    + "deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows "
    + "moved into or out of that section (0 moved in, 0 moved out)."

  /// The pantry on screen, in a window.
  private func shown() -> (ReentrantPantryController, UIWindow) {
    let pantry = ReentrantPantryController(style: .plain)
    return (pantry, showInWindow(pantry))
  }

  /// The rows on screen are the model's, and the table counts the model's rows.
  private func expectConsistent(
    _ pantry: ReentrantPantryController, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let table: UITableView = pantry.tableView
    table.layoutIfNeeded()
    #expect(
      table.numberOfRows(inSection: 0) == pantry.rows.count, comment,
      sourceLocation: sourceLocation)
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(!visible.isEmpty, comment, sourceLocation: sourceLocation)
    #expect(
      visible.map { table.cellForRow(at: $0)?.textLabel?.text }
        == visible.map { pantry.rows[$0.row] }, comment, sourceLocation: sourceLocation)
  }

  /// The model after `reentry`, from the whole pantry.
  private func expectedRows(after reentry: PantryReentry) -> [String] {
    switch reentry {
    case .reload: ReentrantPantryController.all.reversed()
    case .delete: Array(ReentrantPantryController.all.dropFirst())
    case .deleteKeepingModel: ReentrantPantryController.all
    }
  }

  /// Runs `gesture`, expecting UIKit's exception from it when `reentry` is refused.
  private func expectOutcome(of reentry: PantryReentry, _ gesture: () -> Void) {
    if reentry == .deleteKeepingModel {
      expectUIKitException(.internalInconsistencyException, reason: Self.reason) { gesture() }
    } else {
      gesture()
    }
  }

  @Test(
    "A tap's handler that reloads or deletes: once, the table follows the model",
    arguments: PantryReentry.allCases)
  func tapHandler(reentry: PantryReentry) {
    let comment = Comment(rawValue: "\(reentry) from a tap's handler")
    let (pantry, window) = shown()
    defer { _ = window }
    var calls = 0
    var recognized = false
    var states: [UIGestureRecognizer.State] = []
    expectOutcome(of: reentry) {
      recognized = simulateRecognition(of: pantry.tap) { tap in
        calls += 1
        states.append(tap.state)
        pantry.perform(reentry)
      }
    }
    #expect(recognized && calls == 1 && states == [.ended], comment)
    #expect(pantry.rows == expectedRows(after: reentry), comment)
    #expect(pantry.tap.state == .possible, comment)
    expectConsistent(pantry, comment)
  }

  @Test(
    "A pan's handler that reloads or deletes as the drag changes: once, the table follows",
    arguments: PantryReentry.allCases)
  func panHandler(reentry: PantryReentry) {
    let comment = Comment(rawValue: "\(reentry) from a pan's handler")
    let (pantry, window) = shown()
    defer { _ = window }
    var states: [UIGestureRecognizer.State] = []
    var recognized = false
    expectOutcome(of: reentry) {
      recognized = simulatePan(of: pantry.pan, translation: CGPoint(x: 0, y: 80)) { pan in
        states.append(pan.state)
        if pan.state == .changed { pantry.perform(reentry) }
      }
    }
    #expect(recognized, comment)
    #expect(states == [.began, .changed, .ended], comment)
    #expect(pantry.rows == expectedRows(after: reentry), comment)
    expectConsistent(pantry, comment)
  }

  @Test("A handler that takes its recognizer off the header and reloads: the gesture ends there")
  func handlerRemovesRecognizer() {
    let (pantry, window) = shown()
    defer { _ = window }
    var states: [UIGestureRecognizer.State] = []
    simulatePan(of: pantry.pan, translation: CGPoint(x: 0, y: 80)) { pan in
      states.append(pan.state)
      pantry.header.removeGestureRecognizer(pan)
      pantry.perform(.reload)
    }
    #expect(states == [.began])
    #expect(pantry.pan.state == .possible && pantry.pan.view == nil)
    expectConsistent(pantry, "removed")
  }

  @Test(
    "loadObjects' completion that reloads or deletes: once, on the main queue, consistent",
    arguments: [PantryReentry.reload, .delete])
  func loadObjectsCompletion(reentry: PantryReentry) async {
    let comment = Comment(rawValue: "\(reentry) from loadObjects' completion")
    let (pantry, window) = shown()
    defer { _ = window }
    var loaded: [[String]] = []
    PantryDropSession(["Cumin", "Thyme"]).loadObjects(ofClass: String.self) { names in
      loaded.append(names)
      pantry.perform(reentry)
    }
    #expect(loaded.isEmpty, comment)
    await drainMainQueue()
    #expect(loaded == [["Cumin", "Thyme"]], comment)
    #expect(pantry.rows == expectedRows(after: reentry), comment)
    expectConsistent(pantry, comment)
  }

  @Test("loadObjects' completion whose delete UIKit refuses: the exception reaches the test")
  func loadObjectsRefusedDelete() async {
    let (pantry, window) = shown()
    defer { _ = window }
    let cells = pantry.tableView.visibleCells
    let raised = RaisedExceptions()
    UIKitException.withHandler({ raised.add($0) }) {
      _ = PantryDropSession(["Cumin"]).loadObjects(ofClass: String.self) { _ in
        pantry.perform(.deleteKeepingModel)
      }
    }
    await drainMainQueue()
    #expect(raised.reasons == [Self.reason])
    #expect(
      pantry.tableView.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    expectConsistent(pantry, "refused from loadObjects")
  }

  @Test("loadObjects' refused delete, under the trait: recorded as the test's failure")
  func loadObjectsRefusedDeleteRecorded() async {
    let (pantry, window) = shown()
    defer { _ = window }
    PantryDropSession(["Cumin"]).loadObjects(ofClass: String.self) { _ in
      pantry.perform(.deleteKeepingModel)
    }
    await withKnownIssue {
      await drainMainQueue()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(Self.reason) }
    }
    expectConsistent(pantry, "refused from loadObjects, recorded")
  }

  @Test("A presentation's completion whose delete UIKit refuses, under the trait: recorded")
  func presentCompletionRefusedDeleteRecorded() async {
    let (pantry, window) = shown()
    defer { _ = window }
    pantry.present(UIViewController(), animated: true) {
      pantry.perform(.deleteKeepingModel)
    }
    await withKnownIssue {
      await drainMainQueue()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(Self.reason) }
    }
    expectConsistent(pantry, "refused from a presentation's completion, recorded")
  }

  @Test(
    "A row tapped that spins its icon and changes the table while the spin's removal waits",
    arguments: PantryReentry.allCases)
  func animationRemovalPending(reentry: PantryReentry) async throws {
    let comment = Comment(rawValue: "\(reentry) while a spin's removal waits")
    let (pantry, window) = shown()
    defer { _ = window }
    pantry.onSelect = { pantry, _ in pantry.perform(reentry) }
    let row = IndexPath(row: 2, section: 0)
    let tapped = try #require(pantry.tableView.cellForRow(at: row))
    if reentry == .deleteKeepingModel {
      try expectUIKitException(.internalInconsistencyException, reason: Self.reason) {
        try SimulatedUser(pantry.tableView).tapRow(at: row)
      }
    } else {
      try SimulatedUser(pantry.tableView).tapRow(at: row)
    }
    #expect(tapped.contentView.layer.animationKeys() == ["spin"], comment)
    // A kept animation added under the same key before the queue turns stays: the removal is
    // the first animation's.
    let kept = CABasicAnimation(keyPath: "opacity")
    kept.isRemovedOnCompletion = false
    let other = try #require(pantry.tableView.visibleCells.last)
    other.contentView.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "spin")
    other.contentView.layer.add(kept, forKey: "spin")
    await drainMainQueue()
    #expect(tapped.contentView.layer.animationKeys() == nil, comment)
    #expect(other.contentView.layer.animationKeys() == ["spin"], comment)
    #expect(pantry.rows == expectedRows(after: reentry), comment)
    expectConsistent(pantry, comment)
  }
}
