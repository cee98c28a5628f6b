import Foundation
import ListBinding
import ListBindingTerminal

// `swift run examples <name> --interactive`: the scenario's table in your terminal. Move with
// ↑/↓, choose with Space (or Tab to a button and Enter), filter with / (Esc clears a kept
// filter), list the keys with ?, finish with q or Esc: the terminal comes back as it was, and
// the example prints the final table and whether the selection is valid. Without a terminal (a pipe, CI) it reads choices from standard input,
// one per line (`tap 1 0`, `button 0 1`, `filter 湯`, `done`).

/// Runs a scenario's table in the terminal.
public enum InteractiveRunner {
  /// The scenarios that run in a terminal, by name.
  static let scenarios: [String: @MainActor () throws -> Int32] = [
    "questionnaire": answerQuestionnaire,
    "meal": orderMeal,
  ]

  /// Runs the scenario named in `arguments` interactively and returns the exit status: 0 when
  /// the user finished, 130 after Ctrl-C, 1 when the run failed, 2 for a wrong name.
  @MainActor
  public static func run(arguments: [String]) -> Int32 {
    if arguments.first == "lines" {
      return report { try chooseLines(options: Array(arguments.dropFirst())) }
    }
    guard arguments.count == 1, let run = scenarios[arguments[0]] else {
      let names = scenarios.keys.sorted().joined(separator: " | ")
      FileHandle.standardError.write(
        Data("usage: swift run examples [\(names)] --interactive\n".utf8))
      return 2
    }
    return report(run)
  }

  /// Runs a scenario and returns its status, or 1 after printing its error.
  @MainActor
  static func report(_ run: () throws -> Int32) -> Int32 {
    do {
      return try run()
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 1
    }
  }
}

/// The questionnaire in the terminal: answer the three questions, then see the answers checked.
@MainActor
func answerQuestionnaire() throws -> Int32 {
  let (tableView, dataSource) = try makeQuestionnaire()
  dataSource.onButtonTap = { tap in
    try tableView.tapRow(at: tap.indexPath)  // the button chooses its row
  }
  let driver = TerminalDriver(
    tableView: tableView, configuration: TerminalConfiguration(title: "Questionnaire"))
  let outcome = try driver.run()
  guard outcome == .finished else { return outcome.exitStatus }
  print(try tableView.render(with: PlainTextRenderer()), terminator: "")
  do {
    try tableView.validateSelection()
    print("all questions answered")
  } catch {
    print("not yet: \(error)")
  }
  return 0
}

/// The meal order in the terminal: one dish per course, every course, from a menu you can filter.
@MainActor
func orderMeal() throws -> Int32 {
  let tableView = TableView(style: .grouped)
  let dataSource = DiffableDataSource<MealCategory, String>(
    tableView: tableView, cellType: MealCell.self)
  dataSource.headerTitleProvider = { _, _, course in course.rawValue }
  dataSource.selectionRuleProvider = { _ in .single(isRequired: true) }
  var menu = Snapshot<MealCategory, String>()
  for course in MealCourse.data {
    try menu.appendSections([course.category])
    try menu.appendItems(course.names, toSection: course.category)
  }
  try dataSource.apply(menu)

  let filter = SnapshotFilter(dataSource: dataSource) { dish in dish }
  let driver = TerminalDriver(
    tableView: tableView, configuration: TerminalConfiguration(title: "Lunch", filter: filter))
  let outcome = try driver.run()
  guard outcome == .finished else { return outcome.exitStatus }
  print(try tableView.render(with: PlainTextRenderer()), terminator: "")
  do {
    try tableView.validateSelection()
    let order = (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.itemIdentifier)
    print("order accepted: \(order.joined(separator: ", "))")
  } catch {
    print("order refused: \(error)")
  }
  return 0
}
