/// A snapshot file that cannot be used, recorded as the error of an issue by
/// ``expectRendered(_:renderer:named:record:sourceLocation:)-(TableView,_,_,_,_)``.
public enum SnapshotFileError: Error, Sendable, Hashable {
  /// A snapshot name that cannot be a file name on every platform: empty, starting with a dot,
  /// or holding a path separator, a control character or one of `: * ? " < > |`.
  case invalidName(String)

  /// The snapshot file exists but cannot be read as UTF-8 text; carries its path relative to the
  /// test file's folder and the reason.
  case unreadable(path: String, reason: String)

  /// The snapshot file cannot be written; carries its path relative to the test file's folder
  /// and the reason.
  case unwritable(path: String, reason: String)
}

extension SnapshotFileError: CustomStringConvertible {
  /// What is wrong, with the name or path shown inert.
  public var description: String {
    switch self {
    case .invalidName(let name):
      return "the snapshot name \"\(SafeText.inert(name))\" cannot be a file name: use "
        + "letters, digits, spaces, \"-\", \"_\" and \".\", not starting with \".\", at most "
        + "\(SnapshotFile.maximumNameLength) bytes"
    case .unreadable(let path, let reason):
      return "cannot read the snapshot \(SafeText.inert(path)) as UTF-8 text: "
        + SafeText.inert(reason)
    case .unwritable(let path, let reason):
      return "cannot write the snapshot \(SafeText.inert(path)): " + SafeText.inert(reason)
    }
  }
}
