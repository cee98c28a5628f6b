#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A diffable list of alarms with a switch in each row, written as UIKit code.
//
// Modelled on bradhowes/swift-uitableview-searching, commit
// 7916c50bf941285ed0d6f7aa184c3e8fb7466ddc: Searching/ViewController.swift and
// Searching/DataSource.swift (at 3d4ebe990554718f973db8b591009e0dc94ecbe7). Patterns taken: a
// `UITableViewDiffableDataSource` subclass that titles each section and gives the section index
// from `snapshot().sectionIdentifiers`; the controller made the table's delegate beside the
// data source; `viewWillAppear` applies the snapshot and, in the apply's completion, selects the
// remembered row again; `didSelectRowAt` reads the item through `itemIdentifier(for:)`. Added
// here, and this screen's own: the items are identifiers (the alarms live in the controller),
// each row has a `UISwitch` as its accessory view whose `addAction(_:for:)` handler toggles the
// alarm and reconfigures its item, and an "All Off" bar button reconfigures every alarm that was
// on; the title counts the alarms that are on once the apply has finished.

struct Alarm: Identifiable, Sendable {
  enum Day: String, CaseIterable, Sendable {
    case weekdays = "Weekdays"
    case weekend = "Weekend"

    var indexTitle: String {
      switch self {
      case .weekdays: return "M–F"
      case .weekend: return "S–S"
      }
    }
  }

  let id: Int
  let day: Day
  let time: String
  let label: String
  var isOn: Bool
}

final class AlarmsDataSource: UITableViewDiffableDataSource<Alarm.Day, Alarm.ID> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    snapshot().sectionIdentifiers[section].rawValue
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    snapshot().sectionIdentifiers.map(\.indexTitle)
  }
}

final class AlarmsViewController: UIViewController, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var dataSource: AlarmsDataSource?
  private(set) var alarms = [
    Alarm(id: 1, day: .weekdays, time: "06:30", label: "Gym", isOn: true),
    Alarm(id: 2, day: .weekdays, time: "07:15", label: "Work", isOn: false),
    Alarm(id: 3, day: .weekend, time: "09:00", label: "Market", isOn: true),
  ]
  private(set) var selectedAlarmID: Alarm.ID?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Alarms"
    view.addSubview(tableView)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "alarm")
    dataSource = AlarmsDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "alarm", for: indexPath)
      guard let self, let alarm = self.alarm(id) else { return cell }
      self.configure(cell, with: alarm)
      return cell
    }
    tableView.delegate = self
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "All Off", primaryAction: UIAction { [weak self] _ in self?.turnAllOff() })
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    var snapshot = NSDiffableDataSourceSnapshot<Alarm.Day, Alarm.ID>()
    snapshot.appendSections(Alarm.Day.allCases)
    for day in Alarm.Day.allCases {
      snapshot.appendItems(alarms.filter { $0.day == day }.map(\.id), toSection: day)
    }
    dataSource?.apply(snapshot, animatingDifferences: false) { [weak self] in
      guard let self else { return }
      let selected = self.selectedAlarmID.flatMap { self.dataSource?.indexPath(for: $0) }
      self.tableView.selectRow(at: selected, animated: false, scrollPosition: .none)
      self.updateTitle()
    }
  }

  private func alarm(_ id: Alarm.ID) -> Alarm? {
    alarms.first { $0.id == id }
  }

  private func configure(_ cell: UITableViewCell, with alarm: Alarm) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = alarm.time
    content.secondaryText = alarm.label
    cell.contentConfiguration = content
    let toggle = UISwitch()
    toggle.isOn = alarm.isOn
    toggle.addAction(
      UIAction { [weak self] action in
        guard let toggle = action.sender as? UISwitch else { return }
        self?.setAlarm(alarm.id, on: toggle.isOn)
      }, for: .valueChanged)
    cell.accessoryView = toggle
  }

  private func setAlarm(_ id: Alarm.ID, on isOn: Bool) {
    guard let index = alarms.firstIndex(where: { $0.id == id }) else { return }
    alarms[index].isOn = isOn
    reconfigure([id])
  }

  private func turnAllOff() {
    let wereOn = alarms.filter(\.isOn).map(\.id)
    for index in alarms.indices {
      alarms[index].isOn = false
    }
    reconfigure(wereOn)
  }

  private func reconfigure(_ ids: [Alarm.ID]) {
    guard let dataSource else { return }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems(ids)
    dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
      self?.updateTitle()
    }
  }

  private func updateTitle() {
    let count = alarms.filter(\.isOn).count
    title = count == 0 ? "Alarms" : "Alarms (\(count) on)"
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectedAlarmID = dataSource?.itemIdentifier(for: indexPath)
  }
}
