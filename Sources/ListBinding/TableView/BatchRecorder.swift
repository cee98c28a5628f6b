import Foundation

/// The batch `performBatchUpdates(_:completion:)` records while its closure runs, or
/// `beginUpdates()` until its `endUpdates()`, with the animations and completions of its calls.
///
/// Batches nest: a batch inside a batch joins the outer one, and one whose closure throws takes
/// back exactly what it recorded.
@MainActor
struct BatchRecorder {
  /// What opened a batch.
  enum Opener: Equatable {
    /// A `performBatchUpdates` closure, which ends when it returns.
    case closure
    /// `beginUpdates()`, which ends at its `endUpdates()`.
    case beginUpdates
  }

  /// The calls recorded so far.
  private(set) var batch = BatchUpdate()
  /// The animations of the calls, in call order.
  private(set) var animations: [TableView.RowAnimation] = []
  /// The completions of the nested batches, innermost first.
  private(set) var completions: [@MainActor (Bool) throws -> Void] = []
  /// The open batches, outermost first.
  private(set) var openers: [Opener] = []

  /// Where a nested batch started, to take back what it recorded.
  struct Mark {
    fileprivate let operations: Int
    fileprivate let animations: Int
    fileprivate let completions: Int
    /// How many batches were open before it.
    let depth: Int
  }

  /// How many batches are open.
  var depth: Int { openers.count }

  /// Whether a batch is open, so that update calls join it.
  var isRecording: Bool { !openers.isEmpty }

  /// What opened the innermost open batch, if one is open.
  var innermost: Opener? { openers.last }

  /// Starts a (possibly nested) batch and returns where it starts.
  ///
  /// - Complexity: O(1) amortized.
  mutating func begin(_ opener: Opener = .closure) -> Mark {
    let mark = Mark(
      operations: batch.operations.count, animations: animations.count,
      completions: completions.count, depth: openers.count)
    openers.append(opener)
    return mark
  }

  /// Records an update call.
  ///
  /// - Complexity: O(1) amortized.
  mutating func record(_ animation: TableView.RowAnimation?, _ operation: BatchUpdate.Operation) {
    batch.append(operation)
    if let animation { animations.append(animation) }
  }

  /// Ends a batch whose closure returned, keeping its completion for when the outermost batch
  /// is applied.
  ///
  /// - Complexity: O(1) amortized.
  mutating func end(completion: (@MainActor (Bool) throws -> Void)?) {
    _ = openers.popLast()
    if let completion { completions.append(completion) }
  }

  /// Ends a batch whose closure threw, taking back what it recorded and closing the batches
  /// opened inside it.
  ///
  /// - Complexity: O(*r*), where *r* is the number of calls it recorded.
  mutating func endDiscarding(from mark: Mark) {
    openers.removeSubrange(min(mark.depth, openers.count)...)
    batch.removeOperations(from: mark.operations)
    animations.removeSubrange(mark.animations...)
    completions.removeSubrange(mark.completions...)
  }

  /// Takes the recorded batch, leaving the recorder empty.
  ///
  /// - Complexity: O(1).
  mutating func take() -> RecordedBatch {
    defer { self = BatchRecorder() }
    return RecordedBatch(batch: batch, animations: animations, completions: completions)
  }
}

/// A batch of update calls as recorded, with what the table does once it is applied.
@MainActor
struct RecordedBatch {
  /// The calls.
  var batch: BatchUpdate
  /// Their animations, in call order.
  var animations: [TableView.RowAnimation]
  /// The completions to call once applied.
  var completions: [@MainActor (Bool) throws -> Void]
  /// Whether applying the batch asks the heights of the rows on screen again: every batch user
  /// code asks for, as UIKit's batch updates recompute them; not the move of a user's drag,
  /// which moves a row in its cell without a batch update (*assumed*).
  var remeasuresVisibleRows = true
}
