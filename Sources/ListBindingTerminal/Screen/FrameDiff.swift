import ListBinding

/// A change to the screen: what a redraw sends, before it is encoded as bytes.
enum ScreenOperation: Hashable, Sendable {
  /// Deletes `count` lines at `row`; the lines below move up and blank lines enter at the
  /// bottom.
  case deleteLines(row: Int, count: Int)
  /// Inserts `count` blank lines at `row`; the lines below move down and the bottom ones leave
  /// the screen.
  case insertLines(row: Int, count: Int)
  /// Replaces the line at `row`.
  case write(row: Int, Line)
}

/// The operations that turn the screen showing one frame into the screen showing the next:
/// only lines that differ are written.
///
/// Two plans are compared and the one with fewer bytes is kept:
/// - in place: each line that differs from the line at the same row is written again;
/// - shifted: a linear diff of the lines (``Changeset``) finds the lines kept in order; lines
///   removed or moved are deleted and the new ones inserted, so that a list scrolled by a few
///   rows costs a few lines instead of a screen.
struct FrameDiff {
  /// Encodes operations, to compare the plans by their bytes.
  var encoder: ScreenEncoder

  /// The operations from `old` to `new`: none when they are equal.
  ///
  /// - Complexity: O(*n* + *c*), where *n* is the number of lines and *c* the number of
  ///   characters of the frames.
  func operations(from old: Frame, to new: Frame) -> [ScreenOperation] {
    let inPlace = Self.inPlace(from: old, to: new)
    guard old.lines.count == new.lines.count, inPlace.count > 1 else { return inPlace }
    let shifted = Self.shifted(from: old, to: new)
    return encoder.byteCount(shifted) < encoder.byteCount(inPlace) ? shifted : inPlace
  }

  /// Each line that differs from the line at the same row, written again; rows beyond the old
  /// frame are written, rows beyond the new one cleared.
  static func inPlace(from old: Frame, to new: Frame) -> [ScreenOperation] {
    var operations: [ScreenOperation] = []
    for row in 0..<max(old.lines.count, new.lines.count) {
      let before = row < old.lines.count ? old.lines[row] : Line()
      let after = row < new.lines.count ? new.lines[row] : Line()
      if before != after { operations.append(.write(row: row, after)) }
    }
    return operations
  }

  /// Deletes the lines the diff removes or moves (bottom up), inserts blank lines where new or
  /// moved lines go (top down), then writes them. Both frames have the same number of lines.
  static func shifted(from old: Frame, to new: Frame) -> [ScreenOperation] {
    let changes = Changeset(from: old.lines, to: new.lines)
    let removed = (changes.deletions + changes.moves.map(\.source)).sorted()
    let added = (changes.insertions + changes.moves.map(\.destination)).sorted()
    var operations: [ScreenOperation] = []
    for run in runs(removed).reversed() {
      operations.append(.deleteLines(row: run.lowerBound, count: run.count))
    }
    for run in runs(added) {
      operations.append(.insertLines(row: run.lowerBound, count: run.count))
    }
    for row in added where !new.lines[row].runs.isEmpty {
      operations.append(.write(row: row, new.lines[row]))
    }
    return operations
  }

  /// Sorted offsets grouped into runs of consecutive ones.
  static func runs(_ offsets: [Int]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    for offset in offsets {
      if let last = runs.last, last.upperBound == offset {
        runs[runs.count - 1] = last.lowerBound..<offset + 1
      } else {
        runs.append(offset..<offset + 1)
      }
    }
    return runs
  }
}

extension Frame {
  /// The frame after `operations`, as a terminal would show it: the model the tests check the
  /// diff against.
  ///
  /// - Complexity: O(*n* × *o*), where *n* is the number of lines and *o* of operations.
  func applying(_ operations: [ScreenOperation]) -> Frame {
    var lines = self.lines
    let height = lines.count
    for operation in operations {
      switch operation {
      case .deleteLines(let row, let count):
        guard row >= 0, row < height else { continue }
        let removed = min(count, height - row)
        lines.removeSubrange(row..<row + removed)
        lines.append(contentsOf: Array(repeating: Line(), count: removed))
      case .insertLines(let row, let count):
        guard row >= 0, row < height else { continue }
        let inserted = min(count, height - row)
        lines.insert(contentsOf: Array(repeating: Line(), count: inserted), at: row)
        lines.removeLast(inserted)
      case .write(let row, let line):
        guard row >= 0, row < height else { continue }
        lines[row] = line
      }
    }
    return Frame(lines: lines)
  }
}
