import ListBindingTesting
import ListBindingUIKit
import Testing

/// A toolbar set up as an app ported from target–action writes it: the items are made first,
/// their actions given afterwards.
@MainActor
private final class ComposeController: UIViewController {
  let clearItem = UIBarButtonItem(title: "Clear", style: .plain, target: nil, action: nil)
  let sendItem = UIBarButtonItem(barButtonSystemItem: .reply, target: nil, action: nil)
  var cleared = 0
  var sent = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    clearItem.primaryAction = UIAction(
      title: "Clear All", image: UIImage(systemName: "trash")
    ) { [weak self] _ in self?.cleared += 1 }
    sendItem.primaryAction = UIAction(title: "Send") { [weak self] _ in self?.sent += 1 }
    navigationItem.rightBarButtonItems = [sendItem, clearItem]
  }
}

@MainActor
@Suite("UIBarButtonItem.primaryAction set after the item is made")
struct PrimaryActionSetterTests {
  // Apple: "UIBarButtonItem.primaryAction": "When you assign a new value to this property, the
  // title and image of the item update to match the primary action's title and image." UIKit's
  // header: only "if appropriate (primaryAction is non-nil, and this is not a system item)";
  // "If primaryAction is set to nil, the title & image properties are left unchanged."
  @Test("A titled item takes its new action's title and image; a system item keeps its look")
  func setterUpdatesTitleAndImage() {
    let controller = ComposeController()
    controller.loadViewIfNeeded()
    #expect(controller.clearItem.title == "Clear All")
    #expect(controller.clearItem.image == UIImage(systemName: "trash"))
    #expect(controller.sendItem.title == nil)
    #expect(controller.sendItem.image == nil)
    #expect(controller.sendItem.barButtonSystemItem == .reply)
    #expect(controller.clearItem.simulateTap())
    #expect(controller.sendItem.simulateTap())
    #expect(controller.cleared == 1)
    #expect(controller.sent == 1)
    controller.clearItem.primaryAction = nil
    #expect(controller.clearItem.title == "Clear All")
    #expect(controller.clearItem.image == UIImage(systemName: "trash"))
    #expect(!controller.clearItem.simulateTap())
  }

  // An action made without a title has the title "" (UIAction.init's default), which the item
  // takes: *assumed* from Apple's "update to match".
  @Test("An untitled action gives the item an empty title and no image")
  func untitledAction() {
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    item.image = UIImage(systemName: "pencil")
    item.primaryAction = UIAction { _ in }
    #expect(item.title == "")
    #expect(item.image == nil)
  }
}
