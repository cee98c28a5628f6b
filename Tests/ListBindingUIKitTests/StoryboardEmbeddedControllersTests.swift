import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// A storyboard's initial scene is often a navigation controller whose root is the app's list:
// both are decoded from the storyboard, so both have `storyboard` set ("If the view controller
// was not instantiated from a storyboard, this property is nil",
// https://developer.apple.com/documentation/uikit/uiviewcontroller/storyboard) and both get
// `awakeFromNib()` ("sends an awakeFromNib message to each object recreated from a nib
// archive"). The list then instantiates its detail with `storyboard?.instantiate…`.

/// The list at the root of the storyboard's navigation controller.
private final class EmbeddedListViewController: UITableViewController {
  private(set) var awoken = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awoken += 1
  }

  func showDetail() {
    guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") else {
      return
    }
    navigationController?.pushViewController(detail, animated: true)
  }
}

@MainActor
@Suite("Storyboards: the controllers embedded in a registered scene")
struct StoryboardEmbeddedControllersTests {
  @Test("A navigation controller's root, made with it, has the storyboard and is awoken once")
  func navigationRoot() throws {
    UIStoryboard.registerInitialViewController(inStoryboardNamed: "EmbeddedTests.Main") {
      UINavigationController(rootViewController: EmbeddedListViewController(style: .plain))
    }
    UIStoryboard.registerViewController(
      withIdentifier: "Detail", inStoryboardNamed: "EmbeddedTests.Main"
    ) { UIViewController() }
    let storyboard = UIStoryboard(name: "EmbeddedTests.Main", bundle: nil)
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let list = try #require(navigation.topViewController as? EmbeddedListViewController)
    #expect(navigation.storyboard === storyboard)
    #expect(list.storyboard === storyboard)
    #expect(list.awoken == 1)
    let window = showInWindow(navigation)
    list.showDetail()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.storyboard === storyboard)
    _ = window
  }

  @Test("A tab bar controller's tabs are the storyboard's; one from elsewhere keeps its own")
  func tabs() throws {
    UIStoryboard.registerViewController(
      withIdentifier: "Detail", inStoryboardNamed: "EmbeddedTests.Other"
    ) { UIViewController() }
    let other = UIStoryboard(name: "EmbeddedTests.Other", bundle: nil)
    let elsewhere = other.instantiateViewController(withIdentifier: "Detail")
    UIStoryboard.registerViewController(
      withIdentifier: "Tabs", inStoryboardNamed: "EmbeddedTests.Tabs"
    ) {
      let tabs = UITabBarController()
      tabs.viewControllers = [
        UINavigationController(rootViewController: EmbeddedListViewController(style: .plain)),
        elsewhere,
      ]
      return tabs
    }
    let storyboard = UIStoryboard(name: "EmbeddedTests.Tabs", bundle: nil)
    let tabs = try #require(
      storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
    let first = try #require(tabs.viewControllers?.first as? UINavigationController)
    #expect(first.storyboard === storyboard)
    #expect(first.topViewController?.storyboard === storyboard)
    #expect((first.topViewController as? EmbeddedListViewController)?.awoken == 1)
    #expect(elsewhere.storyboard === other)
  }
}
