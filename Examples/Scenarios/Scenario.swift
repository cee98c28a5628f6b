/// One runnable example: a scenario written as a UIKit developer would write it.
public struct Scenario: Sendable {
  /// The name to run it by: `swift run examples <name>`.
  public let name: String
  /// What it shows, in one line.
  public let summary: String
  /// Runs the scenario and returns everything it prints.
  public let run: @MainActor @Sendable () throws -> String

  /// Every scenario, in the order `swift run examples` runs them.
  public static let all: [Scenario] = [
    Scenario(
      name: "menu", summary: "the menu: a Bindable cell and ListDataSource", run: runMenu),
    Scenario(
      name: "questionnaire",
      summary: "the questionnaire: one answer per question, chosen with a button in the cell",
      run: runQuestionnaire),
    Scenario(
      name: "meal", summary: "the meal order: one dish per course, every course required",
      run: runMeal),
    Scenario(
      name: "sections",
      summary: "row moves across sections and the 'Invalid update' error", run: runSections),
    Scenario(
      name: "diffable", summary: "snapshots of a live menu, diffed and applied", run: runDiffable),
    Scenario(
      name: "picker",
      summary: "the prompt layer: files from 2,000 names in 3 sections, picked with keys",
      run: runPicker),
  ]
}

/// Collects what a scenario prints, so that the runner prints it and the tests compare it.
@MainActor
final class Transcript {
  private(set) var text = ""

  func print(_ line: String = "") {
    text += line + "\n"
  }

  /// Prints a rendered table as it is: it ends with its own newline.
  func show(_ rendered: String) {
    text += rendered
  }
}
