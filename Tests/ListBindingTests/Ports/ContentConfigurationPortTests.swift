import Foundation
import ListBinding
import ListBindingTesting
import Testing

// Ported from UIKit with only the `UI` prefixes renamed and `try` added. The UIKit original
// stands in a comment. Layout is swift format's; `throws` goes with each `try`.

// final class DocumentsDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
//     let folders = [("Recent", [("Report.pages", "Edited today")]),
//                    ("Shared", [("Budget.numbers", "Shared by 王芳, edited yesterday")])]
//
//     func numberOfSections(in tableView: UITableView) -> Int {
//         folders.count
//     }
//
//     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//         folders[section].1.count
//     }
//
//     func tableView(
//         _ tableView: UITableView, cellForRowAt indexPath: IndexPath
//     ) -> UITableViewCell {
//         let cell = tableView.dequeueReusableCell(withIdentifier: "document", for: indexPath)
//         let document = folders[indexPath.section].1[indexPath.row]
//         var content = cell.defaultContentConfiguration()
//         content.image = UIImage(systemName: "doc")
//         content.imageProperties.tintColor = .systemBlue
//         content.text = document.0
//         content.textProperties.font = .preferredFont(forTextStyle: .headline)
//         content.secondaryText = document.1
//         content.secondaryTextProperties.color = .secondaryLabel
//         content.secondaryTextProperties.numberOfLines = 1
//         cell.contentConfiguration = content
//         return cell
//     }
//
//     func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
//         let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "folder")
//         var content = UIListContentConfiguration.groupedHeader()
//         content.text = folders[section].0
//         content.textProperties.transform = .uppercase
//         header?.contentConfiguration = content
//         return header
//     }
// }
final class DocumentsDataSource: NSObject, TableViewDataSource, TableViewDelegate {
  let folders = [
    ("Recent", [("Report.pages", "Edited today")]),
    ("Shared", [("Budget.numbers", "Shared by 王芳, edited yesterday")]),
  ]

  func numberOfSections(in tableView: TableView) -> Int {
    folders.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    folders[section].1.count
  }

  func tableView(
    _ tableView: TableView, cellForRowAt indexPath: IndexPath
  ) throws -> TableViewCell {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "document", for: indexPath)
    let document = folders[indexPath.section].1[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.image = Image(systemName: "doc")
    content.imageProperties.tintColor = .systemBlue
    content.text = document.0
    content.textProperties.font = .preferredFont(forTextStyle: .headline)
    content.secondaryText = document.1
    content.secondaryTextProperties.color = .secondaryLabel
    content.secondaryTextProperties.numberOfLines = 1
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "folder")
    var content = ListContentConfiguration.groupedHeader()
    content.text = folders[section].0
    content.textProperties.transform = .uppercase
    header?.contentConfiguration = content
    return header
  }
}

@MainActor
@Suite("Port: content configurations for cells and headers")
struct ContentConfigurationPortTests {
  @Test("Configured cells and headers render; a one-line secondary text is cut, not wrapped")
  func documents() throws {
    let tableView = TableView(style: .insetGrouped)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "document")
    tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "folder")
    let dataSource = DocumentsDataSource()
    tableView.dataSource = dataSource
    tableView.delegate = dataSource
    try tableView.reloadData()
    expectRendered(
      tableView, renderer: PlainTextRenderer(width: 30),
      matches: """
        RECENT
          :doc: Report.pages
          Edited today

        SHARED
          :doc: Budget.numbers
          Shared by 王芳, edited yest…
        """)
  }
}
