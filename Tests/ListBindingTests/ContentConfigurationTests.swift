import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("Content configurations")
struct ContentConfigurationTests {
  @Test(
    "The default configuration follows the cell's style",
    arguments: [
      (TableViewCell.Style.default, ListContentConfiguration.cell()),
      (.subtitle, .subtitleCell()),
      (.value1, .valueCell()),
      (.value2, .valueCell()),
    ])
  func defaults(style: TableViewCell.Style, expected: ListContentConfiguration) {
    #expect(
      TableViewCell(style: style, reuseIdentifier: nil).defaultContentConfiguration() == expected)
  }

  @Test("Elements: image, text, then the secondary text on its own line or in a column")
  func elements() throws {
    let star = try #require(Image(systemName: "star"))
    var content = ListContentConfiguration.subtitleCell()
    #expect(content.renderedElements() == [])
    content.image = star
    content.text = "Favourites"
    content.secondaryText = "3 items"
    let text = StyledText(
      text: "Favourites", font: .preferredFont(forTextStyle: .body), numberOfLines: 0)
    let secondary = StyledText(
      text: "3 items", font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
      numberOfLines: 0)
    #expect(
      content.renderedElements() == [
        .image(star), .styledText(text), .lineBreak, .styledText(secondary),
      ])
    content.prefersSideBySideTextAndSecondaryText = true
    #expect(
      content.renderedElements() == [
        .image(star), .styledText(text), .columnBreak, .styledText(secondary),
      ])
    content.text = ""
    #expect(content.renderedElements() == [.image(star), .columnBreak, .styledText(secondary)])
  }

  // Apple's "UIListContentConfiguration.TextProperties.alignment" and its "TextAlignment"
  // (`.natural`, `.center`, `.justified`; raw values 0, 1, 2 in "UIListContentTextAlignment").
  // The default, `.natural`, is *assumed* from UIKit's cells, whose texts start at the leading
  // edge.
  @Test(
    "Text alignment is stored per text and read back; the default is natural",
    arguments: [
      ListContentConfiguration.TextProperties.TextAlignment.natural, .center, .justified,
    ])
  func alignment(alignment: ListContentConfiguration.TextProperties.TextAlignment) {
    var content = ListContentConfiguration.valueCell()
    #expect(content.textProperties.alignment == .natural)
    #expect(content.secondaryTextProperties.alignment == .natural)
    content.text = "Wi-Fi"
    let drawn = content.renderedElements()
    content.textProperties.alignment = alignment
    #expect(content.textProperties.alignment == alignment)
    #expect(content.secondaryTextProperties.alignment == .natural)
    var natural = ListContentConfiguration.valueCell()
    natural.text = "Wi-Fi"
    #expect((content == natural) == (alignment == .natural))
    // Recorded, not drawn: the elements are those of a natural text.
    #expect(content.renderedElements() == drawn)
    content.secondaryTextProperties.alignment = alignment
    #expect(content.secondaryTextProperties.alignment == alignment)
  }

  @Test("Text alignments have UIKit's raw values")
  func alignmentRawValues() {
    typealias Alignment = ListContentConfiguration.TextProperties.TextAlignment
    #expect([Alignment.natural, .center, .justified].map(\.rawValue) == [0, 1, 2])
    #expect(Alignment(rawValue: 1) == .center)
    #expect(Alignment(rawValue: 3) == nil)
  }

  @Test("Text and attributed text replace each other; transforms change the case of text")
  func texts() {
    var content = ListContentConfiguration.groupedHeader()
    var bold = AttributedString("Network")
    bold.font = .boldSystemFont(ofSize: 13)
    content.attributedText = bold
    #expect(content.text == "Network")
    content.text = "wi-fi networks"
    #expect(content.attributedText == nil)
    content.textProperties.transform = .uppercase
    content.secondaryAttributedText = AttributedString("joined")
    #expect(content.secondaryText == "joined")
    guard case .styledText(let header) = content.renderedElements().first else {
      Issue.record("expected styled text")
      return
    }
    #expect(header.text == "WI-FI NETWORKS")
    content.textProperties.transform = .capitalized
    guard case .styledText(let capitalized) = content.renderedElements().first else { return }
    #expect(capitalized.text == "Wi-Fi Networks")
  }

  /// Cells configured with UIKit's list layouts.
  final class ConfiguredRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let styles: [TableViewCell.Style] = [.value1, .subtitle, .default]
      let cell = TableViewCell(style: styles[indexPath.row], reuseIdentifier: nil)
      var content = cell.defaultContentConfiguration()
      content.image = Image(systemName: ["wifi", "bell", "gear"][indexPath.row])
      content.text =
        ["Wi-Fi", "Notifications", "General settings for the whole device"][indexPath.row]
      content.secondaryText = ["Home", "Banners, sounds", nil][indexPath.row]
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }
  }

  @Test("Configured cells render their layouts; configuration texts wrap as UIKit's do")
  func rendered() throws {
    let tableView = TableView()
    let dataSource = ConfiguredRows()
    tableView.dataSource = dataSource
    try tableView.reloadData()
    expectRendered(
      tableView, renderer: PlainTextRenderer(width: 28),
      matches: """
          :wifi: Wi-Fi Home       ›
          :bell: Notifications    ›
          Banners, sounds
          :gear: General settings ›
          for the whole device
        """)
  }

  @Test("A header view shows its configuration; a configuration of your own draws itself")
  func headerConfiguration() {
    struct Stars: ContentConfiguration {
      var count: Int
      func renderedElements() -> [RenderedElement] {
        [.text(String(repeating: "★", count: count))]
      }
    }
    let header = TableViewHeaderFooterView(reuseIdentifier: "h")
    header.textLabel?.text = "hidden"
    var content = header.defaultContentConfiguration()
    content.text = "Reviews"
    header.contentConfiguration = content
    #expect(header.renderedElements() == content.renderedElements())
    header.contentConfiguration = Stars(count: 3)
    #expect(header.renderedElements() == [.text("★★★")])
    header.prepareForReuse()
    #expect(header.contentConfiguration == nil)
    #expect(header.renderedElements() == [])
    let view = ListContentView(configuration: content)
    view.addSubview(Switch())
    #expect(view.renderedElements() == content.renderedElements() + [.switch(isOn: false)])
  }
}
