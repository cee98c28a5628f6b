import ListBindingTesting
import ListBindingUIKit
import Testing

// Constraints are recorded, not solved; the one layout computed is a view pinned to its
// superview's edges (UIKit's result for these constraints: the view fills the superview,
// moved by the constants, per NSLayoutAnchor's documentation of `constraint(equalTo:constant:)`:
// "the first anchor's attribute equals the second's plus the constant").

@MainActor
@Suite("Auto Layout: constraints recorded, edges pinned to the superview computed")
struct AutoLayoutTests {
  /// A 390 × 844 view with `child` added to it.
  private func container(with child: UIView) -> UIView {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    parent.addSubview(child)
    return parent
  }

  @Test("A view pinned to its superview's four edges takes the superview's bounds")
  func pinnedToEdges() {
    let table = UIView()
    let view = container(with: table)
    table.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
      table.topAnchor.constraint(equalTo: view.topAnchor),
      table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    #expect(table.frame == .zero)
    NSLayoutConstraint.activate(constraints)
    #expect(table.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(constraints[0].firstItem === table)
    #expect(constraints[0].secondItem === view)
    #expect(constraints[0].firstAttribute == .top)
    #expect(constraints[2].secondAttribute == .trailing)
  }

  @Test("Constants move the edges, as UIKit code writes insets (negative at the far edges)")
  func constants() {
    let label = UIView()
    let view = container(with: label)
    label.translatesAutoresizingMaskIntoConstraints = false
    let bottom = label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      bottom,
    ])
    #expect(label.frame == CGRect(x: 16, y: 8, width: 358, height: 828))
    bottom.constant = -108
    #expect(label.frame == CGRect(x: 16, y: 8, width: 358, height: 728))
    bottom.isActive = false
    #expect(!bottom.isActive)
    #expect(label.frame == CGRect(x: 16, y: 8, width: 358, height: 728))
  }

  @Test("The far edge written from the superview's side pins as well")
  func reversed() {
    let child = UIView()
    let view = container(with: child)
    child.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
      view.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 10),
      child.leftAnchor.constraint(equalTo: view.leftAnchor),
      view.rightAnchor.constraint(equalTo: child.rightAnchor),
    ])
    #expect(child.frame == CGRect(x: 0, y: 10, width: 390, height: 824))
  }

  @Test("Guides: the safe area is the bounds here; the margins guide is inset by the margins")
  func guides() {
    let child = UIView()
    let view = container(with: child)
    view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    child.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      child.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      child.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    #expect(child.frame == CGRect(x: 20, y: 0, width: 350, height: 844))
    #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
    #expect(view.layoutMarginsGuide.owningView === view)
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test("One pinned edge and a constant size place a view; a centre and a size centre it")
  func sizeAndEdge() {
    let header = UIView()
    let badge = UIView()
    let view = container(with: header)
    view.addSubview(badge)
    for subview in [header, badge] { subview.translatesAutoresizingMaskIntoConstraints = false }
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
      badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      badge.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(badge.frame == CGRect(x: 97.5, y: 412, width: 195, height: 20))
  }

  // UIKit: with translatesAutoresizingMaskIntoConstraints true, the autoresizing constraints
  // conflict with these and UIKit breaks one (console: "Unable to simultaneously satisfy
  // constraints"); here the frame is kept (*assumed* simplification).
  @Test("A view that translates its autoresizing mask keeps its frame; constraints are kept")
  func translatesMask() {
    let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let view = container(with: child)
    #expect(child.translatesAutoresizingMaskIntoConstraints)
    let top = child.topAnchor.constraint(equalTo: view.topAnchor, constant: 50)
    top.priority = .defaultHigh
    view.addConstraint(top)
    #expect(top.isActive)
    #expect(top.priority == UILayoutPriority(750))
    #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    child.translatesAutoresizingMaskIntoConstraints = false
    #expect(child.frame == CGRect(x: 1, y: 50, width: 3, height: 4))
    view.removeConstraint(top)
    #expect(!top.isActive)
  }

  @Test("A controller's table pinned in viewDidLoad takes the window's size once shown")
  func pinnedInViewDidLoad() {
    final class ListController: UIViewController {
      let list = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(list)
        list.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
      }
    }
    let controller = ListController()
    let window = showInWindow(controller)
    #expect(controller.list.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    _ = window
  }

  @Test("Views pinned inside pinned views follow their superview, at any depth")
  func nestedAndDeep() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var parent = root
    var views: [UIView] = []
    for _ in 0..<5_000 {
      let child = UIView()
      parent.addSubview(child)
      child.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: parent.topAnchor),
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -0.01),
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      ])
      views.append(child)
      parent = child
    }
    #expect(views[0].frame.height == 99.99)
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let controller = UIViewController()
    controller.view = root
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(views[0].frame.width == 200)
    #expect(views[4_999].frame.width == 200)
    #expect(abs(views[4_999].frame.height - 250) < 0.001)
  }

  // The console text UIKit prints for constraints across hierarchies ("Unable to activate
  // constraint with anchors … because they have no common ancestor. Does the constraint or
  // its anchors reference items in different view hierarchies? That's illegal."),
  // NSGenericException; the anchors' descriptions are *assumed*.
  @Test("Constraints between views without a common ancestor raise, and none is activated")
  func noCommonAncestor() {
    let view = UIView()
    let child = UIView()
    view.addSubview(child)
    let stranger = UIView()
    let fine = child.topAnchor.constraint(equalTo: view.topAnchor)
    let illegal = child.topAnchor.constraint(equalTo: stranger.topAnchor)
    let exception = expectUIKitException(.genericException) {
      NSLayoutConstraint.activate([fine, illegal])
    }
    #expect(exception?.reason.hasPrefix("Unable to activate constraint with anchors <") == true)
    #expect(
      exception?.reason.hasSuffix(
        "because they have no common ancestor.  Does the constraint or its anchors reference "
          + "items in different view hierarchies?  That's illegal.") == true)
    #expect(!fine.isActive)
    #expect(!illegal.isActive)
  }

  @Test("Priorities, hugging and compression resistance are recorded")
  func priorities() {
    let label = UILabel()
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    label.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
    label.setContentCompressionResistancePriority(.required - 1, for: .vertical)
    #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 751)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(999))
    #expect(UILayoutPriority.fittingSizeLevel < .defaultLow)
  }

  @Test("The classic initializer records its arguments, inactive")
  func classicInitializer() {
    let view = UIView()
    let child = UIView()
    view.addSubview(child)
    let constraint = NSLayoutConstraint(
      item: child, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 44)
    #expect(constraint.firstItem === child)
    #expect(constraint.secondItem == nil)
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.constant == 44)
    #expect(!constraint.isActive)
    constraint.identifier = "minimum width"
    #expect("\(constraint)".contains("'minimum width'"))
    #expect("\(constraint)".hasSuffix(".width >= 44.0>"))
  }

  @Test("Constants that are not finite, or sum past the largest value, set no frame")
  func hostileConstants() {
    let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let view = container(with: child)
    child.translatesAutoresizingMaskIntoConstraints = false
    let top = child.topAnchor.constraint(equalTo: view.topAnchor, constant: .nan)
    let bottom = child.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: .infinity)
    let leading = child.leadingAnchor.constraint(
      equalTo: view.leadingAnchor, constant: -.greatestFiniteMagnitude)
    let trailing = child.trailingAnchor.constraint(
      equalTo: view.trailingAnchor, constant: .greatestFiniteMagnitude)
    NSLayoutConstraint.activate([top, bottom, leading, trailing])
    #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    top.constant = 0
    bottom.constant = 0
    #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    leading.constant = 0
    trailing.constant = 0
    #expect(child.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  // The pattern of aainaj/quotes-tableview-diffable-data-source, Quotes/QuotesViewController.swift
  // (commit 68101c83af73d5a2799dacbf8970592f16333b6f): `loadView()` makes the view, adds the
  // list's view and pins it with the superview's anchors and its safe-area guide as first items.
  @Test("Pins written with the superview and its guide first, in loadView, fill the window")
  func superviewFirstInLoadView() {
    final class QuotesController: UIViewController {
      let list = UIView()
      override func loadView() {
        view = UIView()
        view.addSubview(list)
        list.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          view.trailingAnchor.constraint(equalTo: list.trailingAnchor),
          view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: list.bottomAnchor),
        ])
      }
    }
    let controller = QuotesController()
    let window = showInWindow(controller)
    #expect(controller.list.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    _ = window
  }

  // UITableView.indexPathsForVisibleRows: the rows within the table's bounds. A 844-point table
  // of 44-point rows shows rows 0 to 19, the last one in part (rowHeight's default,
  // automaticDimension, sizes a one-line row to 44 points here: the geometry article).
  @Test("A UITableView pinned to its controller's view shows what the window's height holds")
  func pinnedTableShowsWindowRows() {
    final class Rows: UIViewController {
      let tableView = UITableView(frame: .zero, style: .plain)
      var dataSource: UITableViewDiffableDataSource<Int, Int>?
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          tableView.topAnchor.constraint(equalTo: view.topAnchor),
          tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) {
          tableView, indexPath, number in
          let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
          var content = cell.defaultContentConfiguration()
          content.text = "Row \(number)"
          cell.contentConfiguration = content
          return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<100))
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
      }
    }
    let controller = Rows()
    let window = showInWindow(controller)
    #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(
      controller.tableView.indexPathsForVisibleRows
        == (0..<20).map {
          IndexPath(row: $0, section: 0)
        })
    _ = window
  }

  // "Constraints of subviews that are gone do not pile up in a long-lived superview" is in
  // SideTableTests.swift: it reads the superview's entry, as no public member shows it.
}
