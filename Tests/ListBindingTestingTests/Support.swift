import Foundation
import ListBinding
import Synchronization
import Testing

/// Seed 002's cell: one label bound to a string.
final class MenuCell: TableViewCell, Bindable {
  typealias DataItem = String
  func bind(to item: String) {
    textLabel?.text = item
  }
}

/// Seed 000's cell: a choice button and a label.
final class ChoiceCell: TableViewCell, Bindable {
  let choiceButton = Button()
  let displayLab = Label()

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    choiceButton.setTitle("○", for: .normal)
    choiceButton.setTitle("●", for: .selected)
    choiceButton.addAction(for: .touchUpInside) { button in button.isSelected = true }
    contentView.addSubview(choiceButton)
    contentView.addSubview(displayLab)
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to item: String) {
    displayLab.text = item
  }
}

/// A menu of three dishes on a plain table, kept alive with its data source.
@MainActor
struct Menu {
  let tableView: TableView
  let dataSource: ListDataSource<MenuCell>

  init(_ dishes: [String] = ["排骨面", "红椒面", "青椒面"], viewportHeight: Int = 40) throws {
    tableView = try TableView(style: .plain, viewportHeight: viewportHeight)
    dataSource = ListDataSource<MenuCell>(dataItems: dishes)
    try dataSource.bind(to: tableView)
  }
}

/// The issues `body` records, each matched as a known issue so that the test does not fail for
/// them; the test checks them instead.
///
/// `withKnownIssue` fails the test when `body` records no issue at all.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
func recordedIssues(_ body: () throws -> Void) rethrows -> [Issue] {
  let issues = Mutex<[Issue]>([])
  try withKnownIssue {
    try body()
  } matching: { issue in
    issues.withLock { $0.append(issue) }
    return true
  }
  return issues.withLock { $0 }
}

extension Issue {
  /// The issue's comments, joined by newlines.
  var text: String { comments.map(\.rawValue).joined(separator: "\n") }
}

/// A folder of its own under the temporary folder, removed by `cleanUp()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ListBindingTestingTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A source location in a test file of this folder, as snapshots derive their paths from.
  func location(testFile: String = "MenuTests.swift", line: Int = 7) -> SourceLocation {
    SourceLocation(
      fileID: "MyTests/\(testFile)", filePath: url.appendingPathComponent(testFile).path,
      line: line, column: 5)
  }

  /// The bytes of a file of the folder.
  ///
  /// Read through a `FileHandle`: on Linux, Foundation's `Data(contentsOf:)` (as
  /// `String(contentsOf:encoding:)` and `FileManager.contents(atPath:)`) leaks a 4 KB buffer
  /// when the file is empty, which LeakSanitizer reports (`Scripts/sanitizers`).
  ///
  /// - Throws: When the file cannot be opened or read, as when there is none.
  func bytes(at relativePath: String) throws -> Data {
    let handle = try FileHandle(forReadingFrom: url.appendingPathComponent(relativePath))
    defer { try? handle.close() }
    return try handle.readToEnd() ?? Data()
  }

  /// The text of a file of the folder, or `nil` when there is none.
  func text(at relativePath: String) -> String? {
    (try? bytes(at: relativePath)).flatMap { String(data: $0, encoding: .utf8) }
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: url)
  }
}
