import Foundation
import ListBinding
import Testing

/// Everything a user can read of a table, to compare before and after an attack.
///
/// Rows are read section by section only while the table is small, so a picture of a table of
/// many rows costs what its viewport costs.
struct Picture: Equatable, CustomStringConvertible {
  var numberOfSections: Int
  var totalNumberOfRows: Int
  var rowsPerSection: [Int]
  var visibleRows: [IndexPath]
  var visibleCellCount: Int
  var selection: [IndexPath]?
  var contentOffset: CGPoint
  var contentSize: CGSize
  var frame: CGRect
  var viewportHeight: Int
  var rowOffset: Int
  var isEditing: Bool
  var swipe: String
  var rendered: String

  @MainActor
  init(_ table: TableView) {
    numberOfSections = table.numberOfSections
    totalNumberOfRows = table.totalNumberOfRows
    rowsPerSection =
      table.numberOfSections <= 64
      ? (0..<table.numberOfSections).map { (try? table.numberOfRows(inSection: $0)) ?? -1 } : []
    visibleRows = table.indexPathsForVisibleRows
    visibleCellCount = table.visibleCells.count
    selection = table.indexPathsForSelectedRows
    contentOffset = table.contentOffset
    contentSize = table.contentSize
    frame = table.frame
    viewportHeight = table.viewportHeight
    rowOffset = table.rowOffset
    isEditing = table.isEditing
    swipe = table.revealedSwipeActions.map { "\($0.indexPath) \($0.edge) \($0.titles)" } ?? "none"
    do {
      rendered = try table.render(with: PlainTextRenderer())
    } catch {
      rendered = "render threw: \(error)"
    }
  }

  var description: String {
    "sections \(numberOfSections) rows \(rowsPerSection) visible \(visibleRows) "
      + "selection \(selection ?? []) offset \(contentOffset) size \(contentSize) "
      + "editing \(isEditing) swipe \(swipe)\n\(rendered)"
  }
}

/// A cell that shows a string.
final class WordCell: TableViewCell, Bindable {
  func bind(to item: String) {
    textLabel?.text = item
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    textLabel?.text = nil
  }
}

/// An error of user code.
struct Sabotage: Error, CustomStringConvertible, Equatable {
  var description: String { "sabotage" }
}

/// A data source over arrays of words whose every answer an attack can bend.
@MainActor
final class HostileSource: TableViewDataSource {
  var sections: [[String]]
  var sectionCount: Int?
  var rowCounts: [Int: Int] = [:]
  var failingCountSection: Int?
  var failsSectionCount = false
  var failingCell: IndexPath?
  var headers: [String?] = []
  var indexTitles: [String]?
  var sectionForIndexTitle: Int?
  var editable = true
  var movable = true
  var cellIdentifier = "word"
  var onCell: ((TableView, IndexPath) throws -> Void)?

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: TableView) throws -> Int {
    if failsSectionCount { throw Sabotage() }
    return sectionCount ?? sections.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    if section == failingCountSection { throw Sabotage() }
    if let count = rowCounts[section] { return count }
    return sections.indices.contains(section) ? sections[section].count : 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    if indexPath == failingCell { throw Sabotage() }
    try onCell?(tableView, indexPath)
    let cell = try tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
    let words = sections.indices.contains(indexPath.section) ? sections[indexPath.section] : []
    cell.textLabel?.text =
      words.indices.contains(indexPath.row) ? words[indexPath.row] : "row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws -> String? {
    headers.indices.contains(section) ? headers[section] : nil
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
    editable
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) throws -> Bool {
    movable
  }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {
    let word = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(word, at: destinationIndexPath.row)
  }

  func sectionIndexTitles(for tableView: TableView) throws -> [String]? { indexTitles }

  func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) throws -> Int {
    sectionForIndexTitle ?? index
  }
}

/// A table over a hostile source, both kept alive together (the table holds its source weakly).
@MainActor
struct Fixture {
  let table: TableView
  let source: HostileSource

  /// A loaded table of two sections, "a b c" and "d e", with a viewport of ten rows.
  init(
    _ sections: [[String]] = [["a", "b", "c"], ["d", "e"]], viewportHeight: Int = 10,
    style: TableView.Style = .plain
  ) throws {
    source = HostileSource(sections)
    table = try TableView(style: style, viewportHeight: viewportHeight)
    table.register(WordCell.self, forCellReuseIdentifier: "word")
    table.dataSource = source
    try table.reloadData()
  }
}

/// Index paths no table has: the wrong length, or a negative or huge component.
let hostileIndexPaths: [IndexPath] = [
  IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]),
  IndexPath(row: -1, section: 0), IndexPath(row: 0, section: -1),
  IndexPath(row: Int.max, section: 0), IndexPath(row: 0, section: Int.max),
  IndexPath(row: Int.min, section: 0), IndexPath(row: 0, section: Int.min),
  IndexPath(row: Int.min, section: Int.min), IndexPath(row: Int.max, section: Int.max),
  IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 2),
]

/// Sections no table of two sections has.
let hostileSections = [-1, 2, Int.max, Int.min, TableView.maximumNumberOfSections]

/// Values in points that break every rule but the coordinate's finiteness (-1 is
/// `automaticDimension`, which heights take).
let hostileLengths: [CGFloat] = [
  .nan, .infinity, -.infinity, -1.5, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
  TableView.maximumDimension.nextUp, TableView.maximumDimension * 2, -2,
]

/// Values that are not finite.
let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity, .signalingNaN]

/// Text built to drive a terminal: control characters, escape sequences, C1 controls, bidi
/// overrides, NUL.
let hostileStrings: [String] = [
  "", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;owned\u{07}",
  "\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\",
  "\u{9B}31m", "\u{85}\u{8D}\u{9D}\u{9F}", "\u{202E}evil\u{202C}", "\u{2066}iso\u{2069}",
  "nul\u{0}byte", "bell\u{07}\u{08}\u{7F}", "line\nbreak\rreturn\ttab", "\u{1B}P+q\u{1B}\\",
  "\u{FEFF}\u{200B}\u{200F}",
]

/// The string of a megabyte.
let megabyte = String(repeating: "x", count: 1 << 20)

/// Whether text holds a byte or scalar that drives a terminal: ESC, another C0 control but
/// newline, DEL, or a C1 control.
func drivesTerminal(_ text: String) -> Bool {
  text.unicodeScalars.contains { scalar in
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }
}

/// Runs an attack on a table: expects `expected` and a table exactly as it was.
@MainActor
func expectRefused(
  _ table: TableView, _ expected: TableViewError, message: String? = nil,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation,
  _ attack: () throws -> Void
) {
  let before = Picture(table)
  do {
    try attack()
    Issue.record("nothing thrown; expected \(expected)", sourceLocation: sourceLocation)
  } catch let error as TableViewError {
    #expect(error == expected, comment, sourceLocation: sourceLocation)
    if let message {
      #expect(error.message == message, comment, sourceLocation: sourceLocation)
    }
    #expect(!drivesTerminal(error.message), comment, sourceLocation: sourceLocation)
  } catch {
    Issue.record("threw \(error); expected \(expected)", sourceLocation: sourceLocation)
  }
  let after = Picture(table)
  #expect(after == before, comment, sourceLocation: sourceLocation)
}

/// Runs an attack on a table: expects a `TableViewError` that `matches`, and the table exactly
/// as it was.
@MainActor
func expectRefused(
  _ table: TableView, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  matching matches: (TableViewError) -> Bool, _ attack: () throws -> Void
) {
  let before = Picture(table)
  do {
    try attack()
    Issue.record("nothing thrown", sourceLocation: sourceLocation)
  } catch let error as TableViewError {
    #expect(matches(error), "\(error)", sourceLocation: sourceLocation)
    #expect(!drivesTerminal(error.message), comment, sourceLocation: sourceLocation)
  } catch {
    Issue.record("threw \(error), not a TableViewError", sourceLocation: sourceLocation)
  }
  #expect(Picture(table) == before, comment, sourceLocation: sourceLocation)
}

/// The error a table throws for an index path it does not have.
@MainActor
func pathError(_ indexPath: IndexPath, in table: TableView) -> TableViewError {
  guard indexPath.count == 2 else { return .invalidIndexPath(indexPath) }
  guard (0..<table.numberOfSections).contains(indexPath.section) else {
    return .sectionOutOfRange(section: indexPath.section, numberOfSections: table.numberOfSections)
  }
  let rows = (try? table.numberOfRows(inSection: indexPath.section)) ?? 0
  return .rowOutOfRange(indexPath, numberOfRows: rows)
}

/// A hostile string as a test's argument: Swift Testing prints the arguments of a test that
/// records an issue (known ones included), and this one prints inert, so that running the
/// tests cannot drive the terminal that shows them.
struct InertArgument: Sendable, CustomTestStringConvertible {
  let text: String
  init(_ text: String) { self.text = text }
  var testDescription: String { TerminalText(text).inert }
}
