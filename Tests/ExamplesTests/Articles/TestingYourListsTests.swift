import Foundation
import ListBinding
import ListBindingTesting
import Testing

/// The meal order's screen, for the article "Testing your lists": one dish per course. It is
/// its table's delegate, and keeps the dishes chosen.
@MainActor
final class OrderScreen: TableViewDelegate {
  let tableView = TableView(style: .grouped)
  let dataSource = SectionedDataSource<MealCell>(sections: [
    ListSection(headerTitle: "soup", items: ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"]),
    ListSection(headerTitle: "dessert", items: ["蘋果塔", "熔岩巧克力"]),
  ])
  /// The dishes chosen, in the order of the taps.
  private(set) var chosen: [String] = []

  init() throws {
    tableView.selectionRule = .single(isRequired: true)
    tableView.delegate = self
    try dataSource.bind(to: tableView)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    if let dish = dataSource.item(at: indexPath) { chosen.append(dish) }
  }
}

/// The tests of the article "Testing your lists", as a user would write them.
@MainActor
@Suite("Article: Testing your lists")
struct TestingYourListsTests {
  @Test("A tap chooses one dish per course")
  func oneDishPerCourse() throws {
    let screen = try OrderScreen()
    let tableView = screen.tableView

    try tableView.tapRow(withText: "蘋果塔")
    try tableView.tapRow(withText: "熔岩巧克力")

    expectRendered(
      tableView,
      matches: """
        soup
          巴黎日安洋蔥湯
          生蠔鮮蝦濃湯

        dessert
          蘋果塔
        ▸ 熔岩巧克力     ✓
        """)
  }

  @Test("An order without soup is refused, naming the course")
  func soupRequired() throws {
    let screen = try OrderScreen()
    try screen.tableView.tapRow(withText: "蘋果塔")

    #expect {
      try screen.tableView.validateSelection()
    } throws: { error in
      (error as? TableViewError)?.message == #"no row is selected in required section 0 "soup""#
    }
  }

  @Test("The order screen as a snapshot file")
  func orderScreen() throws {
    let screen = try OrderScreen()
    try screen.tableView.tapRow(withText: "巴黎日安洋蔥湯")
    expectRendered(screen.tableView, named: "order-screen")
  }

  @Test("The failure a test shows: one issue, at the line of the call, with the diff")
  func failure() throws {
    #expect(
      try Self.failureComments() == [
        """
        The table does not render as expected (≠ changed, - expected only, + actual only):
          expected       │ actual
          ⋮ 2 lines
            生蠔鮮蝦濃湯 │   生蠔鮮蝦濃湯
                         │
          dessert        │ dessert
        ≠ ▸ 蘋果塔     ✓ │ ▸ 蘋果塔         ✓
            熔岩巧克力   │   熔岩巧克力

        """
      ])
  }

  /// The comments of the issues a mismatched `expectRendered` records, in a known-issue
  /// context: what the article shows.
  static func failureComments() throws -> [String] {
    let screen = try OrderScreen()
    let tableView = screen.tableView
    try tableView.tapRow(withText: "蘋果塔")
    let recorded = RecordedIssues()
    withKnownIssue {
      expectRendered(
        tableView,
        matches: """
          soup
            巴黎日安洋蔥湯
            生蠔鮮蝦濃湯

          dessert
          ▸ 蘋果塔     ✓
            熔岩巧克力
          """)
    } matching: { issue in
      // The matcher runs where the issue is recorded: in the body, on the main actor.
      MainActor.assumeIsolated { recorded.issues.append(issue) }
      return true
    }
    return recorded.issues.map { $0.comments.map(\.rawValue).joined() }
  }

  @Test("A gesture by a text no visible row shows throws, listing the visible rows")
  func noRow() throws {
    let dataSource = ListDataSource<MenuCell>(dataItems: ["排骨面", "红椒面", "青椒面"])
    let tableView = TableView()
    try dataSource.bind(to: tableView)
    var message = ""
    do {
      try tableView.tapRow(withText: "牛肉面")
    } catch {
      message = "\(error)"
    }
    #expect(
      message == """
        no visible row shows "牛肉面"; visible rows: "排骨面", "红椒面", "青椒面"
        """)
  }

  @Test("A tap that replaces the selection calls the delegate in UIKit's order")
  func callOrder() throws {
    let screen = try OrderScreen()
    try screen.tableView.tapRow(withText: "蘋果塔")
    let log = TableEventLog(screen.tableView)

    try screen.tableView.tapRow(withText: "熔岩巧克力")

    expectEvents(
      log,
      matches: """
        tapRow [1, 1]
        shouldHighlightRowAt [1, 1]
        didHighlightRowAt [1, 1]
        didUnhighlightRowAt [1, 1]
        selectionRuleForSection 1
        selectionRule 1
        willSelectRowAt [1, 1]
        willDeselectRowAt [1, 0]
        didDeselectRowAt [1, 0]
        didSelectRowAt [1, 1]
        """)
    #expect(screen.chosen == ["蘋果塔", "熔岩巧克力"])
  }

  @Test("A line diff of any two texts")
  func lineDiff() {
    let diff = LineDiff(expected: "soup\ndessert\n", actual: "soup\nsalad\ndessert\n")
    #expect(diff.hasDifferences)
    #expect(diff.rows.map(\.kind) == [.same, .added, .same])
  }
}

/// The issues a known-issue matcher saw, kept on the main actor where the test runs.
@MainActor
private final class RecordedIssues {
  var issues: [Issue] = []
}
