import Foundation

/// Which snapshot files ``expectRendered(_:renderer:named:record:sourceLocation:)-(TableView,_,_,_,_)`` writes.
///
/// Every write is reported as an issue, so a run that writes a snapshot fails: a run is green
/// only when every snapshot was compared and matched.
public enum SnapshotRecordMode: Sendable, Hashable {
  /// Writes the snapshots that do not exist yet; compares the others.
  case missing
  /// Writes every snapshot that does not exist or differs from the rendered text; a snapshot
  /// that matches is left as it is, and its test passes.
  case all

  /// The name of the environment variable that turns record mode on: `LISTBINDING_RECORD`.
  public static let environmentVariable = "LISTBINDING_RECORD"

  /// The mode the environment asks for: ``all`` when `LISTBINDING_RECORD` is `1`, else
  /// ``missing``.
  ///
  /// ```sh
  /// LISTBINDING_RECORD=1 swift test
  /// ```
  public static var environment: SnapshotRecordMode {
    ProcessInfo.processInfo.environment[environmentVariable] == "1" ? .all : .missing
  }
}
