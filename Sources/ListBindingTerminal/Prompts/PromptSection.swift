/// A section of a picker's list: a title and its items, and how many of them may and must be
/// chosen.
///
/// ```swift
/// let sections = [
///   PromptSection("Sources", sources, minimum: 1),
///   PromptSection("Tests", tests),
///   PromptSection("Docs", docs, maximum: 3),
/// ]
/// ```
///
/// The rule becomes the section's ``ListBinding/SelectionRule``: a maximum of 1 chooses as
/// radio buttons do (a new choice replaces the old one); otherwise a tap toggles a row, up to
/// the maximum. A minimum of 1 or more makes the section required; a minimum over 1 is checked
/// by the picker when the user confirms.
public struct PromptSection<Item> {
  /// The section's header, or `nil` for none.
  public var title: String?
  /// The items, in the order they show.
  public var items: [Item]
  /// The fewest items that must be chosen in the section for the choice to be confirmed.
  public var minimum: Int
  /// The most items that may be chosen at once, or `nil` for no limit.
  public var maximum: Int?

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - title: The header, or `nil` for none.
  ///   - items: The items.
  ///   - minimum: The fewest items to choose; a negative value counts as 0.
  ///   - maximum: The most items to choose, or `nil` for no limit.
  public init(_ title: String?, _ items: [Item], minimum: Int = 0, maximum: Int? = nil) {
    self.title = title
    self.items = items
    self.minimum = max(0, minimum)
    self.maximum = maximum
  }
}

extension PromptSection: Sendable where Item: Sendable {}
extension PromptSection: Equatable where Item: Equatable {}
extension PromptSection: Hashable where Item: Hashable {}
