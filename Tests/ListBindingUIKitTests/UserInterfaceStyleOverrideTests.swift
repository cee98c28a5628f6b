import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// overrideUserInterfaceStyle on views, windows and controllers. Apple's pages: UIView
// overrideUserInterfaceStyle ("Setting this property to a specific style causes the view and
// all of its subviews to adopt that style"), UIViewController overrideUserInterfaceStyle ("the
// view controller and all child objects in its view controller hierarchy and view hierarchy
// adopt that style"; the controller's view's own property is not changed: *assumed*),
// traitCollectionDidChange(_:) (called when the traits change), UIColor
// init(dynamicProvider:) and resolvedColor(with:) (the colour for the given traits).

/// A reading list with an "always dark" setting, as apps write a theme switch.
private final class ThemedListController: UITableViewController {
  static let paper = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor.black : UIColor.white
  }
  var seenStyles: [UIUserInterfaceStyle] = []
  var currentStyles: [UIUserInterfaceStyle] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.backgroundColor = Self.paper.resolvedColor(with: traitCollection)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    seenStyles.append(traitCollection.userInterfaceStyle)
    currentStyles.append(UITraitCollection.current.userInterfaceStyle)
    tableView.backgroundColor = Self.paper.resolvedColor(with: traitCollection)
  }

  func alwaysDark(_ on: Bool) {
    overrideUserInterfaceStyle = on ? .dark : .unspecified
  }
}

/// A badge that redraws itself when the style changes.
private final class StyleBadgeView: UIView {
  var changes = 0

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes += 1
  }
}

@MainActor
@Suite("overrideUserInterfaceStyle")
struct UserInterfaceStyleOverrideTests {
  @Test("A controller's style reaches its view, its cells and its dynamic colours, and tells it")
  func controllerOverride() throws {
    let controller = ThemedListController(style: .plain)
    let window = showInWindow(controller)
    #expect(controller.tableView.backgroundColor == .white)
    controller.alwaysDark(true)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.view.overrideUserInterfaceStyle == .unspecified)
    #expect(window.traitCollection.userInterfaceStyle == .light)
    // The other traits are the window's.
    #expect(
      controller.traitCollection.horizontalSizeClass == window.traitCollection.horizontalSizeClass)
    #expect(controller.seenStyles == [.dark] && controller.currentStyles == [.dark])
    #expect(controller.tableView.backgroundColor == .black)
    controller.alwaysDark(true)
    #expect(controller.seenStyles == [.dark])
    controller.alwaysDark(false)
    #expect(controller.seenStyles == [.dark, .light])
    #expect(controller.tableView.backgroundColor == .white)
  }

  @Test("A view's style reaches its subviews and tells those it changed, not its superview")
  func viewOverride() {
    let container = StyleBadgeView()
    let badge = StyleBadgeView()
    let inner = StyleBadgeView()
    container.addSubview(badge)
    badge.addSubview(inner)
    badge.overrideUserInterfaceStyle = .dark
    #expect(container.traitCollection.userInterfaceStyle == .light)
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect((container.changes, badge.changes, inner.changes) == (0, 1, 1))
    // A view nearer with its own style wins.
    inner.overrideUserInterfaceStyle = .light
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    #expect(inner.changes == 2)
    badge.overrideUserInterfaceStyle = .unspecified
    #expect(badge.traitCollection.userInterfaceStyle == .light)
    #expect((badge.changes, inner.changes) == (2, 2))
  }

  @Test("A window's style reaches every controller in it; a child's own style wins inside")
  func windowOverride() {
    let list = ThemedListController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    let window = showInWindow(navigation)
    window.overrideUserInterfaceStyle = .dark
    #expect(navigation.traitCollection.userInterfaceStyle == .dark)
    #expect(list.seenStyles == [.dark])
    #expect(list.tableView.backgroundColor == .black)
    list.overrideUserInterfaceStyle = .light
    #expect(list.traitCollection.userInterfaceStyle == .light)
    #expect(navigation.traitCollection.userInterfaceStyle == .dark)
    #expect(list.seenStyles == [.dark, .light])
  }

  @Test("A dynamic colour resolves in either style; it equals the colour it shows")
  func dynamicColour() {
    let colour = UIColor { $0.userInterfaceStyle == .dark ? .systemIndigo : .systemTeal }
    #expect(colour == .systemTeal)
    #expect(
      colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .systemIndigo)
    #expect(
      colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .systemTeal)
    let faded = colour.withAlphaComponent(0.5)
    #expect(
      faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        == UIColor.systemIndigo.withAlphaComponent(0.5))
  }
}
