import Foundation

/// A data source that knows the selection rule of its sections, such as
/// ``SectionedDataSource``: the table asks it after the delegate (see
/// ``TableView/selectionRule(forSection:)``).
///
/// Adopt it in a data source of your own to declare rules per section:
///
/// ```swift
/// extension SurveyDataSource: SelectionRuleSource {
///   func selectionRule(forSection section: Int) -> SelectionRule? {
///     .single(isRequired: true)
///   }
/// }
/// ```
@MainActor
public protocol SelectionRuleSource: AnyObject {
  /// The selection rule of `section`, or `nil` to use the table's.
  ///
  /// What it throws comes out of the call that asked, as described in ``TableViewDataSource``.
  func selectionRule(forSection section: Int) throws -> SelectionRule?
}
