import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

@testable import UIKitScreens

// The downloads screen of Screens/, driven as a user would. Sources: Apple's
// UIView.layoutIfNeeded() ("Lays out the subviews immediately, if layout updates are pending …
// this method lays out the view subtree starting at the root"), UIView.setNeedsLayout(), and
// UITableView.reloadData() ("the table view redisplays only the rows that are visible"): a
// `layoutIfNeeded()` after a reload at a touch gives the rows their cells at once.

@MainActor
@Suite(
  "Downloads: layoutIfNeeded() and setNeedsLayout() in plain UIKit code", .recordsUIKitExceptions)
struct DownloadsScreenTests {
  func cells(_ controller: DownloadsViewController) -> [DownloadCell] {
    controller.tableView.visibleCells.compactMap { $0 as? DownloadCell }
  }

  @Test("Each cell draws its bar when it is displayed")
  func shown() throws {
    let controller = DownloadsViewController()
    let window = showInWindow(controller)
    #expect(try shownLines(controller.tableView) == ["Maps.zip", "Podcast.mp3", "Photos.tar"])
    #expect(cells(controller).map(\.bar.frame.width) == [50, 100, 150])
    #expect(cells(controller).map(\.layoutPasses) == [1, 1, 1])
    _ = window
  }

  @Test("Advance: view.layoutIfNeeded() in UIView.animate lays out each marked cell once")
  func advance() throws {
    let controller = DownloadsViewController()
    let window = showInWindow(controller)
    let buttons = try #require(controller.navigationItem.rightBarButtonItems)
    #expect(buttons[0].simulateTap())
    #expect(cells(controller).map(\.bar.frame.width) == [100, 150, 200])
    #expect(cells(controller).map(\.layoutPasses) == [2, 2, 2])
    controller.view.layoutIfNeeded()  // nothing is pending: no cell lays out again
    #expect(cells(controller).map(\.layoutPasses) == [2, 2, 2])
    _ = window
  }

  @Test("Clear: tableView.layoutIfNeeded() after reloadData() gives the rows their cells at once")
  func clearFinished() throws {
    let controller = DownloadsViewController()
    let window = showInWindow(controller)
    let buttons = try #require(controller.navigationItem.rightBarButtonItems)
    #expect(buttons[0].simulateTap())
    #expect(buttons[1].simulateTap())
    #expect(controller.title == "2 downloads")
    #expect(try shownLines(controller.tableView) == ["Maps.zip", "Podcast.mp3"])
    _ = window
  }
}

// UITableView.layoutIfNeeded() where UIKit raises: the face reports the exception the table's
// other calls report for the same error (*assumed* name), and the table is as it was.
@MainActor
@Suite("UITableView.layoutIfNeeded()", .recordsUIKitExceptions)
struct UITableViewLayoutIfNeededTests {
  /// The names of the exceptions a `@Sendable` handler received; `nil` for an error that is
  /// not an exception.
  @MainActor
  final class Reported {
    private(set) var names: [NSExceptionName?] = []

    nonisolated func add(_ error: any Error) {
      let name = (error as? UIKitException)?.name
      MainActor.assumeIsolated { names.append(name) }
    }
  }

  final class Rows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "row \(indexPath.row)"
      return cell
    }
  }

  @Test("It loads a table not yet loaded and applies a new row height, as a layout pass does")
  func loadsAndLaysOut() {
    let rows = Rows()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = rows
    tableView.rowHeight = 60
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    view.addSubview(tableView)
    view.layoutIfNeeded()
    #expect(tableView.nativeTable.visibleCells.count == 2)
    #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
  }

  // UIView.animate(withDuration:animations:): "Changes to animatable properties … made within
  // this block"; the face makes them at once (see "Differences from UIKit").
  @Test("Inside UIView.animate, tableView.layoutIfNeeded() applies a new row height at once")
  func insideAnimate() {
    let rows = Rows()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = rows
    tableView.reloadData()
    tableView.rowHeight = 60
    UIView.animate(withDuration: 0.3) {
      tableView.layoutIfNeeded()
    }
    #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
  }

  @Test(
    "What the native table reports comes out as UIKit's exception, under ListBinding's handler too")
  func exceptionUnderListBindingHandler() {
    let rows = Rows()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = rows
    tableView.reloadData()
    let view = UIView()
    view.addSubview(tableView)
    tableView.rowHeight = .nan
    let reported = Reported()
    UncaughtErrors.withHandler({ reported.add($0) }) {
      view.layoutIfNeeded()
    }
    #expect(reported.names == [.internalInconsistencyException])
  }

  @Test("A height that breaks its rule raises NSInternalInconsistencyException; nothing changes")
  func raises() throws {
    let rows = Rows()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = rows
    tableView.reloadData()
    let rect = tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    tableView.rowHeight = .nan
    let exception = expectUIKitException(.internalInconsistencyException) {
      tableView.layoutIfNeeded()
    }
    #expect(exception?.reason.hasPrefix("rowHeight is nan") == true)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.layoutIfNeeded()
    #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == rect)
  }
}
