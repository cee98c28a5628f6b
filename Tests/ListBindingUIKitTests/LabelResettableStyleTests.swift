import ListBindingTesting
import ListBindingUIKit
import Testing

/// A cell as UIKit code writes one: an unread message shows in bold and tinted, and reuse
/// resets the label's font and colour with `nil`, UIKit's way back to the defaults.
@MainActor
private final class MessageCell: UITableViewCell {
  let subjectLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(subjectLabel)
  }

  required init?(coder: NSCoder) { return nil }

  func show(subject: String, unread: Bool) {
    subjectLabel.text = subject
    if unread {
      subjectLabel.font = .boldSystemFont(ofSize: 17)
      subjectLabel.textColor = .systemBlue
    }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    subjectLabel.font = nil
    subjectLabel.textColor = nil
  }
}

@MainActor
@Suite("UILabel.font and UILabel.textColor: UIKit's UIFont! and UIColor!")
struct LabelResettableStyleTests {
  // Apple: "UILabel.font": "The default value for this property is the system font at a size of
  // 17 points ... Setting this property to nil causes it to be reset to the default value";
  // "UILabel.textColor": "The default value for this property is the system's label color ...
  // Setting this property to nil causes it to be reset to the default value."
  @Test("Setting nil resets the font to the system font at 17 points and the colour to .label")
  func nilResets() {
    let cell = MessageCell(style: .default, reuseIdentifier: "Message")
    cell.show(subject: "Lunch?", unread: true)
    #expect(cell.subjectLabel.font == UIFont.boldSystemFont(ofSize: 17))
    #expect(cell.subjectLabel.textColor == UIColor.systemBlue)
    cell.prepareForReuse()
    #expect(cell.subjectLabel.font == UIFont.systemFont(ofSize: 17))
    #expect(cell.subjectLabel.textColor == UIColor.label)
    // Read as UIKit code does: never nil, used without unwrapping.
    let size: CGFloat = cell.subjectLabel.font.pointSize
    #expect(size == 17)
  }

  @Test("The declared types are UIKit's: UIFont! and UIColor!")
  func declaredTypes() {
    let font: ReferenceWritableKeyPath<UILabel, UIFont?> = \.font
    let color: ReferenceWritableKeyPath<UILabel, UIColor?> = \.textColor
    let label = UILabel()
    label[keyPath: font] = nil
    label[keyPath: color] = nil
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(label.textColor == UIColor.label)
  }
}
