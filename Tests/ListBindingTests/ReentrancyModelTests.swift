import Foundation
import ListBinding
import ReentrancyHarness
import Testing

/// Random calls of a list table and of a diffable data source's table, made from the top level
/// and from every kind of callback, replayed on reference models: after every call made outside
/// any other, the tables match their models, every visible row has a cell of its own showing
/// its row's item, and every selected row exists (see `World` for what is checked).
@MainActor
@Suite("Re-entrancy against a reference model")
struct ReentrancyModelTests {
  // Seeds 3 and 0xDECAF were replaced by 4 and 0xDECAF0 when updates began asking the heights
  // of the rows on screen (as UIKit's batch updates do): the callbacks that adds draw on the
  // random choices, and those two streams then had no call made from `prefetch` and from
  // `willBeginEditing` respectively, a coverage check below, not a mismatch with the model.
  @Test(
    "Random re-entrant calls, valid and invalid, keep both tables as their models say",
    arguments: [UInt64(1), 2, 4, 0xC0FFEE, 0xDECAF0, 0x5EED_0001, 0xFACADE, 0xB0BA])
  func randomized(seed: UInt64) {
    var rates = World.Rates()
    // Each loop defers 10,000 calls: the test below runs them.
    rates.loop = 0
    let (failures, statistics) = World.run(seed: seed, steps: 2_500, rates: rates)
    #expect(failures.isEmpty, "seed \(seed): \(failures.joined(separator: "\n"))")
    #expect(statistics.deferredCalls > 100, "seed \(seed): \(statistics)")
    #expect(statistics.callbackDataChanges > 5, "seed \(seed): \(statistics)")
    #expect(statistics.troubles > 50, "seed \(seed): \(statistics)")
    #expect(statistics.drags > 50 && statistics.indexTaps > 30, "seed \(seed): \(statistics)")
    // Calls from did… methods and handlers run at once and are checked as outermost calls;
    // those from will… and layout methods are deferred.
    #expect(statistics.callsAtOnce > 50, "seed \(seed): \(statistics)")
    for hook in ["didScroll", "didEndDragging", "prefetch", "didSelect", "willDisplay"] {
      #expect(statistics.callsFromHooks[hook, default: 0] > 0, "seed \(seed): \(hook) made no call")
    }
    // Calls from willSelect, willDeselect, shouldHighlight and willBeginEditing run at once and
    // are checked as outermost calls, before the gesture's change (after the swipe's, for
    // willBeginEditing).
    for hook in ["shouldHighlight", "willSelect", "willBeginEditing"] {
      #expect(statistics.callsFromHooks[hook, default: 0] > 0, "seed \(seed): \(hook) made no call")
    }
    if ProcessInfo.processInfo.environment["REENTRANCY_STATISTICS"] != nil {
      let hooks = [
        "didScroll", "willBeginDragging", "didEndDragging", "sectionIndexTitles",
        "sectionForIndexTitle", "prefetch", "cancelPrefetch", "shouldHighlight", "willSelect",
        "willDeselect", "willBeginEditing",
      ]
      let counts = hooks.map { hook in
        [statistics.hookCalls, statistics.callsFromHooks, statistics.thrownFrom]
          .map { "\($0[hook, default: 0])" }.joined(separator: "/")
      }
      print(
        "seed \(seed): drags \(statistics.drags), index taps \(statistics.indexTaps); "
          + "hook calls/calls made/threw: \(counts.joined(separator: ", "))")
    }
  }

  @Test("Callbacks that ask for a call each time they run, or nest without end, meet the limits")
  func limits() {
    var rates = World.Rates()
    rates.loop = 10
    rates.recursion = 40
    let seed: UInt64 = 0x11_4175
    let (failures, statistics) = World.run(seed: seed, steps: 500, rates: rates)
    #expect(failures.isEmpty, "seed \(seed): \(failures.joined(separator: "\n"))")
    #expect(statistics.errors["tooManyDeferredCalls", default: 0] > 0, "\(statistics)")
    #expect(statistics.errors["callbacksTooDeep", default: 0] > 0, "\(statistics)")
  }
}
