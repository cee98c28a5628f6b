import Foundation

extension TableViewDelegate {
  /// `nil`: the section shows its title, if any.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  /// `nil`: the section shows its footer title, if any.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }
}
