import Foundation
import ListBinding

// Registering cells and header/footer views with a nib, as storyboard-era screens do. There
// are no nib files: a test says which class a nib holds (ListBindingTesting's
// `UINib.registerContents(_:forNibNamed:)`), and each new object made for a nib's identifier
// gets `awakeFromNib()` once, as UIKit's decoded objects do.

extension UITableView {
  /// Registers a nib for a cell reuse identifier, as `register(_:forCellReuseIdentifier:)`
  /// taking a `UINib?`. `nil` does nothing (UIKit removes the registration; ListBinding's table
  /// keeps it).
  ///
  /// The table makes the cells from the class a test said the nib holds, taken now, and each
  /// new one gets `awakeFromNib()` before the dequeue returns it. When the test said nothing,
  /// dequeuing the identifier raises UIKit's `NSInternalInconsistencyException` ("Could not
  /// load NIB in bundle: '…' with name '…'"), reported through ``UIKitException``.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  /// - Complexity: O(1).
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else { return }
    cellNibs[identifier] = nib
    guard let cellType = UINib.cellContents[nib.name] else { return }
    configurable.register(cellType, forCellReuseIdentifier: identifier)
  }

  /// Registers a nib for a header or footer reuse identifier, as
  /// `register(_:forHeaderFooterViewReuseIdentifier:)` taking a `UINib?`; `nil` removes the
  /// registration.
  ///
  /// As for cells: the views are made from the class a test said the nib holds, each new one
  /// gets `awakeFromNib()`, and without it dequeuing raises UIKit's
  /// `NSInternalInconsistencyException`.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  /// - Complexity: O(1).
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let nib else {
      headerFooterNibs[identifier] = nil
      configurable.register(nil, forHeaderFooterViewReuseIdentifier: identifier)
      return
    }
    headerFooterNibs[identifier] = nib
    guard let viewType = UINib.headerFooterContents[nib.name] else { return }
    configurable.register(viewType, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// Calls `awakeFromNib()` on a cell made for a nib's identifier, the first time it is seen.
  func awakenFromNib(_ cell: UITableViewCell?, _ identifier: String) -> UITableViewCell? {
    guard let cell, cellNibs[identifier] != nil, UINib.awaken(cell) else { return cell }
    cell.awakeFromNib()
    return cell
  }
}

extension UINib {
  /// Marks a view as awoken; `true` the first time, when its `awakeFromNib()` is due.
  static func awaken(_ view: UIView) -> Bool {
    guard awoken.existing(view) == nil else { return false }
    awoken[view] = true
    return true
  }

  /// The views that have had their `awakeFromNib()`.
  private static let awoken = SideTable<UIView, Bool> { false }
}
