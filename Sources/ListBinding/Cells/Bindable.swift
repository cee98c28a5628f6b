/// A cell that configures itself from one data item.
///
/// A cell conforming to `Bindable` names the type of item it shows and sets every field it shows
/// in ``bind(to:)``. ``ListDataSource`` and ``SectionedDataSource`` dequeue such cells and bind
/// them, so a list needs no `tableView(_:cellForRowAt:)` of its own:
///
/// ```swift
/// final class MenuCell: TableViewCell, Bindable {
///   typealias DataItem = String
///   func bind(to item: String) {
///     textLabel?.text = item
///   }
/// }
/// ```
///
/// The protocol is main-actor isolated, like the cells that adopt it, so that a `TableViewCell`
/// subclass can conform without isolating the conformance by hand.
@MainActor
public protocol Bindable {
  /// The type of item the cell shows.
  associatedtype DataItem

  /// Configures the cell to show `item`.
  ///
  /// Set every field the cell shows: a reused cell still holds the previous item's values until
  /// ``TableViewCell/prepareForReuse()`` resets them.
  func bind(to item: DataItem)
}
