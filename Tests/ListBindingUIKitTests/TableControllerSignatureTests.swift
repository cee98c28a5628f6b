import ListBindingUIKit
import Testing

// UITableViewDiffableDataSource and UITableViewController as Apple's documentation pages
// declare them: each member as a function value or key path of UIKit's type, and the overrides
// of Xcode's template and of Apple's diffable samples compiled as written.

@MainActor
@Suite("Signatures: UITableViewDiffableDataSource and UITableViewController")
struct TableControllerSignatureTests {
  typealias Source = UITableViewDiffableDataSource<Int, String>
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

  // developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir and members.
  @Test("UITableViewDiffableDataSource")
  func diffable() {
    let make: (UITableView, @escaping Source.CellProvider) -> Source = Source.init
    let apply: (Source) -> (Snapshot, Bool, (() -> Void)?) -> Void = Source.apply
    let reload: (Source) -> (Snapshot, (() -> Void)?) -> Void = Source.applySnapshotUsingReloadData
    let snapshot: (Source) -> () -> Snapshot = Source.snapshot
    let item: (Source) -> (IndexPath) -> String? = Source.itemIdentifier(for:)
    let path: (Source) -> (String) -> IndexPath? = Source.indexPath(for:)
    let section: (Source) -> (Int) -> Int? = Source.sectionIdentifier(for:)
    let index: (Source) -> (Int) -> Int? = Source.index(for:)
    let animation: ReferenceWritableKeyPath<Source, UITableView.RowAnimation> =
      \.defaultRowAnimation
    let provider: Source.CellProvider = { tableView, indexPath, _ in
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    let asDataSource: (Source) -> any UITableViewDataSource = { $0 }
    _ = (make, apply, reload, snapshot, item, path, section, index, animation, provider)
    _ = asDataSource
    // Default arguments and a trailing completion, as UIKit code calls them.
    let source = Source(tableView: UITableView(frame: .zero, style: .plain), cellProvider: provider)
    source.apply(Snapshot())
    source.apply(Snapshot(), animatingDifferences: false) {}
    source.applySnapshotUsingReloadData(Snapshot())
  }

  // UITableViewController: init(style:), tableView, clearsSelectionOnViewWillAppear,
  // refreshControl; the template's overrides.
  @Test("UITableViewController")
  func controller() {
    let make: (UITableView.Style) -> UITableViewController = UITableViewController.init(style:)
    let table: ReferenceWritableKeyPath<UITableViewController, UITableView?> = \.tableView
    let clears: ReferenceWritableKeyPath<UITableViewController, Bool> =
      \.clearsSelectionOnViewWillAppear
    let refresh: ReferenceWritableKeyPath<UITableViewController, UIRefreshControl?> =
      \.refreshControl
    let asViewController: (UITableViewController) -> UIViewController = { $0 }
    let asDelegate: (UITableViewController) -> any UITableViewDelegate = { $0 }
    _ = (make, table, clears, refresh, asViewController, asDelegate)
    _ = TemplateController(style: .plain)
  }
}

/// Xcode's UITableViewController template, with its commented-out methods written in.
final class TemplateController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    clearsSelectionOnViewWillAppear = false
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "reuseIdentifier", for: indexPath)
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath
  ) {}

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    UITableView.automaticDimension
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    nil
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  {
    nil
  }

  override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
