#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A list of recipes whose cells find their view controller through the responder chain,
// written as UIKit code.
//
// The pattern is common in cell code (probe 6 found it in a real app's support extension): a
// `UIResponder` extension walks `next` up to the nearest view controller, or the nearest
// navigation controller, so that a button inside a cell opens a screen without a delegate or a
// closure handed down by the data source. Here the cell's Open button pushes the recipe's
// detail onto the navigation controller it finds, and its Share button presents an action sheet
// from the view controller it finds, whose list its Copy action adds to.

extension UIResponder {
  var parentViewController: UIViewController? {
    (self as? UIViewController) ?? next?.parentViewController
  }
}

extension UIResponder {
  var nav: UINavigationController? { (self as? UINavigationController) ?? next?.nav }
}

extension UITableViewCell {
  /// The table showing the cell: its next responder, as on iOS.
  var owningTableView: UITableView? {
    var responder = next
    while let current = responder {
      if let tableView = current as? UITableView { return tableView }
      responder = current.next
    }
    return nil
  }
}

final class RecipeCell: UITableViewCell {
  static let reuseIdentifier = "recipe"
  let nameLabel = UILabel()
  let openButton = UIButton(type: .system)
  let shareButton = UIButton(type: .system)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    openButton.setTitle("Open", for: .normal)
    shareButton.setTitle("Share", for: .normal)
    contentView.addSubview(nameLabel)
    contentView.addSubview(openButton)
    contentView.addSubview(shareButton)
    openButton.addAction(UIAction { [weak self] _ in self?.open() }, for: .touchUpInside)
    shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private func open() {
    guard let name = nameLabel.text else { return }
    let detail = UIViewController()
    detail.title = name
    nav?.pushViewController(detail, animated: true)
  }

  private func share() {
    guard let name = nameLabel.text, let controller = parentViewController else { return }
    let sheet = UIAlertController(title: name, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(
      UIAlertAction(title: "Copy", style: .default) { [weak controller] _ in
        (controller as? RecipesViewController)?.copied.append(name)
      })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    controller.present(sheet, animated: true)
  }
}

final class RecipesViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  let recipes = ["Pancakes", "Risotto", "Tarte Tatin"]
  var copied: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Recipes"
    tableView.frame = view.bounds
    view.addSubview(tableView)
    tableView.register(RecipeCell.self, forCellReuseIdentifier: RecipeCell.reuseIdentifier)
    tableView.dataSource = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    recipes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: RecipeCell.reuseIdentifier, for: indexPath)
    (cell as? RecipeCell)?.nameLabel.text = recipes[indexPath.row]
    return cell
  }
}
