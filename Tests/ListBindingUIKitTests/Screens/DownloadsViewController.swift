#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A list of downloads whose cells draw a progress bar by hand, written as UIKit code.
//
// The layout calls UIKit code makes beside Auto Layout: a cell places its bar in
// `layoutSubviews()` and asks for that with `setNeedsLayout()` when its progress changes; the
// controller animates a change of progress with `UIView.animate { self.view.layoutIfNeeded() }`,
// and after `reloadData()` lays the table out at once with `tableView.layoutIfNeeded()` to count
// the rows it shows.

struct Download: Hashable {
  let name: String
  var progress: Double
}

final class DownloadCell: UITableViewCell {
  /// The length of the bar of a finished download.
  static let trackWidth: CGFloat = 200

  let bar = UIView()
  private(set) var layoutPasses = 0
  var progress = 0.0 {
    didSet { setNeedsLayout() }
  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(bar)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
    bar.frame = CGRect(x: 16, y: 40, width: Self.trackWidth * CGFloat(progress), height: 2)
  }
}

final class DownloadsViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  private(set) var downloads = [
    Download(name: "Maps.zip", progress: 0.25),
    Download(name: "Podcast.mp3", progress: 0.5),
    Download(name: "Photos.tar", progress: 0.75),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Downloads"
    view.addSubview(tableView)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    tableView.register(DownloadCell.self, forCellReuseIdentifier: "download")
    tableView.dataSource = self
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        title: "Advance", primaryAction: UIAction { [weak self] _ in self?.advance() }),
      UIBarButtonItem(
        title: "Clear", primaryAction: UIAction { [weak self] _ in self?.clearFinished() }),
    ]
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    downloads.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "download", for: indexPath)
    let download = downloads[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = download.name
    cell.contentConfiguration = content
    (cell as? DownloadCell)?.progress = download.progress
    return cell
  }

  /// Moves every download on by a quarter, and animates the bars to their new lengths.
  private func advance() {
    for index in downloads.indices {
      downloads[index].progress = min(1, downloads[index].progress + 0.25)
    }
    for case let cell as DownloadCell in tableView.visibleCells {
      guard let indexPath = tableView.indexPath(for: cell) else { continue }
      cell.progress = downloads[indexPath.row].progress
    }
    UIView.animate(withDuration: 0.25) {
      self.view.layoutIfNeeded()
    }
  }

  /// Drops the finished downloads, and lays the table out at once to title it with the rows it
  /// shows.
  private func clearFinished() {
    downloads.removeAll { $0.progress >= 1 }
    tableView.reloadData()
    tableView.layoutIfNeeded()
    title = "\(tableView.visibleCells.count) downloads"
  }
}
