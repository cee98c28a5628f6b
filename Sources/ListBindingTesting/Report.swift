import Testing

/// The texts of the issues this module records, built in one place.
enum Report {
  /// The legend of a diff's markers.
  static let legend = "≠ changed, - expected only, + actual only"

  /// A table that renders otherwise than the text the test expects.
  static func mismatch(_ diff: LineDiff) -> Comment {
    Comment(rawValue: "The table does not render as expected (\(legend)):\n" + diff.formatted())
  }

  /// A log whose lines are not those the test expects.
  static func eventsMismatch(_ diff: LineDiff) -> Comment {
    Comment(
      rawValue: "The events logged are not the expected ones (\(legend)):\n" + diff.formatted())
  }

  /// A table that renders otherwise than its snapshot file.
  static func snapshotMismatch(_ diff: LineDiff, path: String) -> Comment {
    Comment(
      rawValue: "The table does not render as its snapshot \(path) (\(legend)); "
        + "run with \(SnapshotRecordMode.environmentVariable)=1 to record the new text:\n"
        + diff.formatted())
  }

  /// A snapshot file written because it did not exist.
  static func recordedMissing(path: String) -> Comment {
    Comment(
      rawValue: "Recorded the snapshot \(path), which did not exist. Check it, then run the "
        + "test again to compare against it.")
  }

  /// A snapshot file written again in record mode because the table renders otherwise.
  static func rerecorded(_ diff: LineDiff, path: String) -> Comment {
    Comment(
      rawValue: "Recorded the snapshot \(path) again (record mode); it changed (\(legend)):\n"
        + diff.formatted())
  }

  /// A table that could not render.
  static let renderFailed: Comment = "The table could not render"

  /// A snapshot file that could not be read or written.
  static let snapshotFileFailed: Comment = "The snapshot file could not be used"
}
