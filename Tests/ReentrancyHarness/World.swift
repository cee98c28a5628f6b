import Foundation
import ListBinding

/// The error the harness's callbacks throw when a step makes them.
struct HarnessError: Error, CustomStringConvertible {
  var description: String { "the harness threw" }
}

/// The table error a callback throws to check that such errors pass through unwrapped.
let passedThroughError = TableViewError.invalidViewportHeight(-12_345)

/// Two tables driven by random calls, with callbacks that call them back, and reference models
/// the tables are compared with after every call made outside any other.
///
/// The list table has this object as data source and delegate, over `data`, an array of
/// sections of item ids. The other table shows a `DiffableDataSource`. Callbacks of either make
/// random calls of either table. A call from a method the table calls while it lays out or
/// asks is deferred by it, and the harness records it, in order, as the table's queue; the model
/// replays the queue when the outermost call returns and predicts its error and the table's
/// state. A call from a `did…` method or a handler of the list runs at once, as an outermost
/// call of its own: the model first replays what the table has run of the current call (the
/// call observer says which deferred calls have begun), then the call, checked as any
/// outermost one. Completions run when the main queue turns, after the steps, so they are not
/// exercised here.
///
/// Data changes follow UIKit's rule: the data changes only right before the update call that
/// describes it. Deferral adds two more, which the harness keeps: the data changes only where
/// nothing the table deferred can run (and load cells, or fail) before that update
/// (`mayChangeData`), and an update or reload is not asked for while a drag, which has the data
/// source move its data, is about to run before it (`readsCountsSafely`).
@MainActor
public final class World {
  let choices: Choices
  let list: TableView
  let other: TableView
  let diffable: DiffableDataSource<Int, Int>
  let otherDelegate = OtherDelegate()

  /// The list's data: sections of item ids.
  var data: [[Int]] = []
  var model: ListModel
  var mutations: ListMutations
  /// The list's outermost call and the calls it deferred, while it runs.
  var segment: Segment?
  /// The list's callbacks running, innermost last, since the outermost call began.
  var hooks: [Hook] = []
  /// Whether the list's last callback was a section's height: the title asked next is read
  /// with the layout.
  var askedSectionHeight = false
  /// How deeply calls made at once from callbacks are nested.
  var callsAtOnceDepth = 0
  /// Whether a reload made at once may have left the list's cells for the next layout.
  var cellsMayWait = false
  /// The failure the model expected of the last outermost call checked.
  var lastOutermostFailure: String?

  var otherModel: OtherModel
  var otherSegment: OtherSegment?
  /// The snapshot the last apply asked for, to build the next one from.
  var requestedSnapshot = OtherSnapshot(sections: [], items: [])
  var nextOtherID = 1_000_000

  /// What this step does to callbacks.
  var mode = Mode.normal
  /// How many more calls callbacks may make in this step.
  var budget = 0
  /// Whether the step's trouble has happened in the harness.
  var troubleHappened = false
  /// The error the other table's cell provider caused in this step, if it went wrong.
  var otherCellFailure: String?
  /// The rows a hostile data source answers while it counts.
  var hostileRows: HostileCounts?
  /// Whether a drag may be reading the layout of its moved counts, from its target to the data
  /// source's `moveRowAt`.
  var dragReadsLayout = false
  /// Completions of contextual actions kept for later.
  var keptCompletions: [(Bool) -> Void] = []

  /// The list's cells that `willDisplay` announced and `didEndDisplaying` did not take back.
  var displayed: Set<ObjectIdentifier> = []
  var otherDisplayed: Set<ObjectIdentifier> = []
  /// Every cell the harness has seen, weakly.
  var seenCells: [WeakCell] = []
  var otherSeenCells: [WeakCell] = []
  var seenIDs: Set<ObjectIdentifier> = []
  /// The list as the last `render` call drew it.
  var rendered: RenderedTable?

  /// The failures found, in order; the run stops at the first.
  public internal(set) var failures: [String] = []
  /// The number of steps taken.
  public internal(set) var stepCount = 0
  /// What the current step did, for failure messages, formatted only when one is needed.
  var trail: [Note] = []

  /// Whether the trail records every callback, to debug a failure.
  static let tracesHooks = ProcessInfo.processInfo.environment["TRACE_HOOKS"] != nil

  /// What the steps exercised, to see that the checks are not vacuous.
  public struct Statistics: Sendable {
    /// Calls made outside any other, of the list and of the other table.
    public var outermostCalls: Int { listCalls + otherCalls }
    /// Calls of the list made outside any other.
    public var listCalls = 0
    /// Calls of the other table made outside any other.
    public var otherCalls = 0
    /// Calls deferred by a table while it performed another.
    public var deferredCalls = 0
    /// Calls of the list made from a callback at a touch, run at once and checked as outermost
    /// calls.
    public var callsAtOnce = 0
    /// Calls refused when made from a callback.
    public var refusedCalls = 0
    /// Data changes made from callbacks, with their updates.
    public var callbackDataChanges = 0
    /// Outermost calls that threw, by error kind.
    public var errors: [String: Int] = [:]
    /// Steps whose trouble happened.
    public var troubles = 0
    /// The most calls one outermost call deferred.
    public var longestQueue = 0
    /// Calls of the list's callbacks, by hook.
    public var hookCalls: [String: Int] = [:]
    /// Throwing steps' errors thrown, by hook.
    public var thrownFrom: [String: Int] = [:]
    /// Calls made from the list's callbacks, by hook.
    public var callsFromHooks: [String: Int] = [:]
    /// `drag(by:)` and `tapSectionIndexTitle(at:)` calls made, outermost or deferred.
    public var drags = 0
    public var indexTaps = 0

    public init() {}
  }

  /// What the steps so far exercised.
  public internal(set) var statistics = Statistics()

  /// What a step does to callbacks.
  enum Mode: Equatable {
    /// Callbacks answer after the mood and make random calls.
    case normal
    /// Callbacks make no calls; one thing goes wrong.
    case trouble(Trouble)
    /// The other table's cell provider goes wrong: with a cell of the list, or by throwing.
    case otherTrouble(foreignCell: Bool)
  }

  /// Creates the tables, loads them, and checks them.
  public init(choices: Choices) {
    self.choices = choices
    let height = 1 + choices.below(7)
    list = (try? TableView(viewportHeight: height)) ?? TableView()
    other = (try? TableView(viewportHeight: 1 + choices.below(5))) ?? TableView()
    model = ListModel(height: list.viewportHeight)
    otherModel = OtherModel(height: other.viewportHeight)
    mutations = ListMutations(choices: choices, nextID: 1)
    diffable = DiffableDataSource<Int, Int>(tableView: other) { tableView, indexPath, item in
      guard let world = (tableView.delegate as? OtherDelegate)?.world else { throw HarnessError() }
      return try world.otherCell(tableView, indexPath, item)
    }
    list.register(ItemCell.self)
    other.register(ItemCell.self)
    list.dataSource = self
    list.delegate = self
    list.prefetchDataSource = self
    model.indexTitleCount = choices.pick([0, 1, 3, 4, 4, 6])
    model.indexMinimumRows = choices.pick([0, 0, 2, 5])
    list.sectionIndexMinimumDisplayRowCount = model.indexMinimumRows
    other.delegate = otherDelegate
    otherDelegate.world = self
    other.allowsMultipleSelection = true
    diffable.cellRebinder = { cell, _, item in (cell as? ItemCell)?.bind(to: item) }
    list.addObserver(self)
    diffable.onButtonTap = { [weak self] tap in self?.otherButtonTapped(tap) }
    for _ in 0..<choices.below(4) {
      data.append(mutations.freshItems(choices.below(6)))
    }
    perform(.reload(data))
  }

  /// Records a failure.
  func fail(_ message: String) {
    guard failures.count < 5 else { return }
    let notes = trail.suffix(60).map(\.text).joined(separator: "\n    ")
    failures.append("step \(stepCount): \(message)\n  trail:\n    \(notes)")
  }

  /// One thing a step did, formatted when a failure is reported.
  @MainActor
  enum Note {
    case text(String)
    case list(ListCall, deferred: Bool)
    case other(OtherCall, deferred: Bool)
    case refused(String, Error)
    case before(ListState)
    case otherBefore(OtherModel)

    var text: String {
      switch self {
      case .text(let text): return text
      case .list(let call, let deferred): return (deferred ? "  defer " : "") + call.name
      case .other(let call, let deferred): return (deferred ? "  defer " : "") + call.name
      case .refused(let name, let error): return "  refused \(name): \(World.kind(of: error))"
      case .before(let state):
        return "list \(state.rows) offset \(state.offset) height \(state.height) "
          + "selected \(state.selected.sorted()) editing \(state.isEditing) "
          + "swipe \(state.swipe.map { "\($0)" } ?? "none")"
      case .otherBefore(let model):
        return "other \(model.snapshot) offset \(model.offset) height \(model.height) "
          + "selected \(model.selected.sorted())"
      }
    }
  }
}

/// The list's outermost call and what it deferred, in order, with how far the model has
/// replayed them.
@MainActor
struct Segment {
  var outer: ListCall
  var entries: [ListCall] = []
  /// How many of the deferred calls the table has begun to run, as its call observer says.
  var started = 0
  /// How many of the outer call and the deferred calls the model has replayed: it replays a
  /// call a callback made at once when that call is made, so it first catches up.
  var replayed = 0
  /// The first failure the model met while replaying.
  var failure: String?
  /// How many calls callbacks made at once during this call.
  var callsAtOnce = 0
}

extension ListMutations {
  /// Fresh item ids, for the initial data.
  mutating func freshItems(_ count: Int) -> [Int] {
    defer { nextID += count }
    return Array(nextID..<nextID + count)
  }
}

extension World: TableViewObserver {
  /// Counts the list's deferred calls that begin to run in the current segment.
  public func tableView(_ tableView: TableView, observe event: TableEvent) {
    if case .deferredCallRuns = event.kind { segment?.started += 1 }
  }
}
