import Foundation

/// A data source told about taps on buttons in its cells, such as ``ListDataSource``.
///
/// The table asks it when the tap begins, before the button's own actions run, so that it can
/// capture what the report needs (the row's item) while the row still shows it: an action that
/// deletes its own row cannot make the report name the next row's item.
@MainActor
public protocol ButtonTapReceiver: AnyObject {
  /// A tap on `button`, in the row at `indexPath`, begins: return the closure that reports it
  /// once the button's actions and the delegate have run, or `nil` for no report.
  ///
  /// What it, or the closure, throws comes out of the tap, as described in
  /// ``TableViewDataSource``.
  func tableView(
    _ tableView: TableView, reportForTapOf button: Button, inRowAt indexPath: IndexPath
  ) throws -> (@MainActor () throws -> Void)?
}
