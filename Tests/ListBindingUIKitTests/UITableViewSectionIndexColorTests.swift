import ListBindingUIKit
import Testing

@MainActor
@Suite("UITableView: the section index's colours, recorded")
struct UITableViewSectionIndexColorTests {
  /// A contacts-style screen that colours its index, as probe 4's screens do.
  final class ContactsController: UITableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.sectionIndexColor = .systemBlue
      tableView.sectionIndexBackgroundColor = .clear
      tableView.sectionIndexTrackingBackgroundColor = .systemGray
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }
  }

  // Apple: "UITableView.sectionIndexColor", "sectionIndexBackgroundColor",
  // "sectionIndexTrackingBackgroundColor": "A value of nil represents the default color."
  @Test("The three colours are nil by default")
  func defaults() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.sectionIndexColor == nil)
    #expect(table.sectionIndexBackgroundColor == nil)
    #expect(table.sectionIndexTrackingBackgroundColor == nil)
  }

  @Test("A screen's colours are kept per table and can be reset to nil")
  func screenSetsColours() {
    let controller = ContactsController(style: .plain)
    controller.loadViewIfNeeded()
    let table = controller.tableView
    #expect(table?.sectionIndexColor == .systemBlue)
    #expect(table?.sectionIndexBackgroundColor == .clear)
    #expect(table?.sectionIndexTrackingBackgroundColor == .systemGray)
    #expect(UITableView(frame: .zero).sectionIndexColor == nil)
    table?.sectionIndexColor = nil
    #expect(table?.sectionIndexColor == nil)
  }
}
