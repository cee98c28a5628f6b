import Foundation
import ListBinding

/// A pasteboard, as UIKit's `UIPasteboard`: here an in-process store.
///
/// ``general`` is one object for the whole process, shared by every test in it: nothing
/// reaches the system's clipboard or another app, and nothing survives the process. Strings and
/// URLs are kept, each item one string or one URL; setting any of ``string``, ``strings``,
/// ``url`` or ``urls`` replaces every item, as in UIKit. Unlike UIKit's, the class is
/// main-actor isolated: the face keeps its items without a lock, and the table code that copies
/// and pastes runs on the main actor.
@preconcurrency @MainActor
open class UIPasteboard {
  /// One item: a string or a URL.
  private enum Item {
    case string(String)
    case url(URL)
  }

  /// The process's general pasteboard, as `UIPasteboard.general`.
  public static let general = UIPasteboard()

  private var items: [Item] = [] {
    didSet { changeCount += 1 }
  }

  /// How many times the items have changed, as `changeCount`.
  public private(set) var changeCount = 0

  /// Creates an empty pasteboard.
  init() {}

  /// The number of items, as `numberOfItems`.
  ///
  /// - Complexity: O(1).
  open var numberOfItems: Int { items.count }

  /// The first item's string, as `UIPasteboard.string`: `nil` when the first item is none.
  /// Setting it replaces every item with this one (`nil` empties the pasteboard).
  ///
  /// - Complexity: O(1) to read; O(*n*) to set, where *n* is the number of items.
  open var string: String? {
    get {
      guard case .string(let string)? = items.first else { return nil }
      return string
    }
    set { items = newValue.map { [.string($0)] } ?? [] }
  }

  /// The strings of every item that has one, as `UIPasteboard.strings`; `nil` when none has.
  /// Setting it replaces every item.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  open var strings: [String]? {
    get {
      let strings = items.compactMap { item -> String? in
        guard case .string(let string) = item else { return nil }
        return string
      }
      return strings.isEmpty ? nil : strings
    }
    set { items = (newValue ?? []).map { .string($0) } }
  }

  /// The first item's URL, as `UIPasteboard.url`: `nil` when the first item is none. Setting
  /// it replaces every item with this one.
  ///
  /// - Complexity: O(1) to read; O(*n*) to set, where *n* is the number of items.
  open var url: URL? {
    get {
      guard case .url(let url)? = items.first else { return nil }
      return url
    }
    set { items = newValue.map { [.url($0)] } ?? [] }
  }

  /// The URLs of every item that has one, as `UIPasteboard.urls`; `nil` when none has.
  /// Setting it replaces every item.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  open var urls: [URL]? {
    get {
      let urls = items.compactMap { item -> URL? in
        guard case .url(let url) = item else { return nil }
        return url
      }
      return urls.isEmpty ? nil : urls
    }
    set { items = (newValue ?? []).map { .url($0) } }
  }

  /// Whether an item holds a string, as `hasStrings`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  open var hasStrings: Bool {
    items.contains { if case .string = $0 { true } else { false } }
  }

  /// Whether an item holds a URL, as `hasURLs`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  open var hasURLs: Bool {
    items.contains { if case .url = $0 { true } else { false } }
  }
}
