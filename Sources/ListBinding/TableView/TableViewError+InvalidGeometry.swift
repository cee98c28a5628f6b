import Foundation

extension TableViewError {
  /// A value in points the table refuses to lay out, with where it comes from and the rule it
  /// breaks: the reason ``TableViewError/invalidGeometry(_:)`` carries.
  ///
  /// Every value in points the table computes with is finite, and lengths are bounded by
  /// ``TableView/maximumDimension``, so that no sum, difference or position can overflow or
  /// turn into NaN (see ``Rule``). Settings are stored as set, as UIKit stores them; the next
  /// call that lays the table out refuses an invalid one, and every call does until it is
  /// fixed. A value a delegate method or a cell returns is refused by the call that asked for
  /// it; an invalid argument, by the call it is passed to. Either way the table is as it was.
  ///
  /// ```swift
  /// tableView.rowHeight = .nan
  /// do {
  ///   try tableView.performLayout()
  /// } catch .invalidGeometry(let reason) {
  ///   print(reason.message)  // rowHeight is nan; it must be finite, from 0 to 1000000000 ...
  /// } catch {
  ///   print(error)
  /// }
  /// ```
  public struct InvalidGeometry: Hashable, Sendable {
    /// What the value is.
    public var source: Source
    /// The value refused.
    public var value: CGFloat
    /// The rule the value breaks.
    public var rule: Rule

    /// Creates the reason for refusing `value` from `source`, which must follow `rule`.
    ///
    /// - Complexity: O(1).
    public init(_ source: Source, value: CGFloat, rule: Rule) {
      self.source = source
      self.value = value
      self.rule = rule
    }

    /// Where a value in points comes from.
    public enum Source: Hashable, Sendable {
      /// A property of the table or of one of its views, by its path from the table:
      /// `rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`,
      /// `frame.origin.x`, `frame.size.height`, `contentInset.top`,
      /// `tableHeaderView.frame.size.height`, `tableFooterView.frame.size.height`.
      case property(String)
      /// A coordinate of an argument of a method: `contentOffset.y` of
      /// `setContentOffset(_:animated:)`.
      case argument(String, method: String)
      /// What a delegate method, or the `fittingHeight(forWidth:)` of the cell of a row whose
      /// height is automatic, returned, with its row or section.
      case callback(Callback)
    }

    /// What a value in points must be.
    public enum Rule: Hashable, Sendable {
      /// A length — a height, a width, a size: finite, from 0 to
      /// ``TableView/maximumDimension``.
      case length
      /// A length, or ``TableView/automaticDimension``: the heights of rows, headers and
      /// footers, where UIKit takes the automatic dimension.
      case lengthOrAutomatic
      /// An inset: finite, from -``TableView/maximumDimension`` to
      /// ``TableView/maximumDimension``.
      case inset
      /// A coordinate — an origin, a content offset: finite.
      case coordinate

      /// Whether `value` follows the rule.
      ///
      /// - Complexity: O(1).
      public func allows(_ value: CGFloat) -> Bool {
        let maximum = TableView.maximumDimension
        switch self {
        case .length: return value >= 0 && value <= maximum
        case .lengthOrAutomatic:
          return value == TableView.automaticDimension || (value >= 0 && value <= maximum)
        case .inset: return value >= -maximum && value <= maximum
        case .coordinate: return value.isFinite
        }
      }
    }

    /// Whether two reasons have the same source, rule and value; NaN equals NaN here, so that
    /// an error compares equal to itself.
    ///
    /// - Complexity: O(1).
    public static func == (lhs: InvalidGeometry, rhs: InvalidGeometry) -> Bool {
      lhs.source == rhs.source && lhs.rule == rhs.rule
        && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
    }

    /// Hashes the source, rule and value, every NaN alike.
    ///
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) {
      hasher.combine(source)
      hasher.combine(rule)
      hasher.combine(value.isNaN ? CGFloat.nan : value)
    }
  }
}
