import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// Small names real screens use: `UIColorWell` (iOS 14; `selectedColor`: "When a person selects
// a new color in the color picker, the system generates the control event valueChanged";
// `supportsAlpha`: "If this property is false, people can only pick fully opaque colors",
// https://developer.apple.com/documentation/uikit/uicolorwell/selectedcolor, …/supportsalpha),
// `UISegmentedControl.isSpringLoaded` (UISpringLoadedInteractionSupporting),
// `UIButton.ButtonType.roundedRect` (`static var roundedRect: UIButton.ButtonType { get }`; the
// SDK's header declares it equal to `.system`), and `override class func awakeFromNib()`, which
// iOS accepts because NSObject's instance methods are also class methods.

/// A settings row's colour picker, as an app writes it.
private final class ThemeColorViewController: UIViewController {
  let colorWell = UIColorWell()
  private(set) var picked: [UIColor] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    colorWell.title = "Accent"
    colorWell.supportsAlpha = false
    colorWell.selectedColor = .systemBlue
    colorWell.addAction(
      UIAction { [unowned self] _ in
        if let color = colorWell.selectedColor { picked.append(color) }
      }, for: .valueChanged)
    view.addSubview(colorWell)
  }
}

/// A cell class that overrides the class method as well as the instance one.
private final class ClassAwakeCell: UITableViewCell {
  static var classAwakenings = 0
  private(set) var awoken = 0

  override class func awakeFromNib() {
    super.awakeFromNib()
    classAwakenings += 1
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    awoken += 1
  }
}

/// A controller that overrides both as well.
private final class ClassAwakeController: UIViewController {
  override class func awakeFromNib() {
    super.awakeFromNib()
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    title = "Awake"
  }
}

@MainActor
@Suite("Small names: UIColorWell, isSpringLoaded, .roundedRect, class awakeFromNib")
struct SmallNamesTests {
  @Test("A pick in a colour well sets the colour, opaque without alpha, and sends valueChanged")
  func colorWell() {
    let screen = ThemeColorViewController()
    screen.loadViewIfNeeded()
    #expect(screen.picked.isEmpty)
    #expect(screen.colorWell.simulatePick(UIColor.systemRed.withAlphaComponent(0.5)))
    #expect(screen.colorWell.selectedColor == .systemRed)
    #expect(screen.picked == [.systemRed])
    screen.colorWell.supportsAlpha = true
    screen.colorWell.simulatePick(UIColor.systemGreen.withAlphaComponent(0.5))
    #expect(screen.colorWell.selectedColor == UIColor.systemGreen.withAlphaComponent(0.5))
    screen.colorWell.isEnabled = false
    #expect(!screen.colorWell.simulatePick(.systemPink))
    #expect(screen.picked.count == 2)
    #expect(screen.colorWell.title == "Accent")
    let well = UIColorWell(frame: .zero)
    #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil)
  }

  @Test("isSpringLoaded is recorded; .roundedRect is .system")
  func springLoadedAndRoundedRect() {
    let control = UISegmentedControl(items: ["Day", "Week"])
    #expect(!control.isSpringLoaded)
    control.isSpringLoaded = true
    #expect(control.isSpringLoaded)
    let button = UIButton(type: .roundedRect)
    #expect(UIButton.ButtonType.roundedRect == .system)
    #expect(UIButton.ButtonType.roundedRect.rawValue == 1)
    _ = button
  }

  // UIKit's `UIButtonType` values, from the SDK header behind
  // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum: custom 0
  // through contactAdd 5, plain 6 (tvOS only: .../buttontype-swift.enum/plain), close 7.
  @Test("Button types keep UIKit's raw values, close included")
  func buttonTypeRawValues() {
    let types: [UIButton.ButtonType] = [
      .custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close,
    ]
    #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 7])
    #expect(UIButton.ButtonType(rawValue: 7) == .close)
    #expect(UIButton.ButtonType(rawValue: 6) == nil)
  }

  @Test("override class func awakeFromNib compiles; the instance one is still the one called")
  func classAwakeFromNib() {
    UINib.registerContents(ClassAwakeCell.self, forNibNamed: "SmallNamesTests.ClassAwakeCell")
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(
      UINib(nibName: "SmallNamesTests.ClassAwakeCell", bundle: nil),
      forCellReuseIdentifier: "cell")
    let cell = table.dequeueReusableCell(withIdentifier: "cell") as? ClassAwakeCell
    #expect(cell?.awoken == 1)
    #expect(ClassAwakeCell.classAwakenings == 0)
    ClassAwakeCell.awakeFromNib()
    ClassAwakeController.awakeFromNib()
    #expect(ClassAwakeCell.classAwakenings == 1)
    UIStoryboard.registerViewController(
      withIdentifier: "Awake", inStoryboardNamed: "SmallNamesTests.Main"
    ) { ClassAwakeController() }
    let controller = UIStoryboard(name: "SmallNamesTests.Main", bundle: nil)
      .instantiateViewController(withIdentifier: "Awake")
    #expect(controller.title == "Awake")
  }
}
