import ListBinding
import ListBindingUIKit
import Testing

// Random runs of the calls and gestures that change a cell's state (taps, selection from code,
// editing, swipes, reloads, scrolls that reuse cells), against the table's own answers as the
// model: after each, every displayed cell's handler has seen the state the cell has, and the
// cell shows it. Sources as in CellConfigurationTests; that the update has run once the call
// is done is *assumed* (UIKit: by the next frame).

@MainActor
final class RandomConfiguredRows: TableViewDataSource, TableViewDelegate {
  let count = 60
  /// The last state each cell's handler saw, by cell.
  var seen: [ObjectIdentifier: UICellConfigurationState] = [:]

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let title = "Row \(indexPath.row)"
    cell.configurationUpdateHandler = { [weak self] cell, state in
      self?.seen[ObjectIdentifier(cell)] = state
      var content = UIListContentConfiguration.cell().updated(for: state)
      content.text = state.isSelected ? "\(title) ✓" : title
      cell.contentConfiguration = content
    }
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
    true
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration? {
    SwipeActionsConfiguration(actions: [
      ContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
    ])
  }
}

@MainActor
@Suite("Cell configuration: random runs keep every displayed cell's state seen")
struct CellConfigurationRandomTests {
  enum Step: CaseIterable {
    case tap, selectFromCode, deselect, toggleEditing, swipe, hideSwipe, reloadData
    case reloadRow, scroll, askForUpdate, toggleMultipleSelection
  }

  @Test("After every step each displayed cell's handler saw its state", arguments: 0..<10)
  func randomRun(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let rows = RandomConfiguredRows()
    let tableView = TableView()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = rows
    tableView.delegate = rows
    try tableView.reloadData()
    let user = SimulatedUser(tableView)
    for index in 0..<40 {
      let step = try #require(Step.allCases.randomElement(using: &random))
      let row = IndexPath(row: Int.random(in: 0..<rows.count, using: &random), section: 0)
      switch step {
      case .tap: try? user.tapRow(at: row)
      case .selectFromCode:
        try? tableView.selectRow(at: row, animated: false, scrollPosition: .none)
      case .deselect: try? tableView.deselectRow(at: row, animated: false)
      case .toggleEditing: try? tableView.setEditing(!tableView.isEditing, animated: false)
      case .swipe: try? user.swipeRow(at: row)
      case .hideSwipe: try? tableView.hideSwipeActions()
      case .reloadData: try tableView.reloadData()
      case .reloadRow: try? tableView.reloadRows(at: [row], with: .none)
      case .scroll: try? tableView.scrollToRow(at: row, at: .middle)
      case .askForUpdate:
        tableView.visibleCells.randomElement(using: &random)?.setNeedsUpdateConfiguration()
        try tableView.performLayout()
        tableView.layoutIfNeeded()
      case .toggleMultipleSelection:
        tableView.allowsMultipleSelection.toggle()
      }
      let context = Comment(rawValue: "seed \(seed), step \(index), \(step) \(row.row)")
      let selected = Set(tableView.indexPathsForSelectedRows ?? [])
      let swiped = tableView.revealedSwipeActions?.indexPath
      for cell in tableView.visibleCells {
        let indexPath = try #require(tableView.indexPath(for: cell), context)
        let state = cell.configurationState
        #expect(state.isSelected == selected.contains(indexPath), context)
        #expect(state.isEditing == tableView.isEditing, context)
        #expect(state.isSwiped == (swiped == indexPath), context)
        #expect(!state.isHighlighted, context)
        #expect(rows.seen[ObjectIdentifier(cell)] == state, context)
        let title = "Row \(indexPath.row)" + (state.isSelected ? " ✓" : "")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == title, context)
      }
    }
  }
}
