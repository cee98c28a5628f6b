import ListBinding

/// The state of a diffable table's data at one moment, as UIKit's
/// `NSDiffableDataSourceSnapshot`: sections and their items, named by identifiers.
///
/// A value that wraps ListBinding's `Snapshot`, with UIKit's signatures: nothing throws. Where
/// UIKit raises (duplicate identifiers, an identifier the snapshot does not have, items
/// appended to a snapshot without sections), the call changes nothing and reports a
/// ``UIKitException`` named `NSInternalInconsistencyException` with UIKit's reason (see
/// ``UIKitException/withHandler(_:operation:)``).
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Onion soup", "Apple tart"])
/// let index = snapshot.indexOfItem("Apple tart")  // 1
/// ```
///
/// Identifiers are `Hashable` and `Sendable`, as the iOS 17 SDK declares them.
///
/// - Complexity: As ListBinding's `Snapshot`: changing one item costs O(log *n*) expected,
///   where *n* is the number of items of its section; each member states its own.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The native snapshot this one is.
  var native: Snapshot<SectionIdentifierType, ItemIdentifierType>

  /// An empty snapshot: no sections, no items.
  ///
  /// - Complexity: O(1).
  public init() {
    native = Snapshot()
  }

  /// The snapshot that holds what `native` holds.
  init(_ native: Snapshot<SectionIdentifierType, ItemIdentifierType>) {
    self.native = native
  }

  /// Runs a change of the native snapshot; where it throws, UIKit raises: reports the
  /// exception. The native mutators change nothing when they throw.
  mutating func change(
    _ body: (inout Snapshot<SectionIdentifierType, ItemIdentifierType>) throws(SnapshotError)
      -> Void
  ) {
    do {
      try body(&native)
    } catch {
      UIKitException(error).raise()
    }
  }
}

extension UIKitException {
  /// The exception UIKit's snapshot raises where ListBinding's throws `error`:
  /// `NSInternalInconsistencyException`, with the error's message as the reason.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the message.
  init(_ error: SnapshotError) {
    self.init(name: .internalInconsistencyException, reason: error.message)
  }
}
