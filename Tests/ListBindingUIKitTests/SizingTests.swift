import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// The sizes apps compute for themselves, and a window that changes size. Sources: Apple's
// "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)" ("the
// optimal size of the view based on its constraints and the specified fitting priorities";
// "This method does not actually change the size of the view"),
// "UILayoutPriority.fittingSizeLevel" (the priority "with which the view wants to conform to the
// target size"); Apple's "UIWindow.rootViewController" (the root view "is configured to track
// the window size"), "UIContentContainer.viewWillTransition(to:with:)" (called "before changing
// the size of a presented view controller's view"; overrides call super so that UIKit can
// forward it: view controllers forward it to their children, presentation controllers to the
// presented controller). The face measures by its row rule, not by constraints; the font's
// ratios are *assumed* (see the font's documentation).

@MainActor
@Suite(
  "Sizing: systemLayoutSizeFitting, font metrics, a window that changes size",
  .recordsUIKitExceptions)
struct SizingTests {
  @Test("A height an app computes is the height the table gives the row, for random cells")
  func fittingMatchesTheTable() {
    var generator = SystemRandomNumberGenerator()
    let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
    var random = SplitMix(seed: seed)
    // Five rows of at most six lines fit on screen: every row is measured, none estimated.
    for _ in 0..<20 {
      let lines = (0..<5).map { _ in Int(random.next() % 6) + 1 }
      checkRows(lines: lines, seed: seed)
    }
  }

  private func checkRows(lines: [Int], seed: UInt64) {
    let controller = LinesController(lines: lines)
    let window = showInWindow(controller)
    let table: UITableView = controller.tableView
    for row in lines.indices {
      let path = IndexPath(row: row, section: 0)
      let cell = controller.tableView(table, cellForRowAt: path)
      let computed = cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      let font = cell.textLabel?.font ?? UIFont.preferredFont(forTextStyle: .body)
      let arithmetic = 44 + CGFloat(lines[row] - 1) * font.lineHeight
      #expect(computed.height == table.rectForRow(at: path).height, "seed \(seed), row \(row)")
      #expect(arithmetic == computed.height, "seed \(seed), row \(row)")
      #expect(cell.systemLayoutSizeFitting(.zero).height == computed.height)
    }
    _ = window
  }

  @Test("A table header sized as apps size one: the table's width, the content's height")
  func tableHeader() {
    let controller = LinesController(lines: [1])
    let window = showInWindow(controller)
    let tableView: UITableView = controller.tableView
    let header = UIView()
    let title = UILabel()
    title.numberOfLines = 0
    title.text = "Groceries\nThis week"
    header.addSubview(title)
    let size = header.systemLayoutSizeFitting(
      CGSize(width: tableView.bounds.width, height: 0),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 390, height: 48))
    // Required both ways: the target itself. The view's frame is left alone.
    let fixed = header.systemLayoutSizeFitting(
      CGSize(width: 320, height: 100), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .required)
    #expect(fixed == CGSize(width: 320, height: 100))
    #expect(header.frame == .zero)
    #expect(UIView().systemLayoutSizeFitting(UIView.layoutFittingExpandedSize).height == 0)
    _ = window
  }

  @Test(
    "Hostile target sizes count as 0 and never fail",
    arguments: [CGFloat.nan, .infinity, -.infinity, -1, -CGFloat.greatestFiniteMagnitude])
  func hostileTargets(length: CGFloat) {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    let size = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: length, height: length), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 0, height: 64))
    let required = cell.systemLayoutSizeFitting(
      CGSize(width: length, height: length), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .required)
    #expect(required == .zero)
  }

  @Test("Font metrics scale the point size; hostile sizes measure as 0")
  func fontMetrics() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(body.lineHeight == 20)
    #expect(body.ascender == 16)
    #expect(body.descender == -4)
    #expect(body.leading == 0)
    for size in stride(from: CGFloat(0), through: 100, by: 0.5) {
      let font = UIFont.systemFont(ofSize: size)
      #expect(abs(font.ascender - font.descender + font.leading - font.lineHeight) < 1e-9)
      #expect(font.capHeight < font.ascender || size == 0)
      #expect(font.xHeight < font.capHeight || size == 0)
    }
    for size in [CGFloat.nan, .infinity, -.infinity, -12] {
      let font = UIFont.systemFont(ofSize: size)
      #expect(font.lineHeight == 0 && font.ascender == 0 && font.descender == 0)
      #expect(font.capHeight == 0 && font.xHeight == 0)
    }
  }

  @Test("Rotating resizes a table controller root: the table, its rows, and the transition")
  func rotateTableControllerRoot() async {
    let controller = TransitionProbeController()
    let window = showInWindow(controller)
    #expect(controller.tableView.indexPathsForVisibleRows?.count == 20)
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(controller.sizesAtWillTransition == [CGSize(width: 390, height: 844)])
    #expect(controller.sizesInAnimation == [CGSize(width: 844, height: 390)])
    #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    // 390 points of 44-point rows: rows 0 to 8.
    #expect(controller.tableView.indexPathsForVisibleRows?.count == 9)
    #expect(controller.tableView.visibleCells.count == 9)
    #expect(controller.completions == 0)
    await mainQueueTurn()
    #expect(controller.completions == 1)
    // The same size again is no transition; bounds set the size too.
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(controller.sizesAtWillTransition.count == 1)
    window.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(controller.sizesAtWillTransition.count == 2)
    #expect(controller.tableView.indexPathsForVisibleRows?.count == 20)
  }

  @Test("Resizing a navigation controller root reaches the top controller and pinned tables")
  func resizeNavigationRoot() {
    let probe = TransitionProbeController()
    let navigation = UINavigationController(rootViewController: probe)
    let window = showInWindow(navigation)
    window.frame = CGRect(x: 0, y: 0, width: 694, height: 1024)
    #expect(navigation.view.frame.size == CGSize(width: 694, height: 1024))
    #expect(probe.tableView.frame.size == CGSize(width: 694, height: 1024))
    #expect(probe.sizesAtWillTransition == [CGSize(width: 390, height: 844)])
    #expect(probe.sizesInAnimation == [CGSize(width: 694, height: 1024)])
    // 980 points of 44-point rows below the 44-point bar: rows 0 to 22.
    #expect(probe.tableView.visibleCells.count == 23)
    let pinned = PinnedController()
    navigation.pushViewController(pinned, animated: false)
    window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    #expect(pinned.table.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    // Under the bar, the table's content rests below it: rows 0 to 16.
    #expect(pinned.table.visibleCells.count == 17)
    // The controller under the top one is off screen: it gets no transition.
    #expect(probe.sizesAtWillTransition.count == 1)
  }

  @Test("A controller under a pushed one comes back at the window's new size, laid out")
  func popAfterResize() {
    let root = TransitionProbeController()
    let navigation = UINavigationController(rootViewController: root)
    let window = showInWindow(navigation)
    // Below the 44-point bar: rows 0 to 18.
    #expect(root.tableView.visibleCells.count == 19)
    navigation.pushViewController(TransitionProbeController(), animated: false)
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    // Off screen, it is told nothing and keeps its size until it comes back.
    #expect(root.sizesAtWillTransition.isEmpty)
    navigation.popViewController(animated: false)
    #expect(root.tableView.frame.size == CGSize(width: 844, height: 390))
    #expect(root.tableView.visibleCells.count == 8)
  }

  @Test("A presented controller follows the window too")
  func presentedFollows() {
    let root = UIViewController()
    let window = showInWindow(root)
    let presented = TransitionProbeController()
    root.present(presented, animated: false)
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(root.view.frame.size == CGSize(width: 844, height: 390))
    #expect(presented.tableView.frame.size == CGSize(width: 844, height: 390))
    #expect(presented.sizesAtWillTransition == [CGSize(width: 390, height: 844)])
  }

  @Test(
    "A window size that is not finite, below 0 or above the largest dimension is ignored",
    arguments: [CGFloat.nan, .infinity, -1, .greatestFiniteMagnitude])
  func hostileWindowSizes(length: CGFloat) {
    let controller = TransitionProbeController()
    let window = showInWindow(controller)
    window.frame = CGRect(x: 0, y: 0, width: length, height: 300)
    window.bounds = CGRect(x: 0, y: 0, width: 300, height: length)
    #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.tableView.frame.size == CGSize(width: 390, height: 844))
    #expect(controller.sizesAtWillTransition.isEmpty)
  }

  @Test("Random resizes, pushes and pops: every view on screen has the window's size")
  func randomResizes() {
    var generator = SystemRandomNumberGenerator()
    let seed = UInt64.random(in: 0...UInt64.max, using: &generator)
    var random = SplitMix(seed: seed)
    let root = TransitionProbeController()
    let navigation = UINavigationController(rootViewController: root)
    let window = showInWindow(navigation)
    // The model: the window's size, and how many transitions the root has seen.
    var size = CGSize(width: 390, height: 844)
    var rootTransitions = 0
    var pushed: [TransitionProbeController] = []
    let hostile: [CGFloat] = [.nan, .infinity, -1, .greatestFiniteMagnitude]
    for step in 0..<200 {
      switch random.next() % 4 {
      case 0:
        let pushedController = TransitionProbeController()
        navigation.pushViewController(pushedController, animated: false)
        pushed.append(pushedController)
      case 1 where !pushed.isEmpty:
        navigation.popViewController(animated: false)
        pushed.removeLast()
      case 2:
        let length = hostile[Int(random.next() % UInt64(hostile.count))]
        window.frame = CGRect(x: 0, y: 0, width: length, height: size.height)
      default:
        let next = CGSize(
          width: CGFloat(random.next() % 1200), height: CGFloat(random.next() % 1200))
        if next != size && pushed.isEmpty { rootTransitions += 1 }
        window.frame = CGRect(origin: .zero, size: next)
        size = next
      }
      let top = pushed.last ?? root
      let context = "seed \(seed), step \(step)"
      #expect(window.frame.size == size, "\(context)")
      #expect(navigation.view.frame.size == size, "\(context)")
      #expect(top.tableView.frame.size == size, "\(context)")
      // The table rests below the 44-point bar.
      let rows = min(100, max(0, Int(((size.height - 44) / 44).rounded(.up))))
      #expect(top.tableView.visibleCells.count == rows, "\(context), \(size)")
      #expect(root.sizesAtWillTransition.count == rootTransitions, "\(context)")
    }
  }

  @Test("A hidden window takes its size; its root gets it when it shows")
  func hiddenWindow() {
    let controller = TransitionProbeController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(controller.sizesAtWillTransition.isEmpty)
    window.makeKeyAndVisible()
    #expect(controller.tableView.frame.size == CGSize(width: 844, height: 390))
  }
}

/// Rows whose text takes the given numbers of lines, in a label of any number of lines.
private final class LinesController: UITableViewController {
  let lines: [Int]

  init(lines: [Int]) {
    self.lines = lines
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { return nil }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    lines.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.numberOfLines = 0
    cell.textLabel?.text = (1...lines[indexPath.row]).map { "Line \($0)" }.joined(separator: "\n")
    return cell
  }
}

/// A controller whose table is pinned to its view's edges with anchors.
private final class PinnedController: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(table)
    table.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      table.topAnchor.constraint(equalTo: view.topAnchor),
      table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    table.dataSource = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A small seeded generator, so a failing run can be replayed from its printed seed.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
