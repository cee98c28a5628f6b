import Foundation
import ListBinding

/// The answers the harness's delegate and data source give during one top-level step: pure
/// functions of an index path and a seed, so that the model computes the same answers without
/// asking anyone.
public struct Mood: Sendable {
  /// The seed the answers are derived from.
  var seed: UInt64
  /// Whether some sections have their own selection rule.
  var sectionRules: Bool

  /// How a contextual action's handler behaves.
  enum Completion: Sendable, Equatable {
    /// Calls its completion with `true`: the table hides the actions afterwards.
    case done
    /// Calls its completion with `false`.
    case notDone
    /// Never calls it.
    case silent
    /// Keeps it, for the driver to call later, outside any call.
    case kept
  }

  /// One swipe action as the delegate describes it.
  enum Action: Sendable, Equatable {
    case contextual(String, Completion)
    case row(String)
    case delete

    var title: String {
      switch self {
      case .contextual(let title, _), .row(let title): return title
      case .delete: return "Delete"
      }
    }
  }

  /// What the delegate answers for a swipe, in the order the table asks.
  enum SwipeAnswer: Sendable, Equatable {
    /// A configuration (possibly without actions).
    case configuration([Action], performsFirstActionWithFullSwipe: Bool)
    /// No configuration; `editActionsForRowAt` answers these (possibly none), or `nil`.
    case editActions([String]?)
  }

  private func hash(_ salt: UInt64, _ indexPath: IndexPath) -> UInt64 {
    let section = indexPath.count == 2 ? indexPath[0] : -1
    let row = indexPath.count == 2 ? indexPath[1] : -1
    var value = seed ^ salt &* 0x9E37_79B9_7F4A_7C15
    value ^= UInt64(bitPattern: Int64(section)) &* 0xBF58_476D_1CE4_E5B9
    value ^= UInt64(bitPattern: Int64(row)) &* 0x94D0_49BB_1331_11EB
    value = (value ^ (value >> 31)) &* 0xD6E8_FEB8_6659_FD93
    return value ^ (value >> 29)
  }

  private func pick(_ salt: UInt64, _ indexPath: IndexPath, _ count: UInt64) -> Int {
    Int(hash(salt, indexPath) % count)
  }

  private static func path(_ row: Int, _ section: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  func shouldHighlight(_ indexPath: IndexPath) -> Bool { pick(1, indexPath, 10) != 0 }

  func willSelect(_ indexPath: IndexPath) -> IndexPath? {
    switch pick(2, indexPath, 24) {
    case 0, 1: return nil
    case 2: return Self.path(indexPath[1] &+ 1, indexPath[0])
    case 3: return Self.path(indexPath[1] &- 1, indexPath[0])
    case 4 where pick(12, indexPath, 4) == 0: return Self.path(Int.max, indexPath[0])
    default: return indexPath
    }
  }

  func willDeselect(_ indexPath: IndexPath) -> IndexPath? {
    switch pick(3, indexPath, 12) {
    case 0: return nil
    case 1: return Self.path(indexPath[1] &+ 1, indexPath[0])
    default: return indexPath
    }
  }

  func sectionRule(_ section: Int) -> SelectionRule? {
    guard sectionRules else { return nil }
    switch section & 3 {
    case 1: return .single
    case 2: return .multiple(maximum: 2)
    case 3: return .disabled
    default: return nil
    }
  }

  func canEdit(_ indexPath: IndexPath) -> Bool { pick(4, indexPath, 7) != 0 }

  func canMove(_ indexPath: IndexPath) -> Bool { pick(5, indexPath, 6) != 0 }

  func editingStyle(_ indexPath: IndexPath) -> TableViewCell.EditingStyle {
    switch pick(6, indexPath, 5) {
    case 0: return .none
    case 1: return .insert
    default: return .delete
    }
  }

  func target(from source: IndexPath, proposed: IndexPath) -> IndexPath {
    switch pick(7, proposed, 16) {
    case 0, 1: return Self.path(0, proposed[0])
    case 2: return source
    case 3: return Self.path(Int.max, proposed[0])
    default: return proposed
    }
  }

  private func completion(_ indexPath: IndexPath, _ salt: UInt64) -> Completion {
    [.done, .done, .notDone, .silent, .kept][pick(salt, indexPath, 5)]
  }

  /// The delegate's answer for a swipe on `edge`: `nil` when it has no configuration and, on
  /// the leading edge, nothing more is asked.
  func swipe(_ indexPath: IndexPath, leading: Bool) -> SwipeAnswer? {
    if leading {
      switch pick(8, indexPath, 3) {
      case 0: return nil
      case 1:
        return .configuration(
          [.contextual("Pin", completion(indexPath, 9))], performsFirstActionWithFullSwipe: true)
      default:
        return .configuration(
          [.contextual("Flag", completion(indexPath, 10)), .contextual("Mark", .done)],
          performsFirstActionWithFullSwipe: false)
      }
    }
    switch pick(11, indexPath, 7) {
    case 0:
      return .configuration(
        [.contextual("Archive", completion(indexPath, 13)), .contextual("More", .notDone)],
        performsFirstActionWithFullSwipe: pick(14, indexPath, 2) == 0)
    case 1: return .configuration([], performsFirstActionWithFullSwipe: true)
    case 2: return .editActions(["Share", "Remove"])
    case 3: return .editActions([])
    default: return .editActions(nil)
    }
  }

  /// The section the data source answers for the section index title at `index`: usually a
  /// section the table may have, sometimes one it cannot.
  func sectionForIndexTitle(at index: Int) -> Int {
    switch pick(15, Self.path(index, 0), 10) {
    case 0: return -1
    case 1: return Int.max
    case let value: return value - 2
    }
  }
}
