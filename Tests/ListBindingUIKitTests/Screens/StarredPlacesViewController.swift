#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A list of places whose cells find their table through `superview`, written as UIKit code.
//
// Cell code often reaches its table as `superview as? UITableView` (on iOS 11 and later a
// displayed cell's superview is the table view) and asks it for the cell's index path, so that a
// button inside the cell acts on its row without a closure handed down by the data source. Here
// each cell's Star button stars or unstars its row's place.

final class StarredPlaceCell: UITableViewCell {
  static let reuseIdentifier = "place"
  let starButton = UIButton(type: .system)

  /// The table showing the cell: its superview, as on iOS.
  var tableView: UITableView? { superview as? UITableView }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    starButton.setTitle("Star", for: .normal)
    contentView.addSubview(starButton)
    starButton.addAction(UIAction { [weak self] _ in self?.starTapped() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private func starTapped() {
    guard let tableView, let indexPath = tableView.indexPath(for: self),
      let controller = tableView.dataSource as? StarredPlacesViewController
    else { return }
    controller.toggleStar(at: indexPath)
  }
}

final class StarredPlacesViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  let places = ["Lisbon", "Kyoto", "Oaxaca"]
  var starred: Set<String> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Places"
    tableView.frame = view.bounds
    view.addSubview(tableView)
    tableView.register(
      StarredPlaceCell.self, forCellReuseIdentifier: StarredPlaceCell.reuseIdentifier)
    tableView.dataSource = self
  }

  func toggleStar(at indexPath: IndexPath) {
    let place = places[indexPath.row]
    if starred.contains(place) {
      starred.remove(place)
    } else {
      starred.insert(place)
    }
    tableView.reloadRows(at: [indexPath], with: .none)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    places.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: StarredPlaceCell.reuseIdentifier, for: indexPath)
    let place = places[indexPath.row]
    cell.textLabel?.text = starred.contains(place) ? "★ \(place)" : place
    return cell
  }
}
