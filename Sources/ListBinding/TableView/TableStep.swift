import Foundation

/// A change of the table's rows, viewport or selection that needs nothing more from user code
/// to be computed: what a call asks for once it has read the data source and the delegate.
///
/// Consecutive steps run as one transaction (see `TableView+Transactions.swift`).
@MainActor
enum TableStep {
  /// Every row reloaded, with the data source's counts and the delegate's heights as read when
  /// the reload was asked for, or `nil` to read them when it runs (asked for while the table
  /// read counts).
  case reload(DataRead?)
  /// A batch of update calls, validated against the data source's counts as read when the
  /// batch ended (with the heights read then), or `nil` to read them when it runs.
  case update(RecordedBatch, countsAfter: DataRead?)
  /// The sections laid out again with the heights read, or `nil` to read them when it runs:
  /// the table's frame, row height or another geometry setting changed.
  case relayout(LayoutInput?)
  /// Updates whose stages are validated one after the other and applied as one update, or not
  /// at all: what a diffable data source's `apply` performs.
  case stages(StagedUpdate)
  /// The viewport moved or resized.
  case scroll(ScrollRequest)
  /// Rows selected and deselected, and the viewport scrolled to show one of them.
  case select(SelectionChange)
}

extension TableStep {
  /// Whether the step reloads or updates rows: a reload, an update or a staged update.
  var changesRows: Bool {
    switch self {
    case .reload, .update, .stages: true
    case .relayout, .scroll, .select: false
    }
  }
}

/// What a call read of the data source and the delegate: the counts, and the heights to lay the
/// sections out.
struct DataRead: Equatable, Sendable {
  var counts: RowCounts
  var layout: LayoutInput
}

/// Where a scroll takes the viewport.
enum ScrollRequest: Equatable, Sendable {
  /// The viewport starts at this offset over all rows.
  case offset(Int)
  /// The viewport shows this many rows.
  case height(Int)
  /// The content offset becomes this point, as `setContentOffset(_:animated:)`.
  case point(CGPoint)
  /// The table's frame becomes this rect: the viewport becomes its bounds.
  case frame(CGRect)
  /// The row shows at a position.
  case row(IndexPath, TableView.ScrollPosition)
}

/// A selection change computed from the delegate's and the rules' answers.
struct SelectionChange: Sendable {
  /// The rows to select.
  var selected: [IndexPath]
  /// The rows to deselect.
  var deselected: [IndexPath]
  /// Where to scroll afterwards, if anywhere.
  var scroll: ScrollRequest?
}

/// A call that performs as a unit: steps, which may run as one transaction with the steps next
/// to them, or a gesture that reads the delegate when it runs.
@MainActor
enum TableCall {
  /// A change that needs nothing more from user code.
  case step(TableStep)
  /// A gesture or another call that reads the delegate and the data source when it runs.
  case operation(@MainActor () throws(TableViewError) -> Void)
}

/// Whether the table is performing a call, and the calls asked for in the meantime.
@MainActor
struct CallQueue {
  /// Whether a call is being performed.
  var isBusy = false
  /// Whether the table is reading the data source's counts: an update call asked for then
  /// reads its counts when it runs.
  var isReadingCounts = false
  /// The calls deferred until the current one completes, in the order they were asked for.
  var deferred: [QueuedCall] = []
  /// The errors that completions run later threw, in order, for the next outermost call to
  /// throw (see `TableView+Completions.swift`).
  var completionErrors: [TableViewError] = []
  /// How many outermost calls have begun: a deferred call that read the data source before
  /// one ran at once reads it again when it runs.
  var outermostCount = 0

  /// What a call at a touch suspends: whether the table was busy, reading counts, and the calls
  /// it had deferred.
  struct Suspended {
    fileprivate var isBusy: Bool
    fileprivate var isReadingCounts: Bool
    fileprivate var deferred: [QueuedCall]
    fileprivate var outermostCount: Int
  }

  /// Lets calls run at once, as outermost calls, until `resume(_:)`: returns what it suspends.
  mutating func suspend() -> Suspended {
    defer {
      isBusy = false
      isReadingCounts = false
      deferred = []
    }
    return Suspended(
      isBusy: isBusy, isReadingCounts: isReadingCounts, deferred: deferred,
      outermostCount: outermostCount)
  }

  /// Puts back what `suspend()` suspended. When calls ran at once meanwhile, the deferred
  /// reloads and updates read the data source's counts and the heights again when they run:
  /// those calls may have changed the data and the table.
  ///
  /// - Complexity: O(*d*), where *d* is the number of deferred calls.
  mutating func resume(_ suspended: Suspended) {
    isBusy = suspended.isBusy
    isReadingCounts = suspended.isReadingCounts
    deferred = suspended.deferred
    guard outermostCount != suspended.outermostCount else { return }
    for index in deferred.indices {
      switch deferred[index].call {
      case .step(.reload(.some)):
        deferred[index].call = .step(.reload(nil))
      case .step(.update(let batch, countsAfter: .some)):
        deferred[index].call = .step(.update(batch, countsAfter: nil))
      default:
        break
      }
    }
  }
}

/// A call waiting to run, with the event that names it for the table's observers (`nil`
/// when there is no observer, or when the call was reported running already).
@MainActor
struct QueuedCall {
  var call: TableCall
  var event: TableEvent.Call?
}
