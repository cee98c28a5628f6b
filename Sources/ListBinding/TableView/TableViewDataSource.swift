import Foundation

/// The object that gives a table its sections, rows and cells, as `UITableViewDataSource`.
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` are
/// required; every other method has a default in a protocol extension.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections. Default: 1.
  func numberOfSections(in tableView: TableView) -> Int

  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for the row at `indexPath`, usually from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  ///
  /// An implementation may throw; the table reports the error as
  /// ``TableViewError/dataSourceFailed(_:_:)`` with the index path, or passes a
  /// ``TableViewError`` through unchanged.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell

  /// The title of the header of `section`, or `nil` for none. Default: `nil`.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?

  /// The title of the footer of `section`, or `nil` for none. Default: `nil`.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}
