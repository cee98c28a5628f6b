extension TableEventLog {
  /// A category of calls a log can leave out, named as the log writes them.
  ///
  /// The table reads counts and heights at every reload and update, and asks for cells, and
  /// sections' titles and views, as rows and sections appear: leave them out when a test is
  /// about something else.
  ///
  /// ```swift
  /// let log = TableEventLog(tableView, omitting: [.counts, .heights, .named("render")])
  /// ```
  public struct Category: Hashable, Sendable {
    /// The names of the calls, as the log writes them: `numberOfSections`, `tapRow`.
    public let names: Set<String>

    /// Creates a category of the calls with these names, as the log writes them.
    ///
    /// - Parameter names: Names such as `willDisplay` or `render`.
    public init(names: Set<String>) {
      self.names = names
    }

    /// The calls with these names, as the log writes them.
    ///
    /// - Parameter names: Names such as `willDisplay` or `render`.
    /// - Returns: The category of those calls.
    public static func named(_ names: String...) -> Category {
      Category(names: Set(names))
    }

    /// The data source's counts: `numberOfSections` and `numberOfRowsInSection`.
    public static let counts = Category.named("numberOfSections", "numberOfRowsInSection")

    /// The delegate's heights: `heightForRowAt`, `estimatedHeightForRowAt`,
    /// `heightForHeaderInSection` and `heightForFooterInSection`.
    public static let heights = Category.named(
      "heightForRowAt", "estimatedHeightForRowAt", "heightForHeaderInSection",
      "heightForFooterInSection")

    /// The sections' headers and footers, asked for as the table lays out sections new to the
    /// display (and the titles, with every reload and update, for the height of an automatic
    /// header or footer): the data source's `titleForHeaderInSection` and
    /// `titleForFooterInSection`, and the delegate's `viewForHeaderInSection` and
    /// `viewForFooterInSection`.
    public static let titles = Category.named(
      "titleForHeaderInSection", "titleForFooterInSection", "viewForHeaderInSection",
      "viewForFooterInSection")

    /// The data source's cells: `cellForRowAt`.
    public static let cells = Category.named("cellForRowAt")

    /// The delegate's display calls: `willDisplay` and `didEndDisplaying`, the indentation
    /// the table asks as it displays a cell, `indentationLevelForRowAt` and
    /// `shouldIndentWhileEditingRowAt`, and `willDisplayHeaderView` and `willDisplayFooterView`.
    public static let display = Category.named(
      "willDisplay", "didEndDisplaying", "indentationLevelForRowAt",
      "shouldIndentWhileEditingRowAt", "willDisplayHeaderView", "willDisplayFooterView")

    /// The highlighting a tap tells the delegate of: `didHighlightRowAt` and
    /// `didUnhighlightRowAt`.
    public static let highlights = Category.named("didHighlightRowAt", "didUnhighlightRowAt")

    /// The selection rules a tap or a validation reads: the delegate's
    /// `selectionRuleForSection` and a ``ListBinding/SelectionRuleSource``'s `selectionRule`.
    public static let selectionRules = Category.named("selectionRuleForSection", "selectionRule")

    /// The delegate's scroll-view calls: `scrollViewDidScroll`, told of every change of the
    /// content offset, and a drag's `scrollViewWillBeginDragging` and
    /// `scrollViewDidEndDragging`.
    public static let scrolling = Category.named(
      "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewDidEndDragging")

    /// The data source's section index, asked for by the first render after a reload:
    /// `sectionIndexTitles` and `sectionForSectionIndexTitle`.
    public static let sectionIndex = Category.named(
      "sectionIndexTitles", "sectionForSectionIndexTitle")

    /// The prefetch data source's calls, made after each call that changes what the table
    /// shows: `prefetchRowsAt` and `cancelPrefetchingForRowsAt`.
    public static let prefetching = Category.named("prefetchRowsAt", "cancelPrefetchingForRowsAt")
  }
}
