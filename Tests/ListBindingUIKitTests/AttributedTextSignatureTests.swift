import ListBindingUIKit
import Testing

// UIKit's attributed text, typed as Apple's documentation gives it:
// developer.apple.com/documentation/uikit/uilabel/attributedtext (`var attributedText:
// NSAttributedString?`, "assigning a new value to this property also replaces the value of the
// text property with the same string data") and nsattributedstring/key/font, foregroundcolor,
// backgroundcolor, kern, underlinestyle, strikethroughstyle, link (their raw values are those
// Apple's SDKs print: "NSFont", "NSColor", …). Real cells build such strings (a bold name, a
// grey detail) and set them on `textLabel`. Scripts/check-uikit-screens counts the names these
// tests call as UIKit's, so a screen may use them.

@MainActor
@Suite("Signatures: UILabel.attributedText and NSAttributedString.Key, as UIKit's")
struct AttributedTextSignatureTests {
  @Test("The declarations, with UIKit's types")
  func declarations() {
    let text: ReferenceWritableKeyPath<UILabel, NSAttributedString?> = \.attributedText
    let keys: [NSAttributedString.Key] = [
      .font, .foregroundColor, .backgroundColor, .kern, .underlineStyle, .strikethroughStyle,
      .link,
    ]
    #expect(
      keys.map(\.rawValue) == [
        "NSFont", "NSColor", "NSBackgroundColor", "NSKern", "NSUnderline", "NSStrikethrough",
        "NSLink",
      ])
    _ = text
  }

  @Test("Setting it sets the text to its characters and keeps the string, as UIKit's")
  func setAndRead() throws {
    let label = UILabel()
    let name = NSMutableAttributedString(
      string: "排骨面", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    name.append(
      NSAttributedString(string: " · 28", attributes: [.foregroundColor: UIColor.secondaryLabel]))
    label.attributedText = name
    #expect(label.text == "排骨面 · 28")
    let read = try #require(label.attributedText)
    #expect(read.string == "排骨面 · 28")
    #expect(
      read.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 17))
    #expect(
      read.attribute(.foregroundColor, at: read.length - 1, effectiveRange: nil) as? UIColor
        == .secondaryLabel)

    // The label keeps a copy: changing the mutable string afterwards changes nothing.
    name.append(NSAttributedString(string: "!"))
    #expect(label.text == "排骨面 · 28" && label.attributedText?.string == "排骨面 · 28")

    // Setting `text` replaces it: the attributed text is that text, without attributes.
    label.text = "蘋果塔"
    #expect(label.attributedText?.string == "蘋果塔")
    #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) == nil)

    let empty: NSAttributedString? = nil
    label.attributedText = empty
    #expect(label.text == nil && label.attributedText == nil)
  }

  @Test("A content configuration's attributed texts set its texts")
  func configuration() {
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration/attributedtext and
    // secondaryattributedtext: `var attributedText: NSAttributedString?`.
    let texts: [WritableKeyPath<UIListContentConfiguration, NSAttributedString?>] = [
      \.attributedText, \.secondaryAttributedText,
    ]
    var content = UITableViewCell().defaultContentConfiguration()
    content.attributedText = NSAttributedString(
      string: "Name", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    content.secondaryAttributedText = NSAttributedString(string: "Detail")
    #expect(content.text == "Name" && content.secondaryText == "Detail")
    #expect(content.attributedText?.string == "Name")
    content.attributedText = nil
    #expect(content.text == nil && texts.count == 2)
  }

  @Test("A cell's label shows the characters of the string set on it")
  func inACell() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let source = OneRow()
    tableView.dataSource = source
    tableView.reloadData()
    tableView.layoutIfNeeded()
    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.textLabel?.text == "Bold name")
    #expect(cell?.textLabel?.attributedText?.string == "Bold name")
  }
}

@MainActor
private final class OneRow: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.attributedText = NSAttributedString(
      string: "Bold name", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    return cell
  }
}
