#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// Reminder lists whose cells follow their state with iOS 14+ configurations, written as UIKit
// code.
//
// Modelled on PatrickR89/100DaysOfSwiftAndMore, commit
// 52dc0387432db6020ff696f02fc4b2219c37d124:
// DiffableDataSourceOne/DiffableDataSource/DiffableDataSource/CustomCell.swift (a cell with a
// model property whose `updateConfiguration(using:)` builds its content configuration from
// `defaultContentConfiguration().updated(for:)` and changes it while `isHighlighted ||
// isSelected`), and waiga/ModernCellConfig, commit 5529acc24b5934a49b2775c0d6948b6cd89e4860:
// ModernCellConfig/CustomTableViewCell.swift (the same override, calling `super`); with
// patterns from Apple's documentation and WWDC20 "Modern cell configuration" (session 10027):
// a cell subclass that overrides `configurationState` to add a custom state
// (`UIConfigurationStateCustomKey`) and `updateConfiguration(using:)` to build its content and
// background configurations from the state; a custom `UIContentConfiguration` whose
// `makeContentView()` returns a `UIView & UIContentView` that applies each new configuration
// (the "Modern collection views" sample's custom configuration, here in a table cell); a plain
// cell whose `configurationUpdateHandler` sets a `UIListContentConfiguration` updated for the
// state and a checkmark while the row is selected; a header configured through
// `defaultContentConfiguration()`. Added here, and this screen's own: a swipe action pins a
// list (the custom state), and while a list's row is swiped or the table edits, its count hides.

extension UIConfigurationStateCustomKey {
  static let isPinned = UIConfigurationStateCustomKey("com.example.reminders.isPinned")
}

struct ReminderList: Hashable, Sendable {
  let name: String
  let count: Int
  var isPinned = false
}

/// What a list's row shows: its name, how many reminders it has, and whether it is pinned.
struct ReminderListConfiguration: UIContentConfiguration, Hashable {
  var name = ""
  var count = 0
  var isPinned = false
  var showsCount = true
  var isEmphasized = false

  func makeContentView() -> UIView & UIContentView {
    ReminderListContentView(configuration: self)
  }

  func updated(for state: UIConfigurationState) -> ReminderListConfiguration {
    guard let cellState = state as? UICellConfigurationState else { return self }
    var updated = self
    updated.isEmphasized = cellState.isSelected || cellState.isHighlighted
    updated.showsCount = !cellState.isEditing && !cellState.isSwiped
    return updated
  }
}

final class ReminderListContentView: UIView, UIContentView {
  let nameLabel = UILabel()
  let countLabel = UILabel()
  let pinLabel = UILabel()
  private var appliedConfiguration: ReminderListConfiguration
  private(set) var timesApplied = 0

  var configuration: UIContentConfiguration {
    get { appliedConfiguration }
    set {
      guard let newConfiguration = newValue as? ReminderListConfiguration else { return }
      apply(newConfiguration)
    }
  }

  init(configuration: ReminderListConfiguration) {
    appliedConfiguration = configuration
    super.init(frame: .zero)
    pinLabel.text = "[pinned]"
    addSubview(pinLabel)
    addSubview(nameLabel)
    addSubview(countLabel)
    apply(configuration)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func apply(_ configuration: ReminderListConfiguration) {
    appliedConfiguration = configuration
    timesApplied += 1
    nameLabel.text = configuration.name
    nameLabel.font =
      configuration.isEmphasized ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    countLabel.text = "\(configuration.count)"
    countLabel.isHidden = !configuration.showsCount
    pinLabel.isHidden = !configuration.isPinned
  }
}

final class ReminderListCell: UITableViewCell {
  var list: ReminderList? {
    didSet { setNeedsUpdateConfiguration() }
  }

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state[.isPinned] = list?.isPinned ?? false
    return state
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    var content = ReminderListConfiguration()
    content.name = list?.name ?? ""
    content.count = list?.count ?? 0
    content.isPinned = state[.isPinned] as? Bool ?? false
    contentConfiguration = content.updated(for: state)

    var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
    background.cornerRadius = 10
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 2, leading: 8, bottom: 2, trailing: 8)
    if state.isSelected {
      background.backgroundColor = .systemBlue
    }
    backgroundConfiguration = background
  }
}

final class ReminderListsViewController: UITableViewController {
  private(set) var lists = [
    ReminderList(name: "Groceries", count: 4),
    ReminderList(name: "Work", count: 12),
    ReminderList(name: "Travel", count: 0),
  ]
  let sortOrders = ["Due Date", "Title"]
  private(set) var sortOrder = 0

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Lists"
    tableView.register(ReminderListCell.self, forCellReuseIdentifier: "list")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "sort")
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    2
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? lists.count : sortOrders.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if indexPath.section == 0 {
      let cell = tableView.dequeueReusableCell(withIdentifier: "list", for: indexPath)
      (cell as? ReminderListCell)?.list = lists[indexPath.row]
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: "sort", for: indexPath)
    let title = sortOrders[indexPath.row]
    cell.configurationUpdateHandler = { cell, state in
      var content = UIListContentConfiguration.cell().updated(for: state)
      content.text = title
      content.textProperties.color = state.isSelected ? .systemBlue : .label
      cell.contentConfiguration = content
      cell.accessoryType = state.isSelected ? .checkmark : .none
    }
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    var content = header?.defaultContentConfiguration()
    content?.text = section == 0 ? "My Lists" : "Sort By"
    header?.contentConfiguration = content
    return header
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard indexPath.section == 1 else { return }
    sortOrder = indexPath.row
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard indexPath.section == 0 else { return nil }
    let title = lists[indexPath.row].isPinned ? "Unpin" : "Pin"
    let pin = UIContextualAction(style: .normal, title: title) { [weak self] _, _, completion in
      guard let self else { return completion(false) }
      self.lists[indexPath.row].isPinned.toggle()
      (tableView.cellForRow(at: indexPath) as? ReminderListCell)?.list = self.lists[indexPath.row]
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [pin])
  }
}
