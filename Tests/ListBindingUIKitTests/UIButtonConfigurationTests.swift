import Foundation
import ListBindingUIKit
import Testing

// Apple's "UIButton.Configuration" (iOS 15): "a configuration that specifies the appearance and
// behavior of a button and its contents", made from a style (`plain()`, `filled()`, `tinted()`,
// `gray()`, `borderless()`, `bordered()`, `borderedTinted()`, `borderedProminent()`);
// "UIButton.configuration" and "UIButton(configuration:primaryAction:)". Recorded: a configured
// button is drawn by its title as any button; the default insets are *assumed*.

@MainActor
@Suite("UIButton.Configuration: recorded, the title drawn as a button's title")
struct UIButtonConfigurationTests {
  @Test("UIKit's declarations, typed as Apple's pages give them")
  func signatures() {
    let styles: [() -> UIButton.Configuration] = [
      UIButton.Configuration.plain, UIButton.Configuration.filled, UIButton.Configuration.tinted,
      UIButton.Configuration.gray, UIButton.Configuration.borderless,
      UIButton.Configuration.bordered, UIButton.Configuration.borderedTinted,
      UIButton.Configuration.borderedProminent,
    ]
    #expect(Set(styles.map { $0() }).count == 8)
    let make: (UIButton.Configuration, UIAction?) -> UIButton = UIButton.init(
      configuration:primaryAction:)
    let title: WritableKeyPath<UIButton.Configuration, String?> = \.title
    let subtitle: WritableKeyPath<UIButton.Configuration, String?> = \.subtitle
    let image: WritableKeyPath<UIButton.Configuration, UIImage?> = \.image
    let foreground: WritableKeyPath<UIButton.Configuration, UIColor?> = \.baseForegroundColor
    let background: WritableKeyPath<UIButton.Configuration, UIColor?> = \.baseBackgroundColor
    let placement: WritableKeyPath<UIButton.Configuration, NSDirectionalRectEdge> =
      \.imagePlacement
    let padding: WritableKeyPath<UIButton.Configuration, CGFloat> = \.imagePadding
    let insets: WritableKeyPath<UIButton.Configuration, NSDirectionalEdgeInsets> = \.contentInsets
    let corners: WritableKeyPath<UIButton.Configuration, UIButton.Configuration.CornerStyle> =
      \.cornerStyle
    let configuration: ReferenceWritableKeyPath<UIButton, UIButton.Configuration?> =
      \.configuration
    _ = (make, title, subtitle, image, foreground, background, placement, padding, insets)
    _ = (corners, configuration)
  }

  @Test("A button made with a filled configuration records it and is drawn by its title")
  func configured() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Add to cart"
    configuration.subtitle = "Free delivery"
    configuration.image = UIImage(systemName: "cart")
    configuration.baseBackgroundColor = .systemGreen
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 8
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 10, leading: 20, bottom: 10, trailing: 20)
    configuration.cornerStyle = .capsule
    var tapped = 0
    let button = UIButton(
      configuration: configuration, primaryAction: UIAction(title: "Buy") { _ in tapped += 1 })
    #expect(button.configuration == configuration)
    #expect(button.title(for: .normal) == "Add to cart")
    #expect(button.currentImage == UIImage(systemName: "cart"))
    #expect(button.configuration?.cornerStyle == .capsule)
    button.sendActions(for: .primaryActionTriggered)
    #expect(tapped == 1)
  }

  @Test("The documentation's example: a filled Add button with an image")
  func documented() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Add"
    configuration.image = UIImage(systemName: "plus")
    configuration.imagePadding = 8
    let button = UIButton(configuration: configuration, primaryAction: nil)
    #expect(button.currentTitle == "Add")
    #expect(button.configuration?.imagePadding == 8)
  }

  @Test("Defaults, and setting a configuration later changes the drawn title")
  func defaultsAndLater() {
    let plain = UIButton.Configuration.plain()
    #expect(plain.title == nil && plain.image == nil)
    #expect(plain.imagePlacement == .leading)
    #expect(plain.imagePadding == 0)
    #expect(plain.cornerStyle == .dynamic)
    #expect(plain != .filled())
    let button = UIButton(type: .system)
    #expect(button.configuration == nil)
    var configuration = plain
    configuration.title = "More"
    button.configuration = configuration
    #expect(button.currentTitle == "More")
    button.configuration = nil
    #expect(button.configuration == nil)
  }
}
