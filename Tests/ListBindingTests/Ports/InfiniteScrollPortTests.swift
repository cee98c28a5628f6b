import Foundation
import ListBinding
import Testing

// Ported from UIKit with only the `UI` prefixes renamed and `try` added (`throws` goes with each
// `try`). The UIKit original stands in a comment above the port: a feed that loads more posts
// from `scrollViewDidScroll` as the user nears the bottom. Layout is swift format's.

// final class FeedViewController: UITableViewController {
//   private var posts = (0..<20).map { "Post \($0)" }
//   private var isLoading = false
//
//   override func viewDidLoad() {
//     super.viewDidLoad()
//     tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
//   }
//
//   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
//     posts.count
//   }
//
//   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
//     -> UITableViewCell
//   {
//     let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
//     cell.textLabel?.text = posts[indexPath.row]
//     return cell
//   }
//
//   override func scrollViewDidScroll(_ scrollView: UIScrollView) {
//     let offsetY = scrollView.contentOffset.y
//     let contentHeight = scrollView.contentSize.height
//     if offsetY > contentHeight - scrollView.frame.size.height * 1.5, !isLoading {
//       loadMore()
//     }
//   }
//
//   private func loadMore() {
//     isLoading = true
//     let start = posts.count
//     posts += (start..<start + 20).map { "Post \($0)" }
//     let indexPaths = (start..<start + 20).map { IndexPath(row: $0, section: 0) }
//     tableView.insertRows(at: indexPaths, with: .automatic)
//     isLoading = false
//   }
// }

final class FeedViewController: TableViewController {
  private(set) var posts = (0..<20).map { "Post \($0)" }
  private var isLoading = false

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "post")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    cell.textLabel?.text = posts[indexPath.row]
    return cell
  }

  override func scrollViewDidScroll(_ scrollView: ScrollView) throws {
    let offsetY = scrollView.contentOffset.y
    let contentHeight = scrollView.contentSize.height
    if offsetY > contentHeight - scrollView.frame.size.height * 1.5, !isLoading {
      try loadMore()
    }
  }

  private func loadMore() throws {
    isLoading = true
    let start = posts.count
    posts += (start..<start + 20).map { "Post \($0)" }
    let indexPaths = (start..<start + 20).map { IndexPath(row: $0, section: 0) }
    try tableView.insertRows(at: indexPaths, with: .automatic)
    isLoading = false
  }
}

@MainActor
@Suite("Port: a feed that loads more from scrollViewDidScroll")
struct InfiniteScrollPortTests {
  @Test("Dragging near the bottom loads more posts; the table keeps up with the data")
  func infiniteScroll() throws {
    let controller = FeedViewController(style: .plain)
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
    try controller.present(animated: false)
    #expect(try controller.tableView.numberOfRows(inSection: 0) == 20)
    try controller.tableView.drag(by: 300)  // 300 > 880 - 660: loads
    #expect(controller.posts.count == 40)
    try controller.tableView.drag(by: 300)  // 600 < 1760 - 660: does not
    #expect(controller.posts.count == 40)
    try controller.tableView.drag(by: 600)  // 1200 > 1100: loads
    #expect(controller.posts.count == 60)
    #expect(try controller.tableView.numberOfRows(inSection: 0) == 60)
    #expect(controller.tableView.contentSize.height == 2640)
    #expect(
      controller.tableView.visibleCells.map { $0.textLabel?.text ?? "" }
        == (27..<38).map { "Post \($0)" })
    // Scrolling from code loads too: the table is the scroll view whatever moves it.
    try controller.tableView.scrollToRow(at: IndexPath(row: 59, section: 0), at: .bottom)
    #expect(controller.posts.count == 80)
    try controller.tableView.validateSelection()
  }
}
