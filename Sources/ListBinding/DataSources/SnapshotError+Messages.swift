import Foundation

extension SnapshotError: CustomStringConvertible {
  /// What is wrong, in Apple's words where Apple has words. Identifiers are data, so they are
  /// shown inert (see ``TerminalText/inert``): printing the message cannot drive a terminal.
  ///
  /// ```swift
  /// var snapshot = Snapshot<String, String>()
  /// try snapshot.appendSections(["dishes"])
  /// do {
  ///   try snapshot.appendItems(["Soup", "Salad", "Soup"])
  /// } catch {
  ///   print(error)
  ///   // Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(
  ///   //     Soup
  ///   // )}
  /// }
  /// ```
  public var message: String {
    switch self {
    case .duplicateSectionIdentifiers(let names):
      return "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
        + Self.set(names)
    case .duplicateItemIdentifiers(let names):
      return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
        + Self.set(names)
    case .sectionIdentifiersAlreadyExist(let names):
      return "Attempted to insert or append section identifiers that already exist in the "
        + "snapshot: " + Self.set(names)
    case .itemIdentifiersAlreadyExist(let names):
      return "Attempted to insert or append item identifiers that already exist in the "
        + "snapshot: " + Self.set(names)
    case .sectionNotFound(let name, let operation):
      return "Attempted to \(operation.verb) section identifier that does not exist in the "
        + "snapshot: \(name.inert)"
    case .itemNotFound(let name, let operation):
      return "Attempted to \(operation.verb) item identifier that does not exist in the "
        + "snapshot: \(name.inert)"
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .sectionMovedRelativeToItself(let name):
      return "Attempted to move section identifier relative to itself: \(name.inert)"
    case .itemMovedRelativeToItself(let name):
      return "Attempted to move item identifier relative to itself: \(name.inert)"
    case .identifierNotEqualToItself(let name):
      return "Attempted to add an identifier that is not equal to itself, which the snapshot "
        + "could never find again: \(name.inert)"
    case .capacityExceeded(let limit):
      return "Attempted to hold more than \(limit) section identifiers or more than \(limit) "
        + "item identifiers in one snapshot"
    }
  }

  /// The ``message``.
  public var description: String { message }

  /// Identifiers as Foundation prints a set: `{(`, one per line indented by four spaces, `)}`.
  private static func set(_ names: [String]) -> String {
    "{(\n" + names.map { "    " + $0.inert }.joined(separator: ",\n") + "\n)}"
  }
}

extension SnapshotError.Operation {
  /// The words for the operation in a message: "Attempted to *verb* … identifier".
  var verb: String {
    switch self {
    case .insertRelativeTo: return "insert relative to"
    case .appendItemsTo: return "append items to"
    case .delete: return "delete"
    case .move: return "move"
    case .moveRelativeTo: return "move relative to"
    case .reload: return "reload"
    case .reconfigure: return "reconfigure"
    case .query: return "query"
    }
  }
}

extension SnapshotError: LocalizedError {
  /// The ``message``.
  public var errorDescription: String? { message }
}
