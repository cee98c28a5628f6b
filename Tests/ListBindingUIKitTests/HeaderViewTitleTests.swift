import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// A header view from `tableView(_:viewForHeaderInSection:)` and a title from
// `tableView(_:titleForHeaderInSection:)`: UIKit shows the title in the header view's
// empty `textLabel` when the view is a `UITableViewHeaderFooterView` (*assumed*: Apple's pages of
// both methods and of "UITableViewHeaderFooterView.textLabel" do not say so; apps rely on it),
// and a header of `sectionHeaderHeight = UITableView.automaticDimension` without
// `heightForHeaderInSection` sizes itself to what it shows (Apple's
// "UITableView.automaticDimension": "Requests that the table view use the default value for a
// given dimension").

@MainActor
@Suite("Header views with titles: a UITableViewHeaderFooterView shows the section's title")
struct HeaderViewTitleTests {
  final class ExpandableHeader: UITableViewHeaderFooterView {
    var section = 0
  }

  final class Screen: NSObject, UITableViewDataSource, UITableViewDelegate {
    let titles = ["First", "Second"]

    func numberOfSections(in tableView: UITableView) -> Int { titles.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.section)"
      return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      titles[section]
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let header =
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? ExpandableHeader
        ?? ExpandableHeader(reuseIdentifier: "header")
      header.section = section
      return header
    }
  }

  @Test("The header view's textLabel shows the title, and the header has a height")
  func titleShown() throws {
    let screen = Screen()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(ExpandableHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    table.dataSource = screen
    table.delegate = screen
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0) as? ExpandableHeader)
    #expect(header.textLabel?.text == "First")
    #expect((table.headerView(forSection: 1) as? ExpandableHeader)?.textLabel?.text == "Second")
    #expect(table.rectForHeader(inSection: 0).height > 0)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY > 0)
  }
}
