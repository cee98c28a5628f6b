// A settings screen with section headers and fixed heights, in plain UIKit code.
//
// Modelled on sharmaro/Gymbo, Gymbo/SecondaryVCs/SettingsTVC/SettingsTVD.swift and
// SettingsTVDS.swift (commit fc00814f316470c0f6fa53945fc73e54d9679e3f), the settings of a
// workout app, whose patterns this screen follows: the data source and the delegate are two
// `NSObject` subclasses of their own beside the controller; sections are a nested array of an
// enum whose raw values are the rows' titles, with each row's current value beside it; a
// `UITableViewHeaderFooterView` subclass registered for a reuse identifier and dequeued in
// `tableView(_:viewForHeaderInSection:)` for some sections only (`nil` for the others); fixed
// header and row heights from a `Constants` enum, the first section's header of its own
// height; `didSelectRowAt` deselecting at once and telling a listener. Patterns carry over, code
// does not: the items, the titles from `tableView(_:titleForHeaderInSection:)` and the
// footer are this screen's own.

#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

/// The header of the sections that show a view of their own: a label in capitals.
final class SettingsHeaderView: UITableViewHeaderFooterView {
  static let reuseIdentifier = "SettingsHeaderView"

  let titleLabel = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { return nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
  }
}

/// What the settings screen's data source shows.
final class SettingsDataSource: NSObject, UITableViewDataSource {
  enum Item: String {
    case theme = "Theme"
    case textSize = "Text Size"
    case weight = "Weight Unit"
    case contactUs = "Contact Us"
  }

  static let cellIdentifier = "SettingCell"

  let sections: [(title: String, items: [Item])] = [
    ("Appearance", [.theme, .textSize]),
    ("Units", [.weight]),
    ("Support", [.contactUs]),
  ]
  var values: [Item: String] = [.theme: "System", .textSize: "Large", .weight: "kg"]

  func item(at indexPath: IndexPath) -> Item {
    sections[indexPath.section].items[indexPath.row]
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
      ?? UITableViewCell(style: .value1, reuseIdentifier: Self.cellIdentifier)
    let item = item(at: indexPath)
    cell.textLabel?.text = item.rawValue
    cell.detailTextLabel?.text = values[item]
    cell.accessoryType = values[item] == nil ? .none : .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == sections.count - 1 ? "Replies within two days." : nil
  }
}

/// The settings screen's delegate: heights, the header views, and taps.
final class SettingsDelegate: NSObject, UITableViewDelegate {
  enum Constants {
    static let firstHeaderHeight: CGFloat = 28
    static let headerHeight: CGFloat = 40
    static let cellHeight: CGFloat = 50
  }

  /// What is told of a tap on a row.
  var didSelect: ((IndexPath) -> Void)?

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    section == 0 ? Constants.firstHeaderHeight : Constants.headerHeight
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard section == 2,
      let header = tableView.dequeueReusableHeaderFooterView(
        withIdentifier: SettingsHeaderView.reuseIdentifier) as? SettingsHeaderView
    else { return nil }
    header.titleLabel.text = "SUPPORT"
    return header
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    Constants.cellHeight
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    Constants.cellHeight
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: false)
    didSelect?(indexPath)
  }
}

final class SettingsViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .grouped)
  let dataSource = SettingsDataSource()
  let delegate = SettingsDelegate()
  private(set) var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(
      SettingsHeaderView.self,
      forHeaderFooterViewReuseIdentifier: SettingsHeaderView.reuseIdentifier)
    tableView.dataSource = dataSource
    tableView.delegate = delegate
    delegate.didSelect = { [weak self] indexPath in
      guard let self else { return }
      self.opened.append(self.dataSource.item(at: indexPath).rawValue)
    }
    view.addSubview(tableView)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.frame = view.bounds
  }
}
