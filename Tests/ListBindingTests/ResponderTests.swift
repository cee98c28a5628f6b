import Foundation
import ListBinding
import Testing

// `Responder`'s doc comment example, as it reads there.
extension Responder {
  var enclosingController: TableViewController? {
    (self as? TableViewController) ?? next?.enclosingController
  }
}

// The native face's responder chain. Source: Apple's page of `UIResponder.next` ("UIView
// implements this method and returns the UIViewController object that manages it (if it has
// one) or its superview (if it doesn't). UIViewController similarly implements the method and
// returns its view's superview"); a displayed cell's next is its table, as its superview is on
// iOS.

@MainActor
@Suite("Responder: the chain of views and controllers")
struct ResponderTests {
  @Test("A displayed cell leads to its table, the table to its controller")
  func cellToController() throws {
    let controller = SettingsController()
    try controller.present(animated: false)
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.next === controller.tableView)
    #expect(controller.tableView.next === controller)
    #expect(controller.next == nil)
    #expect(cell.enclosingController === controller)
    let badge = Label()
    cell.contentView.addSubview(badge)
    #expect(badge.next === cell.contentView)
    #expect(cell.contentView.next === cell)
    #expect(badge.enclosingController === controller)
  }

  @Test("A controller whose table is in a view leads to that view")
  func controllerInAView() {
    let controller = SettingsController()
    let container = View()
    container.addSubview(controller.tableView)
    #expect(controller.tableView.next === controller)
    #expect(controller.next === container)
  }

  @Test("The responder the table names for its cells comes after them")
  func cellsNextResponder() throws {
    let controller = SettingsController()
    try controller.present(animated: false)
    let wrapper = View()
    controller.tableView.cellsNextResponder = wrapper
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.next === wrapper)
  }

  @Test("A view leads to the responder that manages it, else its superview; alone, to nothing")
  func managingResponder() {
    let view = View()
    #expect(view.next == nil)
    let parent = View()
    parent.addSubview(view)
    #expect(view.next === parent)
    var owner: Responder? = Responder()
    view.managingResponder = owner
    #expect(view.next === owner)
    owner = nil
    #expect(view.managingResponder == nil)
    #expect(view.next === parent)
    #expect(TableViewCell(style: .default, reuseIdentifier: nil).next == nil)
  }

  @Test("A responder subclass names its own next responder")
  func subclass() {
    let view = View()
    let coordinator = Coordinator(next: view)
    #expect(coordinator.next === view)
    #expect(coordinator.isKind(of: Responder.self))
    #expect(coordinator.isKind(of: Coordinator.self))
    #expect(!coordinator.isKind(of: View.self))
    #expect(view.isKind(of: Responder.self))
    #expect(coordinator.isMember(of: Coordinator.self))
    #expect(!coordinator.isMember(of: Responder.self))
  }

  @Test("The first-responder status: refused by default, kept by a responder that can take it")
  func firstResponder() {
    let view = View()
    #expect(!view.becomeFirstResponder())
    #expect(!view.isFirstResponder)
    #expect(view.resignFirstResponder())
    let coordinator = Coordinator(next: nil)
    coordinator.takesFirstResponder = true
    #expect(coordinator.becomeFirstResponder())
    #expect(coordinator.isFirstResponder)
    coordinator.keepsFirstResponder = true
    #expect(!coordinator.resignFirstResponder())
    #expect(coordinator.isFirstResponder)
    coordinator.keepsFirstResponder = false
    #expect(coordinator.resignFirstResponder())
    #expect(!coordinator.isFirstResponder)
  }
}

/// A responder of an app's own, outside the view tree.
private final class Coordinator: Responder {
  weak var following: Responder?
  var takesFirstResponder = false
  var keepsFirstResponder = false

  init(next: Responder?) {
    following = next
    super.init()
  }

  override var next: Responder? { following }
  override var canBecomeFirstResponder: Bool { takesFirstResponder }
  override var canResignFirstResponder: Bool { !keepsFirstResponder }
}
