import Foundation
import ListBinding

// The meal order: one dish per course, every course required. The UIKit version allows
// multiple selection and, in `willSelectRowAt`, deselects the course's other dish, then checks
// that every course has a dish. First that delegate code, ported; then the same order with a
// selection rule and no delegate code.

enum MealCategory: String {
  case soup
  case mainCourse = "main course"
  case dessert
}

struct MealCourse {
  let category: MealCategory
  let names: [String]
}

extension MealCourse {
  static var data: [Self] {
    [
      MealCourse(category: .soup, names: ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"]),
      MealCourse(category: .mainCourse, names: ["爐烤美國菲力牛排", "爐烤法式香料小羔羊", "爐烤起司波士頓龍蝦"]),
      MealCourse(category: .dessert, names: ["蘋果塔", "熔岩巧克力", "起士千層派"]),
    ]
  }
}

/// A dish row: a checkmark shows the choice.
final class MealCell: TableViewCell, Bindable {
  func bind(to name: String) {
    textLabel?.text = name
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    accessoryType = selected ? .checkmark : .none
  }
}

/// The UIKit table view controller, ported: UIKit's data source and delegate methods.
final class MealTableViewController: TableViewDataSource, TableViewDelegate {
  let mealCourses = MealCourse.data
  let tableView = TableView(style: .grouped)

  init() throws {
    tableView.register(MealCell.self, forCellReuseIdentifier: "MealCourseCell")
    tableView.allowsMultipleSelection = true
    tableView.dataSource = self
    tableView.delegate = self
    try tableView.reloadData()
  }

  func numberOfSections(in tableView: TableView) -> Int {
    return mealCourses.count
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    return mealCourses[section].names.count
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    return mealCourses[section].category.rawValue
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "MealCourseCell", for: indexPath)
    let mealCourse = mealCourses[indexPath.section]
    cell.textLabel?.text = mealCourse.names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws -> IndexPath?
  {
    if let selectIndexPathInSection = tableView.indexPathsForSelectedRows?.first(where: {
      $0.section == indexPath.section
    }) {
      try tableView.deselectRow(at: selectIndexPathInSection, animated: false)
    }
    return indexPath
  }
}

@MainActor
func runMeal() throws -> String {
  let out = Transcript()
  let renderer = PlainTextRenderer()

  out.print("The UIKit delegate code, ported:")
  let controller = try MealTableViewController()
  for (row, section) in [(1, 0), (0, 1), (0, 2), (1, 2)] {
    try controller.tableView.tapRow(at: IndexPath(row: row, section: section))
  }
  out.show(try controller.tableView.render(with: renderer))

  out.print()
  out.print("With a selection rule instead:")
  let dataSource = SectionedDataSource<MealCell>(
    sections: MealCourse.data.map { .init(headerTitle: $0.category.rawValue, items: $0.names) })
  let tableView = TableView(style: .grouped)
  tableView.selectionRule = .single(isRequired: true)  // one dish per course, every course
  try dataSource.bind(to: tableView)

  func tap(_ row: Int, _ section: Int) throws {
    let indexPath = IndexPath(row: row, section: section)
    try tableView.tapRow(at: indexPath)
    out.print("tap \(dataSource.item(at: indexPath) ?? "?")")
  }

  try tap(0, 0)
  try tap(0, 2)
  try tap(1, 2)  // replaces 蘋果塔: one dessert only
  out.show(try tableView.render(with: renderer))
  do {
    try tableView.validateSelection()
  } catch {
    out.print("order refused: \(error)")
  }
  try tap(2, 1)
  try tableView.validateSelection()
  let order = (tableView.indexPathsForSelectedRows ?? []).compactMap(dataSource.item(at:))
  out.print("order accepted: \(order.joined(separator: ", "))")
  return out.text
}
