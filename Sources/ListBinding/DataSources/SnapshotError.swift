/// An invalid change to a ``Snapshot``, thrown where Apple's `NSDiffableDataSourceSnapshot`
/// crashes.
///
/// Each case names the identifiers involved, as their `String(describing:)`; ``message`` renders
/// the text, in Apple's words where Apple has words. A mutator that throws leaves the snapshot as
/// it was.
public enum SnapshotError: Error, Sendable, Hashable {
  /// The section identifiers passed to a mutator repeat these identifiers.
  case duplicateSectionIdentifiers([String])

  /// The item identifiers passed to a mutator repeat these identifiers.
  case duplicateItemIdentifiers([String])

  /// Sections to add that the snapshot already has.
  case sectionIdentifiersAlreadyExist([String])

  /// Items to add that the snapshot already has, in this or another section.
  case itemIdentifiersAlreadyExist([String])

  /// A section the snapshot does not have, named for an operation.
  case sectionNotFound(String, Operation)

  /// An item the snapshot does not have, named for an operation.
  case itemNotFound(String, Operation)

  /// Items appended without a section, to a snapshot that has no section.
  case noSections

  /// A section moved before or after itself.
  case sectionMovedRelativeToItself(String)

  /// An item moved before or after itself.
  case itemMovedRelativeToItself(String)

  /// A section or item identifier to add that is not equal to itself (a floating-point NaN, or
  /// a type whose `==` is not reflexive): the snapshot could never find it again.
  case identifierNotEqualToItself(String)

  /// Sections or items beyond the most a snapshot holds: `limit` sections, and as many items.
  case capacityExceeded(limit: Int)

  /// What a mutator tried to do with an identifier the snapshot does not have.
  public enum Operation: Sendable, Hashable {
    /// Insert sections or items before or after it.
    case insertRelativeTo
    /// Append items to it (a section).
    case appendItemsTo
    /// Delete it.
    case delete
    /// Move it.
    case move
    /// Move another before or after it.
    case moveRelativeTo
    /// Reload it.
    case reload
    /// Reconfigure it (an item).
    case reconfigure
    /// Read its items or count (a section).
    case query
  }
}
