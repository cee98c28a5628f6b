import Foundation

extension TableViewCell {
  /// The control a row shows while the table is editing, as `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Hashable, Sendable {
    /// No control.
    case none = 0
    /// A delete control.
    case delete = 1
    /// An insert control.
    case insert = 2
  }
}

extension TableView {
  /// The edge of a row a swipe reveals actions on.
  public typealias SwipeEdge = RowEdge

  /// The swipe actions showing on a row.
  public struct RevealedSwipeActions: Hashable, Sendable {
    /// The row's index path.
    public var indexPath: IndexPath
    /// The edge the actions show on.
    public var edge: SwipeEdge
    /// The actions' titles, from the edge inwards.
    public var titles: [String]
  }
}
