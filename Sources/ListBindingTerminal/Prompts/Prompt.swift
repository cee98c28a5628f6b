import Foundation
import ListBinding

/// One call for the common choices in a terminal: one item, several items, or items in
/// sections with a rule each, from plain values.
///
/// ```swift
/// let sections = [
///   PromptSection("Sources", sources, minimum: 1),
///   PromptSection("Tests", tests),
///   PromptSection("Docs", docs, maximum: 3),
/// ]
/// guard let files = try Prompt.chooseMany("Pick files", from: sections) else { exit(130) }
/// for file in files { print(file) }
/// ```
///
/// The keys: ↑/↓ (k/j), PgUp/PgDn and Home/End move; Space chooses or unchooses a row; Enter
/// confirms while every section's rule is met (else the status line says what is missing);
/// `/` filters; Esc clears a kept filter, then cancels; Ctrl-C cancels; `?` lists the keys. A
/// single choice chooses the focused row with Enter. Each call returns the chosen items, in the
/// list's order, or `nil` when the user cancelled.
///
/// A short list draws inline below the cursor and leaves a one-line summary (`✓ Pick files ›
/// 2 chosen: main.swift, README.md`); a long one takes the whole screen and gives it back
/// (see ``PromptOptions``). Each call is a ``Picker``, for code that needs more.
@MainActor
public enum Prompt {
  /// Asks for one item of a list.
  ///
  /// - Parameters:
  ///   - question: The question, on the first line.
  ///   - items: The items to choose from.
  ///   - options: How the picker looks and runs.
  ///   - title: The text of an item's row; its description by default.
  /// - Returns: The chosen item, or `nil` when the user cancelled.
  /// - Throws: ``TerminalError`` when the terminal fails; without a terminal, a failed command
  ///   or ``PromptError``.
  /// - Complexity: O(*n*) to load *n* items, then O(*v*) per key for a viewport of *v* rows.
  public static func chooseOne<Item>(
    _ question: String, from items: [Item], options: PromptOptions = PromptOptions(),
    title: @escaping @MainActor (Item) -> String = { String(describing: $0) }
  ) throws -> Item? {
    try chooseOne(question, from: [PromptSection(nil, items)], options: options, title: title)
  }

  /// Asks for one item of a list in sections; the sections' rules are not used.
  ///
  /// - Parameters:
  ///   - question: The question, on the first line.
  ///   - sections: The items, in sections with titles.
  ///   - options: How the picker looks and runs.
  ///   - title: The text of an item's row; its description by default.
  /// - Returns: The chosen item, or `nil` when the user cancelled.
  /// - Throws: ``TerminalError`` when the terminal fails; without a terminal, a failed command
  ///   or ``PromptError``.
  /// - Complexity: O(*n*) to load *n* items, then O(*v* + *s*) per key for a viewport of *v*
  ///   rows and *s* sections.
  public static func chooseOne<Item>(
    _ question: String, from sections: [PromptSection<Item>],
    options: PromptOptions = PromptOptions(),
    title: @escaping @MainActor (Item) -> String = { String(describing: $0) }
  ) throws -> Item? {
    let picker = try Picker(question, choosingOneOf: sections, options: options, title: title)
    return try picker.run()?.first
  }

  /// Asks for any number of items of a list, from `minimum` to `maximum`.
  ///
  /// - Parameters:
  ///   - question: The question, on the first line.
  ///   - items: The items to choose from.
  ///   - minimum: The fewest items Enter accepts.
  ///   - maximum: The most items that may be chosen, or `nil` for no limit.
  ///   - options: How the picker looks and runs.
  ///   - title: The text of an item's row; its description by default.
  /// - Returns: The chosen items in the list's order, or `nil` when the user cancelled.
  /// - Throws: ``PromptError/impossibleRule(section:minimum:maximum:items:)`` when no choice
  ///   meets the minimum and maximum; ``TerminalError`` when the terminal fails.
  /// - Complexity: O(*n*) to load *n* items, then O(*v*) per key for a viewport of *v* rows.
  public static func chooseMany<Item>(
    _ question: String, from items: [Item], minimum: Int = 0, maximum: Int? = nil,
    options: PromptOptions = PromptOptions(),
    title: @escaping @MainActor (Item) -> String = { String(describing: $0) }
  ) throws -> [Item]? {
    try chooseMany(
      question, from: [PromptSection(nil, items, minimum: minimum, maximum: maximum)],
      options: options, title: title)
  }

  /// Asks for items of a list in sections, each with its own minimum and maximum.
  ///
  /// - Parameters:
  ///   - question: The question, on the first line.
  ///   - sections: The items, in sections with titles and rules.
  ///   - options: How the picker looks and runs.
  ///   - title: The text of an item's row; its description by default.
  /// - Returns: The chosen items in the list's order, or `nil` when the user cancelled.
  /// - Throws: ``PromptError/impossibleRule(section:minimum:maximum:items:)`` when a section's
  ///   rule cannot be met; ``TerminalError`` when the terminal fails.
  /// - Complexity: O(*n*) to load *n* items, then O(*v* + *s*) per key for a viewport of *v*
  ///   rows and *s* sections.
  public static func chooseMany<Item>(
    _ question: String, from sections: [PromptSection<Item>],
    options: PromptOptions = PromptOptions(),
    title: @escaping @MainActor (Item) -> String = { String(describing: $0) }
  ) throws -> [Item]? {
    let picker = try Picker(question, choosingManyFrom: sections, options: options, title: title)
    return try picker.run()
  }

  /// Asks for items of a list in sections, drawn with cells of your own class.
  ///
  /// - Parameters:
  ///   - question: The question, on the first line.
  ///   - sections: The items, in sections with titles and rules.
  ///   - cell: The cell class; its `bind(to:)` shows an item.
  ///   - options: How the picker looks and runs.
  ///   - title: The text `/` filters an item by; its description by default.
  /// - Returns: The chosen items in the list's order, or `nil` when the user cancelled.
  /// - Throws: ``PromptError/impossibleRule(section:minimum:maximum:items:)`` when a section's
  ///   rule cannot be met; ``TerminalError`` when the terminal fails.
  /// - Complexity: O(*n*) to load *n* items, then O(*v* + *s*) per key.
  public static func chooseMany<Item, Cell: TableViewCell & Bindable>(
    _ question: String, from sections: [PromptSection<Item>], cell: Cell.Type,
    options: PromptOptions = PromptOptions(),
    title: @escaping @MainActor (Item) -> String = { String(describing: $0) }
  ) throws -> [Item]? where Cell.DataItem == Item {
    let picker = try Picker(
      question, sections: sections, choosesOne: false, cell: cell, options: options, title: title)
    return try picker.run()
  }
}
