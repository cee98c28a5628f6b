import ListBindingTesting
import ListBindingUIKit
import Testing

/// A grouped settings screen, written as UIKit code is, that scrolls a section into view by its
/// rect and reads where its header and footer are.
@MainActor
private final class SettingsSectionsController: UITableViewController {
  let sections = [
    ("General", ["About", "Software Update", "Storage"]),
    ("Privacy", ["Location", "Contacts"]),
    ("Developer", ["Logging"]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    tableView.rowHeight = 44
    tableView.sectionHeaderHeight = 30
    tableView.sectionFooterHeight = 10
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].1.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String? {
    sections[section].0
  }

  override func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  ) -> String? {
    section == 2 ? "Only for development builds." : nil
  }

  func revealDeveloperSection() {
    let section = tableView.rect(forSection: 2)
    tableView.setContentOffset(CGPoint(x: 0, y: section.minY), animated: false)
  }
}

@MainActor
@Suite("UITableView: rect(forSection:), rectForHeader(inSection:), rectForFooter(inSection:)")
struct UITableViewSectionRectsTests {
  // Apple: "rect(forSection:)": "Returns the drawing area for a specified section of the table
  // view" — "A rectangle defining the area in which the table view draws the section";
  // "rectForHeader(inSection:)" and "rectForFooter(inSection:)": "the drawing area for the
  // header (footer) of the specified section". A section's rect spans its header, rows and
  // footer, one after the other, in the table's content coordinates.
  @Test("A section's rect is its header, rows and footer, one after the other")
  func sectionRects() {
    let controller = SettingsSectionsController(style: .grouped)
    _ = showInWindow(controller)
    let table = controller.tableView!
    for section in 0..<3 {
      let whole = table.rect(forSection: section)
      let header = table.rectForHeader(inSection: section)
      let footer = table.rectForFooter(inSection: section)
      let rows = table.numberOfRows(inSection: section)
      let firstRow = table.rectForRow(at: IndexPath(row: 0, section: section))
      let lastRow = table.rectForRow(at: IndexPath(row: rows - 1, section: section))
      #expect(whole.width == 390)
      #expect(header.minY == whole.minY)
      #expect(header.height == 30)
      #expect(firstRow.minY == header.maxY)
      #expect(footer.minY == lastRow.maxY)
      #expect(footer.height == 10)
      #expect(footer.maxY == whole.maxY)
      #expect(whole.height == 30 + CGFloat(rows) * 44 + 10)
    }
    #expect(table.rect(forSection: 1).minY == table.rect(forSection: 0).maxY)
    #expect(table.rect(forSection: 2).minY == table.rect(forSection: 1).maxY)
  }

  @Test("A screen scrolls a section into view by its rect")
  func scrollToSection() {
    let controller = SettingsSectionsController(style: .grouped)
    let window = showInWindow(controller)
    window.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
    controller.revealDeveloperSection()
    let table = controller.tableView!
    #expect(table.bounds.minY > table.rect(forSection: 1).minY)
    #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 0, section: 2)) == true)
  }

  // UIKit raises NSRangeException for a section beyond the table (*assumed*: Apple's pages say
  // nothing; the face's rule for an out-of-range section, as numberOfRows(inSection:)).
  @Test(
    "A section beyond the table reports NSRangeException and answers .zero", arguments: [3, -1])
  func outOfRange(section: Int) {
    let controller = SettingsSectionsController(style: .grouped)
    _ = showInWindow(controller)
    let table = controller.tableView!
    let reason =
      "Attempted to access an out-of-bounds section (\(section)) when there are only 3 sections."
    var rects: [CGRect] = []
    expectUIKitException(.rangeException, reason: reason) {
      rects.append(table.rect(forSection: section))
    }
    expectUIKitException(.rangeException, reason: reason) {
      rects.append(table.rectForHeader(inSection: section))
    }
    expectUIKitException(.rangeException, reason: reason) {
      rects.append(table.rectForFooter(inSection: section))
    }
    #expect(rects == [.zero, .zero, .zero])
    #expect(table.numberOfSections == 3)
  }
}
