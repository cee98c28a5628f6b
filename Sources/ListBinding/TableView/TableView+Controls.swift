import Foundation

/// What a control other than a button needs of the table that shows its cell: to act as a
/// gesture on the table.
@MainActor
protocol ControlHost: AnyObject {
  /// Performs `body`, a user's gesture on `control` inside `cell`: as a call of the table when
  /// the cell is displayed, whose actions are called at a touch: what they ask of the table runs
  /// at once, on the table as the gesture left it.
  func performGesture(
    of control: View, in cell: TableViewCell,
    _ body: @escaping @MainActor () throws(TableViewError) -> Void
  ) throws(TableViewError)
}

extension TableView: ControlHost {
  func performGesture(
    of control: View, in cell: TableViewCell,
    _ body: @escaping @MainActor () throws(TableViewError) -> Void
  ) throws(TableViewError) {
    guard indexPath(for: cell) != nil else {
      try body()
      return
    }
    try perform { .operation { () throws(TableViewError) in try self.runningCallsAtOnce(body) } }
  }
}
