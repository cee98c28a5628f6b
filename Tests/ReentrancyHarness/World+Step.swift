import Foundation
import ListBinding

extension World {
  /// How often, per thousand steps, a step makes something go wrong.
  public struct Rates: Sendable {
    /// Steps where one callback throws, counts are hostile or a cell is refused.
    public var trouble = 150
    /// Steps where the other table's cell provider goes wrong.
    public var otherTrouble = 25
    /// Steps where a callback asks for a call every time it is called.
    public var loop = 2
    /// Steps where callbacks nest through the table without end.
    public var recursion = 8
    /// Steps of queries and snapshot misuse.
    public var probes = 15

    public init() {}
  }

  /// Takes one top-level step: a call of either table, or a setting, made with a new mood, and
  /// then every invariant checked.
  public func step(rates: Rates = Rates()) {
    stepCount += 1
    trail = []
    model.mood = Mood(seed: choices.word(), sectionRules: choices.chance(1, in: 3))
    model.trouble = nil
    model.troubleHappened = false
    troubleHappened = false
    cellsMayWait = false
    mode = .normal
    budget = 0
    var roll = choices.below(1000)
    let checks = (list: statistics.listCalls, other: statistics.otherCalls)
    defer {
      if troubleHappened { statistics.troubles += 1 }
      mode = .normal
      // A table that made a call was checked when the call returned, and nothing changed it
      // since; one that did not is checked now.
      if statistics.listCalls == checks.list { checkList() }
      if statistics.otherCalls == checks.other { checkOther() }
      checkCells()
    }
    guard roll >= rates.trouble else { return troubleStep() }
    roll -= rates.trouble
    guard roll >= rates.otherTrouble else {
      mode = .otherTrouble(foreignCell: choices.chance(1, in: 2))
      let snapshot = OtherSnapshot(
        sections: requestedSnapshot.sections + [nextOtherID],
        items: requestedSnapshot.items + [[nextOtherID + 1]])
      nextOtherID += 2
      return performOther(
        choices.chance(1, in: 4)
          ? .applyReloading(snapshot) : .apply(snapshot, marks: OtherMarks(), animating: true))
    }
    roll -= rates.otherTrouble
    guard roll >= rates.loop else { return loopStep() }
    roll -= rates.loop
    guard roll >= rates.recursion else { return troubled(.recursion, .validate) }
    roll -= rates.recursion
    guard roll >= rates.probes else { return probe() }
    budget = choices.below(7)
    switch choices.below(100) {
    case 0..<62: perform(randomListCall(mayChangeData: true))
    case 62..<78: performOther(randomOtherCall())
    case 78..<88: changeSettings()
    case 88..<91:
      let cells = other.visibleCells.compactMap { $0 as? ItemCell }
      if !cells.isEmpty { performOther(.tapButton(choices.pick(cells))) }
    case 91..<95:
      if !keptCompletions.isEmpty {
        perform(.keptCompletion(keptCompletions.remove(at: choices.below(keptCompletions.count))))
      }
    case 95..<98: perform(.render)
    default: perform(.validate)
    }
  }

  /// A step where one thing goes wrong: a callback throws, counts are hostile, or the data
  /// source answers a cell the table must refuse. Callbacks make no calls.
  private func troubleStep() {
    let trouble: Trouble
    switch choices.below(20) {
    case 0..<14:
      trouble = .throwing(choices.pick(Hook.throwable), passesTableError: choices.chance(1, in: 3))
    case 14..<17: trouble = .counts(choices.pick(HostileCounts.allCases))
    case 17: trouble = .foreignCell
    default: trouble = .displayedCell
    }
    var call = randomListCall(mayChangeData: true)
    if case .throwing(let hook, _) = trouble, choices.chance(2, in: 3) {
      // The calls that reach the scroll-view and section index methods are rare: make one.
      switch hook {
      case .willBeginDragging, .didScroll, .didEndDragging:
        call = .dragBy(CGFloat(choices.below(600) - 300))
      case .sectionIndexTitles, .sectionForIndexTitle:
        call = .tapIndexTitle(randomIndexTitle())
      default: break
      }
    }
    if case .counts = trouble {
      call = choices.pick([.reload(nil), .update(mutations.change(data))])
    } else if case .render = call {
      call = .validate
    }
    troubled(trouble, call)
  }

  /// A step whose reload has every cell it loads ask for another reload from `cellForRowAt`,
  /// deferred, every time, until the table stops them: first, calls without trouble bring the
  /// list where a reload loads cells (a row, no editing, no swipe actions).
  private func loopStep() {
    if model.state.isEditing {
      perform(.setEditing(false))
    } else if model.state.swipe != nil {
      perform(.hideSwipe)
    }
    if !model.settings.allowsSelection {
      model.settings.allowsSelection = true
      list.allowsSelection = true
    }
    if data.allSatisfy(\.isEmpty) {
      perform(.reload([mutations.freshItems(1 + choices.below(4))]))
    }
    let rows = data.enumerated().flatMap { section, items in
      items.indices.map { IndexPath(row: $0, section: section) }
    }
    guard !rows.isEmpty else { return }
    troubled(.loop, .reload(nil))
  }

  /// Makes a call with a trouble in the harness and in the model.
  private func troubled(_ trouble: Trouble, _ call: ListCall) {
    mode = .trouble(trouble)
    model.trouble = trouble
    model.otherTableShowsCells = !otherModel.visibleItems.isEmpty
    trail.append(.text("trouble \(trouble)"))
    perform(call)
  }
}
