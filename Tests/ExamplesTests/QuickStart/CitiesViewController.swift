import Foundation
import ListBinding

final class CitiesViewController: TableViewController {
  var cities = ["成都", "上海", "北京"]
  private(set) var chosen: String?

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "City")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    cities.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
    cell.textLabel?.text = cities[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    chosen = cities[indexPath.row]
  }

  func add(_ city: String) throws {
    cities.append(city)
    try tableView.insertRows(at: [IndexPath(row: cities.count - 1, section: 0)], with: .automatic)
  }
}
