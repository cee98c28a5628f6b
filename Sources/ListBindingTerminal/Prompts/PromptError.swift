/// Why a picker cannot be made, or cannot confirm the choice: the message says what is
/// wrong, as the status line shows it.
public enum PromptError: Error, Hashable, Sendable {
  /// A section asks for more items than it has, or a minimum over its maximum; carries the
  /// section's index and the numbers.
  case impossibleRule(section: Int, minimum: Int, maximum: Int?, items: Int)
  /// A section has fewer chosen items than its minimum; carries the section's index (`nil`
  /// for a list of one untitled section), its title, the minimum and the number chosen.
  case tooFewChosen(section: Int?, title: String?, minimum: Int, chosen: Int)
  /// A single choice ended with no item chosen: no row showed to choose, or, without a
  /// terminal, the commands chose none.
  case nothingChosen

  /// What is wrong, in one line.
  public var message: String {
    switch self {
    case .impossibleRule(let section, let minimum, let maximum, let items):
      let limit = maximum.map { ", at most \($0)" } ?? ""
      return "section \(section) asks for at least \(minimum)\(limit) of its \(items) "
        + (items == 1 ? "item" : "items") + ", which no choice can satisfy"
    case .tooFewChosen(let section, let title, let minimum, let chosen):
      guard let section else { return "choose at least \(minimum) (\(chosen) chosen)" }
      let name = title.map { "\(section) \"\(ScreenText.inert($0))\"" } ?? "\(section)"
      return "choose at least \(minimum) in section \(name) (\(chosen) chosen)"
    case .nothingChosen:
      return "no item is chosen"
    }
  }
}

extension PromptError: CustomStringConvertible {
  /// The ``message``.
  public var description: String { message }
}
