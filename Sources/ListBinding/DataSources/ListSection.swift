/// A section of items with optional header and footer titles, as ``SectionedDataSource`` shows
/// it.
public struct ListSection<Item> {
  /// The header title, or `nil` for none.
  public var headerTitle: String?
  /// The items, one per row.
  public var items: [Item]
  /// The footer title, or `nil` for none.
  public var footerTitle: String?
  /// The section's selection rule, or `nil` to use the table's. See
  /// ``TableView/selectionRule(forSection:)``.
  public var selectionRule: SelectionRule?

  /// Creates a section.
  public init(
    headerTitle: String? = nil, items: [Item], footerTitle: String? = nil,
    selectionRule: SelectionRule? = nil
  ) {
    self.headerTitle = headerTitle
    self.items = items
    self.footerTitle = footerTitle
    self.selectionRule = selectionRule
  }
}

extension ListSection: Sendable where Item: Sendable {}
extension ListSection: Equatable where Item: Equatable {}
extension ListSection: Hashable where Item: Hashable {}
