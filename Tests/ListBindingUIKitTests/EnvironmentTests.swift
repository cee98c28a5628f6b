import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// The screen, the device and traits. Sources: Apple's documentation of
// `traitCollectionDidChange(_:)` ("At the beginning of your implementation, call super to ensure
// that interface elements higher in the view hierarchy have an opportunity to adjust their
// layout first": parents are told first) and of `UITraitCollection(traitsFrom:)`; the screen's
// numbers are a 6.1-inch iPhone's (390 × 844 points at 3×, *assumed* as the face's device).

/// Logs each trait change it hears, with the style before and after.
final class TraitLoggingView: UIView {
  var log: [String] = []
  var name = ""
  var onChange: (() -> Void)?

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append(
      "\(name): \(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→"
        + "\(traitCollection.userInterfaceStyle)")
    onChange?()
  }
}

final class TraitLoggingViewController: UIViewController {
  let shared: TraitLog
  let name: String
  let subview = TraitLoggingView()

  init(_ name: String, log: TraitLog) {
    self.name = name
    shared = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    subview.name = "\(name).subview"
    subview.onChange = { [unowned self] in self.shared.lines.append(self.subview.name) }
    view.addSubview(subview)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    shared.lines.append(name)
  }
}

@MainActor
final class TraitLog { var lines: [String] = [] }

@MainActor
@Suite("The environment: UIScreen, UIDevice, UITraitCollection", .recordsUIKitExceptions)
struct EnvironmentTests {
  @Test("UIScreen.main and UIDevice.current have an iPhone's fixed values")
  func screenAndDevice() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
    #expect(UIScreen.main.nativeBounds.width == UIScreen.main.bounds.width * UIScreen.main.scale)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.systemName == "iOS")
    #expect(UIDevice.current.model == "iPhone")
    #expect(UIDevice.current.orientation.isPortrait)
    #expect(!UIDevice.current.orientation.isLandscape && !UIDevice.current.orientation.isFlat)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    #expect(window.rootViewController?.view.bounds.size == UIScreen.main.bounds.size)
    #expect(window.traitCollection.displayScale == UIScreen.main.scale)
  }

  @Test("Default traits: light, compact × regular, large text")
  func defaults() {
    let traits = UIView().traitCollection
    #expect(traits.userInterfaceStyle == .light)
    #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
    #expect(traits.preferredContentSizeCategory == .large)
    #expect(UIViewController().traitCollection == .phonePortrait)
  }

  @Test("traitsFrom: later specified traits win; unspecified ones do not override")
  func combining() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let big = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    let combined = UITraitCollection(traitsFrom: [.phonePortrait, dark, big])
    #expect(combined.userInterfaceStyle == .dark)
    #expect(combined.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(combined.horizontalSizeClass == .compact)
    #expect(
      combined.containsTraits(in: dark) && !UITraitCollection.phonePortrait.containsTraits(in: dark)
    )
    #expect(combined.hasDifferentColorAppearance(comparedTo: .phonePortrait))
    #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    #expect(UIContentSizeCategory.extraSmall < .large && .large < .accessibilityMedium)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory(rawValue: "unknown") < .extraSmall)
  }

  @Test(
    "Hostile display scales are taken as unspecified",
    arguments: [
      CGFloat.nan, .infinity, -.infinity, -1, 0,
    ])
  func hostileScale(scale: CGFloat) {
    #expect(UITraitCollection(displayScale: scale).displayScale == 0)
  }

  @Test("A trait change reaches the window's controllers and views, parents first, once")
  func propagation() {
    let log = TraitLog()
    let root = TraitLoggingViewController("root", log: log)
    let pushed = TraitLoggingViewController("pushed", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(pushed, animated: false)

    let dark = UITraitCollection(traitsFrom: [
      window.traitCollection, UITraitCollection(userInterfaceStyle: .dark),
    ])
    window.simulateTraitChange(to: dark)
    #expect(log.lines == ["pushed", "pushed.subview"])
    #expect(pushed.subview.log == ["pushed.subview: light→dark"])
    #expect(pushed.traitCollection.userInterfaceStyle == .dark)
    // The root's view is off screen, but its traits follow its parent's.
    #expect(root.traitCollection.userInterfaceStyle == .dark)

    log.lines = []
    window.simulateTraitChange(to: dark)
    #expect(log.lines.isEmpty)
  }

  @Test("Displayed cells take the table's traits and hear the change after the table")
  func cellsHearChanges() throws {
    final class Cell: UITableViewCell {
      var heard: [UIUserInterfaceStyle] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        heard.append(traitCollection.userInterfaceStyle)
      }
    }
    final class Source: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      }
    }
    let controller = UIViewController()
    let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
    let source = Source()
    table.register(Cell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    controller.view.addSubview(table)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    table.layoutIfNeeded()
    let cell = try #require(table.visibleCells.first as? Cell)
    window.simulateTraitChange(
      to: UITraitCollection(traitsFrom: [.phonePortrait, .init(userInterfaceStyle: .dark)]))
    #expect(cell.heard == [.dark])
    #expect(cell.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("A change made again from traitCollectionDidChange ends, without a crash")
  func reentrantChange() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let view = TraitLoggingView()
    view.name = "view"
    window.addSubview(view)
    view.onChange = { [unowned window] in
      window.simulateTraitChange(to: UITraitCollection(traitsFrom: [.phonePortrait]))
    }
    window.simulateTraitChange(to: UITraitCollection(userInterfaceStyle: .dark))
    #expect(window.traitCollection == .phonePortrait)
    #expect(view.log.count == 2)
  }
}
