/// State the face keeps for objects of ListBinding's classes, which it cannot give stored
/// properties: one entry an object, keyed by the object's `ObjectIdentifier`.
///
/// An identifier can be reused once its object is gone, so each slot also holds the object
/// weakly, and a slot whose object is not the one asked about counts as absent; setting an
/// entry for the new object replaces the slot. Slots of objects that are gone are swept when the
/// table reaches twice the live objects it kept at its last sweep (64 slots at least), so it
/// stays within twice the most objects with entries alive at once, at an amortized O(1) a set.
/// Until then a gone object's slot keeps its entry: how soon a given slot goes depends on the
/// table's history and on whether the allocator reuses the address, not on the object.
@MainActor
final class SideTable<Object: AnyObject, Entry> {
  private struct Slot {
    weak var object: Object?
    var entry: Entry
  }

  private var slots: [ObjectIdentifier: Slot] = [:]
  private var sweepThreshold = 64
  private let makeEntry: () -> Entry

  /// A table whose absent entries read as `makeEntry()`.
  init(_ makeEntry: @escaping () -> Entry) {
    self.makeEntry = makeEntry
  }

  /// The entry of `object`: its own if one was stored, else a new one (not stored until set).
  ///
  /// - Complexity: O(1) expected; a set that sweeps costs O(*n*), amortized O(1).
  subscript(object: Object) -> Entry {
    get {
      guard let slot = slots[ObjectIdentifier(object)], slot.object === object else {
        return makeEntry()
      }
      return slot.entry
    }
    set {
      slots[ObjectIdentifier(object)] = Slot(object: object, entry: newValue)
      guard slots.count >= sweepThreshold else { return }
      slots = slots.filter { $0.value.object != nil }
      sweepThreshold = max(64, slots.count * 2)
    }
  }

  /// The number of slots, those of gone objects not yet swept included.
  ///
  /// - Complexity: O(1).
  var count: Int { slots.count }

  /// The entry of `object` if one was stored, without making one.
  ///
  /// - Complexity: O(1) expected.
  func existing(_ object: Object) -> Entry? {
    guard let slot = slots[ObjectIdentifier(object)], slot.object === object else { return nil }
    return slot.entry
  }
}
