import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// Random selections and tab replacements on a shown tab bar controller, against a model: the
// tabs, the selected controller, and exactly that controller on screen (its last appearance
// call `viewDidAppear`, every other tab's `viewDidDisappear` or none). Hostile indices and
// foreign controllers are among the operations. UIKit's rules: Apple's documentation of
// `selectedIndex` and `selectedViewController`; the rest *assumed* as the face documents it.

@MainActor
@Suite("UITabBarController: random operations against a model", .recordsUIKitExceptions)
struct UITabBarControllerRandomTests {
  @Test(
    "Selections and replacements keep the model's tabs, selection and screen",
    arguments: [
      UInt64(1), 0x7AB5, 0xBADC_0FFE,
    ])
  func randomRun(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let log = CallLog()
    let pool = (0..<6).map { LoggingViewController("t\($0)", log: log) }
    let tabBar = UITabBarController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = tabBar
    window.makeKeyAndVisible()
    var modelTabs: [LoggingViewController] = []
    var modelSelected: LoggingViewController?

    for step in 0..<300 {
      let operation = Int.random(in: 0..<5, using: &generator)
      switch operation {
      case 0:
        var chosen = pool.filter { _ in Bool.random(using: &generator) }
        if Bool.random(using: &generator), let first = chosen.first { chosen.append(first) }
        tabBar.setViewControllers(chosen, animated: Bool.random(using: &generator))
        var seen = Set<ObjectIdentifier>()
        let unique = chosen.filter { seen.insert(ObjectIdentifier($0)).inserted }
        if let selected = modelSelected, unique.contains(where: { $0 === selected }) {
          modelSelected = selected
        } else {
          modelSelected = unique.first
        }
        modelTabs = unique
      case 1:
        let index = [-1, 0, 1, 2, 5, 6, Int.max, Int.min].randomElement(using: &generator) ?? 0
        tabBar.selectedIndex = index
        if modelTabs.indices.contains(index) { modelSelected = modelTabs[index] }
      case 2:
        let controller = pool.randomElement(using: &generator)
        tabBar.selectedViewController = controller
        if let controller, modelTabs.contains(where: { $0 === controller }) {
          modelSelected = controller
        }
      case 3:
        let index = Int.random(in: -2...7, using: &generator)
        tabBar.simulateTabSelection(at: index)
        if modelTabs.indices.contains(index) { modelSelected = modelTabs[index] }
      default:
        tabBar.selectedViewController = UIViewController()
      }
      let context = "step \(step), operation \(operation), seed \(seed)"
      #expect(
        (tabBar.viewControllers ?? []).map(ObjectIdentifier.init)
          == modelTabs.map(ObjectIdentifier.init), "\(context)")
      #expect(tabBar.selectedViewController === modelSelected, "\(context)")
      for controller in pool {
        #expect(
          controller.onScreen == (controller === modelSelected), "\(controller.name) \(context)")
        let inTabs = modelTabs.contains { $0 === controller }
        #expect((controller.tabBarController === tabBar) == inTabs, "\(controller.name) \(context)")
      }
    }
  }
}
