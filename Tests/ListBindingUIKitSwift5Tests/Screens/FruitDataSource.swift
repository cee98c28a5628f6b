#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A data source and delegate kept apart from the view controller, as an `NSObject` subclass:
// the shape of many Swift 5 screens (a "provider" object the controller owns). Nothing is
// annotated; on iOS the class is main-actor isolated because it adopts UIKit's protocols.

final class FruitDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  private(set) var fruits: [String]
  var onSelect: ((String) -> Void)?

  init(fruits: [String]) {
    self.fruits = fruits
    super.init()
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    return 1
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return fruits.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = fruits[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      fruits.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    onSelect?(fruits[indexPath.row])
  }
}

class FruitViewController: UITableViewController {
  let provider = FruitDataSource(fruits: ["Apple", "Banana", "Cherry"])
  var lastChosen: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Fruit"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    tableView.dataSource = provider
    tableView.delegate = provider
    provider.onSelect = { [weak self] fruit in
      self?.lastChosen = fruit
    }
  }
}
