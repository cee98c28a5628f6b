import ListBindingUIKit
import Testing

// Apple: "UITableViewCell.multipleSelectionBackgroundView" (nil unless set: "If the value of
// this property isn't nil, it's used as the background view"), "UITableViewCell.focusStyle"
// (`.default` unless set), "UITableViewCell.userInteractionEnabledWhileDragging" ("The default
// value of this property is false"). Recorded: nothing is drawn or focused here.
@MainActor
@Suite("UITableViewCell: recorded selection background, focus style and dragging touches")
struct UITableViewCellRecordedSettingsTests {
  /// A cell as probe 4's screens write it.
  final class TaskCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      let checked = UIView()
      checked.backgroundColor = .systemGreen
      multipleSelectionBackgroundView = checked
      focusStyle = .custom
      userInteractionEnabledWhileDragging = true
    }

    required init?(coder: NSCoder) { return nil }
  }

  @Test("Defaults are UIKit's")
  func defaults() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.multipleSelectionBackgroundView == nil)
    #expect(cell.focusStyle == .default)
    #expect(!cell.userInteractionEnabledWhileDragging)
  }

  @Test("A subclass's settings are kept per cell")
  func settingsPerCell() {
    let cell = TaskCell(style: .default, reuseIdentifier: "Task")
    let plain = UITableViewCell(style: .default, reuseIdentifier: "Task")
    #expect(cell.multipleSelectionBackgroundView?.backgroundColor == .systemGreen)
    #expect(cell.focusStyle == .custom)
    #expect(cell.userInteractionEnabledWhileDragging)
    #expect(plain.multipleSelectionBackgroundView == nil && plain.focusStyle == .default)
    cell.multipleSelectionBackgroundView = nil
    #expect(cell.multipleSelectionBackgroundView == nil)
  }
}
