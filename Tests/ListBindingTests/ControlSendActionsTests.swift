import Foundation
import ListBinding
import Testing

/// Errors a `@Sendable` handler received, read on the main actor.
@MainActor
final class ReportedErrors {
  private(set) var errors: [TableViewError] = []
  private(set) var others: [String] = []

  nonisolated func add(_ error: any Error) {
    let table = error as? TableViewError
    let text = String(describing: error)
    MainActor.assumeIsolated {
      if let table { errors.append(table) } else { others.append(text) }
    }
  }
}

// UIControl.sendActions(for:) is declared `func sendActions(for controlEvents: UIControl.Event)`:
// it does not throw (Apple's documentation page of the method). What UIKit raises in an action
// ends the app; ListBinding reports it to UncaughtErrors (*assumed* as the counterpart).
@MainActor
@Suite("sendActions(for:): UIKit's non-throwing call, reporting to UncaughtErrors")
struct ControlSendActionsTests {
  struct Refusal: Error, CustomStringConvertible {
    var description: String { "not now" }
  }

  @Test("sendActions(for:) needs no try, on a button, a switch and a refresh control")
  func noTry() {
    var sent: [String] = []
    let button = Button()
    button.addAction { _ in sent.append("button") }
    let toggle = Switch()
    toggle.addAction { _ in sent.append("switch \(toggle.isOn)") }
    let refresh = RefreshControl()
    refresh.addAction { _ in sent.append("refresh") }
    button.sendActions(for: .touchUpInside)
    toggle.sendActions(for: .valueChanged)
    refresh.sendActions(for: .valueChanged)
    #expect(sent == ["button", "switch false", "refresh"])
  }

  @Test("An action's invalid table call is reported at the call with the native message")
  func invalidTableCall() throws {
    let dataSource = ListDataSource<ChoiceCell>(dataItems: ["男", "女"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ChoiceCell)
    var later = false
    cell.choiceButton.addAction { [weak tableView] _ in
      // The data still has two rows: UIKit raises NSInternalInconsistencyException.
      try #require(tableView).deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    cell.choiceButton.addAction { _ in later = true }
    let before = try tableView.render(with: PlainTextRenderer())
    let reported = ReportedErrors()
    UncaughtErrors.withHandler({ reported.add($0) }) {
      cell.choiceButton.sendActions(for: .touchUpInside)
    }
    #expect(
      reported.errors.map(\.message) == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (2) must be equal to the number of rows contained "
          + "in that section before the update (2), plus or minus the number of rows inserted or "
          + "deleted from that section (0 inserted, 1 deleted) and plus or minus the number of "
          + "rows moved into or out of that section (0 moved in, 0 moved out)."
      ])
    #expect(!later)
    #expect(try tableView.numberOfRows(inSection: 0) == 2)
    #expect(try tableView.render(with: PlainTextRenderer()) == before)
  }

  @Test("A switch's and a refresh control's errors are reported, wrapped as their send throws")
  func otherControls() {
    let toggle = Switch()
    toggle.addAction { _ in throw Refusal() }
    let refresh = RefreshControl()
    refresh.addAction { _ in throw Refusal() }
    let reported = ReportedErrors()
    UncaughtErrors.withHandler({ reported.add($0) }) {
      toggle.sendActions(for: .valueChanged)
      refresh.sendActions(for: .valueChanged)
    }
    #expect(
      reported.errors.map(\.message) == [
        "Switch action threw: not now", "RefreshControl action threw: not now",
      ])
    #expect(!toggle.isOn)
  }

  @Test("The native spelling send(_:) still throws, and reports nothing")
  func sendThrows() {
    let button = Button()
    button.addAction { _ in throw Refusal() }
    let toggle = Switch()
    toggle.addAction { _ in throw Refusal() }
    let refresh = RefreshControl()
    refresh.addAction { _ in throw Refusal() }
    let reported = ReportedErrors()
    UncaughtErrors.withHandler({ reported.add($0) }) {
      #expect(throws: TableViewError.self) { try button.send(.touchUpInside) }
      #expect(throws: TableViewError.self) { try toggle.send(.valueChanged) }
      #expect(throws: TableViewError.self) { try refresh.send(.valueChanged) }
    }
    #expect(reported.errors.isEmpty)
  }

  @Test("The innermost handler receives an error, and each task sees only its own")
  func innermost() async {
    let button = Button()
    button.addAction { _ in throw Refusal() }
    let outer = ReportedErrors()
    let inner = ReportedErrors()
    UncaughtErrors.withHandler({ outer.add($0) }) {
      UncaughtErrors.withHandler({ inner.add($0) }) {
        button.sendActions(for: .touchUpInside)
      }
    }
    #expect(inner.errors.count == 1)
    #expect(outer.errors.isEmpty)
    await UncaughtErrors.withHandler({ outer.add($0) }) {
      await _Concurrency.Task { @MainActor in button.sendActions(for: .touchUpInside) }.value
    }
    #expect(outer.errors.count == 1)
  }

  #if os(macOS) || os(Linux) || os(Windows)
    // An uncaught exception ends an iOS app with SIGABRT; so does an unreported error here.
    @Test("Without a handler the process writes the error and aborts (SIGABRT)")
    func defaultStops() async {
      let result = await #expect(
        processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          let button = Button()
          button.addAction { _ in throw TableViewError.noRefreshControl }
          button.sendActions(for: .touchUpInside)
        }
      }
      let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(standardError.contains(TableViewError.noRefreshControl.message + "\n"))
    }
  #endif
}
