import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Random calls of the face's UITableView against a model (an array of items): a valid update
// leaves the table showing the model; an invalid one (the data changed one way, the update says
// another) reports NSInternalInconsistencyException and leaves the table as it was, so after
// the data is put back the table still matches. Source: UITableView.insertRows(at:with:),
// deleteRows(at:with:), moveRow(at:to:) and the exception UIKit raises for an update whose counts
// do not add up ("Invalid update: invalid number of rows …").

/// A data source over an array of item names.
private final class ItemsSource: UITableViewDataSource {
  var items: [String] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "item")
      ?? UITableViewCell(style: .default, reuseIdentifier: "item")
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

/// A seeded generator (SplitMix64), so that a failing run can be repeated.
private struct Seeded: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@MainActor
@Suite("UITableView: random updates against a model")
struct UITableViewRandomTests {
  @Test(
    "Valid updates show the model; invalid ones report and change nothing", arguments: [1, 2, 3])
  func randomUpdates(seed: UInt64) {
    var random = Seeded(state: seed)
    let source = ItemsSource()
    source.items = (0..<5).map { "Item \($0)" }
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    tableView.rowHeight = 44
    tableView.dataSource = source
    tableView.reloadData()
    var model = source.items
    var next = 5
    for step in 0..<300 {
      let row = { (count: Int) in count == 0 ? 0 : Int.random(in: 0..<count, using: &random) }
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        let at = row(model.count + 1)
        model.insert("Item \(next)", at: at)
        next += 1
        source.items = model
        tableView.insertRows(at: [IndexPath(row: at, section: 0)], with: .automatic)
      case 1 where !model.isEmpty:
        let at = row(model.count)
        model.remove(at: at)
        source.items = model
        tableView.deleteRows(at: [IndexPath(row: at, section: 0)], with: .fade)
      case 2 where !model.isEmpty:
        let from = row(model.count)
        let to = row(model.count)
        model.insert(model.remove(at: from), at: to)
        source.items = model
        tableView.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
      default:
        // The data gains a row, the update deletes one: UIKit refuses.
        source.items = model + ["Extra"]
        expectUIKitException(.internalInconsistencyException) {
          if model.isEmpty {
            let paths = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]
            tableView.insertRows(at: paths, with: .none)
          } else {
            tableView.deleteRows(at: [IndexPath(row: row(model.count), section: 0)], with: .none)
          }
        }
        source.items = model
      }
      let shown = tableView.visibleCells.compactMap { $0.textLabel?.text }
      let expected = Array(model.prefix(10))
      #expect(
        tableView.numberOfRows(inSection: 0) == model.count && shown == expected,
        "seed \(seed), step \(step): the table shows \(shown), the model \(expected)")
      if shown != expected { return }
    }
  }
}
