import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

/// A cell with a button, as UIKit code writes one.
final class SendActionsButtonCell: UITableViewCell {
  let button = UIButton()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    button.setTitle("Delete", for: .normal)
    contentView.addSubview(button)
  }

  required init?(coder: NSCoder) { return nil }
}

/// Two rows of `ButtonCell`s on a native table (the face's `UITableView` comes with issue 20).
@MainActor
final class SendActionsRows: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    try tableView.dequeueReusableCell(withIdentifier: "button", for: indexPath)
  }
}

// UIControl.sendActions(for:) does not throw (Apple's documentation page of the method); an
// exception raised while the actions run ends the app, as any uncaught NSException. The names
// the face gives a native error are *assumed* (see UIKitException(uncaught:)).
@MainActor
@Suite("UIButton.sendActions(for:): errors reach the UIKit exception reporter")
struct UIControlSendActionsTests {
  let dataSource = SendActionsRows()
  let tableView = TableView()

  /// The button of the displayed cell of the second row.
  func button() throws -> UIButton {
    tableView.register(SendActionsButtonCell.self, forCellReuseIdentifier: "button")
    tableView.dataSource = dataSource
    try tableView.reloadData()
    return try #require(
      tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? SendActionsButtonCell
    )
    .button
  }

  @Test("An action's invalid update is an NSInternalInconsistencyException with UIKit's reason")
  func invalidUpdate() throws {
    let button = try button()
    // Weakly, as a cell's button refers to its table in UIKit code: the table owns the cell.
    button.addAction(for: .touchUpInside) { [weak tableView] _ in
      try tableView?.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    let exception = expectUIKitException(.internalInconsistencyException) {
      button.sendActions(for: .touchUpInside)
    }
    #expect(
      exception?.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (2) must be equal to the number of rows "
        + "contained in that section before the update (2), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
    #expect(try tableView.numberOfRows(inSection: 0) == 2)
  }

  @Test("An index path out of range is an NSRangeException")
  func outOfRange() throws {
    let button = try button()
    button.addAction(for: .touchUpInside) { [weak tableView] _ in
      _ = try tableView?.rectForRow(at: IndexPath(row: 5, section: 0))
    }
    let exception = expectUIKitException(.rangeException) {
      button.sendActions(for: .touchUpInside)
    }
    #expect(
      exception?.reason
        == TableViewError.rowOutOfRange(IndexPath(row: 5, section: 0), numberOfRows: 2).message)
  }

  @Test("The trait records the error as a failure with UIKit's line, and the test goes on")
  func traitRecords() async throws {
    try await RecordsUIKitExceptionsTrait.recordsUIKitExceptions.provideScope(
      for: try #require(Test.current), testCase: nil
    ) {
      await MainActor.run {
        let toggle = UISwitch()
        toggle.addAction(for: .valueChanged) { _ in throw TableViewError.noRefreshControl }
        var after = false
        withKnownIssue {
          toggle.setOn(true, animated: false)
          toggle.sendActions(for: .valueChanged)
          after = true
        } matching: { issue in
          issue.comments.contains {
            $0.rawValue
              == "*** Terminating app due to uncaught exception "
              + "'NSInternalInconsistencyException', reason: '"
              + TableViewError.noRefreshControl.message + "'"
          }
        }
        #expect(after)
      }
    }
  }

  // The completion of present runs when the main queue turns, under the handlers in effect when
  // it was scheduled.
  @Test("A completion run later reports an action's error to the handler that scheduled it")
  func completionKeepsHandler() async {
    let collected = Collected()
    let root = UIViewController()
    let window = showInWindow(root)
    let button = UIButton()
    button.addAction(for: .touchUpInside) { _ in throw TableViewError.noRefreshControl }
    UIKitException.withHandler({ collected.add($0) }) {
      root.present(UIViewController(), animated: true) {
        button.sendActions(for: .touchUpInside)
      }
    }
    await mainQueueTurn()
    #expect(collected.names == ["NSInternalInconsistencyException"])
    _ = window
  }

  #if os(macOS) || os(Linux) || os(Windows)
    // iOS ends an app on an uncaught NSException with SIGABRT after printing its line.
    @Test("Without a handler the process writes the error and aborts (SIGABRT)")
    func defaultStops() async {
      let result = await #expect(
        processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          let button = UIButton()
          button.addAction(for: .touchUpInside) { _ in throw TableViewError.noRefreshControl }
          button.sendActions(for: .touchUpInside)
        }
      }
      let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(standardError.contains(TableViewError.noRefreshControl.message + "\n"))
    }
  #endif
}
