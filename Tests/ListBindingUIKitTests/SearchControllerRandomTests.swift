import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Random runs of a user's touches and an app's calls on a search controller whose delegate, bar
// delegate and updater call back into it (make it active or inactive, set the text, make the
// bar the first responder) as a seeded generator decides, a few times a step at most. After
// every step the delegate heard whole transitions, one at a time (`willPresent…`,
// `didPresent…`, `willDismiss…`, `didDismiss…`, in that order, none inside another: UIKit's
// UISearchControllerDelegate pairs each `will` with its `did`), the updater ran inside each
// transition (UISearchResultsUpdating: the controller tells it when it becomes active or
// inactive, *assumed*), and `isActive` is what the last transition left.

/// A search controller's delegate, bar delegate and updater in one: logs what it is told and,
/// while the step's budget lasts, calls back into the controller now and then.
@MainActor
final class RandomSearchClient: UISearchResultsUpdating, UISearchControllerDelegate,
  UISearchBarDelegate
{
  var random: SeededRandom
  /// The callbacks left to this step.
  var budget = 0
  private(set) var events: [String] = []
  weak var search: UISearchController?

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  /// Calls back into the controller one time in three, while the budget lasts.
  private func maybeCallBack() {
    guard budget > 0, let search, Int.random(in: 0..<3, using: &random) == 0 else { return }
    budget -= 1
    switch Int.random(in: 0..<4, using: &random) {
    case 0: search.isActive = true
    case 1: search.isActive = false
    case 2: search.searchBar.text = (search.searchBar.text ?? "") + "x"
    default: search.searchBar.becomeFirstResponder()
    }
  }

  func updateSearchResults(for searchController: UISearchController) {
    events.append("update")
    maybeCallBack()
  }

  func willPresentSearchController(_ searchController: UISearchController) {
    events.append("willPresent")
    maybeCallBack()
  }

  func didPresentSearchController(_ searchController: UISearchController) {
    events.append("didPresent")
    maybeCallBack()
  }

  func willDismissSearchController(_ searchController: UISearchController) {
    events.append("willDismiss")
    maybeCallBack()
  }

  func didDismissSearchController(_ searchController: UISearchController) {
    events.append("didDismiss")
    maybeCallBack()
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
    events.append("cancel")
    maybeCallBack()
  }
}

/// What a user or the app does to the search controller at a step.
enum SearchStep: CaseIterable {
  case type, clear, cancel, activate, deactivate, setText, tap, resign

  @MainActor
  func perform(on search: UISearchController) {
    let bar = search.searchBar
    switch self {
    case .type: bar.simulateTyping("a")
    case .clear: bar.simulateClearButtonTap()
    case .cancel: bar.simulateCancelButtonTap()
    case .activate: search.isActive = true
    case .deactivate: search.isActive = false
    case .setText: bar.text = "Pe"
    case .tap: bar.simulateTap()
    case .resign: bar.resignFirstResponder()
    }
  }
}

@MainActor
@Suite("UISearchController: random steps with re-entrant callbacks", .recordsUIKitExceptions)
struct SearchControllerRandomTests {
  static let transitions = ["willPresent", "didPresent", "willDismiss", "didDismiss"]

  @Test("The delegate hears whole transitions, one at a time; isActive follows", arguments: 0..<24)
  func randomSteps(seed: UInt64) throws {
    let search = UISearchController(searchResultsController: nil)
    let client = RandomSearchClient(seed: seed)
    client.search = search
    search.delegate = client
    search.searchResultsUpdater = client
    search.searchBar.delegate = client
    var random = SeededRandom(seed: seed ^ 0x5EA2_C400)
    for step in 0..<40 {
      let action = try #require(SearchStep.allCases.randomElement(using: &random))
      client.budget = 3
      action.perform(on: search)
      let context = Comment(rawValue: "seed \(seed), step \(step), \(action): \(client.events)")
      let heard = client.events.filter { Self.transitions.contains($0) }
      let expected = heard.indices.map { Self.transitions[$0 % Self.transitions.count] }
      #expect(heard == expected, context)
      #expect(heard.count % 2 == 0, context)
      #expect(search.isActive == (heard.last == "didPresent"), context)
      var opened: Int?
      for (index, event) in client.events.enumerated() {
        if event.hasPrefix("will") { opened = index }
        guard event.hasPrefix("did"), let start = opened else { continue }
        #expect(client.events[start..<index].contains("update"), context)
        opened = nil
      }
      if action == .cancel, client.budget == 3 {
        #expect(!search.isActive && search.searchBar.text == "", context)
      }
    }
  }
}
