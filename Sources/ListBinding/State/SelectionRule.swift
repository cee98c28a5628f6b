/// How many rows of a section may be selected, and whether one must be: a rule the table
/// enforces for taps and for programmatic selection, so that "one answer per question" is a
/// declaration instead of delegate code.
///
/// ```swift
/// tableView.selectionRule = .single(isRequired: true)  // one dish per course, every course
/// ```
///
/// A rule keeps each section to itself: choosing in one section never deselects another. Set it
/// for the whole table with ``TableView/selectionRule``, per section with
/// ``TableViewDelegate/tableView(_:selectionRuleForSection:)`` or
/// ``ListSection/selectionRule``. Where no rule applies, the table behaves as UIKit's does, after
/// `allowsMultipleSelection`.
public struct SelectionRule: Hashable, Sendable {
  /// What a rule allows.
  public enum Mode: Hashable, Sendable {
    /// No row may be selected. (Not named `none`, so that `.none` on a `SelectionRule?` only
    /// ever means "no rule".)
    case disabled
    /// At most one row: a new choice replaces the old one, as radio buttons do.
    case single
    /// Any number of rows, up to ``SelectionRule/maximum``; a tap toggles a row.
    case multiple
  }

  /// What the rule allows.
  public var mode: Mode
  /// For ``Mode/multiple``: the most rows that may be selected at once, or `nil` for no limit.
  public var maximum: Int?
  /// For ``Mode/single``: whether tapping the chosen row again deselects it.
  public var allowsDeselection: Bool
  /// Whether ``TableView/validateSelection()`` requires a selected row in the section.
  public var isRequired: Bool

  /// Creates a rule.
  public init(
    mode: Mode, maximum: Int? = nil, allowsDeselection: Bool = false, isRequired: Bool = false
  ) {
    self.mode = mode
    self.maximum = maximum.map { max(0, $0) }
    self.allowsDeselection = allowsDeselection
    self.isRequired = isRequired
  }

  /// No selection in the section.
  public static let disabled = SelectionRule(mode: .disabled)

  /// One row at most; tapping it again keeps it.
  public static let single = SelectionRule(mode: .single)

  /// Any number of rows.
  public static let multiple = SelectionRule(mode: .multiple)

  /// One row at most.
  ///
  /// - Parameters:
  ///   - allowsDeselection: Whether tapping the chosen row again deselects it.
  ///   - isRequired: Whether a row must be chosen for ``TableView/validateSelection()``.
  public static func single(allowsDeselection: Bool = false, isRequired: Bool = false)
    -> SelectionRule
  {
    SelectionRule(mode: .single, allowsDeselection: allowsDeselection, isRequired: isRequired)
  }

  /// Any number of rows up to `maximum`.
  ///
  /// - Parameters:
  ///   - maximum: The most rows selected at once, or `nil` for no limit; a negative value counts
  ///     as 0.
  ///   - isRequired: Whether at least one row must be selected for
  ///     ``TableView/validateSelection()``.
  public static func multiple(maximum: Int? = nil, isRequired: Bool = false) -> SelectionRule {
    SelectionRule(mode: .multiple, maximum: maximum, isRequired: isRequired)
  }

  /// The most rows the rule lets be selected at once, or `nil` for no limit.
  var limit: Int? {
    switch mode {
    case .disabled: return 0
    case .single: return 1
    case .multiple: return maximum
    }
  }
}
