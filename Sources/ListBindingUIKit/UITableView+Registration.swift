import Foundation
import ListBinding

// Registering and dequeuing cells and header/footer views.

extension UITableView {
  /// Registers a cell class for a reuse identifier, as `register(_:forCellReuseIdentifier:)`.
  ///
  /// The class must be a `UITableViewCell` subclass: for another class UIKit raises
  /// `NSInvalidArgumentException`, and so does the face, registering nothing. `nil` does
  /// nothing (UIKit removes the registration; ListBinding's table keeps it).
  ///
  /// - Parameters:
  ///   - cellClass: The class of the cells to make, or `nil`.
  ///   - identifier: The reuse identifier.
  /// - Complexity: O(1).
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else { return }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      UIKitException(
        name: .invalidArgumentException,
        reason: "must pass a class of kind UITableViewCell"
      ).raise()
      return
    }
    cellNibs[identifier] = nil
    configurable.register(cellType, forCellReuseIdentifier: identifier)
  }

  /// Registers a header or footer view class for a reuse identifier, as
  /// `register(_:forHeaderFooterViewReuseIdentifier:)`; `nil` removes the registration.
  ///
  /// The class must be a `UITableViewHeaderFooterView` subclass: for another class the face
  /// reports `NSInvalidArgumentException` and registers nothing.
  ///
  /// - Parameters:
  ///   - aClass: The class of the views to make, or `nil`.
  ///   - identifier: The reuse identifier.
  /// - Complexity: O(1).
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterNibs[identifier] = nil
    guard let aClass else {
      configurable.register(nil, forHeaderFooterViewReuseIdentifier: identifier)
      return
    }
    guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
      UIKitException(
        name: .invalidArgumentException,
        reason: "must pass a class of kind UITableViewHeaderFooterView"
      ).raise()
      return
    }
    configurable.register(viewType, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// A reusable cell for the identifier, as `dequeueReusableCell(withIdentifier:)`: one from the
  /// reuse queue, a new one of the registered class, or `nil` when the identifier has neither.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The cell, or `nil`.
  /// - Complexity: O(1).
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let nib = cellNibs[identifier], UINib.cellContents[nib.name] == nil {
      nib.missingNibException.raise()
      return nil
    }
    return awakenFromNib(configurable.dequeueReusableCell(withIdentifier: identifier), identifier)
  }

  /// A reusable cell of the class registered for the identifier, for the row at `indexPath`,
  /// as `dequeueReusableCell(withIdentifier:for:)`.
  ///
  /// For an identifier without a registration, UIKit raises `NSInternalInconsistencyException`
  /// ("unable to dequeue a cell with identifier …"); the face reports it and returns a new
  /// `UITableViewCell` of the `.default` style with that identifier, so that the data source
  /// goes on.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: The cell.
  /// - Complexity: O(1).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let nib = cellNibs[identifier], UINib.cellContents[nib.name] == nil {
      nib.missingNibException.raise()
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    let cell = perform(UITableViewCell(style: .default, reuseIdentifier: identifier)) {
      (table) throws(TableViewError) in
      try table.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    return awakenFromNib(cell, identifier) ?? cell
  }

  /// A reusable header or footer view for the identifier, as
  /// `dequeueReusableHeaderFooterView(withIdentifier:)`, or `nil` when none is registered.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The view, or `nil`.
  /// - Complexity: O(1).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let nib = headerFooterNibs[identifier] {
      guard UINib.headerFooterContents[nib.name] != nil else {
        nib.missingNibException.raise()
        return nil
      }
      let view = configurable.dequeueReusableHeaderFooterView(withIdentifier: identifier)
      if let view, UINib.awaken(view) { view.awakeFromNib() }
      return view
    }
    return configurable.dequeueReusableHeaderFooterView(withIdentifier: identifier)
  }
}
