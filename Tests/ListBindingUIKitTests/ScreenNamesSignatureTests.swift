import ListBindingUIKit
import Testing

// The UIKit declarations the screens of Screens/ use that no other signature test pins, each
// with UIKit's type from its page in Apple's documentation: UITableViewCell (`textLabel`,
// `detailTextLabel`: `var …: UILabel? { get }`; `contentView: UIView { get }`;
// `accessoryType`, `accessoryView`, `selectionStyle`; `CellStyle.value1`;
// `AccessoryType.disclosureIndicator`, `.checkmark`), UITableViewHeaderFooterView.contentView,
// UIView.addSubview(_:), UIFont.preferredFont(forTextStyle:) and `UIFont.TextStyle.headline`,
// UIColor.systemGreen and .systemIndigo. For the Swift 5 screens: UILabel.textColor (`var
// textColor: UIColor! { get set }`,
// https://developer.apple.com/documentation/uikit/uilabel/textcolor), UIColor.secondaryLabel
// (`class var secondaryLabel: UIColor { get }`,
// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel) and
// UIFont.TextStyle.caption1 (`static let caption1: UIFont.TextStyle`,
// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1).
// Scripts/check-uikit-screens counts the names these tests call as UIKit's, so a screen may use
// them.

@MainActor
@Suite("Signatures: UIKit's declarations the screens use")
struct ScreenNamesSignatureTests {
  @Test("UITableViewCell and UITableViewHeaderFooterView: labels, content view, accessories")
  func cell() {
    let textLabel: KeyPath<UITableViewCell, UILabel?> = \.textLabel
    let detailTextLabel: KeyPath<UITableViewCell, UILabel?> = \.detailTextLabel
    let contentView: KeyPath<UITableViewCell, UIView> = \.contentView
    let headerContent: KeyPath<UITableViewHeaderFooterView, UIView> = \.contentView
    let accessoryType: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.AccessoryType> =
      \.accessoryType
    let accessoryView: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.accessoryView
    let selectionStyle: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.SelectionStyle> =
      \.selectionStyle
    _ = (textLabel, detailTextLabel, contentView, headerContent)
    _ = (accessoryType, accessoryView, selectionStyle)
    let cell = UITableViewCell(style: UITableViewCell.CellStyle.value1, reuseIdentifier: "cell")
    cell.accessoryType = .disclosureIndicator
    #expect(cell.accessoryType == UITableViewCell.AccessoryType.disclosureIndicator)
    cell.accessoryType = .checkmark
    #expect(cell.accessoryType == .checkmark)
    #expect(cell.detailTextLabel != nil)
  }

  @Test("UIView.addSubview, UIFont.preferredFont(forTextStyle:), the system colours")
  func viewsFontsColours() {
    let addSubview: (UIView) -> (UIView) -> Void = UIView.addSubview
    let preferredFont: (UIFont.TextStyle) -> UIFont = UIFont.preferredFont(forTextStyle:)
    let style: UIFont.TextStyle = .headline
    let colours: [UIColor] = [.systemGreen, .systemIndigo]
    _ = (addSubview, preferredFont, style)
    let parent = UIView()
    let child = UILabel()
    parent.addSubview(child)
    #expect(child.superview === parent)
    #expect(colours.count == 2)
  }

  @Test("UILabel.textColor, UIColor.secondaryLabel, UIFont.TextStyle.caption1")
  func secondaryText() {
    let secondary: UIColor = UIColor.secondaryLabel
    let caption: UIFont.TextStyle = UIFont.TextStyle.caption1
    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: .caption1)
    label.textColor = .secondaryLabel
    #expect(label.textColor == secondary)
    #expect(label.font == UIFont.preferredFont(forTextStyle: caption))
  }
}
