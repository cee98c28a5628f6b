import Foundation
import ListBinding

extension ListModel {
  /// The checks a call makes when it is made outside any other call, before it runs: an
  /// update or a reload reads the data source's counts and the layout for them.
  mutating func request(_ call: ListCall) -> Outcome {
    switch call {
    case .reload, .update, .invalidUpdate:
      if !troubleHappened, case .counts(let counts) = trouble {
        troubleHappened = true
        return .failed(counts.errorKind)
      }
      if let failure = hit(.numberOfSections) { return .failed(failure) }
      let rows: [[Int]]
      switch call {
      case .reload(let data): rows = data ?? state.rows
      case .update(let update): rows = update.after
      default: rows = state.rows
      }
      return readLayout(of: rows).map(Outcome.failed) ?? .ok
    case .failingBatch:
      return .failed("batchUpdatesFailed")
    case .dragBy(let distance):
      return distance.isFinite ? .ok : .failed("invalidGeometry")
    case .setHeight(let height):
      return (0...TableView.maximumViewportHeight).contains(height)
        ? .ok : .failed("invalidViewportHeight")
    case .swipe(let path, _, _):
      if let failure = state.invalidity(of: path) { return .failed(failure) }
      return state.isEditing ? .failed("swipeWhileEditing") : .ok
    case .scrollTo(let path, _), .deselect(let path), .tap(let path), .drag(let path, _),
      .tapEditing(let path):
      return state.invalidity(of: path).map(Outcome.failed) ?? .ok
    case .tapSwipeAction(let index):
      guard let swipe = state.swipe, swipe.actions.indices.contains(index) else {
        return .failed("noSwipeAction")
      }
      return .ok
    default:
      return .ok
    }
  }

  /// Runs a call: the outermost one after its request, or a deferred one when its turn comes.
  mutating func run(_ call: ListCall) -> Outcome {
    switch call {
    case .reload(let data):
      var new = state
      new.rows = data ?? state.rows
      new.selected = []
      new.swipe = nil
      new.clamp()
      return transaction(to: new, reload: true)
    case .update(let update):
      guard update.before == state.rows else { return .failed("harness: stale update") }
      var new = state
      new.rows = update.after
      let items = Set(update.after.joined())
      new.selected.formIntersection(items)
      new.selected.subtract(update.renewed)
      if let swipe = new.swipe, !items.contains(swipe.item) || update.renewed.contains(swipe.item) {
        new.swipe = nil
      }
      new.clamp()
      return transaction(
        to: new, renewed: update.renewed, completions: update.batched ? 1 : 0, update: true)
    case .invalidUpdate:
      return .failed("invalidUpdate")
    case .failingBatch:
      return .failed("batchUpdatesFailed")
    case .setOffset(let offset):
      var new = state
      new.offset = offset
      new.clamp()
      return transaction(to: new)
    case .setHeight(let height):
      var new = state
      new.height = height
      new.clamp()
      return transaction(to: new)
    case .scrollTo(let path, let position):
      if let failure = state.invalidity(of: path) { return .failed(failure) }
      var new = state
      new.offset = state.offset(toShow: state.offset(of: path), at: position)
      new.clamp()
      return transaction(to: new)
    case .select(let path, let position):
      return select(path, position)
    case .deselect(let path):
      if let failure = state.invalidity(of: path) { return .failed(failure) }
      var new = state
      new.selected.remove(state.item(at: path))
      return transaction(to: new)
    case .tap(let path):
      return tap(path)
    case .swipe(let path, let edge, let fully):
      return swipe(path, edge: edge, fully: fully)
    case .tapSwipeAction(let index):
      return performSwipeAction(index)
    case .hideSwipe, .keptCompletion:
      return hideSwipeNow()
    case .drag(let source, let proposed):
      return drag(source, proposed)
    case .tapEditing(let path):
      return tapEditing(path)
    case .setEditing(let editing):
      if case .failed(let failure) = hideSwipeNow() { return .failed(failure) }
      state.isEditing = editing
      return .ok
    case .tapButton(let cell):
      if let failure = hit(.buttonAction) { return .failed(failure) }
      guard let item = cell.item, state.visibleItems.contains(item) else { return .ok }
      if let failure = hit(.buttonTapHandler) ?? hit(.didTapButton) { return .failed(failure) }
      return .ok
    case .dragBy(let distance):
      return drag(by: Double(distance))
    case .tapIndexTitle(let index):
      return tapIndexTitle(at: index)
    case .render:
      return askIndexTitles().map(Outcome.failed) ?? .ok
    case .validate:
      return validate()
    }
  }

  /// `validateSelection()`: no section over its rule's limit.
  private mutating func validate() -> Outcome {
    for section in state.rows.indices {
      let (rule, failure) = self.rule(section)
      if let failure { return .failed(failure) }
      guard let rule, let limit = Self.limit(of: rule) else { continue }
      if state.selectedPaths(inSection: section).count > limit {
        return .failed("selectionRuleViolated")
      }
    }
    return .ok
  }

  /// The most rows a rule lets be selected, or `nil` for no limit.
  static func limit(of rule: SelectionRule) -> Int? {
    switch rule.mode {
    case .disabled: return 0
    case .single: return 1
    case .multiple: return rule.maximum
    }
  }

  /// `selectRow(at:animated:scrollPosition:)`.
  private mutating func select(_ path: IndexPath?, _ position: TableView.ScrollPosition)
    -> Outcome
  {
    guard let path else {
      var new = state
      new.selected = []
      return transaction(to: new)
    }
    if let failure = state.invalidity(of: path) { return .failed(failure) }
    let (rule, failure) = self.rule(path[0])
    if let failure { return .failed(failure) }
    let replaced: [IndexPath]
    switch replacedRows(selecting: path, rule: rule) {
    case .failure(let kind): return .failed(kind.name)
    case .success(let rows): replaced = rows
    }
    var new = state
    for row in replaced { new.selected.remove(state.item(at: row)) }
    new.selected.insert(state.item(at: path))
    if position != .none {
      new.offset = new.offset(toShow: state.offset(of: path), at: position)
      new.clamp()
    }
    return transaction(to: new)
  }

  /// An error kind, as a value `Result` can carry.
  struct Kind: Error {
    var name: String
  }

  /// The rows that selecting `target` deselects, or the error of a rule that forbids it.
  func replacedRows(selecting target: IndexPath, rule: SelectionRule?) -> Result<
    [IndexPath], Kind
  > {
    guard let rule else {
      return .success(
        settings.allowsMultipleSelectionNow(editing: state.isEditing)
          ? [] : state.selectedPaths.filter { $0 != target })
    }
    switch rule.mode {
    case .disabled:
      return .failure(Kind(name: "selectionNotAllowed"))
    case .single:
      return .success(state.selectedPaths(inSection: target[0]).filter { $0 != target })
    case .multiple:
      if let maximum = rule.maximum, !state.selected.contains(state.item(at: target)),
        state.selectedPaths(inSection: target[0]).count >= maximum
      {
        return .failure(Kind(name: "selectionLimitReached"))
      }
      return .success([])
    }
  }
}
