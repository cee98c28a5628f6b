import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// The face's UIScrollView, and the calls of UITableView that forward to the user's delegate,
// prefetching data source and completions. Sources: UIScrollView.contentOffset and
// UIScrollViewDelegate.scrollViewDidScroll(_:) ("Tells the delegate when the user scrolls the
// content view within the scroll view" — UIKit also calls it when the offset is set in code);
// UITableViewDelegate.tableView(_:willDisplay:forRowAt:); UITableViewDataSourcePrefetching
// tableView(_:prefetchRowsAt:); UITableView.performBatchUpdates(_:completion:) (the completion
// runs when the animations end: later); UITableView.endUpdates() and
// selectRow(at:animated:scrollPosition:) (an index beyond the table raises).

/// A scroll view's delegate that logs each call with the offset.
private final class ScrollLog: UIScrollViewDelegate {
  var lines: [String] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    lines.append("didScroll \(Int(scrollView.contentOffset.y))")
  }
}

/// A delegate and prefetching data source that log what the table tells them.
private final class DisplayLog: UITableViewDelegate, UITableViewDataSourcePrefetching {
  var lines: [String] = []
  var tables: [UITableView] = []

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    tables.append(tableView)
    lines.append("willDisplay \(indexPath.row) \(cell.textLabel?.text ?? "")")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    lines.append("didScroll \(scrollView is UITableView)")
  }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    tables.append(tableView)
    lines.append("prefetch \(indexPaths.count)")
  }
}

/// Rows numbered 0 to `count - 1`.
private final class NumberSource: UITableViewDataSource {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "n")
      ?? UITableViewCell(style: .default, reuseIdentifier: "n")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

@MainActor
@Suite("UITableView and UIScrollView: delegates, batches, exceptions", .recordsUIKitExceptions)
struct UITableViewCallsTests {
  @Test("A scroll view tells its delegate of each new offset; bounds follow the offset")
  func scrollView() {
    let log = ScrollLog()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    scrollView.delegate = log
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: true)  // unchanged: no call
    scrollView.setContentOffset(CGPoint(x: 0, y: 80), animated: false)
    #expect(log.lines == ["didScroll 50", "didScroll 80"])
    #expect(scrollView.bounds == CGRect(x: 0, y: 80, width: 100, height: 200))
    #expect(scrollView.contentSize == CGSize(width: 100, height: 1000))
  }

  @Test("willDisplay and prefetching reach the user's objects with the UITableView")
  func displayAndPrefetch() {
    let log = DisplayLog()
    let source = NumberSource(count: 100)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
    tableView.rowHeight = 44
    tableView.dataSource = source
    tableView.delegate = log
    tableView.prefetchDataSource = log
    tableView.reloadData()
    #expect(tableView.visibleCells.count == 3)
    #expect(
      log.lines.prefix(3) == ["willDisplay 0 Row 0", "willDisplay 1 Row 1", "willDisplay 2 Row 2"])
    #expect(log.lines.contains { $0.hasPrefix("prefetch ") })
    #expect(log.tables.allSatisfy { $0 === tableView })
  }

  @Test("Setting the table's contentOffset scrolls it and tells the delegate, with the table")
  func tableScroll() {
    let log = DisplayLog()
    let source = NumberSource(count: 100)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
    tableView.rowHeight = 44
    tableView.dataSource = source
    tableView.delegate = log
    tableView.reloadData()
    log.lines = []
    tableView.contentOffset = CGPoint(x: 0, y: 440)
    #expect(log.lines.contains("didScroll true"))
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    #expect(tableView.contentSize.height == 4400)
    #expect(tableView.bounds.origin.y == 440)
  }

  @Test("A batch's completion runs later, after the code that follows the call")
  func batchCompletion() async {
    let source = NumberSource(count: 2)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = source
    tableView.reloadData()
    var order: [String] = []
    source.count = 3
    tableView.performBatchUpdates({
      tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    }) { finished in
      order.append("completion \(finished)")
    }
    order.append("after the call")
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    await drainMainQueue()
    #expect(order == ["after the call", "completion true"])
  }

  @Test("A refused batch reports the exception, changes nothing and runs no completion")
  func refusedBatch() async {
    let source = NumberSource(count: 2)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = source
    tableView.reloadData()
    var ran = false
    expectUIKitException(.internalInconsistencyException) {
      tableView.performBatchUpdates({
        tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }) { _ in ran = true }
    }
    await drainMainQueue()
    #expect(!ran)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("Exceptions of unbalanced updates and rows beyond the table; the table is as it was")
  func exceptions() {
    let source = NumberSource(count: 2)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = source
    tableView.reloadData()
    tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    expectUIKitException(.internalInconsistencyException) { tableView.endUpdates() }
    expectUIKitException(.rangeException) {
      tableView.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
    }
    expectUIKitException(.rangeException) {
      tableView.scrollToRow(at: IndexPath(row: 0, section: 3), at: .top, animated: false)
    }
    expectUIKitException(
      .invalidArgumentException, reason: "must pass a class of kind UITableViewCell"
    ) {
      tableView.register(NSObject.self, forCellReuseIdentifier: "x")
    }
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.contentOffset == .zero)
  }

  @Test("isEditing set, allowsSelection and the heights forward to the table")
  func settings() {
    let tableView = UITableView(frame: .zero, style: .grouped)
    #expect(tableView.style == .grouped)
    #expect(tableView.rowHeight == UITableView.automaticDimension)
    tableView.isEditing = true
    #expect(tableView.isEditing)
    tableView.allowsSelection = false
    tableView.allowsMultipleSelectionDuringEditing = true
    #expect(!tableView.allowsSelection && tableView.allowsMultipleSelectionDuringEditing)
    tableView.separatorStyle = .none
    #expect(tableView.separatorStyle == .none)
    // Apple's separatorColor and separatorInset pages: a colour (nil for the default) and
    // insets in points; real screens set both in viewDidLoad.
    #expect(tableView.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    tableView.separatorColor = .systemRed
    tableView.separatorInset = .zero
    #expect(tableView.separatorColor == .systemRed && tableView.separatorInset == .zero)
    tableView.separatorColor = nil
    #expect(tableView.separatorColor == nil)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    tableView.tableHeaderView = header
    #expect(tableView.tableHeaderView === header)
    #expect(!tableView.hasUncommittedUpdates)
    let scrollView: UIScrollView = tableView
    #expect(scrollView.contentOffset == .zero)
  }

  #if os(macOS) || os(Linux) || os(Windows)
    // iOS ends an app on an uncaught NSException with SIGABRT after printing the line.
    @Test("Without a handler, an invalid update stops the process with UIKit's words")
    func defaultStops() async {
      let result = await #expect(
        processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          let source = NumberSource(count: 1)
          let tableView = UITableView(frame: .zero, style: .plain)
          tableView.dataSource = source
          tableView.reloadData()
          tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
      }
      let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        standardError.contains(
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
            + "reason: 'attempt to insert row 1 into section 0, but there are only 1 rows in "
            + "section 0 after the update'\n"))
    }
  #endif
}

/// A scroll-view delegate that is not a table delegate, logging drags.
private final class DragLog: UIScrollViewDelegate {
  var lines: [String] = []

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    lines.append("willBeginDragging")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    lines.append("didScroll \(Int(scrollView.contentOffset.y))")
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    lines.append("didEndDragging \(decelerate)")
  }
}

@MainActor
@Suite("UITableView: a scroll-view delegate hears a drag", .recordsUIKitExceptions)
struct UITableViewDragTests {
  @Test("A finger's drag tells a plain UIScrollViewDelegate, with the table as the scroll view")
  func drag() throws {
    let log = DragLog()
    let source = NumberSource(count: 100)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
    tableView.rowHeight = 44
    tableView.dataSource = source
    tableView.delegate = log
    try SimulatedUser(tableView).drag(by: 88)
    #expect(log.lines.first == "willBeginDragging")
    #expect(log.lines.contains("didScroll 88"))
    #expect(log.lines.last?.hasPrefix("didEndDragging") == true)
    #expect(tableView.contentOffset.y == 88)
  }
}

/// A delegate that, once, asks from `willDisplay` for a deletion its data does not make.
private final class BadWillDisplay: UITableViewDelegate {
  var armed = true

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard armed else { return }
    armed = false
    tableView.deleteRows(at: [indexPath], with: .fade)
  }
}

@MainActor
@Suite("UITableView: a deferred call's error", .recordsUIKitExceptions)
struct UITableViewDeferredErrorTests {
  @Test("A call deferred from willDisplay fails at the end of reloadData, reported by it")
  func deferredError() {
    let source = NumberSource(count: 2)
    let delegate = BadWillDisplay()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = source
    tableView.delegate = delegate
    // CallMoments: willDisplay is a layout moment, so the deletion runs when reloadData ends,
    // is validated then, and its error comes out of reloadData.
    expectUIKitException(.internalInconsistencyException) {
      tableView.reloadData()
    }
    #expect(tableView.numberOfRows(inSection: 0) == 2)
  }
}
