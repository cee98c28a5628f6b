import Foundation
import ListBinding

/// A question and a list of items to choose from, run in the terminal: the object behind
/// ``Prompt``'s one-call functions, for code that wants to look at the table, finish or cancel
/// from a delegate, or test the picker without a terminal.
///
/// The picker is made of the package's parts: a ``ListBinding/TableView`` whose rows are the
/// items, and a ``TerminalDriver`` whose keys are a picker's
/// (``TerminalConfiguration/KeyMap/picker(confirmsFocusedRow:)``). A list of one untitled
/// section (`Prompt.chooseOne` or `Prompt.chooseMany` over `[Item]`) is a
/// ``FuzzyListDataSource``, which filters and ranks a slice at a time, so that a million items
/// answer a key within a frame; the table's ``ListBinding/TableView/selectionRule`` is the
/// section's rule. Sections with titles are a ``ListBinding/DiffableDataSource`` whose sections
/// carry each ``PromptSection``'s ``ListBinding/SelectionRule``, filtered by a
/// ``SnapshotFilter``.
///
/// ```swift
/// let picker = try Picker("Pick files", choosingManyFrom: sections)
/// guard let files = try picker.run() else { return 130 }  // nil: cancelled
/// ```
@MainActor
public final class Picker<Item> {
  /// The question, shown on the first line and in the summary.
  public let question: String

  /// The sections of items: for a list whose items go on arriving, its one section with the
  /// items it began with (``chosenItems`` counts the others too).
  public let sections: [PromptSection<Item>]

  /// Whether one item is chosen (Enter chooses the focused row), or any number within the
  /// sections' rules.
  public let choosesOne: Bool

  /// How the picker looks and where it runs.
  public let options: PromptOptions

  /// The table whose rows are the items.
  public let tableView: TableView

  /// The table's data source: a ``FuzzyListDataSource`` for one untitled section, whose item
  /// `i` is the `i`th item; else a `DiffableDataSource<Int, Int>`, where section `s` of the
  /// whole list has identifier `s` and an item has its position in the whole list, counted over
  /// the sections, as identifier.
  public let dataSource: any TableViewDataSource

  /// The filter `/` uses, or `nil` when ``PromptOptions/isFilterable`` is off: the
  /// ``FuzzyListDataSource`` itself for one untitled section, else a
  /// `SnapshotFilter<Int, Int>`.
  public let filter: (any WholeListFiltering)?

  /// The diffable data source and its filter, for sections with titles.
  let sectioned: (dataSource: DiffableDataSource<Int, Int>, filter: SnapshotFilter<Int, Int>?)?

  /// The data source of a one-section list, with its cell class erased; `nil` for sections
  /// with titles.
  let list: PickerList<Item>?

  /// The items in the order of their identifiers, and the section of each.
  let items: [(item: Item, section: Int)]

  /// The title an item shows and is filtered by.
  let title: @MainActor (Item) -> String

  /// The driver while ``run()`` runs.
  private var driver: TerminalDriver?

  /// Creates a picker that chooses one item of the sections (their rules are not used).
  ///
  /// - Parameters:
  ///   - question: The question.
  ///   - sections: The items, in sections with titles.
  ///   - options: How the picker looks and runs.
  ///   - title: The text of an item's row, which `/` filters by.
  /// - Throws: What loading the table throws.
  /// - Complexity: O(*n*) for *n* items.
  public convenience init(
    _ question: String, choosingOneOf sections: [PromptSection<Item>],
    options: PromptOptions = PromptOptions(),
    title: @escaping @MainActor (Item) -> String = { String(describing: $0) }
  ) throws {
    try self.init(
      question, sections: sections, choosesOne: true, options: options, title: title,
      cells: PickerCells.plain(title))
  }

  /// Creates a picker that chooses any number of items within each section's minimum and
  /// maximum.
  ///
  /// - Parameters:
  ///   - question: The question.
  ///   - sections: The items, in sections with titles and rules.
  ///   - options: How the picker looks and runs.
  ///   - title: The text of an item's row, which `/` filters by.
  /// - Throws: ``PromptError/impossibleRule(section:minimum:maximum:items:)`` for a rule no
  ///   choice satisfies; what loading the table throws.
  /// - Complexity: O(*n*) for *n* items.
  public convenience init(
    _ question: String, choosingManyFrom sections: [PromptSection<Item>],
    options: PromptOptions = PromptOptions(),
    title: @escaping @MainActor (Item) -> String = { String(describing: $0) }
  ) throws {
    try self.init(
      question, sections: sections, choosesOne: false, options: options, title: title,
      cells: PickerCells.plain(title))
  }

  /// Creates a picker whose rows are cells of your own class, bound to the items.
  ///
  /// - Parameters:
  ///   - question: The question.
  ///   - sections: The items, in sections with titles and rules.
  ///   - choosesOne: Whether one item is chosen, or any number within the sections' rules.
  ///   - cell: The cell class; its `bind(to:)` shows an item.
  ///   - options: How the picker looks and runs.
  ///   - title: The text `/` filters an item by.
  /// - Throws: ``PromptError/impossibleRule(section:minimum:maximum:items:)`` for a rule no
  ///   choice satisfies; what loading the table throws.
  /// - Complexity: O(*n*) for *n* items.
  public convenience init<Cell: TableViewCell & Bindable>(
    _ question: String, sections: [PromptSection<Item>], choosesOne: Bool, cell: Cell.Type,
    options: PromptOptions = PromptOptions(),
    title: @escaping @MainActor (Item) -> String = { String(describing: $0) }
  ) throws where Cell.DataItem == Item {
    try self.init(
      question, sections: sections, choosesOne: choosesOne, options: options, title: title,
      cells: PickerCells.bound(Cell.self))
  }

  /// Creates a picker of one list whose items go on arriving while it shows, such as the
  /// lines of standard input (`ls | pick`): the list shows `items` first, then each item
  /// `reader` completes, and the status line says `loading… <n>` until the input ends.
  ///
  /// ```swift
  /// let picker = try Picker(
  ///   "Pick", items: [], arrivingFrom: DelimitedItemReader(descriptor: STDIN_FILENO),
  ///   choosesOne: false, cell: NameCell.self, title: ItemBytes.displayText
  /// ) { $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - question: The question.
  ///   - items: The items there are already.
  ///   - reader: Where the other items come from, read while no key waits.
  ///   - choosesOne: Whether one item is chosen, or any number from `minimum` to `maximum`.
  ///   - minimum: The fewest items a multiple choice confirms.
  ///   - maximum: The most items a multiple choice allows, or `nil` for no limit.
  ///   - cell: The cell class; its `bind(to:)` shows an item.
  ///   - options: How the picker looks and runs.
  ///   - title: The text `/` filters an item by.
  ///   - item: The item of the bytes `reader` read, without the delimiter.
  /// - Throws: ``PromptError/impossibleRule(section:minimum:maximum:items:)`` for a minimum
  ///   above the maximum, or a negative maximum; what loading the table throws.
  /// - Complexity: O(*n*) for the *n* items there are; each item arriving costs O(1) calls of
  ///   `title` and `item`.
  public convenience init<Cell: TableViewCell & Bindable>(
    _ question: String, items: [Item], arrivingFrom reader: DelimitedItemReader,
    choosesOne: Bool, minimum: Int = 0, maximum: Int? = nil, cell: Cell.Type,
    options: PromptOptions = PromptOptions(),
    title: @escaping @MainActor (Item) -> String = { String(describing: $0) },
    item: @escaping @MainActor ([UInt8]) -> Item
  ) throws where Cell.DataItem == Item {
    try self.init(
      question, sections: [PromptSection(nil, items, minimum: minimum, maximum: maximum)],
      choosesOne: choosesOne, options: options, title: title, cells: PickerCells.bound(Cell.self),
      arriving: ArrivingItems(reader: reader, item: item))
  }

  /// Creates the table, its data source, rules and filter, and loads the items.
  private init(
    _ question: String, sections: [PromptSection<Item>], choosesOne: Bool,
    options: PromptOptions, title: @escaping @MainActor (Item) -> String, cells: PickerCells<Item>,
    arriving: ArrivingItems<Item>? = nil
  ) throws {
    if !choosesOne {
      for (index, section) in sections.enumerated() {
        let count = arriving == nil ? section.items.count : Int.max
        let limit = min(section.maximum ?? count, count)
        guard section.minimum <= limit, (section.maximum ?? 0) >= 0 else {
          throw PromptError.impossibleRule(
            section: index, minimum: section.minimum, maximum: section.maximum,
            items: section.items.count)
        }
      }
    }
    self.question = question
    self.sections = sections
    self.choosesOne = choosesOne
    self.options = options
    self.title = title
    var items: [(item: Item, section: Int)] = []
    for (index, section) in sections.enumerated() {
      items += section.items.map { ($0, index) }
    }
    self.items = items
    if sections.count == 1, sections[0].title == nil {
      tableView = TableView(style: .plain)
      tableView.allowsMultipleSelection = !choosesOne
      if !choosesOne { tableView.selectionRule = Self.rule(of: sections[0]) }
      let list = cells.list(sections[0].items, title, arriving)
      try list.bind(tableView)
      dataSource = list.dataSource
      filter = options.isFilterable ? list.filter : nil
      sectioned = nil
      self.list = list
      return
    }
    let hasTitles = sections.contains { $0.title != nil }
    tableView = TableView(style: hasTitles ? .grouped : .plain)
    tableView.allowsMultipleSelection = !choosesOne
    let storedItems = items
    let diffable = DiffableDataSource<Int, Int>(tableView: tableView) { tableView, indexPath, id in
      try cells.make(tableView, indexPath, storedItems[id].item)
    }
    cells.register(tableView)
    diffable.headerTitleProvider = { _, _, section in sections[section].title }
    if !choosesOne {
      diffable.selectionRuleProvider = { section in Self.rule(of: sections[section]) }
    }
    var snapshot = Snapshot<Int, Int>()
    var next = 0
    for (index, section) in sections.enumerated() {
      try snapshot.appendSections([index])
      try snapshot.appendItems(Array(next..<next + section.items.count), toSection: index)
      next += section.items.count
    }
    try diffable.apply(snapshot, animatingDifferences: false)
    let snapshotFilter =
      options.isFilterable
      ? SnapshotFilter(dataSource: diffable) { id in title(storedItems[id].item) } : nil
    dataSource = diffable
    filter = snapshotFilter
    sectioned = (diffable, snapshotFilter)
    list = nil
  }

  /// The selection rule of a section: radio buttons for a maximum of 1, else toggles up to the
  /// maximum; required for a minimum of 1 or more.
  static func rule(of section: PromptSection<Item>) -> SelectionRule {
    let required = section.minimum > 0
    if section.maximum == 1 {
      return .single(allowsDeselection: !required, isRequired: required)
    }
    return .multiple(maximum: section.maximum, isRequired: required)
  }

  /// What the driver is given: the question as title, the picker's keys, the filter, the
  /// picker's checks, its summary line, and the feed of items still arriving. While items
  /// arrive, ``TerminalConfiguration/Display/automatic`` takes the whole screen.
  public var configuration: TerminalConfiguration {
    let validation: @MainActor () throws -> Void = { [weak self] in try self?.validate() }
    var summary: (@MainActor (TerminalDriver.Outcome) -> String?)?
    if options.leavesSummary {
      summary = { [weak self] outcome in self?.summary(of: outcome) }
    }
    // A list still arriving may grow past an inline band: it takes the screen.
    let arriving = list?.feed?.isLoading ?? false
    let display = arriving && options.display == .automatic ? .fullScreen : options.display
    return TerminalConfiguration(
      title: question, filter: filter, symbols: options.symbols,
      capabilities: options.capabilities, keys: .picker(confirmsFocusedRow: choosesOne),
      theme: options.theme, display: display, validation: validation, summary: summary,
      feed: list?.feed)
  }

  /// Whether ``run()`` can draw on a terminal and read keys: `TERM` can draw, and the
  /// options' input and output are terminals, or the controlling terminal (`/dev/tty`) stands
  /// in for them. When it cannot, ``run()`` reads command lines from the input: check it before
  /// running a picker whose items come on standard input.
  public var isInteractive: Bool {
    TerminalDriver(
      tableView: tableView, configuration: configuration, input: options.input,
      output: options.output, environment: options.environment
    ).isInteractive
  }

  /// Runs the picker until the user confirms or cancels.
  ///
  /// Without a terminal the driver reads command lines (see ``LineCommand``), after every item
  /// still arriving; the choice is checked when they end.
  ///
  /// - Returns: The chosen items in the list's order, or `nil` when the user cancelled (Esc),
  ///   interrupted (Ctrl-C), or code called ``cancel()``.
  /// - Throws: ``TerminalError`` when the terminal fails; without a terminal, a failed command
  ///   or the error of ``validate()``; what reading the items still arriving throws.
  /// - Complexity: O(*v* + *s*) per key, for a viewport of *v* rows and *s* sections. A filter
  ///   keystroke costs a slice of about 20 ms for one untitled section (the search goes on
  ///   while no key waits), O(*n*) over *n* items for sections with titles.
  public func run() throws -> [Item]? {
    let driver = TerminalDriver(
      tableView: tableView, configuration: configuration, input: options.input,
      output: options.output, environment: options.environment)
    self.driver = driver
    defer { self.driver = nil }
    if !driver.isInteractive, let feed = list?.feed {
      while feed.isLoading { _ = try feed.readItems() }  // the commands choose among them all
    }
    let outcome = try driver.run()
    guard outcome == .finished else { return nil }
    if !driver.isInteractive { try validate() }
    return chosenItems
  }

  /// Ends ``run()`` with the items chosen now, after the key being handled; for a delegate
  /// that decides the choice is made.
  ///
  /// - Complexity: O(1).
  public func finish() {
    driver?.finish()
  }

  /// Ends ``run()`` without a choice, after the key being handled: it returns `nil`.
  ///
  /// - Complexity: O(1).
  public func cancel() {
    driver?.cancel()
  }
}
