import Foundation
import ListBinding

/// A data-source, delegate or handler method of the list table, by name: what the harness's
/// callbacks report, and where a throwing step makes one throw.
public enum Hook: String, CaseIterable, Sendable {
  case numberOfSections, cellForRow, willDisplay, didEndDisplaying
  case shouldHighlight, willSelect, didSelect, willDeselect, didDeselect, rule
  case canEdit, canMove, editingStyle, commit, moveRow, target
  case leadingSwipe, trailingSwipe, editActions, willBeginEditing, didEndEditing
  case contextualAction, rowAction, buttonAction, buttonTapHandler, didTapButton, completion
  /// The data source's header and footer titles, the delegate's header and footer heights and
  /// its estimated row height: asked while the table reads its layout (reloads, updates, drags).
  case titleForHeader, sectionHeight, estimatedHeight
  /// The delegate's `heightForRowAt`: asked for each row whose cell the table loads and, at an
  /// update, for each row on screen that keeps its cell, before any cell is loaded.
  case heightForRow
  /// The delegate's scroll-view methods: `scrollViewDidScroll` after any committed change of
  /// the content offset, the other two around a user's drag.
  case didScroll, willBeginDragging, didEndDragging
  /// The data source's section index titles and the section of a tapped title.
  case sectionIndexTitles, sectionForIndexTitle
  /// The prefetch data source's methods: they re-enter, but never throw, since the model does
  /// not follow the prefetch window.
  case prefetch, cancelPrefetch

  /// The methods a throwing step may make throw: not completions, which run when the main queue
  /// turns, after the step.
  static let throwable = allCases.filter {
    $0 != .prefetch && $0 != .cancelPrefetch && $0 != .completion
  }

  /// Methods called once the call can no longer fail (outside a throwing step): a data change
  /// there, with its update call, is deferred and not dropped. Changing the data in a `will`
  /// method instead loses the update when the call then fails, as the table documents.
  var allowsDataChanges: Bool {
    switch self {
    case .willDisplay, .didEndDisplaying, .didSelect, .didDeselect, .completion, .commit,
      .didEndEditing, .willBeginEditing, .contextualAction, .rowAction, .buttonAction,
      .buttonTapHandler, .didTapButton, .didEndDragging:
      return true
    default:
      return false
    }
  }

  /// Methods and handlers the table calls at a touch, or once a change is committed: a call
  /// made from them runs at once, as an outermost call of its own (the "Call moments" article).
  var runsCallsAtOnce: Bool {
    switch self {
    case .shouldHighlight, .willSelect, .didSelect, .willDeselect, .didDeselect, .commit,
      .willBeginEditing, .contextualAction, .rowAction, .buttonAction, .buttonTapHandler,
      .didTapButton, .completion, .willBeginDragging, .didEndDragging:
      return true
    default:
      return false
    }
  }

  /// The methods above called at a touch before the gesture's own change (`willSelect`,
  /// `willDeselect`, `shouldHighlight`): a call made from them runs at once on the table as it
  /// was before the gesture. The harness makes from them calls that move the viewport or
  /// render, which the gesture's change does not depend on, so the model can run them before
  /// replaying the gesture whole. (`willBeginEditing` comes once the swipe actions show: see
  /// `World.mayCallAtOnce(from:)`.)
  var callsAtOnceBeforeItsChange: Bool {
    switch self {
    case .shouldHighlight, .willSelect, .willDeselect: true
    default: false
    }
  }

  /// The methods above called once the gesture's own change is in place and nothing of it is
  /// left to do but call other such methods: the model, replaying the gesture whole, is then
  /// where the table is, and the harness may make calls from them and check them as outermost
  /// calls. From the others (`willSelect`, a row action's handler before the actions hide,
  /// `willBeginDragging`, …) it makes none.
  var callsAtOnceAfterItsChange: Bool {
    switch self {
    case .didSelect, .didDeselect, .commit, .contextualAction, .buttonAction, .buttonTapHandler,
      .didTapButton, .didEndDragging:
      return true
    default:
      return false
    }
  }

  /// Methods after which the call still loads cells: changing the data there and telling the
  /// table later would let those cells show data the table does not have yet. The methods the
  /// table calls while it reads the data source's counts and the layout are among them: a
  /// change there would be described to a table whose call has read the data before it.
  var loadsCellsAfter: Bool {
    switch self {
    case .numberOfSections, .cellForRow, .canMove, .target, .moveRow, .rule, .titleForHeader,
      .sectionHeight, .estimatedHeight, .heightForRow:
      return true
    default: return false
    }
  }

  /// Methods the table calls while it reads the layout of the counts it read: a call asked for
  /// there during a drag reads the counts from before the move, and runs after it.
  var readsLayout: Bool {
    switch self {
    case .titleForHeader, .sectionHeight, .estimatedHeight: return true
    default: return false
    }
  }
}

/// One update call as the harness makes it.
enum UpdateCall: Sendable, Equatable {
  case insertRows([IndexPath])
  case deleteRows([IndexPath])
  case reloadRows([IndexPath])
  case moveRow(IndexPath, IndexPath)
  case insertSections(IndexSet)
  case deleteSections(IndexSet)
  case reloadSections(IndexSet)
  case moveSection(Int, Int)
  case moveRowAdjustingSections(IndexPath, IndexPath)
  case deleteRowsAdjustingSections([IndexPath])
  case insertRowsAdjustingSections([IndexPath])
}

/// A change of the data and the update calls that describe it (or, for an invalid update, calls
/// that describe no change of the data, which the table must refuse).
struct ListUpdate: Sendable {
  /// The data before the change.
  var before: [[Int]]
  /// The data after it.
  var after: [[Int]]
  /// The calls describing it.
  var calls: [UpdateCall]
  /// Whether the calls go inside `performBatchUpdates`, with a completion.
  var batched: Bool
  /// Whether a nested batch whose closure throws is recorded first, and taken back.
  var nestedFailure: Bool = false
  /// Items the update deletes and inserts again: an intent's move out of a dropped section or
  /// into a new one. They get a new cell and lose their selection.
  var renewed: Set<Int> = []
}

/// A call of the list table, as the harness makes it from the top level or from a callback.
@MainActor
enum ListCall {
  /// `reloadData()`, the data replaced first by `data` when it is not `nil`.
  case reload([[Int]]?)
  /// A valid update, the data changed first.
  case update(ListUpdate)
  /// Update calls the table must refuse when they run; the data does not change.
  case invalidUpdate([UpdateCall])
  /// A batch whose closure throws: refused when it is made.
  case failingBatch
  case setOffset(Int)
  case setHeight(Int)
  case scrollTo(IndexPath, TableView.ScrollPosition)
  case select(IndexPath?, TableView.ScrollPosition)
  case deselect(IndexPath)
  case tap(IndexPath)
  case swipe(IndexPath, TableView.SwipeEdge, fully: Bool)
  case tapSwipeAction(Int)
  case hideSwipe
  case drag(IndexPath, IndexPath)
  case tapEditing(IndexPath)
  case setEditing(Bool)
  /// A user's `drag(by:)`, by any distance, finite or not.
  case dragBy(CGFloat)
  /// `tapSectionIndexTitle(at:)`.
  case tapIndexTitle(Int)
  /// A tap of the button in the cell showing `item`.
  case tapButton(ItemCell)
  /// `render(with:)`.
  case render
  /// `validateSelection()`.
  case validate
  /// A contextual action's completion called with `true` after its handler returned.
  case keptCompletion((Bool) -> Void)

  /// Whether the harness changes the data for the call, before making it.
  var changesData: Bool {
    switch self {
    case .update, .reload(.some): return true
    default: return false
    }
  }

  /// A short description for failure messages.
  var name: String {
    switch self {
    case .reload(let data): return data == nil ? "reloadData" : "reloadData(new data)"
    case .update(let update): return "update \(update.calls)\(update.batched ? " batched" : "")"
    case .invalidUpdate(let calls): return "invalid update \(calls)"
    case .failingBatch: return "failing batch"
    case .setOffset(let offset): return "setContentOffset(\(offset))"
    case .setHeight(let height): return "setViewportHeight(\(height))"
    case .scrollTo(let path, let position): return "scrollToRow(\(path), \(position))"
    case .select(let path, let position):
      return "selectRow(\(String(describing: path)), \(position))"
    case .deselect(let path): return "deselectRow(\(path))"
    case .tap(let path): return "tapRow(\(path))"
    case .swipe(let path, let edge, let fully): return "swipeRow(\(path), \(edge), fully: \(fully))"
    case .tapSwipeAction(let index): return "tapSwipeAction(\(index))"
    case .hideSwipe: return "hideSwipeActions"
    case .drag(let from, let to): return "dragRow(\(from) → \(to))"
    case .tapEditing(let path): return "tapEditingControl(\(path))"
    case .setEditing(let editing): return "setEditing(\(editing))"
    case .dragBy(let distance): return "drag(by: \(distance))"
    case .tapIndexTitle(let index): return "tapSectionIndexTitle(at: \(index))"
    case .tapButton(let cell): return "button tap in cell of \(String(describing: cell.item))"
    case .render: return "render"
    case .validate: return "validateSelection"
    case .keptCompletion: return "kept completion(true)"
    }
  }
}
