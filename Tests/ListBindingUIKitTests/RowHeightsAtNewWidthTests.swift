import ListBindingUIKit
import Testing

// Apple's page tableView(_:heightForRowAt:): the table asks its delegate for each row's height;
// a table laid out again at another width keeps the heights its delegate gives.

/// Rows of three heights, given by the delegate.
private final class StepsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Step \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    CGFloat(44 + 10 * indexPath.row)
  }
}

@MainActor
@Suite("Row heights from the delegate at a new width")
struct RowHeightsAtNewWidthTests {
  @Test("A narrower table keeps the heights its delegate gives")
  func narrower() {
    let controller = StepsController()
    let window = showInWindow(controller)
    defer { _ = window }
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 54)
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 200, height: 844)
    controller.tableView.layoutIfNeeded()
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 54)
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 64)
    #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height == 64)
  }
}
