import Foundation

extension TableViewCell {
  /// What a cell shows of its table's editing, as `UITableViewCell.StateMask`: the states
  /// ``TableViewCell/willTransition(to:)`` and ``TableViewCell/didTransition(to:)`` receive.
  /// An empty set is the default state, showing neither.
  public struct StateMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// A mask of the given bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The cell is in editing mode, showing its editing control, as
    /// `UITableViewCell.StateMask.showingEditControl`.
    public static let showingEditControl = StateMask(rawValue: 1 << 0)

    /// The cell shows its delete confirmation, as
    /// `UITableViewCell.StateMask.showingDeleteConfirmation`: the Delete button a tap on its
    /// delete control reveals, or the trailing actions of a swipe (see
    /// ``TableViewCell/showingDeleteConfirmation``).
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }
}
