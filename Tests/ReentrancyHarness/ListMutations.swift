import Foundation
import ListBinding

/// Random changes of the list data with the update calls that describe them exactly, and
/// update calls the table must refuse.
@MainActor
struct ListMutations {
  let choices: Choices
  /// The next fresh item id.
  var nextID: Int

  private mutating func fresh(_ count: Int) -> [Int] {
    defer { nextID += count }
    return Array(nextID..<nextID + count)
  }

  private static func paths(of data: [[Int]]) -> [Int: IndexPath] {
    var paths: [Int: IndexPath] = [:]
    for (section, items) in data.enumerated() {
      for (row, item) in items.enumerated() { paths[item] = IndexPath(row: row, section: section) }
    }
    return paths
  }

  private func randomPaths(in data: [[Int]], upTo limit: Int) -> [IndexPath] {
    var all = Self.paths(of: data).values.sorted()
    var chosen: [IndexPath] = []
    for _ in 0..<limit where !all.isEmpty {
      chosen.append(all.remove(at: choices.below(all.count)))
    }
    return chosen
  }

  /// A random change of `data`, valid against it.
  mutating func change(_ data: [[Int]]) -> ListUpdate {
    var after = data
    var calls: [UpdateCall]
    let rows = Self.paths(of: data).values.sorted()
    switch choices.below(15) {
    case 0...1 where !data.isEmpty:
      let section = choices.below(data.count)
      for item in fresh(1 + choices.below(3)) {
        after[section].insert(item, at: choices.below(after[section].count + 1))
      }
      let newPaths = Self.paths(of: after)
      let inserted = after[section].filter { !data[section].contains($0) }
      calls = [.insertRows(inserted.compactMap { newPaths[$0] })]
    case 2...3 where !rows.isEmpty:
      let deleted = randomPaths(in: data, upTo: 1 + choices.below(3))
      for path in deleted.sorted(by: >) { after[path[0]].remove(at: path[1]) }
      calls = [.deleteRows(deleted)]
    case 4 where !rows.isEmpty:
      let reloaded = randomPaths(in: data, upTo: 1 + choices.below(2))
      for path in reloaded { after[path[0]][path[1]] = fresh(1)[0] }
      calls = [.reloadRows(reloaded)]
    case 5 where !rows.isEmpty:
      let source = choices.pick(rows)
      let item = after[source[0]].remove(at: source[1])
      let section = choices.below(after.count)
      let row = choices.below(after[section].count + 1)
      after[section].insert(item, at: row)
      calls = [.moveRow(source, IndexPath(row: row, section: section))]
    case 6 where !data.isEmpty:
      let section = choices.below(data.count)
      after.remove(at: section)
      calls = [.deleteSections(IndexSet(integer: section))]
    case 7 where !data.isEmpty:
      let section = choices.below(data.count)
      after[section] = fresh(choices.below(5))
      calls = [.reloadSections(IndexSet(integer: section))]
    case 8 where data.count > 1:
      let from = choices.below(data.count)
      var to = choices.below(data.count - 1)
      if to >= from { to += 1 }
      after.insert(after.remove(at: from), at: to)
      calls = [.moveSection(from, to)]
    case 9:
      return rearranged(data)
    case 10 where !rows.isEmpty:
      let (calls, renewed) = movedAdjustingSections(&after)
      return ListUpdate(
        before: data, after: after, calls: calls, batched: choices.chance(1, in: 3),
        renewed: renewed)
    case 13 where !rows.isEmpty:
      // An intent combines with the batch's other calls.
      let (calls, renewed) = movedAdjustingSections(&after, insertion: true)
      return ListUpdate(
        before: data, after: after, calls: calls, batched: true,
        nestedFailure: choices.chance(1, in: 4), renewed: renewed)
    case 11 where !rows.isEmpty:
      calls = [deletedAdjustingSections(&after)]
    case 12:
      calls = [insertedAdjustingSections(&after)]
    default:
      let section = choices.below(data.count + 1)
      after.insert(fresh(choices.below(4)), at: section)
      calls = [.insertSections(IndexSet(integer: section))]
    }
    let batched = choices.chance(1, in: 3)
    return ListUpdate(
      before: data, after: after, calls: calls, batched: batched,
      nestedFailure: batched && choices.chance(1, in: 4))
  }

  /// A batch of deletes, inserts, moves and (without moves) reloads, as UIKit documents them.
  private mutating func rearranged(_ data: [[Int]]) -> ListUpdate {
    var after = data
    for section in after.indices {
      after[section].removeAll { _ in choices.chance(1, in: 6) }
    }
    for _ in 0..<choices.below(3) where !after.isEmpty {
      let section = choices.below(after.count)
      guard !after[section].isEmpty else { continue }
      let item = after[section].remove(at: choices.below(after[section].count))
      let target = choices.below(after.count)
      after[target].insert(item, at: choices.below(after[target].count + 1))
    }
    for _ in 0..<choices.below(3) where !after.isEmpty {
      let section = choices.below(after.count)
      after[section].insert(fresh(1)[0], at: choices.below(after[section].count + 1))
    }
    let old = Self.paths(of: data)
    var new = Self.paths(of: after)
    var deletes: [IndexPath] = []
    var moves: [UpdateCall] = []
    for (item, path) in old.sorted(by: { $0.value < $1.value }) {
      guard let target = new[item] else {
        deletes.append(path)
        continue
      }
      if target != path { moves.append(.moveRow(path, target)) }
    }
    var reloads: [IndexPath] = []
    if moves.isEmpty {
      for (item, path) in old.sorted(by: { $0.value < $1.value })
      where new[item] == path && choices.chance(1, in: 8) {
        let replacement = fresh(1)[0]
        after[path[0]][path[1]] = replacement
        reloads.append(path)
      }
      new = Self.paths(of: after)
    }
    let inserts = new.filter { old[$0.key] == nil && !reloads.contains($0.value) }.map(\.value)
      .sorted()
    var calls: [UpdateCall] = []
    if !reloads.isEmpty { calls.append(.reloadRows(reloads)) }
    if !inserts.isEmpty { calls.append(.insertRows(inserts)) }
    calls += moves
    if !deletes.isEmpty { calls.append(.deleteRows(deletes)) }
    return ListUpdate(
      before: data, after: after, calls: calls, batched: true,
      nestedFailure: choices.chance(1, in: 4))
  }

  /// Moves a row, dropping its section when that empties it (sometimes), into an existing or a
  /// new section; with `insertion`, also inserts a row into another section, with a plain
  /// `insertRows` in the same batch. Returns the calls, and the item when the move deletes and
  /// inserts it.
  private mutating func movedAdjustingSections(_ after: inout [[Int]], insertion: Bool = false)
    -> ([UpdateCall], Set<Int>)
  {
    let before = after.map(\.count)
    let source = choices.pick(Self.paths(of: after).values.sorted())
    let item = after[source[0]].remove(at: source[1])
    if after[source[0]].isEmpty, choices.chance(1, in: 2) { after.remove(at: source[0]) }
    let destination: IndexPath
    if after.isEmpty || choices.chance(1, in: 3) {
      let section = choices.below(after.count + 1)
      after.insert([item], at: section)
      destination = IndexPath(row: 0, section: section)
    } else {
      let section = choices.below(after.count)
      let row = choices.below(after[section].count + 1)
      after[section].insert(item, at: row)
      destination = IndexPath(row: row, section: section)
    }
    var calls = [UpdateCall.moveRowAdjustingSections(source, destination)]
    let others = after.indices.filter { $0 != destination[0] }
    var inserted: Int?
    if insertion, let section = others.isEmpty ? nil : choices.pick(others) {
      let row = choices.below(after[section].count + 1)
      after[section].insert(fresh(1)[0], at: row)
      calls.append(.insertRows([IndexPath(row: row, section: section)]))
      inserted = section
    }
    // The batch tries the plain move first: when the counts allow it, the row keeps its cell.
    var moved = before
    moved[source[0]] -= 1
    let plain =
      after.count == before.count
      && {
        moved[destination[0]] += 1
        if let inserted { moved[inserted] += 1 }
        return moved == after.map(\.count)
      }()
    return (calls, plain ? [] : [item])
  }

  /// Deletes rows, dropping every section that empties, or none of them.
  private mutating func deletedAdjustingSections(_ after: inout [[Int]]) -> UpdateCall {
    let deleted = randomPaths(in: after, upTo: 1 + choices.below(4))
    for path in deleted.sorted(by: >) { after[path[0]].remove(at: path[1]) }
    if choices.chance(1, in: 2) {
      let emptied = Set(deleted.map { $0[0] }).filter { after[$0].isEmpty }
      for section in emptied.sorted(by: >) { after.remove(at: section) }
    }
    return .deleteRowsAdjustingSections(deleted)
  }

  /// Inserts rows into an existing section or a new one.
  private mutating func insertedAdjustingSections(_ after: inout [[Int]]) -> UpdateCall {
    let items = fresh(1 + choices.below(3))
    if after.isEmpty || choices.chance(1, in: 2) {
      after.insert(items, at: choices.below(after.count + 1))
    } else {
      let section = choices.below(after.count)
      for item in items {
        after[section].insert(item, at: choices.below(after[section].count + 1))
      }
    }
    let paths = Self.paths(of: after).filter { items.contains($0.key) }.map(\.value).sorted()
    return .insertRowsAdjustingSections(paths)
  }

  /// Calls that describe no change of `data` and that the table must refuse.
  func invalid(_ data: [[Int]]) -> [UpdateCall] {
    let sections = data.count
    let section = choices.below(sections + 1)
    let rows = section < sections ? data[section].count : 0
    switch choices.below(18) {
    case 0: return [.insertRows([IndexPath(row: 0, section: section)])]
    case 1: return [.deleteRows([IndexPath(row: rows + choices.below(3), section: section)])]
    case 2: return [.deleteRows([IndexPath(row: Int.max, section: 0)])]
    case 3: return [.reloadRows([IndexPath(row: Int.min, section: Int.min)])]
    case 4: return [.moveRow(IndexPath(row: -1, section: 0), IndexPath(row: 0, section: 0))]
    case 5:
      return [.moveRow(IndexPath(row: 0, section: 0), IndexPath(row: Int.max, section: Int.max))]
    case 6: return [.insertSections(IndexSet(integer: choices.below(sections + 1)))]
    case 7: return [.deleteSections(IndexSet(integer: sections + choices.below(3)))]
    case 8: return [.deleteSections(IndexSet(integer: Int.max - 1))]
    case 9: return [.reloadSections(IndexSet(integer: sections))]
    case 10: return [.moveSection(sections + 3, 0)]
    case 11: return [.moveSection(0, Int.max - 1)]
    case 12:
      return [.moveRowAdjustingSections(IndexPath(indexes: [0]), IndexPath(row: 0, section: 0))]
    case 13: return [.deleteRowsAdjustingSections([IndexPath(indexes: [1, 2, 3])])]
    case 14: return [.insertRowsAdjustingSections([IndexPath(row: Int.max, section: Int.max)])]
    case 15:
      // Sets of a few bytes that name more sections than any table has.
      return [.deleteSections(IndexSet(integersIn: choices.below(3)..<Int.max))]
    case 16:
      return [
        choices.chance(1, in: 2)
          ? .insertSections(IndexSet(integersIn: 0..<(1 << 40)))
          : .reloadSections(IndexSet(integersIn: sections..<(Int.max - 1)))
      ]
    default:
      return [.insertRows([IndexPath()]), .deleteRows([IndexPath(row: Int.min, section: 0)])]
    }
  }
}
