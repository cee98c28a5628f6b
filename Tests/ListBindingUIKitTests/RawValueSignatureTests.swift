import ListBindingUIKit
import Testing

// UIKit's table enums are `Int`-backed (`NS_ENUM(NSInteger, …)` in UIKit's headers, imported as
// `enum …: Int`); apps store them (`UserDefaults`, Codable models) by `rawValue` and rebuild them
// with `init(rawValue:)`. The values are those of Apple's declarations.

@MainActor
@Suite("Raw values of UIKit's table enums, as UIKit declares them")
struct RawValueSignatureTests {
  @Test("Each case has UIKit's raw value, and init(rawValue:) gives it back")
  func rawValues() {
    let accessories: [(UITableViewCell.AccessoryType, Int)] = [
      (.none, 0), (.disclosureIndicator, 1), (.detailDisclosureButton, 2), (.checkmark, 3),
      (.detailButton, 4),
    ]
    for (type, raw) in accessories {
      #expect(type.rawValue == raw)
      #expect(UITableViewCell.AccessoryType(rawValue: raw) == type)
    }
    let styles: [(UITableViewCell.CellStyle, Int)] = [
      (.default, 0), (.value1, 1), (.value2, 2), (.subtitle, 3),
    ]
    for (style, raw) in styles { #expect(UITableViewCell.CellStyle(rawValue: raw) == style) }
    let selection: [(UITableViewCell.SelectionStyle, Int)] = [
      (.none, 0), (.blue, 1), (.gray, 2), (.default, 3),
    ]
    for (style, raw) in selection { #expect(style.rawValue == raw) }
    #expect(UITableViewCell.EditingStyle.insert.rawValue == 2)
    let tableStyles: [(UITableView.Style, Int)] = [(.plain, 0), (.grouped, 1), (.insetGrouped, 2)]
    for (style, raw) in tableStyles { #expect(UITableView.Style(rawValue: raw) == style) }
    #expect(UITableView.RowAnimation.automatic.rawValue == 100)
    #expect(UITableView.RowAnimation(rawValue: 6) == .middle)
    #expect(UITableView.ScrollPosition.bottom.rawValue == 3)
    #expect(UITableViewCell.SeparatorStyle.singleLine.rawValue == 1)
    #expect(UITableViewCell.AccessoryType(rawValue: 5) == nil)
    #expect(UITableView.Style(rawValue: -1) == nil)
  }
}
