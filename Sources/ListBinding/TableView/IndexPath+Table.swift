import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// Creates an index path for a row in a section of a table view, as UIKit does.
    ///
    /// - Parameters:
    ///   - row: The row's index within its section.
    ///   - section: The section's index within the table.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// Creates an index path for an item in a section, as UIKit does for collection views.
    ///
    /// `IndexPath(item: 0, section: 1)` and `IndexPath(row: 0, section: 1)` are equal.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The section of a table view index path: its first index.
    ///
    /// As in UIKit, the path must have exactly two indices. The table checks every path it is
    /// given and throws `TableViewError.invalidIndexPath` for any other length before reading this.
    public var section: Int { self[0] }

    /// The row of a table view index path: its second index.
    public var row: Int { self[1] }

    /// The item of a collection view index path: its second index, the same as `row`.
    public var item: Int { self[1] }
  }
#endif

extension IndexPath {
  /// The path as UIKit prints it in exception messages, without the object address:
  /// `{length = 2, path = 0 - 1}`.
  var uiKitDescription: String {
    "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }

  /// Whether the path has the two indices (section, row) a table view needs.
  var isTablePath: Bool { count == 2 }
}
