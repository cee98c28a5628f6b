import Foundation
import ListBinding

extension World {
  /// Makes a call of the list: the outermost, checked against the model once it returns, or,
  /// while the list performs another call, one it defers, recorded in order.
  func perform(_ call: ListCall) {
    let entry = prepare(call)
    guard segment != nil else {
      if callsAtOnceDepth > 0 {
        statistics.callsAtOnce += 1
        if entry.changesData { statistics.callbackDataChanges += 1 }
      }
      performOutermost(entry)
      return
    }
    // The table defers the call in its place: what callbacks ask for while the call reads
    // (the layout of an update) comes after it.
    let place = segment?.entries.count ?? 0
    do {
      try execute(entry)
      segment?.entries.insert(entry, at: place)
      trail.append(.list(entry, deferred: true))
      statistics.deferredCalls += 1
      if entry.changesData { statistics.callbackDataChanges += 1 }
    } catch {
      // Refused when made: the table does not defer it. Its checks ran against the state
      // callbacks see, which the model does not follow within a call.
      trail.append(.refused(entry.name, error))
      statistics.refusedCalls += 1
    }
  }

  /// Changes the data a call describes, and returns the call as the model replays it.
  private func prepare(_ call: ListCall) -> ListCall {
    switch call {
    case .dragBy:
      statistics.drags += 1
      return call
    case .tapIndexTitle:
      statistics.indexTaps += 1
      return call
    case .reload(let newData):
      if let newData { data = newData }
      return call
    case .update(let update):
      data = update.after
      return call
    default:
      return call
    }
  }

  private func performOutermost(_ call: ListCall) {
    trail.append(.before(model.state))
    trail.append(.list(call, deferred: false))
    segment = Segment(outer: call)
    var thrown: Error?
    do {
      try execute(call)
    } catch {
      thrown = error
    }
    guard let finished = segment else { return }
    segment = nil
    dragReadsLayout = false
    var replayed = finished
    replay(&replayed, upTo: 1 + finished.entries.count)
    let expected = replayed.failure.map(Outcome.failed) ?? .ok
    lastOutermostFailure = expected.failure
    let actual = thrown.map(Self.kind(of:))
    statistics.listCalls += 1
    statistics.longestQueue = max(statistics.longestQueue, finished.entries.count)
    if let actual { statistics.errors[actual, default: 0] += 1 }
    if case .keptCompletion = call {
      // The completion swallows the table's error, as a completion called late must.
      if actual != nil { fail("a kept completion threw \(actual ?? "")") }
    } else if expected.failure != actual {
      fail(
        "\(call.name) with \(finished.entries.count) deferred: expected "
          + "\(expected.failure ?? "no error"), got \(thrown.map { "\($0)" } ?? "no error")")
    }
    if expected.failure != nil, case .trouble = mode {
      // The app puts its data back when the call failed, as the table did.
      data = model.state.rows
    }
    // An outermost call made outside any callback that returned has laid out: the cells of a
    // reload made at a touch within it are in place.
    if callsAtOnceDepth == 0, thrown == nil { cellsMayWait = false }
    checkList()
    if case .render = call, finished.entries.isEmpty, let rendered { checkRendered(rendered) }
    rendered = nil
  }

  /// Replays on the model the first `count` of an outermost call and what it deferred, from
  /// where it stopped, up to the first failure.
  func replay(_ segment: inout Segment, upTo count: Int) {
    while segment.replayed < count, segment.failure == nil {
      let index = segment.replayed
      segment.replayed += 1
      if index == 0 {
        if case .failed(let failure) = model.request(segment.outer) {
          segment.failure = failure
        } else if case .failed(let failure) = model.run(segment.outer) {
          segment.failure = failure
        }
      } else if index - 1 >= TableView.maximumDeferredCalls {
        segment.failure = "tooManyDeferredCalls"
      } else if case .failed(let failure) = model.run(segment.entries[index - 1]) {
        segment.failure = failure
      }
    }
  }

  /// Runs `body`, whose calls of the list run at once, as outermost calls of their own, as the
  /// table runs the calls of a callback it makes at a touch or once a change is committed: the
  /// model first replays what the table has run of the current call, the outer call and the
  /// deferred calls begun, the last of which made the callback.
  func atOnce(_ body: () -> Void) {
    guard var current = segment else {
      body()
      return
    }
    replay(&current, upTo: 1 + current.started)
    current.callsAtOnce += 1
    let (savedHooks, savedDrag) = (hooks, dragReadsLayout)
    segment = nil
    hooks = []
    callsAtOnceDepth += 1
    trail.append(.text("  at once:"))
    body()
    callsAtOnceDepth -= 1
    segment = current
    (hooks, dragReadsLayout) = (savedHooks, savedDrag)
  }

  /// Makes the calls of the table a call stands for.
  private func execute(_ call: ListCall) throws {
    switch call {
    case .reload:
      // At a touch, the reload's cells wait for the next layout (the "Call moments" article),
      // also when a call its callbacks deferred fails after it.
      if callsAtOnceDepth > 0 { cellsMayWait = true }
      try list.reloadData()
    case .update(let update): try apply(update)
    case .invalidUpdate(let calls):
      if calls.count == 1 {
        try apply(calls[0])
      } else {
        try list.performBatchUpdates { for call in calls { try self.apply(call) } }
      }
    case .failingBatch:
      try list.performBatchUpdates {
        try self.list.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        throw HarnessError()
      }
    case .setOffset(let offset): try list.setContentOffset(offset)
    case .setHeight(let height): try list.setViewportHeight(height)
    case .scrollTo(let path, let position): try list.scrollToRow(at: path, at: position)
    case .select(let path, let position):
      try list.selectRow(at: path, animated: false, scrollPosition: position)
    case .deselect(let path): try list.deselectRow(at: path)
    case .tap(let path): try list.tapRow(at: path)
    case .swipe(let path, let edge, let fully):
      try list.swipeRow(at: path, edge: edge, fully: fully)
    case .tapSwipeAction(let index): try list.tapSwipeAction(at: index)
    case .hideSwipe: try list.hideSwipeActions()
    case .drag(let source, let destination): try list.dragRow(from: source, to: destination)
    case .tapEditing(let path): try list.tapEditingControl(at: path)
    case .setEditing(let editing): try list.setEditing(editing, animated: false)
    case .dragBy(let distance): try list.drag(by: distance)
    case .tapIndexTitle(let index): try list.tapSectionIndexTitle(at: index)
    case .tapButton(let cell): try cell.button.send(.touchUpInside)
    case .render: rendered = try list.renderedTable()
    case .validate: try list.validateSelection()
    case .keptCompletion(let completion): completion(true)
    }
  }

  /// Runs `body`, whose calls of the list run at once, as outermost calls of their own, from a
  /// `will…` method, before the gesture's change: the model, which has replayed nothing of the
  /// outermost call, runs them first and replays the gesture after them; each is checked as an
  /// outermost call when it returns, on the table as it was before the gesture: a deferred
  /// call would not have moved the viewport by then.
  func atOnceBeforeChange(_ body: () -> Void) {
    guard var current = segment else {
      body()
      return
    }
    current.callsAtOnce += 1
    let (savedHooks, savedDrag, savedBudget) = (hooks, dragReadsLayout, budget)
    segment = nil
    hooks = []
    // The callbacks of these calls make none of their own: what they would defer (a reload, an
    // update) could change what the gesture then does, which the model replays whole.
    budget = 0
    callsAtOnceDepth += 1
    trail.append(.text("  at once, before the gesture's change:"))
    body()
    callsAtOnceDepth -= 1
    segment = current
    (hooks, dragReadsLayout, budget) = (savedHooks, savedDrag, savedBudget)
  }

  /// Makes an update's calls, in a batch or not.
  private func apply(_ update: ListUpdate) throws {
    guard update.batched else {
      for call in update.calls { try apply(call) }
      return
    }
    try list.performBatchUpdates(
      {
        if update.nestedFailure {
          try? self.list.performBatchUpdates {
            try self.list.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            try self.list.insertSections(IndexSet(integer: 0), with: .fade)
            throw HarnessError()
          }
        }
        for call in update.calls { try self.apply(call) }
      },
      completion: { [weak self] _ in try self?.hook(.completion) {} })
  }

  /// Makes one update call.
  private func apply(_ call: UpdateCall) throws {
    switch call {
    case .insertRows(let paths): try list.insertRows(at: paths, with: .fade)
    case .deleteRows(let paths): try list.deleteRows(at: paths, with: .left)
    case .reloadRows(let paths): try list.reloadRows(at: paths, with: .none)
    case .moveRow(let from, let to): try list.moveRow(at: from, to: to)
    case .insertSections(let sections): try list.insertSections(sections, with: .top)
    case .deleteSections(let sections): try list.deleteSections(sections, with: .bottom)
    case .reloadSections(let sections): try list.reloadSections(sections, with: .middle)
    case .moveSection(let from, let to): try list.moveSection(from, toSection: to)
    case .moveRowAdjustingSections(let from, let to):
      try list.moveRowAdjustingSections(at: from, to: to)
    case .deleteRowsAdjustingSections(let paths): try list.deleteRowsAdjustingSections(at: paths)
    case .insertRowsAdjustingSections(let paths): try list.insertRowsAdjustingSections(at: paths)
    }
  }

  /// The case name of a table error, or a description of another error.
  static func kind(of error: Error) -> String {
    guard let error = error as? TableViewError else { return "not a TableViewError: \(error)" }
    if error == passedThroughError { return "passThrough" }
    switch error {
    case .invalidIndexPath: return "invalidIndexPath"
    case .sectionOutOfRange: return "sectionOutOfRange"
    case .rowOutOfRange: return "rowOutOfRange"
    case .unregisteredIdentifier: return "unregisteredIdentifier"
    case .unexpectedCellType: return "unexpectedCellType"
    case .negativeNumberOfSections: return "negativeNumberOfSections"
    case .negativeNumberOfRows: return "negativeNumberOfRows"
    case .tooManySections: return "tooManySections"
    case .tooManyRows: return "tooManyRows"
    case .cellAlreadyDisplayed: return "cellAlreadyDisplayed"
    case .cellOfAnotherTable: return "cellOfAnotherTable"
    case .dataSourceFailed: return "dataSourceFailed"
    case .callbackFailed: return "callbackFailed"
    case .tooManyDeferredCalls: return "tooManyDeferredCalls"
    case .callbacksTooDeep: return "callbacksTooDeep"
    case .viewTreeTooDeep: return "viewTreeTooDeep"
    case .invalidViewportHeight: return "invalidViewportHeight"
    case .tooManyVisibleRows: return "tooManyVisibleRows"
    case .tooManyRowsToMeasure: return "tooManyRowsToMeasure"
    case .invalidGeometry: return "invalidGeometry"
    case .invalidUpdate: return "invalidUpdate"
    case .batchUpdatesFailed: return "batchUpdatesFailed"
    case .noSwipeAction: return "noSwipeAction"
    case .notEditable: return "notEditable"
    case .notMovable: return "notMovable"
    case .swipeWhileEditing: return "swipeWhileEditing"
    case .selectionNotAllowed: return "selectionNotAllowed"
    case .selectionLimitReached: return "selectionLimitReached"
    case .selectionRuleViolated: return "selectionRuleViolated"
    case .missingRequiredSelection: return "missingRequiredSelection"
    case .endUpdatesWithoutBeginUpdates: return "endUpdatesWithoutBeginUpdates"
    case .beginUpdatesNotEnded: return "beginUpdatesNotEnded"
    case .noAccessoryButton: return "noAccessoryButton"
    case .noRefreshControl: return "noRefreshControl"
    case .noSectionIndexTitle: return "noSectionIndexTitle"
    case .sectionIndexHidden: return "sectionIndexHidden"
    case .sectionForIndexTitleOutOfRange: return "sectionForIndexTitleOutOfRange"
    case .noRowOnScreen: return "noRowOnScreen"
    }
  }
}
