import DiffingTestSupport
import Foundation
import ListBinding
import Testing

// Apple, "setImage(_:for:)": "If you don't specify an image for the other states, the button
// uses the image associated with normal." The title color and the background image follow the
// same rule (their pages: "titleColor(for:)", "backgroundImage(for:)").
@MainActor
@Suite("Button images, title colors and background images per state")
struct ButtonImageTests {
  static let seed: UInt64 = 0x5EED_0B77

  @Test("Random sets per state: each getter gives the state's value, or else the normal one")
  func randomPerStateModel() throws {
    var generator = SplitMix64(seed: Self.seed)
    let states: [Control.State] = [.normal, .highlighted, .disabled, .selected]
    let images: [Image?] = [nil, Image(systemName: "star"), Image(named: "logo")]
    let colors: [Color?] = [nil, .red, .blue]
    for _ in 0..<50 {
      let button = Button()
      var modelImages: [Control.State: Image] = [:]
      var modelColors: [Control.State: Color] = [:]
      var modelBackgrounds: [Control.State: Image] = [:]
      for _ in 0..<20 {
        let state = try #require(states.randomElement(using: &generator))
        let image = try #require(images.randomElement(using: &generator))
        let color = try #require(colors.randomElement(using: &generator))
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
          button.setImage(image, for: state)
          modelImages[state] = image
        case 1:
          button.setTitleColor(color, for: state)
          modelColors[state] = color
        case 2:
          button.setBackgroundImage(image, for: state)
          modelBackgrounds[state] = image
        default:
          button.isSelected = Bool.random(using: &generator)
        }
        for state in states {
          #expect(button.image(for: state) == modelImages[state] ?? modelImages[.normal])
          #expect(button.titleColor(for: state) == modelColors[state] ?? modelColors[.normal])
          #expect(
            button.backgroundImage(for: state)
              == modelBackgrounds[state] ?? modelBackgrounds[.normal])
        }
        #expect(button.currentImage == button.image(for: button.state))
        #expect(button.currentTitleColor == button.titleColor(for: button.state) ?? .white)
        #expect(button.currentBackgroundImage == button.backgroundImage(for: button.state))
      }
    }
  }

  @Test("A plain-text renderer draws the current image before the title, between colons")
  func drawnImage() throws {
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["a", "b"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ChoiceCell)
    cell.choiceButton.setImage(Image(systemName: "star"), for: .normal)
    cell.choiceButton.setImage(Image(systemName: "star.fill"), for: .selected)
    cell.choiceButton.setTitleColor(.red, for: .normal)
    cell.choiceButton.setBackgroundImage(Image(named: "pill"), for: .normal)
    var text = try tableView.render(with: PlainTextRenderer())
    #expect(text.contains("[:star: ○]"))
    #expect(!text.contains("pill"))  // recorded only
    cell.choiceButton.isSelected = true
    cell.choiceButton.setTitle(nil, for: .normal)
    cell.choiceButton.setTitle(nil, for: .selected)
    text = try tableView.render(with: PlainTextRenderer())
    #expect(text.contains("[:star.fill:]"))
  }

  @Test("isPointerInteractionEnabled is false by default and recorded as set")
  func pointerInteraction() {
    let button = Button()
    #expect(button.currentTitleColor == .white)  // Apple, "currentTitleColor": default white
    #expect(!button.isPointerInteractionEnabled)
    button.isPointerInteractionEnabled = true
    #expect(button.isPointerInteractionEnabled)
  }
}
