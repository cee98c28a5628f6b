/// A section and its items, in order: one element of the sectioned lists that
/// ``SectionedChangeset`` diffs and replays.
///
/// A sectioned list is an array of them, sections in their order:
///
/// ```swift
/// let menu = [
///   ItemSection(section: "Soups", items: ["Onion", "Oyster"]),
///   ItemSection(section: "Desserts", items: ["Pie"]),
/// ]
/// print(menu.map(\.items.count))  // [2, 1]
/// ```
///
/// `section` names the section and each item names a row: the diff compares them by identity
/// alone, as a diffable snapshot does. The type holds nothing else (no header, footer or
/// selection rule: those belong to ListBinding's `ListSection`), and it checks nothing.
///
/// It is `Sendable`, `Equatable` and `Hashable` when both `Section` and `Item` are.
public struct ItemSection<Section, Item> {
  /// The section's identifier.
  public var section: Section

  /// The section's items, in order.
  public var items: [Item]

  /// A section with its items.
  ///
  /// - Parameters:
  ///   - section: The section's identifier.
  ///   - items: The section's items, in order.
  /// - Complexity: O(1).
  public init(section: Section, items: [Item]) {
    self.section = section
    self.items = items
  }
}

extension ItemSection: Sendable where Section: Sendable, Item: Sendable {}

// The conformances are here, not in a file of their own: the compiler synthesizes `==` and
// `hash(into:)` only in the file that declares the type.

extension ItemSection: Equatable where Section: Equatable, Item: Equatable {}

extension ItemSection: Hashable where Section: Hashable, Item: Hashable {}
