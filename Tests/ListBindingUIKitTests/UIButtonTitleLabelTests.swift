import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

/// A cell with a follow button, styled as UIKit code styles one: through its title label.
private final class AuthorCell: UITableViewCell {
  let follow = UIButton(type: .system)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    follow.setTitle("Follow", for: .normal)
    follow.setTitle("Following", for: .selected)
    follow.titleLabel?.font = .boldSystemFont(ofSize: 13)
    follow.titleLabel?.numberOfLines = 0
    follow.addAction(
      UIAction { [weak self] _ in self?.follow.isSelected.toggle() }, for: .touchUpInside)
    contentView.addSubview(follow)
  }

  required init?(coder: NSCoder) { nil }
}

/// A list of authors, each with a follow button.
private final class AuthorsController: UITableViewController {
  let authors = ["Le Guin", "Calvino"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(AuthorCell.self, forCellReuseIdentifier: "Author")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    authors.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Author", for: indexPath)
    cell.textLabel?.text = authors[indexPath.row]
    return cell
  }
}

// Apple's UIButton.titleLabel page: "Although this property is read-only, its own properties
// are read/write. Use these properties primarily to configure the text of the button" (its
// example sets the font); "Do not use the label object to set the text color … use the
// setTitleColor(_:for:) … To set the actual text of the label, use setTitle(_:for:)"; "The
// titleLabel property returns a value even if the button has not been displayed yet."
@MainActor
@Suite("UIButton.titleLabel", .recordsUIKitExceptions)
struct UIButtonTitleLabelTests {
  @Test("titleLabel is a UILabel? that exists before the button is shown, with the title")
  func signature() throws {
    let titleLabel: KeyPath<UIButton, UILabel?> = \.titleLabel
    let button = UIButton(type: .custom)
    #expect(button[keyPath: titleLabel] != nil)
    #expect(button.titleLabel?.text == nil)
    button.setTitle("Save", for: .normal)
    #expect(button.titleLabel?.text == "Save")
    let label = try #require(button.titleLabel)
    #expect(button.titleLabel === label)
    #expect(label.superview == nil)
  }

  @Test("The label's text follows setTitle(_:for:) and the button's state")
  func textFollowsState() throws {
    let button = UIButton(type: .system)
    let label = try #require(button.titleLabel)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitle("Unavailable", for: .disabled)
    #expect(label.text == "Follow")
    button.isSelected = true
    #expect(label.text == "Following")
    button.isSelected = false
    button.isEnabled = false
    #expect(label.text == "Unavailable")
    button.isEnabled = true
    button.setTitle(nil, for: .normal)
    #expect(label.text == nil)
  }

  @Test("setTitleColor(_:for:) colours the label in its state; else the label's own colour")
  func textColor() throws {
    let button = UIButton(type: .custom)
    button.setTitle("Delete", for: .normal)
    button.titleLabel?.textColor = .systemRed
    #expect(button.titleLabel?.textColor == .systemRed)
    #expect(
      button.renderedElements() == [
        .styledButton(StyledText(text: "Delete", color: .systemRed), isSelected: false)
      ])
    button.setTitleColor(.systemGray, for: .selected)
    #expect(button.titleLabel?.textColor == .systemRed)
    button.isSelected = true
    #expect(button.titleLabel?.textColor == .systemGray)
    #expect(
      button.renderedElements() == [
        .styledButton(StyledText(text: "Delete", color: .systemGray), isSelected: true)
      ])
  }

  @Test("A button whose title label keeps a label's defaults draws as a plain button")
  func plainWhenDefault() {
    let untouched = UIButton()
    untouched.setTitle("OK", for: .normal)
    #expect(untouched.renderedElements() == [.button(title: "OK", isSelected: false)])
    let read = UIButton()
    read.setTitle("OK", for: .normal)
    _ = read.titleLabel?.font
    #expect(read.renderedElements() == [.button(title: "OK", isSelected: false)])
  }

  @Test("A cell's button styled through its title label draws its title, and a tap changes it")
  func inACell() throws {
    let controller = AuthorsController()
    let window = showInWindow(UINavigationController(rootViewController: controller))
    defer { _ = window }
    let path = IndexPath(row: 1, section: 0)
    let cell = try #require(controller.tableView.cellForRow(at: path) as? AuthorCell)
    #expect(
      cell.follow.renderedElements() == [
        .styledButton(
          StyledText(text: "Follow", font: .boldSystemFont(ofSize: 13), numberOfLines: 0),
          isSelected: false)
      ])
    try SimulatedUser(controller.tableView).tap(cell.follow)
    #expect(cell.follow.titleLabel?.text == "Following")
    expectRendered(
      controller.tableView,
      matches: """
          Le Guin [Follow]
          Calvino [Following]
        """)
  }
}
