import Foundation

/// The batch `performBatchUpdates(_:completion:)` records while its closure runs, with the
/// animations and completions of its calls.
///
/// Batches nest: a batch inside a batch joins the outer one, and one whose closure throws takes
/// back exactly what it recorded.
@MainActor
struct BatchRecorder {
  /// The calls recorded so far.
  private(set) var batch = BatchUpdate()
  /// The animations of the calls, in call order.
  private(set) var animations: [TableView.RowAnimation] = []
  /// The completions of the nested batches, innermost first.
  private(set) var completions: [@MainActor (Bool) throws -> Void] = []
  /// How many batch closures are running.
  private(set) var depth = 0

  /// Where a nested batch started, to take back what it recorded.
  struct Mark {
    fileprivate let operations: Int
    fileprivate let animations: Int
    fileprivate let completions: Int
  }

  /// Whether a batch closure is running, so that update calls join its batch.
  var isRecording: Bool { depth > 0 }

  /// Starts a (possibly nested) batch and returns where it starts.
  ///
  /// - Complexity: O(1).
  mutating func begin() -> Mark {
    depth += 1
    return Mark(
      operations: batch.operations.count, animations: animations.count,
      completions: completions.count)
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
    depth -= 1
    if let completion { completions.append(completion) }
  }

  /// Ends a batch whose closure threw, taking back what it recorded.
  ///
  /// - Complexity: O(*r*), where *r* is the number of calls it recorded.
  mutating func endDiscarding(from mark: Mark) {
    depth -= 1
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
}
