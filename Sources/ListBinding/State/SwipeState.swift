import Foundation

/// The row showing swipe actions, and on which edge.
///
/// The actions themselves hold closures and stay with the table; the state records where they
/// show, so that it follows the row through updates.
struct SwipeState: Equatable, Sendable {
  /// The row showing the actions.
  var indexPath: IndexPath
  /// The edge they show on.
  var edge: TableView.SwipeEdge
  /// Their titles, in order from the edge inwards.
  var titles: [String]
  /// Whether a tap on the row's delete control revealed them, as its delete confirmation,
  /// rather than a swipe: the delegate hears `willBeginEditingRowAt` and `didEndEditingRowAt`
  /// only for a swipe, as UIKit's pages describe those two for "swipe to delete".
  var confirmsDeleteControl = false
}
