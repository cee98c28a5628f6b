import Foundation

extension IndexPath {
  /// The path as UIKit prints it in exception messages, without the object address:
  /// `{length = 2, path = 0 - 1}`. A path longer than 16 indices shows its first 16 and "…",
  /// so that a message costs the same whatever the path a caller passes.
  ///
  /// - Complexity: O(1).
  var uiKitDescription: String {
    let shown = prefix(16).map(String.init).joined(separator: " - ")
    return "{length = \(count), path = \(shown)\(count > 16 ? " - …" : "")}"
  }

  /// The section index as a message prints it: the path's first index, or "(none)" for an
  /// empty path, so that a message never reads an index the path does not have.
  var sectionDescription: String {
    first.map(String.init) ?? "(none)"
  }

  /// Whether the path has the two indices (section, row) a table view needs.
  var isTablePath: Bool { count == 2 }
}
