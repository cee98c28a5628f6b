import ListBindingUIKit
import Testing

// A blurred table background and a theme of dynamic colours, as apps write them. Apple's pages:
// UIVisualEffectView ("add subviews to the contentView property … not to the visual effect view
// itself"), init(effect:), UIBlurEffect init(style:) and its Style, UIVibrancyEffect
// init(blurEffect:); UIColor init(dynamicProvider:) (`@escaping (UITraitCollection) -> UIColor`)
// and resolvedColor(with:).

extension UIColor {
  /// A theme colour, light and dark, as apps declare their palettes.
  fileprivate static let cardBackground = UIColor { traits in
    traits.userInterfaceStyle == .dark ? .black : .white
  }
}

/// A table on a blurred background with a caption on the blur.
private final class BlurredListController: UITableViewController {
  let caption = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    caption.text = "Pull to refresh"
    blur.contentView.addSubview(caption)
    tableView.backgroundView = blur
    tableView.backgroundColor = .cardBackground
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }
}

@MainActor
@Suite("UIVisualEffectView and dynamic colours")
struct VisualEffectAndDynamicColorTests {
  @Test("An effect view keeps its effect; its content view fills it and holds the content")
  func effectView() throws {
    let effect = UIBlurEffect(style: .systemThinMaterialDark)
    let view = UIVisualEffectView(effect: effect)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    #expect((view.effect as? UIBlurEffect)?.style == .systemThinMaterialDark)
    #expect(view.contentView.superview === view)
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
    view.frame.size.height = 100
    #expect(view.contentView.frame.height == 100)
    view.effect = nil
    #expect(view.effect == nil)
    let vibrancy = UIVibrancyEffect(blurEffect: effect)
    #expect(vibrancy.style == .label)
    #expect(UIVisualEffectView(frame: .zero).effect == nil)
  }

  @Test("A blurred backgroundView's content is the table's background")
  func blurredBackground() throws {
    let controller = BlurredListController(style: .plain)
    controller.loadViewIfNeeded()
    let background = try #require(controller.tableView.backgroundView as? UIVisualEffectView)
    #expect(background.contentView.subviews.first === controller.caption)
    #expect(controller.tableView.backgroundColor == .white)
  }

  @Test("A dynamic colour shows the provider's colour for the current traits")
  func dynamicColour() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var inDark: UIColor?
    dark.performAsCurrent {
      inDark = UIColor { $0.userInterfaceStyle == .dark ? .systemIndigo : .systemTeal }
    }
    #expect(inDark == .systemIndigo)
    let light = UIColor { $0.userInterfaceStyle == .dark ? UIColor.systemIndigo : .systemTeal }
    #expect(light == .systemTeal)
    #expect(light.resolvedColor(with: dark) == .systemIndigo)
    #expect(
      inDark?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .systemTeal)
  }
}
