import Foundation
import ListBinding

extension World {
  /// Runs a callback of the list: throws when the step's trouble says so, answers, then, in a
  /// normal step, may make random calls of either table.
  func hook<Value>(_ hook: Hook, _ body: () throws -> Value) throws -> Value {
    hooks.append(hook)
    defer { hooks.removeLast() }
    if World.tracesHooks { trail.append(.text("    hook \(hook) data \(data)")) }
    if !troubleHappened, case .trouble(.throwing(let throwing, let passes)) = mode,
      throwing == hook
    {
      troubleHappened = true
      statistics.thrownFrom[hook.rawValue, default: 0] += 1
      if passes { throw passedThroughError }
      throw HarnessError()
    }
    statistics.hookCalls[hook.rawValue, default: 0] += 1
    let value = try body()
    if mode == .normal, budget > 0, hook != .numberOfSections, choices.chance(1, in: 3) {
      if hook.runsCallsAtOnce {
        if mayCallAtOnce(from: hook) {
          budget -= 1
          statistics.callsFromHooks[hook.rawValue, default: 0] += 1
          atOnce { act() }
        } else if mayCallAtOnceBeforeChange(from: hook) {
          budget -= 1
          statistics.callsFromHooks[hook.rawValue, default: 0] += 1
          atOnceBeforeChange { perform(randomViewportCall()) }
        } else if mayCallAtOnceAfterSwipe(from: hook) {
          budget -= 1
          statistics.callsFromHooks[hook.rawValue, default: 0] += 1
          atOnce { perform(randomViewportCall()) }
        }
      } else {
        budget -= 1
        statistics.callsFromHooks[hook.rawValue, default: 0] += 1
        act()
      }
    }
    return value
  }

  /// Whether a call made now from `hook`, a method the table calls at a touch, can be checked:
  /// the method runs once its gesture's change is in place, called by the call the table runs
  /// (the outermost one or one it deferred), not from within another callback.
  ///
  /// A call deferred before and waiting to run would run after the calls made at once, against
  /// data they changed, which UIKit, having no deferred calls, never sees: the harness makes none
  /// then.
  func mayCallAtOnce(from hook: Hook) -> Bool {
    guard let segment else { return false }
    return hook.callsAtOnceAfterItsChange && hooks == [hook]
      && segment.entries.count == segment.started
  }

  /// Whether a call made now from `hook`, a `will…` method called at a touch before its
  /// gesture's change, can be checked: the method is called by the outermost call itself, which
  /// has deferred nothing, so the model, which has replayed nothing of it, is where the table is.
  func mayCallAtOnceBeforeChange(from hook: Hook) -> Bool {
    guard let segment else { return false }
    return hook.callsAtOnceBeforeItsChange && hooks == [hook] && segment.entries.isEmpty
      && segment.started == 0 && segment.replayed == 0
  }

  /// Whether a call made now from `willBeginEditingRowAt` can be checked: the table calls it
  /// once a swipe that is not a full one shows its actions, the last thing of the swipe, so
  /// the model, replaying the swipe whole, is where the table is. The swipe must be the outer
  /// call itself, not a (full) swipe it deferred that runs now: none has been deferred.
  func mayCallAtOnceAfterSwipe(from hook: Hook) -> Bool {
    guard let segment, hook == .willBeginEditing, hooks == [hook],
      segment.entries.isEmpty,
      case .swipe(_, _, fully: false) = segment.outer
    else { return false }
    return true
  }

  /// A call that moves or resizes the viewport, or renders: what the harness calls at once from
  /// a `will…` method, whose gesture's change does not depend on it.
  func randomViewportCall() -> ListCall {
    let total = model.state.total
    switch choices.below(10) {
    case 0: return .render
    case 1: return .setHeight(choices.below(9))
    case 2: return .setOffset(Int.min)
    default: return .setOffset(choices.below(total + 6) - 3)
    }
  }

  /// A random call of either table, from a callback.
  func act() {
    if choices.chance(4, in: 5) {
      perform(randomListCall(mayChangeData: mayChangeData))
    } else {
      performOther(randomOtherCall())
    }
  }

  /// Whether the list's data may change now, with the update calls that describe it: when the
  /// list is idle, or when it has deferred nothing, its call can no longer fail, and it will
  /// load no cells before the update runs. Otherwise the update could be dropped, or cells
  /// loaded in between would show data the table does not have yet, which UIKit forbids too.
  var mayChangeData: Bool {
    guard mode == .normal else { return false }
    guard let segment else { return true }
    guard let outermost = hooks.first else { return false }
    return segment.entries.isEmpty && outermost.allowsDataChanges
      && !hooks.contains(where: \.loadsCellsAfter)
  }

  /// Whether an update or reload asked for now reads the counts it will run with. It does not
  /// when a drag runs in between: the drag has the data source move its data after the call
  /// read the counts, so the call runs with counts the data source no longer has. That is also
  /// the case while a drag reads the layout of its moved counts, after its target and before
  /// the data source's `moveRowAt`.
  var readsCountsSafely: Bool {
    guard let segment else { return true }
    if hooks.contains(.canMove) || hooks.contains(.target) { return false }
    if dragReadsLayout, hooks.contains(where: \.readsLayout) { return false }
    return !segment.entries.contains { if case .drag = $0 { return true } else { return false } }
  }

  /// Starts following a cell the list or the other table made.
  func track(_ cell: ItemCell, inList: Bool) {
    guard !cell.isTracked else { return }
    cell.isTracked = true
    if inList {
      seenCells.append(WeakCell(cell))
    } else {
      otherSeenCells.append(WeakCell(cell))
    }
    cell.onButtonAction = { [weak self] _ in
      guard let self else { return }
      if inList {
        try self.hook(.buttonAction) {}
      } else {
        try self.otherHook(atTouch: true) {}
      }
    }
  }

  /// The list's button tap handler: the index path it gets is the row's when the tap began,
  /// which is the one the table gives the cell now, since what the tap changes is deferred.
  func buttonTapped(_ cell: ItemCell?, _ indexPath: IndexPath) throws {
    try hook(.buttonTapHandler) {
      // The index path is the row's when the tap began: calls the button's actions made at
      // once may have moved the row since.
      guard let cell, segment?.callsAtOnce == 0 else { return }
      if list.indexPath(for: cell) != indexPath {
        fail(
          "a button tap reported \(indexPath), the cell shows "
            + "\(String(describing: list.indexPath(for: cell)))")
      }
    }
  }

  /// The swipe configuration the mood describes, with handlers that report to the harness.
  func configuration(_ answer: Mood.SwipeAnswer?) -> SwipeActionsConfiguration? {
    guard case .configuration(let actions, let performsFirst) = answer else { return nil }
    let contextual = actions.compactMap { action -> ContextualAction? in
      guard case .contextual(let title, let completion) = action else { return nil }
      return ContextualAction(style: .normal, title: title) { [weak self] _, _, done in
        try self?.hook(.contextualAction) { self?.complete(completion, done) }
      }
    }
    let configuration = SwipeActionsConfiguration(actions: contextual)
    configuration.performsFirstActionWithFullSwipe = performsFirst
    return configuration
  }

  private func complete(_ completion: Mood.Completion, _ done: @escaping (Bool) -> Void) {
    switch completion {
    case .done:
      // Called during the handler, the completion hides the actions at once.
      if mayCallAtOnce(from: .contextualAction) {
        atOnce { perform(.keptCompletion(done)) }
        // The table throws the error of hiding the actions out of the gesture.
        if let failure = lastOutermostFailure, segment?.failure == nil {
          segment?.failure = failure
        }
      } else {
        done(false)
      }
    case .notDone: done(false)
    case .silent: break
    case .kept: keptCompletions.append(done)
    }
  }

  /// The data source deletes or inserts a row for a tapped editing control or Delete action,
  /// when the data may change now.
  func commitEdit(_ style: TableViewCell.EditingStyle, at indexPath: IndexPath) {
    // The data source's update runs at once, checked as a call of its own.
    guard mayCallAtOnce(from: .commit) else { return }
    atOnce { commitEditNow(style, at: indexPath) }
  }

  private func commitEditNow(_ style: TableViewCell.EditingStyle, at indexPath: IndexPath) {
    guard mayChangeData, data.indices.contains(indexPath[0]),
      data[indexPath[0]].indices.contains(indexPath[1])
    else { return }
    var after = data
    let call: UpdateCall
    switch style {
    case .delete:
      after[indexPath[0]].remove(at: indexPath[1])
      call = .deleteRows([indexPath])
    case .insert:
      let added = IndexPath(row: indexPath[1] + 1, section: indexPath[0])
      after[indexPath[0]].insert(mutations.freshItems(1)[0], at: added[1])
      call = .insertRows([added])
    case .none:
      return
    }
    perform(.update(ListUpdate(before: data, after: after, calls: [call], batched: false)))
  }

  /// The counts a hostile data source answers, the first time in a step.
  func hostileSections() -> Int? {
    hostileRows = nil
    guard !troubleHappened, case .trouble(.counts(let counts)) = mode else { return nil }
    troubleHappened = true
    switch counts {
    case .negativeSections: return -1
    case .hugeSections: return TableView.maximumNumberOfSections + 1
    case .intMaxSections: return Int.max
    case .intMinSections: return Int.min
    case .negativeRows, .hugeRows, .overflowingRows:
      hostileRows = counts
      return max(data.count, 3)
    }
  }

  /// The rows of a section, as a hostile data source answers them.
  func hostileRowCount(_ section: Int) -> Int? {
    guard let hostileRows else { return nil }
    switch hostileRows {
    case .negativeRows: return section == 1 ? -1 : 0
    case .hugeRows: return 1 << 39
    case .overflowingRows: return section == 0 ? TableView.maximumNumberOfRows : Int.max - 5
    default: return nil
    }
  }
}
