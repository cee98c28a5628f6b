import Foundation
import ListBinding
import Testing

/// The scroll-view delegate section of the Porting from UIKit article: its port runs, and a user's
/// drag near the bottom loads more rows.
@MainActor
final class LoadMoreFeed: TableViewDataSource, TableViewDelegate {
  var posts = (0..<20).map { "Post \($0)" }
  let tableView = TableView(style: .plain)

  init() throws {
    tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "post")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    cell.textLabel?.text = posts[indexPath.row]
    return cell
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) throws {
    let bottom = scrollView.contentOffset.y + scrollView.bounds.height
    if bottom > scrollView.contentSize.height - 100 {
      try loadMore()
    }
  }

  func loadMore() throws {
    let start = posts.count
    posts += (start..<start + 20).map { "Post \($0)" }
    try tableView.insertRows(
      at: (start..<start + 20).map { IndexPath(row: $0, section: 0) }, with: .automatic)
  }
}

@MainActor
@Suite("Article: Porting from UIKit, scroll-view delegate methods")
struct PortingFromUIKitScrollingTests {
  @Test("A drag that nears the bottom loads 20 more rows, inserted after the scroll")
  func loadMoreNearTheBottom() throws {
    let feed = try LoadMoreFeed()
    // 20 rows of 44 points: 880 points of content in a 440-point frame.
    try feed.tableView.drag(by: 300)
    #expect(feed.posts.count == 20)
    #expect(try feed.tableView.numberOfRows(inSection: 0) == 20)
    try feed.tableView.drag(by: 100)
    #expect(feed.posts.count == 40)
    #expect(try feed.tableView.numberOfRows(inSection: 0) == 40)
    #expect(feed.tableView.contentSize.height == CGFloat(40 * 44))
    #expect(feed.tableView.contentOffset.y == CGFloat(400))
  }
}
