import Foundation
import ListBinding

/// What the list table shows, as the model has it: rows as item ids, the selection as ids, the
/// viewport, the editing mode and the swiped row.
struct ListState: Equatable {
  var rows: [[Int]] = []
  var selected: Set<Int> = []
  var offset = 0
  var height: Int
  var isEditing = false
  var swipe: SwipeModel?

  var total: Int { rows.reduce(0) { $0 + $1.count } }

  /// The table's `contentOffset.y`: the top of the first visible row, every row being
  /// `rowHeight` tall and headers and footers taking no room; the bottom of the last row when
  /// the viewport starts past it, which only an empty viewport does (see
  /// `EmptyViewportScrollingTests`).
  var contentOffset: Double { Double(offset) * Self.rowHeight }

  /// The height of every row, in points: the table's default `rowHeight`, which the delegate
  /// answers; section headers and footers have no titles and take no room.
  static let rowHeight = 44.0

  /// The last offset the viewport may start at.
  var lastStart: Int { max(0, total - height) }

  /// The viewport pulled back within the table.
  mutating func clamp() {
    offset = min(max(0, offset), lastStart)
  }

  /// The error kind of a path that names no row, or `nil`.
  func invalidity(of indexPath: IndexPath) -> String? {
    guard indexPath.count == 2 else { return "invalidIndexPath" }
    guard rows.indices.contains(indexPath[0]) else { return "sectionOutOfRange" }
    guard rows[indexPath[0]].indices.contains(indexPath[1]) else { return "rowOutOfRange" }
    return nil
  }

  func item(at indexPath: IndexPath) -> Int { rows[indexPath[0]][indexPath[1]] }

  func path(of item: Int) -> IndexPath? {
    for (section, items) in rows.enumerated() {
      if let row = items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
    }
    return nil
  }

  /// The offset over all rows of a row that exists.
  func offset(of indexPath: IndexPath) -> Int {
    rows[..<indexPath[0]].reduce(0) { $0 + $1.count } + indexPath[1]
  }

  /// The items in the viewport, in order.
  var visibleItems: [Int] {
    var items: [Int] = []
    var index = 0
    for section in rows {
      guard index + section.count > offset else {
        index += section.count
        continue
      }
      for item in section {
        if index >= offset + height { return items }
        if index >= offset { items.append(item) }
        index += 1
      }
    }
    return items
  }

  /// The index paths of the rows in the viewport, in order.
  var visiblePaths: [IndexPath] {
    var paths: [IndexPath] = []
    var index = 0
    for (section, items) in rows.enumerated() {
      for row in items.indices {
        if index >= offset, index < offset + height {
          paths.append(IndexPath(row: row, section: section))
        }
        index += 1
      }
    }
    return paths
  }

  /// The selected rows, in order.
  var selectedPaths: [IndexPath] {
    selected.compactMap(path(of:)).sorted()
  }

  /// The selected rows of a section, in order.
  func selectedPaths(inSection section: Int) -> [IndexPath] {
    guard rows.indices.contains(section) else { return [] }
    return rows[section].indices.filter { selected.contains(rows[section][$0]) }.map {
      IndexPath(row: $0, section: section)
    }
  }

  /// The viewport's start that shows the row at `row` at `position`, before clamping: UIKit's
  /// rule, a row at the top, middle or bottom, or the least scrolling for `.none`.
  func offset(toShow row: Int, at position: TableView.ScrollPosition) -> Int {
    let last = max(height, 1) - 1
    switch position {
    case .top: return row
    case .middle: return row - last / 2
    case .bottom: return row - last
    case .none:
      if row < offset { return row }
      if row - offset > last { return row - last }
      return offset
    }
  }
}

/// The row showing swipe actions.
struct SwipeModel: Equatable {
  var item: Int
  var edge: TableView.SwipeEdge
  var actions: [Mood.Action]
  /// Whether the row's delete control revealed them, as its delete confirmation: the delegate
  /// hears neither `willBeginEditingRowAt` nor `didEndEditingRowAt` for those.
  var confirmsDeleteControl = false
}

/// The table's settings the harness changes directly.
struct ListSettings {
  var allowsSelection = true
  var allowsMultipleSelection = false
  var rule: SelectionRule?
  var allowsSelectionDuringEditing = false

  /// Whether a selection adds to the others where no rule applies: `allowsMultipleSelection`
  /// holds outside editing mode only, as in UIKit (the harness leaves
  /// `allowsMultipleSelectionDuringEditing` off).
  func allowsMultipleSelectionNow(editing: Bool) -> Bool {
    !editing && allowsMultipleSelection
  }
}

/// How a throwing step goes wrong.
enum Trouble: Equatable {
  /// This method throws, the first time it is called.
  case throwing(Hook, passesTableError: Bool)
  /// The data source answers these counts once.
  case counts(HostileCounts)
  /// The data source answers a cell of the other table, or throws when it has none.
  case foreignCell
  /// The data source answers a cell the table already shows, or throws when there is none.
  case displayedCell
  /// `shouldHighlightRowAt` answers no and asks for the same tap again, every time.
  case loop
  /// The delegate's selection rule asks the table for the rule, which asks the delegate…
  case recursion
}

/// Counts a hostile data source answers.
enum HostileCounts: Equatable, CaseIterable {
  case negativeSections, hugeSections, intMaxSections, intMinSections
  case negativeRows, hugeRows, overflowingRows

  /// The kind of error the table throws for them.
  var errorKind: String {
    switch self {
    case .negativeSections, .intMinSections: return "negativeNumberOfSections"
    case .hugeSections, .intMaxSections: return "tooManySections"
    case .negativeRows: return "negativeNumberOfRows"
    case .hugeRows, .overflowingRows: return "tooManyRows"
    }
  }
}

/// The outcome of a call or of a deferred call, as the model predicts it.
enum Outcome: Equatable {
  case ok
  /// The call throws an error of this kind (the case name of `TableViewError`).
  case failed(String)

  var failure: String? {
    if case .failed(let kind) = self { return kind }
    return nil
  }
}

/// The reference model of the list table: computes, from the calls made and UIKit's documented
/// rules, what the table shows after each top-level step, without asking the table.
@MainActor
struct ListModel {
  var state: ListState
  var settings = ListSettings()
  var mood = Mood(seed: 0, sectionRules: false)
  /// What goes wrong in this step, if anything.
  var trouble: Trouble?
  /// Whether the trouble has happened.
  var troubleHappened = false

  init(height: Int) {
    state = ListState(height: height)
    tallest = height
  }

  /// The error kind if `hook` throws now: the first call of the method a throwing step names.
  mutating func hit(_ hook: Hook) -> String? {
    guard !troubleHappened, case .throwing(let throwing, let passes) = trouble, throwing == hook
    else { return nil }
    troubleHappened = true
    if passes { return "passThrough" }
    return hook == .cellForRow ? "dataSourceFailed" : "callbackFailed"
  }

  /// The error kind if reading the layout of `rows` throws: the table asks the delegate for
  /// each section's header and footer heights and, as they are automatic, the data source for
  /// its titles; then, when there are rows, the delegate for the first row's estimated height.
  mutating func readLayout(of rows: [[Int]]) -> String? {
    if !rows.isEmpty, let failure = hit(.sectionHeight) ?? hit(.titleForHeader) {
      return failure
    }
    guard rows.contains(where: { !$0.isEmpty }) else { return nil }
    return hit(.estimatedHeight)
  }

  /// The selection rule of a section: the delegate's, else the table's.
  mutating func rule(_ section: Int) -> (SelectionRule?, String?) {
    if trouble == .recursion { return (nil, "callbacksTooDeep") }
    if let failure = hit(.rule) { return (nil, failure) }
    return (mood.sectionRule(section) ?? settings.rule, nil)
  }

  /// Moves to `new` as one transaction: an update asks the heights of the rows on screen that
  /// keep their cells (UIKit's batch updates recompute the heights of the rows on screen), the
  /// cells of rows new to the viewport are asked for, with their heights, the state committed,
  /// then the delegate told.
  mutating func transaction(
    to new: ListState, reload: Bool = false, renewed: Set<Int> = [], completions: Int = 0,
    beforeLoading: Hook? = nil, update: Bool = false
  ) -> Outcome {
    let before = state.visibleItems
    let kept = reload ? [] : before.filter { !renewed.contains($0) }
    let after = new.visibleItems
    let loads = after.filter { !kept.contains($0) }
    let leaves = before.filter { !kept.contains($0) || !after.contains($0) }
    if let hook = beforeLoading, let failure = hit(hook) { return .failed(failure) }
    // The rows of every height (all are `rowHeight`) stay on screen: an update asks those that
    // keep their cells first, before any cell is asked for.
    if update, kept.contains(where: after.contains), let failure = hit(.heightForRow) {
      return .failed(failure)
    }
    if !loads.isEmpty {
      if let failure = cellTrouble(keeps: kept.contains(where: after.contains)) {
        return .failed(failure)
      }
      // The delegate's height of each row whose cell is loaded, after its cell.
      if let failure = hit(.heightForRow) { return .failed(failure) }
    }
    let endedSwipe =
      state.swipe.map { !$0.confirmsDeleteControl } ?? false && new.swipe == nil
    let scrolled = state.contentOffset != new.contentOffset
    state = new
    tallest = max(tallest, new.height)
    if reload { indexTitlesRead = false }
    if scrolled, let failure = hit(.didScroll) { return .failed(failure) }
    if endedSwipe, let failure = hit(.didEndEditing) { return .failed(failure) }
    if !leaves.isEmpty, let failure = hit(.didEndDisplaying) { return .failed(failure) }
    if !loads.isEmpty, let failure = hit(.willDisplay) { return .failed(failure) }
    if completions > 0, let failure = hit(.completion) { return .failed(failure) }
    return .ok
  }

  /// The error of the first cell asked for, when the step makes cells go wrong.
  private mutating func cellTrouble(keeps: Bool) -> String? {
    guard !troubleHappened else { return nil }
    switch trouble {
    case .foreignCell:
      troubleHappened = true
      return otherTableShowsCells ? "cellOfAnotherTable" : "dataSourceFailed"
    case .displayedCell:
      troubleHappened = true
      return keeps ? "cellAlreadyDisplayed" : "dataSourceFailed"
    default:
      return hit(.cellForRow)
    }
  }

  /// Whether the other table has cells in view, for a foreign-cell step; set by the harness.
  var otherTableShowsCells = false
  /// The tallest viewport the table has had: its reuse pool may keep that many cells.
  var tallest = 0
  /// The number of section index titles the data source answers, every time.
  var indexTitleCount = 0
  /// The table's `sectionIndexMinimumDisplayRowCount`.
  var indexMinimumRows = 0
  /// Whether the table has asked for the titles since its last reload.
  var indexTitlesRead = false
}
