import Foundation
import ListBindingUIKit
import Testing

// Swift 6 shapes of adopting UIKit's main-actor protocols, as with UIKit: a type with no
// isolation of its own adopts UITableViewDataSource and UITableViewDelegate in an extension
// (its witnesses are main-actor isolated, inferred from the protocol), and an NSObject
// subclass adopts them in its declaration (the class is main-actor isolated). Source: UIKit's
// declarations `@MainActor protocol UITableViewDataSource : NSObjectProtocol` and
// `@MainActor protocol UITableViewDelegate : UIScrollViewDelegate` (Apple's documentation).

final class Inventory {
  var names = ["Bolt", "Nut", "Washer"]
  var picked: [String] = []
}

extension Inventory: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    picked.append(names[indexPath.row])
  }
}

final class ObjectProvider: NSObject, UITableViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
    super.init()
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .value1, reuseIdentifier: nil)
  }
}

@MainActor
@Suite("Isolation: UIKit's shapes of adopting the table protocols build in Swift 6")
struct IsolationShapeTests {
  @Test("A nonisolated type adopting the protocols in an extension serves rows and selection")
  func extensionConformance() throws {
    let inventory = Inventory()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = inventory
    table.delegate = inventory
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Washer")
    inventory.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
    #expect(inventory.picked == ["Nut"])
  }

  @Test("An NSObject subclass adopting the data source in its declaration serves rows")
  func nsObjectConformance() {
    let provider = ObjectProvider(count: 4)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = provider
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(provider.isEqual(provider))
  }
}
