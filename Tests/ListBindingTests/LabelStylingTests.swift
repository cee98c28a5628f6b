import Foundation
import ListBinding
import ListBindingTesting
import Testing

@MainActor
@Suite("Label styling: fonts, colours, lines and attributed text")
struct LabelStylingTests {
  @Test("A label of UIKit's default style renders plain text; any styling renders styled text")
  func elements() {
    let label = Label(text: "排骨面")
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.textColor == .label)
    #expect(label.numberOfLines == 1)
    #expect(label.renderedElements() == [.text("排骨面")])
    label.font = .preferredFont(forTextStyle: .headline)
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    #expect(
      label.renderedElements() == [
        .styledText(
          StyledText(
            text: "排骨面", font: .preferredFont(forTextStyle: .headline), color: .secondaryLabel,
            numberOfLines: 0))
      ])
  }

  @Test("Attributed text sets the text; setting the text drops the attributes")
  func attributedText() throws {
    let label = Label()
    #expect(label.attributedText == nil)
    var name = AttributedString("排骨")
    var spicy = AttributedString("面")
    spicy.foregroundColor = .systemRed
    spicy.font = .boldSystemFont(ofSize: 17)
    name += spicy
    label.attributedText = name
    #expect(label.text == "排骨面")
    #expect(label.attributedText == name)
    let element = try #require(label.renderedElements().first)
    guard case .styledText(let styled) = element else {
      Issue.record("expected styled text, got \(element)")
      return
    }
    #expect(styled.text == "排骨面")
    #expect(styled.attributedText?.runs.map(\.foregroundColor) == [nil, .systemRed])
    #expect(styled.attributedText?.runs.map(\.font) == [nil, .boldSystemFont(ofSize: 17)])
    label.text = "青椒面"
    #expect(label.attributedText == AttributedString("青椒面"))
    #expect(label.renderedElements() == [.text("青椒面")])
  }

  /// A cell whose detail takes as many lines as it needs.
  final class NoteCell: TableViewCell, Bindable {
    override init(style: Style, reuseIdentifier: String?) {
      super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
      detailTextLabel?.numberOfLines = 0
      accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) { return nil }

    func bind(to item: (title: String, note: String)) {
      textLabel?.text = item.title
      detailTextLabel?.text = item.note
    }
  }

  @Test("numberOfLines wraps a label under the row's text, short of the accessory column")
  func wrapped() throws {
    let dataSource = ListDataSource<NoteCell>(dataItems: [
      ("排骨面", "Pork ribs on noodles, with a clear broth"),
      ("红椒面", "Red pepper\nvery hot"),
    ])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    expectRendered(
      tableView, renderer: PlainTextRenderer(width: 24),
      matches: """
          排骨面 ›
          Pork ribs on
          noodles, with a
          clear broth
          红椒面 ›
          Red pepper
          very hot
        """)
  }

  @Test("Fonts, colours and images are values with UIKit's constructors")
  func values() throws {
    #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(Font.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(Font.boldSystemFont(ofSize: 20).withSize(12) == Font(pointSize: 12, weight: .bold))
    #expect(Font(name: "Menlo", size: 12)?.fontName == "Menlo")
    #expect(Font(name: "", size: 12) == nil)
    #expect(Font.Weight.light < .regular)
    #expect(Color(red: 2, green: -1, blue: .nan, alpha: 1).components.red == 1)
    #expect(Color(red: 2, green: -1, blue: .nan, alpha: 1).components.green == 0)
    #expect(Color(red: 2, green: -1, blue: .nan, alpha: 1).components.blue == 0)
    #expect(Color.systemRed.description == "systemRed")
    #expect(Color.label.withAlphaComponent(0.5).description == "label alpha 0.5")
    #expect(Color.red.withAlphaComponent(0.5).components.alpha == 0.5)
    #expect(Color(named: "") == nil)
    #expect(Color(named: "Brand")?.name == "Brand")
    #expect(Image(named: "") == nil)
    #expect(Image(systemName: "") == nil)
    #expect(Image(systemName: "star")?.isSymbol == true)
    #expect(Image(named: "star")?.isSymbol == false)
    #expect(Image(named: "star") != Image(systemName: "star"))
  }
}
