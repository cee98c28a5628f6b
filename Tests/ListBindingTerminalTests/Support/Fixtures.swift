import Foundation
import ListBinding
import ListBindingTerminal
import Testing

/// A row showing its item's text.
final class TextCell: TableViewCell, Bindable {
  func bind(to item: String) {
    textLabel?.text = item
  }
}

/// A row with a text and two buttons, as seed 000's answer rows.
final class TwoButtonCell: TableViewCell, Bindable {
  let yes = Button()
  let no = Button()

  override init(style: TableViewCell.Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    yes.setTitle("yes", for: .normal)
    no.setTitle("no", for: .normal)
    contentView.addSubview(yes)
    contentView.addSubview(no)
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to item: String) {
    textLabel?.text = item
  }
}

/// A data source and delegate over arrays of strings, whose rows can be refused the highlight,
/// deleted and moved, recording the taps it hears of.
@MainActor
final class Fixture: TableViewDataSource, EditCommitting, TableViewDelegate {
  var sections: [(title: String?, rows: [String])]
  var unhighlightable: Set<IndexPath> = []
  var buttonTaps: [String] = []
  var selections: [IndexPath] = []
  let tableView: TableView
  let cellType: TableViewCell.Type

  init(
    _ sections: [(title: String?, rows: [String])], style: TableView.Style = .plain,
    cellType: TableViewCell.Type = TableViewCell.self
  ) throws {
    self.sections = sections
    self.cellType = cellType
    tableView = TableView(style: style)
    tableView.register(cellType, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    let text = sections[indexPath.section].rows[indexPath.row]
    cell.textLabel?.text = text
    if let cell = cell as? TwoButtonCell {
      for button in [cell.yes, cell.no] {
        cell.onTap(of: button) { [weak self] indexPath in
          self?.buttonTaps.append(
            "\(button.currentTitle ?? "") \(self?.sections[indexPath.section].rows[indexPath.row] ?? "")"
          )
        }
      }
    }
    return cell
  }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    !unhighlightable.contains(indexPath)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath)
  }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    sections[indexPath.section].rows.remove(at: indexPath.row)
    try? tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].rows.insert(item, at: destinationIndexPath.row)
  }
}

/// A session on plain text, so that screens compare as text.
@MainActor
func plainSession(
  _ tableView: TableView, rows: Int, columns: Int = 40, title: String? = "T",
  filter: (any RowFiltering)? = nil
) -> TerminalSession {
  TerminalSession(
    tableView: tableView,
    configuration: TerminalConfiguration(
      title: title, filter: filter, symbols: .ascii, capabilities: .plain),
    size: TerminalSize(rows: rows, columns: columns))
}

extension TerminalSession {
  /// The screen as one string, a line each, trailing spaces trimmed.
  var text: String {
    screen.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  /// Handles each key in turn.
  func press(_ keys: Key...) {
    for key in keys { handle(key) }
  }
}

/// A string with terminal escapes as a test's argument: Swift Testing prints the arguments of
/// the test cases it runs, and this one prints inert, so that running the tests cannot drive the
/// terminal that shows them.
struct InertArgument: Sendable, CustomTestStringConvertible {
  let text: String
  init(_ text: String) { self.text = text }
  var testDescription: String { TerminalText(text).inert }
}
