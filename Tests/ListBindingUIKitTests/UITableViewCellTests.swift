import ListBinding
import ListBindingUIKit
import Testing

// Drives the UIKit-style cells of UITableViewCellSubclasses.swift through ListBinding's table
// (the face's `UITableView` is the next slice). Sources: UITableViewCell
// .init(style:reuseIdentifier:), prepareForReuse() ("the table view invokes this method just
// before returning the object from dequeueReusableCell(withIdentifier:)"),
// setSelected(_:animated:), setHighlighted(_:animated:), setEditing(_:animated:)
// (developer.apple.com/documentation/uikit/uitableviewcell), UIView.layoutSubviews(),
// UIControl.addAction(_:for:) and UIAction.sender
// (developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)).

@MainActor
final class HookedCellSource: TableViewDataSource {
  var titles = ["Inbox", "Drafts"]
  var reuseIdentifier = HookedCell.reuseIdentifier

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    titles.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
    (cell as? HookedCell)?.configure(title: titles[indexPath.row])
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
    true
  }
}

@MainActor
@Suite("UITableViewCell and UITableViewHeaderFooterView: UIKit subclasses, hooks and controls")
struct UITableViewCellTests {
  func table(_ source: HookedCellSource) throws -> TableView {
    let tableView = TableView()
    tableView.register(HookedCell.self, forCellReuseIdentifier: HookedCell.reuseIdentifier)
    tableView.register(BareCell.self, forCellReuseIdentifier: "bare")
    tableView.dataSource = source
    try tableView.reloadData()
    return tableView
  }

  func cell(_ tableView: TableView, _ row: Int) throws -> HookedCell {
    try #require(tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? HookedCell)
  }

  @Test("A registered subclass's override of init(style:reuseIdentifier:) runs on dequeue")
  func overrideRuns() throws {
    let source = HookedCellSource()
    let tableView = try table(source)
    let first = try cell(tableView, 0)
    #expect(first.styleAtInit == .default)  // registered classes are made with .default
    #expect(first.style == .subtitle)
    #expect(first.reuseIdentifier == HookedCell.reuseIdentifier)
    #expect(first.badge.superview === first.contentView)
    #expect(first.accessoryType == .disclosureIndicator)
    #expect(first.calls == ["layoutSubviews"])
    source.reuseIdentifier = "bare"
    try tableView.reloadData()
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is BareCell)
  }

  @Test("prepareForReuse runs before a dequeue hands the cell out again, then layoutSubviews")
  func reuse() throws {
    let source = HookedCellSource()
    let tableView = try table(source)
    let shown = [try cell(tableView, 0), try cell(tableView, 1)]
    for cell in shown { cell.calls = [] }
    source.titles = []
    try tableView.reloadData()  // the cells leave the display for the reuse queue
    source.titles = ["Sent"]
    try tableView.reloadData()
    let again = try cell(tableView, 0)
    #expect(shown.contains { $0 === again })
    // The base prepareForReuse() deselects the cell (assumed: UIKit resets the selection
    // state, as its Discussion says a subclass should).
    #expect(again.calls == ["setSelected(false)", "prepareForReuse", "layoutSubviews"])
  }

  @Test("A tap highlights, unhighlights and selects the row's cell; editing mode reaches it")
  func selectionAndEditing() throws {
    let source = HookedCellSource()
    let tableView = try table(source)
    let second = try cell(tableView, 1)
    second.calls = []
    try tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(
      second.calls == ["setHighlighted(true)", "setHighlighted(false)", "setSelected(true)"])
    second.calls = []
    try tableView.setEditing(true, animated: true)
    #expect(second.calls.contains("setEditing(true, animated: true)"))
  }

  @Test("A registered header subclass's override of init(reuseIdentifier:) runs on dequeue")
  func header() throws {
    let tableView = TableView()
    tableView.register(CaptionHeader.self, forHeaderFooterViewReuseIdentifier: "caption")
    let header = try #require(
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "caption") as? CaptionHeader)
    #expect(header.caption.superview === header.contentView)
    #expect(header.reuseIdentifier == "caption")
    #expect(CaptionHeader(coder: NSKeyedArchiver(requiringSecureCoding: false)) == nil)
  }

  @Test("UIAction on a button: addAction(_:for:) runs it for the event, with the button as sender")
  func buttonAction() throws {
    let star = StarToggle()
    star.button.sendActions(for: .touchUpInside)
    #expect(star.starred)
    #expect(star.senders.count == 1 && star.senders[0] === star.button)
    star.button.sendActions(for: .touchDown)
    #expect(star.starred)  // not added for .touchDown
  }

  // UIButton.init(type:primaryAction:): "registers the primary action event, and sets the
  // title and image to the action's title and image"
  // (developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)).
  @Test("UIButton(primaryAction:) takes the action's title and performs it on a tap")
  func primaryAction() throws {
    let bar = ComposeBar()
    #expect(bar.compose.title(for: .normal) == "Compose")
    #expect(bar.plain.title(for: .normal) == nil)
    try bar.compose.tap()
    #expect(bar.composed == 1)
    bar.compose.sendActions(for: .touchUpInside)
    #expect(bar.composed == 1)  // registered for .primaryActionTriggered only
  }

  @Test("UIButton(primaryAction:) takes the action's image, drawn before its title")
  func primaryActionImage() throws {
    let action = UIAction(title: "Compose", image: UIImage(systemName: "square.and.pencil")) { _ in
    }
    let button = UIButton(type: .system, primaryAction: action)
    let framed = UIButton(frame: .zero, primaryAction: action)
    #expect(button.image(for: .normal) == UIImage(systemName: "square.and.pencil"))
    #expect(framed.currentImage == UIImage(systemName: "square.and.pencil"))
    #expect(
      UIButton(type: .system, primaryAction: UIAction(title: "Plain") { _ in }).currentImage == nil)
  }

  @Test("UIAction on a switch runs for UIControl.Event.valueChanged")
  func switchAction() throws {
    let notifications = NotificationsToggle()
    try notifications.toggle.tap()
    #expect(notifications.values == [true])
  }

  @Test("UIKit's value names: UIEdgeInsets, UIColor, UIFont, UIListContentConfiguration")
  func valueNames() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.left == 2)
    let font: UIFont = .systemFont(ofSize: 17)
    #expect(font.pointSize == 17)
    let colour: UIColor = .systemBlue
    #expect(colour == Color.systemBlue)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Title"
    #expect(content.text == "Title")
    // Apple's "UIListContentConfiguration.TextProperties.alignment".
    content.textProperties.alignment = .center
    content.secondaryTextProperties.alignment = .justified
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.contentConfiguration = content
    let shown = cell.contentConfiguration as? UIListContentConfiguration
    #expect(shown?.textProperties.alignment == .center)
    #expect(shown?.secondaryTextProperties.alignment == .justified)
    #expect(cell.defaultContentConfiguration().textProperties.alignment == .natural)
    let events: UIControl.Event = [.touchUpInside, .valueChanged]
    #expect(events.contains(.valueChanged))
    #expect(UITableViewCell.EditingStyle.delete != .insert)
  }
}
