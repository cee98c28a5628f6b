import Foundation

/// A tap on a button inside a cell, as a data source reports it: where, on what, and which
/// button.
@MainActor
public struct ButtonTap<Item> {
  /// The index path of the row at the time of the tap.
  public let indexPath: IndexPath
  /// The item the row shows.
  public let item: Item
  /// The button tapped.
  public let button: Button
}
