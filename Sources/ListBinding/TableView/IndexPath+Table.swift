import Foundation

extension IndexPath {
  /// The path as UIKit prints it in exception messages, without the object address:
  /// `{length = 2, path = 0 - 1}`.
  var uiKitDescription: String {
    "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }

  /// Whether the path has the two indices (section, row) a table view needs.
  var isTablePath: Bool { count == 2 }
}
