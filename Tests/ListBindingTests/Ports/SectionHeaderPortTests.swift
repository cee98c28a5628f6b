import Foundation
import ListBinding
import ListBindingTesting
import Testing

// Ported from UIKit with only the `UI` prefixes renamed and `try` added, but for the header
// view's initializer, which is `required` here, as a cell's is (see "Porting from UIKit"). The
// UIKit original stands in a comment above each piece. Layout is swift format's; `throws` goes
// with each `try`.

// final class SectionHeaderView: UITableViewHeaderFooterView {
//     static let reuseIdentifier = "SectionHeaderView"
//     let titleLabel = UILabel()
//     let countLabel = UILabel()
//
//     override init(reuseIdentifier: String?) {
//         super.init(reuseIdentifier: reuseIdentifier)
//         titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
//         countLabel.textColor = .secondaryLabel
//         contentView.addSubview(titleLabel)
//         contentView.addSubview(countLabel)
//     }
//
//     required init?(coder: NSCoder) {
//         fatalError("init(coder:) has not been implemented")
//     }
//
//     override func prepareForReuse() {
//         super.prepareForReuse()
//         titleLabel.text = nil
//         countLabel.text = nil
//     }
// }
final class SectionHeaderView: TableViewHeaderFooterView {
  static let reuseIdentifier = "SectionHeaderView"
  let titleLabel = Label()
  let countLabel = Label()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    titleLabel.font = Font.preferredFont(forTextStyle: .headline)
    countLabel.textColor = .secondaryLabel
    contentView.addSubview(titleLabel)
    contentView.addSubview(countLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
    countLabel.text = nil
  }
}

// final class MenuController: NSObject, UITableViewDataSource, UITableViewDelegate {
//     let sections = [("面", ["排骨面", "红椒面"]), ("饭", ["炒饭"])]
//
//     func attach(to tableView: UITableView) {
//         tableView.register(
//             SectionHeaderView.self,
//             forHeaderFooterViewReuseIdentifier: SectionHeaderView.reuseIdentifier)
//         tableView.register(UITableViewCell.self, forCellReuseIdentifier: "dish")
//         tableView.dataSource = self
//         tableView.delegate = self
//     }
//
//     func numberOfSections(in tableView: UITableView) -> Int {
//         sections.count
//     }
//
//     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//         sections[section].1.count
//     }
//
//     func tableView(
//         _ tableView: UITableView, cellForRowAt indexPath: IndexPath
//     ) -> UITableViewCell {
//         let cell = tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
//         cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
//         return cell
//     }
//
//     func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
//         guard let header = tableView.dequeueReusableHeaderFooterView(
//             withIdentifier: SectionHeaderView.reuseIdentifier) as? SectionHeaderView
//         else { return nil }
//         header.titleLabel.text = sections[section].0
//         header.countLabel.text = "\(sections[section].1.count)"
//         return header
//     }
// }
final class MenuController: NSObject, TableViewDataSource, TableViewDelegate {
  let sections = [("面", ["排骨面", "红椒面"]), ("饭", ["炒饭"])]

  func attach(to tableView: TableView) {
    tableView.register(
      SectionHeaderView.self,
      forHeaderFooterViewReuseIdentifier: SectionHeaderView.reuseIdentifier)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "dish")
    tableView.dataSource = self
    tableView.delegate = self
  }

  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].1.count
  }

  func tableView(
    _ tableView: TableView, cellForRowAt indexPath: IndexPath
  ) throws -> TableViewCell {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    guard
      let header = tableView.dequeueReusableHeaderFooterView(
        withIdentifier: SectionHeaderView.reuseIdentifier) as? SectionHeaderView
    else { return nil }
    header.titleLabel.text = sections[section].0
    header.countLabel.text = "\(sections[section].1.count)"
    return header
  }
}

@MainActor
@Suite("Port: a custom section header view")
struct SectionHeaderPortTests {
  @Test("Each section shows its header view; headerView(forSection:) gives it back")
  func headers() throws {
    let tableView = TableView(style: .grouped)
    let controller = MenuController()
    controller.attach(to: tableView)
    try tableView.reloadData()
    expectRendered(
      tableView,
      matches: """
        面 2
          排骨面
          红椒面

        饭 1
          炒饭
        """)
    let header = try #require(tableView.headerView(forSection: 1) as? SectionHeaderView)
    #expect(header.countLabel.text == "1")
  }
}
