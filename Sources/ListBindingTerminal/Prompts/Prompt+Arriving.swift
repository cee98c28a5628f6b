import Foundation
import ListBinding

extension Prompt {
  /// Asks for one item of a list whose items arrive while it shows, from an async sequence
  /// (a directory walk, a search, a network listing).
  ///
  /// The list shows the items as they come, `loading… <n>` on the status line until the
  /// sequence ends (or throws: the items end there), and takes the whole screen while it may
  /// grow. The sequence runs in a task of its own (``AsyncItemStream``), which is cancelled
  /// when the prompt ends. Without a terminal, every item arrives before the commands are read.
  ///
  /// The prompt keeps the main actor while it waits for keys: a sequence whose items come from
  /// work on the main actor waits until the prompt ends. Produce them off it
  /// (`Task.detached`, a nonisolated function).
  ///
  /// ```swift
  /// let names = AsyncStream<String> { continuation in
  ///   for name in ["apple", "pear"] { continuation.yield(name) }
  ///   continuation.finish()
  /// }
  /// let fruit = try Prompt.chooseOne("Fruit", arriving: names, options: options)
  /// ```
  ///
  /// - Parameters:
  ///   - question: The question, on the first line.
  ///   - items: The items; a NUL character ends an item, and the rest of it is the next one.
  ///   - options: How the picker looks and runs.
  /// - Returns: The chosen item, or `nil` when the user cancelled.
  /// - Throws: ``TerminalError`` when the terminal fails or the stream cannot be made; without
  ///   a terminal, a failed command or the error of ``Picker/validate()``.
  /// - Complexity: Each arriving item costs O(1) amortized; each key as in ``Picker/run()``.
  public static func chooseOne<Items: AsyncSequence & Sendable>(
    _ question: String, arriving items: Items, options: PromptOptions = PromptOptions()
  ) throws -> String? where Items.Element == String {
    try choose(question, arriving: items, choosesOne: true, options: options)?.first
  }

  /// Asks for items of a list whose items arrive while it shows, from an async sequence: at
  /// least `minimum` of them, at most `maximum`.
  ///
  /// The list shows the items as they come, as ``chooseOne(_:arriving:options:)`` does.
  ///
  /// - Parameters:
  ///   - question: The question, on the first line.
  ///   - items: The items; a NUL character ends an item, and the rest of it is the next one.
  ///   - minimum: The fewest items Enter confirms.
  ///   - maximum: The most items that can be chosen, or `nil` for no limit.
  ///   - options: How the picker looks and runs.
  /// - Returns: The chosen items in the order they arrived, or `nil` when the user cancelled.
  /// - Throws: ``PromptError/impossibleRule(section:minimum:maximum:items:)`` for a minimum
  ///   above the maximum; ``TerminalError`` when the terminal fails or the stream cannot be
  ///   made; without a terminal, a failed command or the error of ``Picker/validate()``.
  /// - Complexity: Each arriving item costs O(1) amortized; each key as in ``Picker/run()``.
  public static func chooseMany<Items: AsyncSequence & Sendable>(
    _ question: String, arriving items: Items, minimum: Int = 0, maximum: Int? = nil,
    options: PromptOptions = PromptOptions()
  ) throws -> [String]? where Items.Element == String {
    try choose(
      question, arriving: items, choosesOne: false, minimum: minimum, maximum: maximum,
      options: options)
  }

  /// Runs a picker over the items of `items`, read through an ``AsyncItemStream``.
  private static func choose<Items: AsyncSequence & Sendable>(
    _ question: String, arriving items: Items, choosesOne: Bool, minimum: Int = 0,
    maximum: Int? = nil, options: PromptOptions
  ) throws -> [String]? where Items.Element == String {
    let stream = try AsyncItemStream(items.map { Array($0.utf8) })
    defer { stream.finish() }
    let picker = try Picker(
      question, items: [],
      arrivingFrom: DelimitedItemReader(descriptor: stream.descriptor, delimiter: .nul),
      choosesOne: choosesOne, minimum: minimum, maximum: maximum, cell: PickerCell.self,
      options: options, title: { $0 }
    ) { String(decoding: $0, as: UTF8.self) }
    return try picker.run()
  }
}
