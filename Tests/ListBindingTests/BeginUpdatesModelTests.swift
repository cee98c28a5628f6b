import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// Random nestings of `beginUpdates()`/`endUpdates()` pairs and `performBatchUpdates` closures,
/// with appended rows, against a model of the open batches.
@MainActor
@Suite("beginUpdates and endUpdates against a model")
struct BeginUpdatesModelTests {
  struct Thrown: Error, CustomStringConvertible {
    var description: String { "closure threw" }
  }

  /// One random run: the table, the data source, and the model they are compared with.
  @MainActor
  final class Run {
    enum Opener { case pair, closure }

    var random: SplitMix64
    let fixture: SelectionFixture
    let context: String
    /// The rows the table shows, and the rows the data source has: more when a batch was
    /// refused or taken back, until a reload.
    var tableCount = 2
    var dataCount = 2
    /// The open batches, outermost first, with the number of inserts recorded before each.
    var open: [(opener: Opener, pendingBefore: Int)] = []
    /// The inserts recorded into the open batches.
    var pending = 0
    /// How many outermost batches were applied, and refused.
    var applied = 0
    var refused = 0

    init(seed: UInt64) throws {
      random = SplitMix64(seed: seed)
      fixture = try SelectionFixture([["r0", "r1"]], height: 5)
      context = "seed \(seed)"
    }

    var tableView: TableView { fixture.tableView }

    func roll(_ sides: UInt64) -> UInt64 { random.next() % sides }

    /// Checks the outcome of a batch that just ended as the outermost one: applied when the
    /// table plus the batch's inserts match the data source, refused with UIKit's reason when
    /// not. Either way, the batch is over.
    func checkApplied(_ error: (any Error)?) {
      if tableCount + pending == dataCount {
        #expect(error == nil, "\(context): a valid batch was refused: \(String(describing: error))")
        if error == nil { tableCount += pending }
        applied += 1
      } else if case .invalidUpdate = error as? TableViewError {
        refused += 1
      } else {
        Issue.record("\(context): an invalid batch gave \(String(describing: error))")
      }
      pending = 0
    }

    func insert() throws {
      fixture.dataSource.sections[0].append("r\(dataCount)")
      dataCount += 1
      let row = IndexPath(row: tableCount + pending, section: 0)
      if open.isEmpty {
        pending = 1
        checkApplied(error { try tableView.insertRows(at: [row], with: .fade) })
      } else {
        try tableView.insertRows(at: [row], with: .fade)
        pending += 1
      }
    }

    func begin() {
      tableView.beginUpdates()
      open.append((.pair, pending))
    }

    func end() {
      let thrown = error { try tableView.endUpdates() }
      guard open.last?.opener == .pair else {
        #expect(thrown == TableViewError.endUpdatesWithoutBeginUpdates, "\(context)")
        return
      }
      open.removeLast()
      if open.isEmpty {
        checkApplied(thrown)
      } else {
        #expect(thrown == nil, "\(context)")
      }
    }

    func closure(depth: Int) {
      let mark = (depth: open.count, pending: pending)
      let throwing = roll(6) == 0
      let thrown = error {
        try tableView.performBatchUpdates {
          self.open.append((.closure, self.pending))
          for _ in 0..<self.roll(5) { try self.step(depth: depth + 1) }
          if throwing { throw Thrown() }
        }
      }
      let notEnded = open.count - mark.depth - 1
      if throwing || notEnded > 0 {
        let expected: TableViewError =
          throwing ? .batchUpdatesFailed(Thrown()) : .beginUpdatesNotEnded(notEnded)
        #expect(thrown == expected, "\(context)")
        open.removeSubrange(mark.depth...)
        pending = mark.pending
        return
      }
      open.removeLast()
      if open.isEmpty {
        checkApplied(thrown)
      } else {
        #expect(thrown == nil, "\(context)")
      }
    }

    /// The error `body` throws, as a table error, or `nil`.
    func error(_ body: () throws -> Void) -> TableViewError? {
      do {
        try body()
        return nil
      } catch let error as TableViewError {
        return error
      } catch {
        Issue.record("\(context): not a table error: \(error)")
        return nil
      }
    }

    /// One random call; inside closures, up to three deep. Ends come twice as often as
    /// begins, so that pairs close.
    func step(depth: Int) throws {
      switch roll(depth < 3 ? 6 : 4) {
      case 0: try insert()
      case 1: begin()
      case 2, 3: end()
      case 4: closure(depth: depth)
      default:
        guard open.isEmpty else { return try insert() }
        try tableView.reloadData()
        tableCount = dataCount
      }
    }

    /// Checks the table against the model.
    func check(_ stepIndex: Int) throws {
      let where_ = "\(context) step \(stepIndex)"
      #expect(try tableView.numberOfRows(inSection: 0) == tableCount, "\(where_)")
      #expect(
        visibleTexts(tableView) == (0..<min(5, tableCount)).map { "r\($0)" }, "\(where_)")
    }
  }

  @Test("Thousands of random calls", arguments: [UInt64(1), 42, 0xFEED])
  func randomized(seed: UInt64) throws {
    let run = try Run(seed: seed)
    for stepIndex in 0..<3_000 {
      try run.step(depth: 0)
      try run.check(stepIndex)
    }
    // The run saw batches applied and refused.
    #expect(run.applied > 300, "seed \(seed)")
    #expect(run.refused > 30, "seed \(seed)")
  }
}
