import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// The responder chain as UIKit code walks it. Sources: Apple's page of `UIResponder.next`
// ("UIView implements this method and returns the UIViewController object that manages it (if
// it has one) or its superview (if it doesn't). UIViewController similarly implements the
// method and returns its view's superview. UIWindow returns the application object"), and
// "Using responders and the responder chain to handle events" ("If the view controller was
// presented by another view controller, the next responder is the presenting view
// controller"; "UIWindow. The window's next responder is the UIApplication object").
// Screens/RecipesViewController.swift is the UIKit code: its cells find their controllers
// through `next`.

@MainActor
@Suite("UIResponder: the responder chain", .recordsUIKitExceptions)
struct ResponderChainTests {
  func showRecipes() -> (RecipesViewController, UINavigationController, UIWindow) {
    let recipes = RecipesViewController()
    let navigation = UINavigationController(rootViewController: recipes)
    return (recipes, navigation, showInWindow(navigation))
  }

  @Test("A cell's button finds the navigation controller through next and pushes onto it")
  func cellPushesThroughTheChain() throws {
    let (recipes, navigation, window) = showRecipes()
    defer { _ = window }
    try SimulatedUser(recipes.tableView).tapButton(inRowWithText: "Risotto", titled: "Open")
    #expect(navigation.topViewController?.title == "Risotto")
    #expect(navigation.viewControllers.count == 2)
  }

  @Test("Each link from a shown cell up to the app, in a navigation stack in a window")
  func linksInANavigationStack() throws {
    let (recipes, navigation, window) = showRecipes()
    let cell = try #require(recipes.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.next === recipes.tableView)
    #expect(recipes.tableView.next === recipes.view)
    #expect(recipes.view.next === recipes)
    #expect(recipes.next === navigation.view)
    #expect(navigation.view.next === navigation)
    #expect(navigation.next === window)
    #expect(window.next === UIApplication.shared)
    #expect(UIApplication.shared.next == nil)
    #expect(cell.parentViewController === recipes)
    #expect(cell.nav === navigation)
    #expect((cell as? RecipeCell)?.owningTableView === recipes.tableView)
  }

  @Test("A presented controller's next is its presenter, a sheet's too; cells find theirs")
  func presentedChain() throws {
    let root = UIViewController()
    let window = showInWindow(root)
    defer { _ = window }
    let recipes = RecipesViewController()
    let navigation = UINavigationController(rootViewController: recipes)
    root.present(navigation, animated: false)
    #expect(navigation.next === root)
    #expect(root.next === window)
    let cell = try #require(recipes.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.parentViewController === recipes)
    #expect(cell.nav === navigation)

    try SimulatedUser(recipes.tableView).tapButton(inRowWithText: "Tarte Tatin", titled: "Share")
    let sheet = try #require(navigation.presentedViewController as? UIAlertController)
    #expect(sheet.title == "Tarte Tatin")
    // `present` is the outermost parent's: the navigation controller presents the sheet.
    #expect(sheet.next === navigation)
    sheet.simulateTap(actionTitled: "Copy")
    #expect(recipes.copied == ["Tarte Tatin"])
  }

  @Test("A view no one holds ends the chain; one in a view leads to it")
  func detachedViews() {
    let view = UIView()
    #expect(view.next == nil)
    let container = UIView()
    container.addSubview(view)
    #expect(view.next === container)
    view.removeFromSuperview()
    #expect(view.next == nil)
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).next == nil)
    #expect(UIResponder().next == nil)
  }

  @Test("A controller's view leads to it before it is shown; a shown-nowhere controller ends")
  func controllerOffScreen() {
    let controller = UIViewController()
    #expect(controller.next == nil)
    #expect(!controller.isViewLoaded)
    let view: UIView = controller.view
    #expect(view.next === controller)
    let replacement = UIView()
    controller.view = replacement
    #expect(replacement.next === controller)
    #expect(view.next == nil)
  }

  // *Assumed*: Apple names the view's superview only; a controller of a stack whose view is off
  // screen leads to its parent.
  @Test("A controller under the top of a stack leads to its navigation controller")
  func coveredControllerLeadsToItsParent() {
    let (recipes, navigation, window) = showRecipes()
    defer { _ = window }
    navigation.pushViewController(UIViewController(), animated: false)
    #expect(recipes.viewIfLoaded?.superview == nil)
    #expect(recipes.next === navigation)
  }

  @Test("A table controller's table leads to the controller")
  func tableViewController() {
    let controller = UITableViewController(style: .plain)
    #expect(controller.tableView.next === controller)
    let window = showInWindow(controller)
    #expect(controller.next === window)
  }

  @Test("The chain holds its controllers weakly: a released controller leaves its view")
  func weakOwner() {
    var controller: UIViewController? = UIViewController()
    weak let released = controller
    let view: UIView? = controller?.view
    controller = nil
    #expect(released == nil)
    #expect(view?.next == nil)
  }

  @Test("A cell scrolled off the screen ends the chain")
  func cellOffScreen() throws {
    let (recipes, _, window) = showRecipes()
    defer { _ = window }
    let cell = try #require(recipes.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.next === recipes.tableView)
    recipes.tableView.frame.size.height = 44
    recipes.tableView.layoutIfNeeded()
    #expect(recipes.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) == nil)
    #expect(cell.next == nil)
  }

  @Test("isKind(of:) and isMember(of:) follow the class, as NSObject's")
  func kinds() throws {
    let (recipes, _, window) = showRecipes()
    defer { _ = window }
    let cell = try #require(recipes.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.isKind(of: UITableViewCell.self))
    #expect(cell.isKind(of: UIView.self))
    #expect(cell.isKind(of: RecipeCell.self))
    #expect(!cell.isKind(of: UITableView.self))
    #expect(cell.isMember(of: RecipeCell.self))
    #expect(!cell.isMember(of: UITableViewCell.self))
    // Cell code that looks for its table by kind, as public apps write it.
    var next = cell.next
    var table: UITableView?
    repeat {
      if next?.isKind(of: UITableView.self) ?? false {
        table = next as? UITableView
        break
      }
      next = next?.next
    } while next != nil
    #expect(table === recipes.tableView)
  }

  // Apple's `canBecomeFirstResponder` ("default value of this property is false"),
  // `becomeFirstResponder()`, `resignFirstResponder()` and `endEditing(_:)` pages.
  @Test("A view that can become first responder becomes it; endEditing resigns it")
  func firstResponder() {
    let plain = UIView()
    #expect(!plain.canBecomeFirstResponder)
    #expect(!plain.becomeFirstResponder())
    #expect(!plain.isFirstResponder)
    let container = UIView()
    let badge = FocusableView()
    container.addSubview(badge)
    #expect(badge.becomeFirstResponder())
    #expect(badge.isFirstResponder)
    #expect(container.endEditing(false))
    #expect(!badge.isFirstResponder)
    #expect(badge.resignFirstResponder())
  }

  @Test("A text field is a first responder while edited, through UIResponder too")
  func textFieldThroughTheBase() {
    let field = UITextField()
    let responder: UIResponder = field
    #expect(responder.canBecomeFirstResponder)
    #expect(responder.becomeFirstResponder())
    #expect(responder.isFirstResponder)
    #expect(responder.resignFirstResponder())
    #expect(!field.isFirstResponder)
  }
}

/// A view that takes the first-responder status, as UIKit code declares one.
private final class FocusableView: UIView {
  override var canBecomeFirstResponder: Bool { true }
}
