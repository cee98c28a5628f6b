import ListBindingTesting
import ListBindingUIKit
import Testing

@MainActor
@Suite("UIAlertController and UIAlertAction", .recordsUIKitExceptions)
struct UIAlertControllerTests {
  /// A screen that asks before deleting, as UIKit code writes it.
  final class ItemsViewController: UIViewController {
    var items = ["Milk", "Eggs"]
    var events: [String] = []

    func confirmDeletion(of index: Int) {
      let alert = UIAlertController(
        title: "Delete \(items[index])?", message: "This cannot be undone.",
        preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { _ in
          self.events.append("delete, presented: \(self.presentedViewController != nil)")
          self.items.remove(at: index)
        })
      present(alert, animated: true)
    }
  }

  // Apple: "UIAlertController": "After configuring the alert controller with the actions and
  // style you want, present it using the present(_:animated:completion:) method"; "actions":
  // "The actions are in the order in which you added them".
  @Test("A presented alert shows its title, message and actions in order")
  func readsAlert() throws {
    let screen = ItemsViewController()
    let window = showInWindow(screen)
    screen.confirmDeletion(of: 0)
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    #expect(alert.title == "Delete Milk?")
    #expect(alert.message == "This cannot be undone.")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
    #expect(alert.textFields == nil)
    _ = window
  }

  // Apple: "UIAlertAction.init(title:style:handler:)": the handler is "A block to execute when
  // the user selects the action"; the alert is dismissed first (*assumed*: the handler sees no
  // presented controller).
  @Test("A tap on an action dismisses the alert, then runs its handler")
  func tapAction() throws {
    let screen = ItemsViewController()
    let window = showInWindow(screen)
    screen.confirmDeletion(of: 0)
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    #expect(alert.simulateTap(actionTitled: "Delete"))
    #expect(screen.presentedViewController == nil)
    #expect(screen.events == ["delete, presented: false"])
    #expect(screen.items == ["Eggs"])
    _ = window
  }

  // Apple: "isEnabled": "If the value of this property is false, the action is disabled".
  @Test("A tap on a disabled action does nothing")
  func disabledAction() throws {
    let screen = ItemsViewController()
    let window = showInWindow(screen)
    screen.confirmDeletion(of: 0)
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    alert.actions[1].isEnabled = false
    #expect(!alert.actions[1].simulateTap())
    #expect(screen.presentedViewController === alert)
    #expect(screen.items == ["Milk", "Eggs"])
    _ = window
  }

  @Test("Tapping an action the alert does not have records a failure naming its actions")
  func missingAction() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    withKnownIssue {
      alert.simulateTap(actionTitled: "Delete")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == "The alert has no action titled 'Delete'; its actions: 'OK'"
      }
    }
  }

  // Apple: "addTextField(configurationHandler:)": "The handler ... takes the text field object
  // as its parameter", and "You can add a text field only if the preferredStyle property is set
  // to UIAlertController.Style.alert". UIKit raises NSInternalInconsistencyException "Text
  // fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
  // (*assumed* word for word).
  @Test("Text fields: configured by the handler; on an action sheet, an exception")
  func textFields() {
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { field in field.placeholder = "Name" }
    #expect(alert.textFields?.map(\.placeholder) == ["Name"])
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Text fields can only be added to an alert controller of style "
        + "UIAlertControllerStyleAlert"
    ) {
      sheet.addTextField()
    }
    #expect(sheet.textFields == nil)
  }

  // UIKit raises NSInternalInconsistencyException "UIAlertController can only have one action
  // with a style of UIAlertActionStyleCancel" (*assumed* word for word).
  @Test("A second cancel action raises and is not added")
  func secondCancel() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    expectUIKitException(
      .internalInconsistencyException,
      reason: "UIAlertController can only have one action with a style of "
        + "UIAlertActionStyleCancel"
    ) {
      alert.addAction(UIAlertAction(title: "Close", style: .cancel))
    }
    #expect(alert.actions.map(\.title) == ["Cancel"])
  }
}
