import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// Creates an index path for a row in a section, as UIKit does for table views.
    ///
    /// ```swift
    /// let same = IndexPath(row: 3, section: 1) == IndexPath(indexes: [1, 3])  // true
    /// ```
    ///
    /// - Parameters:
    ///   - row: The row's index within its section.
    ///   - section: The section's index within the list.
    /// - Complexity: O(1).
    public init(row: Int, section: Int) {
      // One index, then another: the pair is built in place, where `init(indexes:)` allocates
      // an array first (`swift run -c release benchmarks apply` makes tens of thousands).
      self.init(index: section)
      append(row)
    }

    /// Creates an index path for an item in a section, as UIKit does for collection views.
    ///
    /// `IndexPath(item: 0, section: 1)` and `IndexPath(row: 0, section: 1)` are equal.
    ///
    /// - Parameters:
    ///   - item: The item's index within its section.
    ///   - section: The section's index within the list.
    /// - Complexity: O(1).
    public init(item: Int, section: Int) {
      self.init(row: item, section: section)
    }

    /// The section of a row's index path: its first index.
    ///
    /// As in UIKit, the path must have exactly two indices: code that takes paths from its
    /// callers checks `count` before reading this, as the table view does for every path it is
    /// given.
    ///
    /// - Complexity: O(1).
    public var section: Int { self[0] }

    /// The row of a row's index path: its second index.
    ///
    /// - Complexity: O(1).
    public var row: Int { self[1] }

    /// The item of a collection view index path: its second index, the same as `row`.
    ///
    /// - Complexity: O(1).
    public var item: Int { self[1] }
  }
#endif
