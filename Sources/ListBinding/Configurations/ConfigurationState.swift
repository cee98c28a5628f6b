/// The name of a state of your own in a configuration state, the counterpart of
/// `UIConfigurationStateCustomKey`.
///
/// Declare keys as static members, and set their values in an override of a cell's
/// ``TableViewCell/configurationState``:
///
/// ```swift
/// extension ConfigurationStateCustomKey {
///   static let isFavorite = ConfigurationStateCustomKey("com.example.isFavorite")
/// }
/// ```
public struct ConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public var rawValue: String

  /// A key named `rawValue`.
  ///
  /// - Complexity: O(1).
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A key named `rawValue`.
  ///
  /// - Complexity: O(1).
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

/// The state a view's configurations follow, the counterpart of `UIConfigurationState`:
/// ``CellConfigurationState`` for cells, ``ViewConfigurationState`` for headers and footers.
///
/// A configuration's `updated(for:)` takes one (see ``ContentConfiguration``). UIKit's trait
/// collection is not part of it: there is no screen environment to describe.
public protocol ConfigurationState {
  /// The value of a custom state, or `nil` when it has none.
  ///
  /// - Complexity: O(1) expected.
  subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a header, footer or other view that configurations follow, the counterpart of
/// `UIViewConfigurationState`.
///
/// Not `Sendable`, as custom states are any `AnyHashable`.
public struct ViewConfigurationState: ConfigurationState, Hashable {
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has the focus.
  public var isFocused = false

  private var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state with every flag off and no custom states.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// The value of a custom state, or `nil` when it has none; setting `nil` removes it.
  ///
  /// - Complexity: O(1) expected.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}

/// The state of a cell that its configurations follow, the counterpart of
/// `UICellConfigurationState`: a cell's ``TableViewCell/configurationState``, given to its
/// ``TableViewCell/updateConfiguration(using:)`` and ``TableViewCell/configurationUpdateHandler``.
///
/// The table keeps ``isSelected``, ``isHighlighted``, ``isEditing`` and ``isSwiped`` equal to the
/// cell's row; the other flags stay as they are unless your code sets them. Not `Sendable`, as
/// custom states are any `AnyHashable`.
public struct CellConfigurationState: ConfigurationState, Hashable {
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted: a finger is down on its row.
  public var isHighlighted = false
  /// Whether the cell's row is selected.
  public var isSelected = false
  /// Whether the cell has the focus.
  public var isFocused = false
  /// Whether the table is editing.
  public var isEditing = false
  /// Whether the cell is expanded, in an outline.
  public var isExpanded = false
  /// Whether the cell's row shows its swipe actions.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// The cell's part in a drag session.
  public var cellDragState = DragState.none
  /// The cell's part in a drop session.
  public var cellDropState = DropState.none

  private var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// A cell's part in a drag session, as `UICellConfigurationState.DragState`.
  public enum DragState: Hashable, Sendable {
    /// The cell is not part of a drag.
    case none
    /// A touch is lifting the cell; the drag has not begun.
    case lifting
    /// The cell is part of an active drag.
    case dragging
  }

  /// A cell's part in a drop session, as `UICellConfigurationState.DropState`.
  public enum DropState: Hashable, Sendable {
    /// No drag is active over the cell's table.
    case none
    /// A drag may drop in the table, but not on this cell.
    case notTargeted
    /// The cell is the drop target.
    case targeted
  }

  /// A state with every flag off and no custom states.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// The value of a custom state, or `nil` when it has none; setting `nil` removes it.
  ///
  /// - Complexity: O(1) expected.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
