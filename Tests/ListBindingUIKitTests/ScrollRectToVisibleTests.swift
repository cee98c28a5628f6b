import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

/// A long list of 50 rows of 44 points, as a screen writes one, counting the scrolls its
/// delegate hears.
@MainActor
private final class LongListController: UITableViewController {
  var scrolls: [CGPoint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    50
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls.append(scrollView.contentOffset)
  }
}

/// A scroll view's delegate that records the offsets it hears.
@MainActor
private final class OffsetRecorder: UIScrollViewDelegate {
  var offsets: [CGPoint] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

// Apple's UIScrollView.scrollRectToVisible(_:animated:) page: "This method scrolls the content
// view so that the area defined by rect is just visible inside the scroll view. If the area is
// already visible, the method does nothing." UITableView.scrollToRow(at:at:animated:) with
// `.none` ("The table view scrolls the row of interest to be fully visible with a minimum of
// movement") makes the same move for a row's rectangle.
@MainActor
@Suite("UIScrollView.scrollRectToVisible(_:animated:)", .recordsUIKitExceptions)
struct ScrollRectToVisibleTests {
  fileprivate func form() -> (UIScrollView, OffsetRecorder) {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scrollView.contentSize = CGSize(width: 320, height: 1000)
    let recorder = OffsetRecorder()
    scrollView.delegate = recorder
    return (scrollView, recorder)
  }

  @Test("A rectangle below the visible area scrolls up just enough; one above, down to it")
  func minimalScroll() {
    let (scrollView, recorder) = form()
    let field = CGRect(x: 20, y: 600, width: 280, height: 44)
    scrollView.scrollRectToVisible(field, animated: true)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 244))
    scrollView.scrollRectToVisible(CGRect(x: 20, y: 100, width: 280, height: 44), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    #expect(recorder.offsets == [CGPoint(x: 0, y: 244), CGPoint(x: 0, y: 100)])
  }

  @Test("A visible rectangle scrolls nothing and tells the delegate nothing")
  func alreadyVisible() {
    let (scrollView, recorder) = form()
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 356, width: 320, height: 44), animated: true)
    #expect(scrollView.contentOffset == .zero)
    #expect(recorder.offsets.isEmpty)
  }

  @Test("The offset stays within the content and its insets; non-finite rectangles do nothing")
  func clamped() {
    let (scrollView, recorder) = form()
    scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 630))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: -300, width: 10, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
    scrollView.scrollRectToVisible(
      CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), animated: false)
    scrollView.scrollRectToVisible(
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
    #expect(recorder.offsets.count == 2)
  }

  @Test("For a table, a row's rectangle scrolls as scrollToRow(at:at:animated:) with .none")
  func tableMatchesScrollToRow() throws {
    let viaRect = LongListController()
    let viaRow = LongListController()
    let windows = [showInWindow(viaRect), showInWindow(viaRow)]
    defer { _ = windows }
    for row in [30, 49, 2] {
      let path = IndexPath(row: row, section: 0)
      viaRect.tableView.scrollRectToVisible(viaRect.tableView.rectForRow(at: path), animated: true)
      viaRow.tableView.scrollToRow(at: path, at: .none, animated: true)
      #expect(viaRect.tableView.contentOffset == viaRow.tableView.contentOffset)
      #expect(viaRect.tableView.indexPathsForVisibleRows?.contains(path) == true)
    }
    #expect(viaRect.scrolls == viaRow.scrolls)
    #expect(viaRect.scrolls.count == 3)
    let visible = try #require(viaRect.tableView.indexPathsForVisibleRows?.first)
    viaRect.tableView.scrollRectToVisible(
      viaRect.tableView.rectForRow(at: visible), animated: false)
    #expect(viaRect.scrolls.count == 3)
  }
}
