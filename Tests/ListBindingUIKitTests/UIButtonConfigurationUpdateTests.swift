import ListBinding
import ListBindingUIKit
import Testing

// A configured button drawn with its subtitle, and updated as its state changes. Sources:
// Apple's "UIButton.configurationUpdateHandler" ("A closure that executes when the button state
// changes"; an alternative to overriding updateConfiguration()), "UIButton.updateConfiguration()"
// and "UIButton.setNeedsUpdateConfiguration()", and "UIButton.Configuration.subtitle". That the
// update runs at once, and the subtitle's place after a middle dot, are *assumed*.

@MainActor
@Suite("UIButton: a configuration's subtitle drawn, updated as the state changes")
struct UIButtonConfigurationUpdateTests {
  @Test("UIKit's declarations, typed as Apple's pages give them")
  func signatures() {
    let handler: ReferenceWritableKeyPath<UIButton, UIButton.ConfigurationUpdateHandler?> =
      \.configurationUpdateHandler
    let needsUpdate: (UIButton) -> () -> Void = UIButton.setNeedsUpdateConfiguration
    let update: (UIButton) -> () -> Void = UIButton.updateConfiguration
    _ = (handler, needsUpdate, update)
  }

  @Test("The subtitle is drawn after the title")
  func subtitleDrawn() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Add to cart"
    configuration.subtitle = "Free delivery"
    let button = UIButton(configuration: configuration, primaryAction: nil)
    #expect(
      button.renderedElements() == [
        .button(title: "Add to cart · Free delivery", isSelected: false)
      ])
    button.configuration = nil
    #expect(button.renderedElements() == [.button(title: "Add to cart", isSelected: false)])
  }

  @Test("The handler runs when set, and as the button is highlighted, selected or disabled")
  func handlerOnStateChanges() {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Follow"
    let button = UIButton(configuration: configuration, primaryAction: nil)
    var states: [UIControl.State] = []
    button.configurationUpdateHandler = { button in
      states.append(button.state)
      var updated = button.configuration
      updated?.title = button.isSelected ? "Following" : "Follow"
      button.configuration = updated
    }
    #expect(states == [.normal])
    button.isSelected = true
    #expect(button.currentTitle == "Following")
    #expect(button.renderedElements() == [.button(title: "Following", isSelected: true)])
    button.isSelected = true
    #expect(states == [.normal, .selected])
    button.isHighlighted = true
    button.isHighlighted = false
    button.isEnabled = false
    #expect(
      states == [
        .normal, .selected, [.selected, .highlighted], .selected, [.selected, .disabled],
      ])
    button.setNeedsUpdateConfiguration()
    #expect(states.count == 6)
  }

  @Test("A subclass's updateConfiguration runs before the handler")
  func subclassOverride() {
    let button = CountingButton(type: .system)
    var order: [String] = []
    button.record = { order.append($0) }
    button.configurationUpdateHandler = { _ in order.append("handler") }
    button.isSelected = true
    #expect(order == ["update", "handler", "update", "handler"])
  }

  // Re-entrancy: UIKit defers an update asked for during one to its next layout pass (Apple's
  // "setNeedsUpdateConfiguration()": "Requests the view update its configuration"); here the
  // running update serves it (*assumed*).
  @Test("A handler that changes the button's state runs once per change and ends")
  func handlerChangingState() {
    let button = UIButton(type: .system)
    var runs = 0
    button.configurationUpdateHandler = { button in
      runs += 1
      button.isSelected.toggle()
      button.setNeedsUpdateConfiguration()
    }
    // Setting the handler ran it once; its toggle asked for no second run.
    #expect(runs == 1)
    #expect(button.isSelected)
    button.isHighlighted = true
    #expect(runs == 2)
    #expect(!button.isSelected)
  }
}

/// A button that tells of each configuration update.
private final class CountingButton: UIButton {
  var record: (String) -> Void = { _ in }

  override func updateConfiguration() {
    super.updateConfiguration()
    record("update")
  }
}
