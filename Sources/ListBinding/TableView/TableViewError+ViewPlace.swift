import Foundation

extension TableViewError {
  /// Where a view the table renders is: the place ``TableViewError/viewTreeTooDeep(_:maximum:)``
  /// names.
  public enum ViewPlace: Hashable, Sendable {
    /// The cell of the row at the index path.
    case cell(IndexPath)
    /// The header view of a section.
    case headerView(section: Int)
    /// The footer view of a section.
    case footerView(section: Int)
    /// The table's ``TableView/tableHeaderView``.
    case tableHeaderView
    /// The table's ``TableView/tableFooterView``.
    case tableFooterView
  }
}

extension TableViewError.ViewPlace: CustomStringConvertible {
  /// The place in words: `cell of the row at {length = 2, path = 0 - 1}`, `header view of
  /// section 2`, `table header view`.
  public var description: String {
    switch self {
    case .cell(let indexPath): return "cell of the row at \(indexPath.uiKitDescription)"
    case .headerView(let section): return "header view of section \(section)"
    case .footerView(let section): return "footer view of section \(section)"
    case .tableHeaderView: return "table header view"
    case .tableFooterView: return "table footer view"
    }
  }
}
