#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A diffable screen of sayings grouped by author, written as UIKit code.
//
// Modelled on aainaj/quotes-tableview-diffable-data-source, commit
// 68101c83af73d5a2799dacbf8970592f16333b6f: Quotes/QuotesViewController.swift and
// Quotes/DataSource/QuotesViewDiffableDataSource.swift. Patterns taken: `loadView()` makes a
// plain view, adds the list and pins it with anchors, writing the superview and its safe-area
// guide first for the trailing and bottom edges; a `UITableViewDiffableDataSource` subclass
// titles each section with its identifier and deletes a swiped item by applying a snapshot;
// sections are the authors, sorted; bar buttons add an item and shuffle the sections. (The
// original's `#selector` buttons are `primaryAction`s here, the one edit Linux needs.)

struct Saying: Hashable, Sendable {
  let id: Int
  let author: String
  let text: String
}

final class SayingsDataSource: UITableViewDiffableDataSource<String, Saying> {
  var onDelete: ((Saying) -> Void)?

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let saying = itemIdentifier(for: indexPath) else { return }
    var snapshot = self.snapshot()
    snapshot.deleteItems([saying])
    if snapshot.numberOfItems(inSection: saying.author) == 0 {
      snapshot.deleteSections([saying.author])
    }
    apply(snapshot)
    onDelete?(saying)
  }
}

final class SayingsViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var dataSource: SayingsDataSource?
  private(set) var sayings = [
    Saying(
      id: 1, author: "Seneca", text: "Luck is what happens when preparation meets opportunity."),
    Saying(id: 2, author: "Confucius", text: "It does not matter how slowly you go."),
    Saying(id: 3, author: "Seneca", text: "We suffer more in imagination than in reality."),
  ]
  private var sectionsReversed = false

  override func loadView() {
    view = UIView()
    view.addSubview(tableView)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: tableView.trailingAnchor),
      view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: tableView.bottomAnchor),
    ])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sayings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "saying")
    let dataSource = SayingsDataSource(tableView: tableView) { tableView, indexPath, saying in
      let cell = tableView.dequeueReusableCell(withIdentifier: "saying", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = saying.text
      cell.contentConfiguration = content
      return cell
    }
    dataSource.onDelete = { [weak self] saying in
      self?.sayings.removeAll { $0 == saying }
    }
    self.dataSource = dataSource
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        title: "Shuffle", primaryAction: UIAction { [weak self] _ in self?.shuffle() }),
      UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() }),
    ]
    applySnapshot(animatingDifferences: false)
  }

  private func add() {
    let id = (sayings.map(\.id).max() ?? 0) + 1
    sayings.append(Saying(id: id, author: "Lao Tzu", text: "A journey of a thousand miles."))
    applySnapshot(animatingDifferences: true)
  }

  private func shuffle() {
    sectionsReversed.toggle()
    applySnapshot(animatingDifferences: true)
  }

  private func applySnapshot(animatingDifferences: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<String, Saying>()
    var authors = Set(sayings.map(\.author)).sorted()
    if sectionsReversed { authors.reverse() }
    snapshot.appendSections(authors)
    for author in authors {
      snapshot.appendItems(sayings.filter { $0.author == author }, toSection: author)
    }
    dataSource?.apply(snapshot, animatingDifferences: animatingDifferences)
  }
}
