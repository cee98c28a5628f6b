import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// The examples of the doc comments of the views, controls, appearance values and content
/// configurations, as written.
@MainActor
@Suite("Doc comment examples: views, controls and configurations")
struct ViewsDocExamplesTests {
  @Test("Font")
  func font() {
    let headline = Font.preferredFont(forTextStyle: .headline)  // 17 points, semibold
    let small = Font.systemFont(ofSize: 12, weight: .light)
    let bold = Font.boldSystemFont(ofSize: 17)

    #expect(headline.pointSize == 17 && headline.weight == .semibold)
    #expect(small.pointSize == 12 && small.weight == .light)
    #expect(bold.weight == .bold)
  }

  @Test("Color")
  func color() {
    let warning = Color.systemRed  // named: "systemRed"
    let brand = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    let faded = Color.label.withAlphaComponent(0.5)

    #expect(warning.name == "systemRed")
    #expect(brand.name == nil && brand.components.blue == 0.8)
    #expect(faded.alpha == 0.5)
  }

  @Test("Image")
  func image() {
    let star = Image(systemName: "star.fill")  // a symbol, drawn as :star.fill:
    let logo = Image(named: "logo")  // an image of the app, drawn as :logo:

    #expect(star?.isSymbol == true)
    #expect(logo?.name == "logo")
  }

  @Test("ImageView")
  func imageView() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.imageView?.image = Image(systemName: "star.fill")
    cell.textLabel?.text = "Favourites"  // drawn as "  :star.fill: Favourites"

    let table = RenderedTable(
      sections: [
        RenderedTable.Section(
          index: 0,
          rows: [
            RenderedTable.Row(
              indexPath: IndexPath(row: 0, section: 0), content: cell.renderedContent())
          ])
      ])
    #expect(PlainTextRenderer().render(table) == "  :star.fill: Favourites\n")
  }

  @Test("Label")
  func label() {
    let note = Label(text: "Delivery within 30 minutes, or the next one is free")
    note.numberOfLines = 0
    note.font = .preferredFont(forTextStyle: .footnote)
    note.textColor = .secondaryLabel

    guard case .styledText(let text) = note.renderedElements().first else {
      Issue.record("expected styled text")
      return
    }
    #expect(text.numberOfLines == 0 && text.font.pointSize == 13)
  }

  @Test("AttributeScopes.ListBindingAttributes")
  func attributes() {
    let label = Label()

    var name = AttributedString("排骨面")
    name.font = .boldSystemFont(ofSize: 17)
    name.foregroundColor = .systemRed
    label.attributedText = name

    #expect(label.text == "排骨面")
    #expect(label.attributedText?.runs.first?.foregroundColor == .systemRed)
  }

  @Test("Switch")
  func switchControl() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)

    let wifi = Switch()
    wifi.setOn(true, animated: false)
    wifi.addAction(for: .valueChanged) { sender in print("Wi-Fi:", sender.isOn) }
    cell.accessoryView = wifi  // drawn as [on] in the accessory column
    try wifi.tap()  // prints "Wi-Fi: false"; drawn as [off]

    #expect(printed == ["Wi-Fi: false"])
    #expect(cell.renderedContent().accessoryView == [.switch(isOn: false)])
  }

  @Test("Action")
  func action() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    let toggle = Switch()

    toggle.addAction(
      Action { action in
        guard let sender = action.sender as? Switch else { return }
        print("Wi-Fi:", sender.isOn)
      }, for: .valueChanged)

    try toggle.tap()
    #expect(printed == ["Wi-Fi: true"])
  }

  /// A delegate with the header view of the doc comment of `TableViewHeaderFooterView`.
  final class Headers: TableViewDelegate {
    let sections = [(title: "面", items: ["排骨面"])]

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
      header?.textLabel?.text = sections[section].title
      return header
    }
  }

  @Test("TableViewHeaderFooterView")
  func headerView() throws {
    let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面"])
    let tableView = TableView()
    tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    let headers = Headers()
    tableView.delegate = headers
    try dataSource.bind(to: tableView)
    expectRendered(tableView, matches: "面\n  排骨面\n")
  }

  struct RatingConfiguration: ContentConfiguration {
    var stars: Int
    func renderedElements() -> [RenderedElement] {
      [.text(String(repeating: "★", count: max(0, min(stars, 5))))]
    }
  }

  @Test("ContentConfiguration")
  func contentConfiguration() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentConfiguration = RatingConfiguration(stars: 9)
    #expect(cell.renderedContent().elements == [.text("★★★★★")])
  }

  @Test("ListContentConfiguration")
  func listContentConfiguration() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)

    var content = cell.defaultContentConfiguration()
    content.image = Image(systemName: "wifi")
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    content.secondaryTextProperties.color = .secondaryLabel
    cell.contentConfiguration = content

    let table = RenderedTable(
      sections: [
        RenderedTable.Section(
          index: 0,
          rows: [
            RenderedTable.Row(
              indexPath: IndexPath(row: 0, section: 0), content: cell.renderedContent())
          ])
      ])
    #expect(PlainTextRenderer().render(table) == "  :wifi: Wi-Fi Home\n")
  }
}
