import ListBindingTesting
import ListBindingUIKit
import Testing

@MainActor
@Suite("UIBarButtonItem, UINavigationItem, UIAction and UIMenu")
struct UIBarButtonItemTests {
  // Apple: "init(systemItem:primaryAction:menu:)" and "primaryAction": "the action to perform
  // when the user taps the bar button item"; "UIAction.sender".
  @Test("A system item's tap runs its primary action, with the item as sender")
  func systemItemTap() {
    // Identities, not the items: an item kept by its own action's handler would never go.
    var senders: [ObjectIdentifier] = []
    let add = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { action in
        if let item = action.sender as? UIBarButtonItem { senders.append(ObjectIdentifier(item)) }
      })
    #expect(add.barButtonSystemItem == .add)
    #expect(add.simulateTap())
    #expect(senders == [ObjectIdentifier(add)])
    #expect(add.primaryAction?.sender == nil)
  }

  // Apple: "isEnabled": "If false, the item ignores touch events" (*assumed* for the wording).
  @Test("A disabled item's tap runs nothing")
  func disabledItem() {
    var taps = 0
    let item = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in taps += 1 })
    item.isEnabled = false
    #expect(!item.simulateTap())
    #expect(taps == 0)
  }

  // Apple: "init(title:image:primaryAction:menu:)": "If title is nil, the item uses the title of
  // primaryAction"; "UIMenu.children".
  @Test("An item takes its title from its action; a menu keeps its children")
  func titlesAndMenus() {
    let sort = UIMenu(
      title: "Sort", options: .singleSelection,
      children: [
        UIAction(title: "Name", state: .on) { _ in },
        UIAction(title: "Date", attributes: .destructive) { _ in },
      ])
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Filter") { _ in })
    let menuItem = UIBarButtonItem(
      title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), menu: sort)
    #expect(item.title == "Filter")
    #expect(menuItem.menu?.children.map(\.title) == ["Name", "Date"])
    #expect((menuItem.menu?.children.first as? UIAction)?.state == .on)
    #expect(menuItem.menu?.options == .singleSelection)
    #expect(!menuItem.simulateTap())
  }

  // Apple: "UINavigationItem.rightBarButtonItem": "A custom bar item displayed on the right (or
  // trailing) edge"; setting it replaces rightBarButtonItems (*assumed*).
  @Test("Navigation items keep their title and bar button items")
  func navigationItem() {
    let item = UINavigationItem(title: "Inbox")
    let compose = UIBarButtonItem(systemItem: .compose)
    let edit = UIBarButtonItem(systemItem: .edit)
    item.rightBarButtonItems = [compose, edit]
    #expect(item.rightBarButtonItem === compose)
    item.setLeftBarButton(edit, animated: true)
    #expect(item.leftBarButtonItems?.count == 1)
    item.rightBarButtonItem = nil
    #expect(item.rightBarButtonItems == nil)
    #expect(item.title == "Inbox")
  }
}
