import Foundation
import ListBinding

// The questionnaire: three questions, one answer each, chosen by tapping a custom button in the
// cell, which calls a closure with the index path.
//
// UIKit code often stores the index path in the cell when it configures it, so the path goes
// stale when rows move, and compares only `row`, so a choice in one section shows in the others.
// Here the table resolves the path at the time of the tap, and a `.single` rule keeps each
// question's answer to itself.

/// An answer row: a radio button and the answer's text.
final class ChoiceCell: TableViewCell, Bindable {
  let choiceButton = Button()
  let displayLabel = Label()

  override init(style: TableViewCell.Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    choiceButton.setTitle("○", for: .normal)
    choiceButton.setTitle("●", for: .selected)
    contentView.addSubview(choiceButton)
    contentView.addSubview(displayLabel)
    selectionStyle = .none
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to answer: String) {
    displayLabel.text = answer
  }

  // The button shows the row's selection, which the table keeps.
  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    choiceButton.isSelected = selected
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    displayLabel.text = nil
  }
}

/// The three questions and their answers, on a table: one answer per question, every
/// question answered.
@MainActor
func makeQuestionnaire() throws -> (TableView, SectionedDataSource<ChoiceCell>) {
  let questions = ["您的性别是：", "您意向工作地点是：", "您是否参加公司内部培训："]
  let answers = [["男", "女"], ["成都", "上海", "北京", "深圳"], ["参加", "不参加", "不确定"]]

  let dataSource = SectionedDataSource<ChoiceCell>(
    sections: zip(questions, answers).map { .init(headerTitle: $0, items: $1) })
  let tableView = TableView(style: .grouped)
  tableView.selectionRule = .single(isRequired: true)  // one answer per question, all answered
  try dataSource.bind(to: tableView)
  return (tableView, dataSource)
}

@MainActor
func runQuestionnaire() throws -> String {
  let out = Transcript()
  let (tableView, dataSource) = try makeQuestionnaire()

  // The button's closure: called with the index path of the row at the time of the tap.
  dataSource.onButtonTap = { tap in
    try tableView.tapRow(at: tap.indexPath)  // the button chooses its row
    out.print("您选择的答案是：\(tap.item)")
  }

  func tapButton(row: Int, section: Int) throws {
    let cell = tableView.cellForRow(at: IndexPath(row: row, section: section))
    try (cell as? ChoiceCell)?.choiceButton.send(.touchUpInside)
  }

  out.show(try tableView.render(with: PlainTextRenderer()))
  for (row, section) in [(1, 0), (2, 1), (0, 2), (3, 1)] {
    out.print()
    try tapButton(row: row, section: section)
    out.show(try tableView.render(with: PlainTextRenderer()))
    do {
      try tableView.validateSelection()
      out.print("all questions answered")
    } catch {
      out.print("not yet: \(error)")
    }
  }
  return out.text
}
