import Foundation

/// The object that gives a table its sections, rows and cells, as `UITableViewDataSource`.
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` are
/// required; every other method has a default in a protocol extension.
///
/// Every requirement may throw, and an implementation that does not throw satisfies it all the
/// same. What a method throws comes out of the table call or gesture that called it: a
/// ``TableViewError`` as it is (such as the error of a table call the method made), any other
/// error wrapped in ``TableViewError/callbackFailed(_:_:)`` with the method's name, or, from
/// ``tableView(_:cellForRowAt:)``, in ``TableViewError/dataSourceFailed(_:_:)``. So ported code
/// writes `try`, never `try?`.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections. Default: 1.
  func numberOfSections(in tableView: TableView) throws -> Int

  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int

  /// The cell for the row at `indexPath`, usually from
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  ///
  /// An implementation may throw; the table reports the error as
  /// ``TableViewError/dataSourceFailed(_:_:)`` with the index path, or passes a
  /// ``TableViewError`` through unchanged.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell

  /// The title of the header of `section`, or `nil` for none. Default: `nil`.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws -> String?

  /// The title of the footer of `section`, or `nil` for none. Default: `nil`.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) throws -> String?

  /// Whether the row can be edited: show an editing control, be swiped. Default: `true`.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool

  /// Whether the row shows a reorder control while the table is editing and can be dragged.
  /// Default: `false`.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) throws -> Bool

  /// The user dragged a row from `sourceIndexPath` to `destinationIndexPath`: move the item in
  /// the data. The table has moved the row already, as in UIKit, so call no update here.
  /// Default: does nothing.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath) throws

  /// The titles of the section index, the column of titles a user taps to jump to a section
  /// (`A` to `Z` in a list of contacts), or `nil` for none. Default: `nil`.
  ///
  /// The table asks once after each ``TableView/reloadData()`` or
  /// ``TableView/reloadSectionIndexTitles()``, when it first needs them: to render, or for a tap
  /// on the index (see ``TableView/tapSectionIndexTitle(at:)``).
  func sectionIndexTitles(for tableView: TableView) throws -> [String]?

  /// The section to scroll to when a user taps the section index title `title` at position
  /// `index`. Default: `index`, as UIKit's.
  func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) throws -> Int
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) throws -> Int { 1 }

  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws
    -> String?
  {
    nil
  }

  /// No footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) throws
    -> String?
  {
    nil
  }

  /// `true`.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
    true
  }

  /// `false`.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) throws -> Bool {
    false
  }

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// No section index.
  public func sectionIndexTitles(for tableView: TableView) throws -> [String]? { nil }

  /// `index`: the section at the title's position.
  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) throws -> Int {
    index
  }
}
