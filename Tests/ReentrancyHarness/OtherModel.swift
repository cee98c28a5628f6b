import Foundation
import ListBinding

/// A snapshot of the other table, as plain arrays: section ids, and item ids per section.
struct OtherSnapshot: Equatable {
  var sections: [Int]
  var items: [[Int]]
}

/// A call of the other table, whose data source is a `DiffableDataSource`.
@MainActor
enum OtherCall {
  /// `apply(_:animatingDifferences:completion:)` of a snapshot with items and sections marked.
  case apply(OtherSnapshot, marks: OtherMarks, animating: Bool)
  /// `applySnapshotUsingReloadData(_:)`.
  case applyReloading(OtherSnapshot)
  case select(IndexPath)
  case tap(IndexPath)
  case setOffset(Int)
  /// A tap of the button in one of the other table's cells.
  case tapButton(ItemCell)

  var name: String {
    switch self {
    case .apply(let snapshot, let marks, _): return "apply \(snapshot.items) \(marks)"
    case .applyReloading(let snapshot): return "applySnapshotUsingReloadData \(snapshot.items)"
    case .select(let path): return "other.selectRow(\(path))"
    case .tap(let path): return "other.tapRow(\(path))"
    case .setOffset(let offset): return "other.setContentOffset(\(offset))"
    case .tapButton: return "other button tap"
    }
  }
}

/// The items and sections a snapshot marks for reloading or reconfiguring.
struct OtherMarks: Equatable {
  var reloaded: [Int] = []
  var reconfigured: [Int] = []
  var reloadedSections: [Int] = []
}

/// The reference model of the other table: what a diffable data source's table shows after
/// its applies, by item identity.
@MainActor
struct OtherModel {
  var snapshot = OtherSnapshot(sections: [], items: [])
  var selected: Set<Int> = []
  var offset = 0
  let height: Int

  init(height: Int) {
    self.height = height
  }

  var total: Int { snapshot.items.reduce(0) { $0 + $1.count } }

  var visibleItems: [Int] {
    ListState(rows: snapshot.items, offset: offset, height: height).visibleItems
  }

  func invalidity(of indexPath: IndexPath) -> String? {
    guard indexPath.count == 2 else { return "invalidIndexPath" }
    guard snapshot.items.indices.contains(indexPath[0]) else { return "sectionOutOfRange" }
    guard snapshot.items[indexPath[0]].indices.contains(indexPath[1]) else {
      return "rowOutOfRange"
    }
    return nil
  }

  func path(of item: Int) -> IndexPath? {
    for (section, items) in snapshot.items.enumerated() {
      if let row = items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
    }
    return nil
  }

  mutating func clamp() {
    offset = min(max(0, offset), max(0, total - height))
  }

  /// The checks a call makes when it is made outside any other call.
  func request(_ call: OtherCall) -> Outcome {
    if case .tap(let path) = call, let failure = invalidity(of: path) { return .failed(failure) }
    return .ok
  }

  /// Runs a call; `cellFailure` is the error of the cell provider when it went wrong.
  mutating func run(_ call: OtherCall, cellFailure: String?) -> Outcome {
    switch call {
    case .apply(let new, let marks, _):
      if let cellFailure { return .failed(cellFailure) }
      let items = Set(new.items.joined())
      var reloaded = Set(marks.reloaded)
      for (section, identifier) in new.sections.enumerated()
      where marks.reloadedSections.contains(identifier) {
        reloaded.formUnion(new.items[section])
      }
      snapshot = new
      selected = selected.intersection(items).subtracting(reloaded)
      clamp()
    case .applyReloading(let new):
      if let cellFailure { return .failed(cellFailure) }
      snapshot = new
      selected = []
      clamp()
    case .select(let path):
      if let failure = invalidity(of: path) { return .failed(failure) }
      selected.insert(snapshot.items[path[0]][path[1]])
    case .tap(let path):
      if let failure = invalidity(of: path) { return .failed(failure) }
      let item = snapshot.items[path[0]][path[1]]
      if selected.contains(item) { selected.remove(item) } else { selected.insert(item) }
    case .setOffset(let new):
      offset = new
      clamp()
    case .tapButton:
      break
    }
    return .ok
  }
}

/// The other table's outermost call and what it deferred.
@MainActor
struct OtherSegment {
  var outer: OtherCall
  var entries: [OtherCall] = []
}
