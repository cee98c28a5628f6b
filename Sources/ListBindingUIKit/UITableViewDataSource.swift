import Foundation
import ListBinding

/// The methods an object implements to give a table its data, as UIKit's
/// `UITableViewDataSource`.
///
/// Two methods are required, as in UIKit: `tableView(_:numberOfRowsInSection:)` and
/// `tableView(_:cellForRowAt:)`. Every other one is optional: the protocol extension gives
/// UIKit's behaviour for a data source without it. UIKit decides two behaviours by whether a
/// method is implemented at all; so does the face, by the rule of "Optional methods" in the
/// article "The object model":
/// - swipe-to-delete needs `tableView(_:commit:forRowAt:)`: on Linux the face reads, from the
///   program's symbol table, whether the data source's type (or a superclass) declares it, so
///   the first swipe offers Delete or not as iOS would. When the symbols cannot tell (a stripped
///   program, macOS, a private type whose name another of its module shares), a row offers
///   Delete until the default of that method runs once for the type (that first Delete does
///   nothing); from then on the type's rows offer none;
/// - the reorder control needs `tableView(_:moveRowAt:to:)`: read from the symbols likewise;
///   when they cannot tell, the first time a row could show one, the table calls the method
///   once with the row as both source and destination (a move to where the row is, which
///   changes nothing); the type shows reorder controls when its own implementation ran, none
///   when the default did.
///
/// A method declared only in a subclass of the class that adopts the protocol is not the
/// protocol's: Swift calls the default, and the face treats the method as absent. Declare it in
/// the class that adopts the protocol (and `override` it in subclasses).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// Asks for the number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// Asks for the cell of a row: dequeue one with `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Asks for the number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
  /// Asks for the title of a section's header.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// Asks for the title of a section's footer.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Asks whether a row can be edited.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Asks whether a row can be moved.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Asks for the titles of the section index.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// Asks for the section a title of the section index stands for.
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
  /// Asks the data source to commit the insertion or deletion of a row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Tells the data source that a row moved, to move its item in the data.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// Returns 1, as UIKit does for a data source without the method.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// Returns `nil`: no header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  /// Returns `nil`: no footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  /// Returns `true`: "If this method is not implemented, all rows are assumed to be editable"
  /// (Apple's documentation of the method).
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Returns `true`: the reorder control is then shown when the data source implements
  /// `tableView(_:moveRowAt:to:)`, as UIKit decides for a data source without this method.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Returns `nil`: no section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// Returns `index`: the title's position is the section's.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  /// Records that the data source's type does not commit edits, so that its rows offer no
  /// swipe-to-delete from now on (see the protocol's overview); commits nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    OptionalMethods.recordAbsent(.commit, self)
    tableView.attachDataSource()
  }

  /// Records that the data source's type does not move rows, so that its rows show no
  /// reorder control (see the protocol's overview); moves nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    OptionalMethods.recordAbsent(.move, self)
  }
}
