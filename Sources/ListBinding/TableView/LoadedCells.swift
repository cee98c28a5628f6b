import Foundation

/// The cells of the rows in a table's viewport, by the rows' offsets over the whole table, and
/// the row each cell shows.
///
/// A value: a call builds the cells of its new state apart and swaps them in when it commits,
/// or drops them when it fails.
///
/// Not isolated to the main actor: it holds cells but calls nothing on them, and its closures
/// then run without the main-actor check an isolated closure pays at every call.
struct LoadedCells {
  /// The offsets of the rows the slots are for.
  private(set) var rows: Range<Int> = 0..<0
  /// One slot per row: its cell, or `nil` while it has none yet.
  private var slots: [TableViewCell?] = []
  /// The offset of the row each cell shows.
  private var offsets: [ObjectIdentifier: Int] = [:]
  /// How many slots have no cell.
  private(set) var missingCount = 0

  /// No cells.
  init() {}

  /// Empty slots for `rows`.
  ///
  /// - Complexity: O(*v*), where *v* is the number of rows.
  init(rows: Range<Int>) {
    self.rows = rows
    slots = Array(repeating: nil, count: rows.count)
    missingCount = rows.count
  }

  /// The cell of the row at `offset`, if it has one.
  ///
  /// - Complexity: O(1).
  func cell(atOffset offset: Int) -> TableViewCell? {
    rows.contains(offset) ? slots[offset - rows.lowerBound] : nil
  }

  /// The offset of the row `cell` shows, or `nil` when it is not one of these cells.
  ///
  /// - Complexity: O(1) on average.
  func offset(of cell: TableViewCell) -> Int? {
    offsets[ObjectIdentifier(cell)]
  }

  /// Puts `cell` in the slot of the row at `offset`, which must be one of ``rows``.
  ///
  /// - Complexity: O(1) on average.
  mutating func place(_ cell: TableViewCell, atOffset offset: Int) {
    if slots[offset - rows.lowerBound] == nil { missingCount -= 1 }
    slots[offset - rows.lowerBound] = cell
    offsets[ObjectIdentifier(cell)] = offset
  }

  /// Puts `cell` in the slot of the row at `offset`, which must be one of ``rows``, in place of
  /// the cell there, which is no longer one of these cells.
  ///
  /// - Complexity: O(1) on average.
  mutating func replace(atOffset offset: Int, with cell: TableViewCell) {
    if let old = slots[offset - rows.lowerBound] { offsets[ObjectIdentifier(old)] = nil }
    place(cell, atOffset: offset)
  }

  /// The offsets of the rows that have no cell, in order.
  ///
  /// - Complexity: O(*v*).
  var missingOffsets: [Int] {
    // Loops rather than closures: these run at every scroll step.
    var missing: [Int] = []
    guard missingCount > 0 else { return missing }
    missing.reserveCapacity(missingCount)
    for index in slots.indices where slots[index] == nil { missing.append(rows.lowerBound + index) }
    return missing
  }

  /// The cells with the offsets of their rows, in row order.
  ///
  /// - Complexity: O(*v*).
  var placed: [(offset: Int, cell: TableViewCell)] {
    var placed: [(offset: Int, cell: TableViewCell)] = []
    placed.reserveCapacity(slots.count - missingCount)
    for index in slots.indices {
      if let cell = slots[index] { placed.append((rows.lowerBound + index, cell)) }
    }
    return placed
  }

  /// The cells in row order.
  ///
  /// - Complexity: O(*v*).
  var all: [TableViewCell] {
    var all: [TableViewCell] = []
    all.reserveCapacity(slots.count - missingCount)
    for case let cell? in slots { all.append(cell) }
    return all
  }
}
