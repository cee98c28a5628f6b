import Foundation

#if !canImport(UIKit)
  extension NSIndexPath {
    /// Creates an index path for a row in a section, as UIKit's `NSIndexPath(row:section:)`.
    ///
    /// Its indexes are `[section, row]`, as `IndexPath(row:section:)`'s.
    ///
    /// - Parameters:
    ///   - row: The row's index within its section.
    ///   - section: The section's index within the list.
    /// - Complexity: O(1).
    public convenience init(row: Int, section: Int) {
      self.init(indexes: [section, row], length: 2)
    }

    /// Creates an index path for an item in a section, as UIKit's `NSIndexPath(item:section:)`.
    ///
    /// - Parameters:
    ///   - item: The item's index within its section.
    ///   - section: The section's index within the list.
    /// - Complexity: O(1).
    public convenience init(item: Int, section: Int) {
      self.init(row: item, section: section)
    }

    /// The section of a row's index path: its first index, as UIKit's `NSIndexPath.section`;
    /// `NSNotFound` for a path with no index (*assumed*).
    ///
    /// - Complexity: O(1).
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }

    /// The row of a row's index path: its second index, as UIKit's `NSIndexPath.row`;
    /// `NSNotFound` for a path with fewer than two indices (*assumed*).
    ///
    /// - Complexity: O(1).
    public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }

    /// The item of a collection view index path: its second index, the same as ``row``.
    ///
    /// - Complexity: O(1).
    public var item: Int { row }
  }
#endif
