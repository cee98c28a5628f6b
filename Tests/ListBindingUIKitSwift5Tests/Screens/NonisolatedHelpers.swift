#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// Swift 5 app code that touches views from functions, types and extensions with no isolation
// of their own: UIKit's classes and protocols come from Objective-C, so Swift treats their
// `@MainActor` as `@preconcurrency` (SE-0337) and a Swift 5 file with minimal checking gets no
// diagnostic. The face declares its classes and protocols `@preconcurrency @MainActor` so that
// this file builds here without errors or warnings too.

func refresh(_ tableView: UITableView) {
  tableView.reloadData()
}

func makeTitleLabel(_ text: String) -> UILabel {
  let label = UILabel()
  label.text = text
  label.textAlignment = .center
  label.font = UIFont.preferredFont(forTextStyle: .headline)
  return label
}

struct CheckmarkStyler {
  func apply(to cell: UITableViewCell, checked: Bool) {
    cell.accessoryType = checked ? .checkmark : .none
    cell.selectionStyle = .none
  }
}

/// A model type of the app, not a view: it adopts the data source in an extension.
final class ShoppingList {
  var items = ["Eggs", "Flour"]
}

extension ShoppingList: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "item")
      ?? UITableViewCell(style: .default, reuseIdentifier: "item")
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    cell.contentConfiguration = content
    CheckmarkStyler().apply(to: cell, checked: indexPath.row == 0)
    return cell
  }
}
