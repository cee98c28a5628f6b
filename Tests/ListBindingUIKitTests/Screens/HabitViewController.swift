// A habit tracker's day, in plain UIKit code: controls in cells and in a section header, a
// self-sizing notes cell, and a spinner as the table's footer while the history loads.
//
// Patterns studied, which carry over (the code does not):
// - awilfox/TableSectionHeaderTest, TableSectionHeaderTest/MyTableViewController.m (commit
//   55426069da50d637ea33ad77d88442f5b277eebb): a `UISegmentedControl(items:)` with a first
//   `selectedSegmentIndex`, whose `.valueChanged` reloads one section of the table with
//   `reloadSections(_:with:)`.
// - clouddeep/TableViewFooterActivityIndicator, TableViewFooterActivityIndicator/
//   ViewController.m (commit 5ae5201f59b410d9cccca1d085bcd76022f22951): a spinner set as
//   `tableView.tableFooterView`, started when the screen shows and stopped when loading ends.
// - SwiftArchitect/SO-35259289, SO-35259289/TableViewController.swift (commit
//   22dc5c18252b39a27c36b080df76a84420739b75): a cell that is its own `UITextViewDelegate` and
//   tells the controller, through a closure set in `cellForRowAt`, to grow the row from
//   `textViewDidChange(_:)` with `beginUpdates()`/`endUpdates()`; a length limit checked in
//   `textView(_:shouldChangeTextIn:replacementText:)` is a pattern of many such cells.
// This screen's own: the stepper, slider, progress and date picker rows, the segmented control
// in a reusable header view, copying a history entry to the pasteboard, the feedback taps.

#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

/// The header of the history section: a segmented control choosing the period shown.
final class PeriodHeaderView: UITableViewHeaderFooterView {
  static let reuseIdentifier = "PeriodHeaderView"

  let periodControl = UISegmentedControl(items: ["Week", "Month", "Year"])
  var periodChanged: ((Int) -> Void)?

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    periodControl.addAction(
      UIAction { [weak self] action in
        guard let control = action.sender as? UISegmentedControl else { return }
        self?.periodChanged?(control.selectedSegmentIndex)
      }, for: .valueChanged)
    contentView.addSubview(periodControl)
  }

  required init?(coder: NSCoder) { return nil }
}

/// A row whose accessory is a control of its own.
final class ControlCell: UITableViewCell {
  static let reuseIdentifier = "ControlCell"
}

/// The notes row: a text view that grows with its text.
final class NotesCell: UITableViewCell, UITextViewDelegate {
  static let reuseIdentifier = "NotesCell"

  static let maximumLength = 200

  let notesView = UITextView()
  var textChanged: ((String) -> Void)?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    notesView.isScrollEnabled = false
    notesView.font = .preferredFont(forTextStyle: .body)
    notesView.textContainerInset = .zero
    notesView.textContainer.lineFragmentPadding = 0
    notesView.delegate = self
    contentView.addSubview(notesView)
  }

  required init?(coder: NSCoder) { return nil }

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    let current = textView.text as NSString
    let changed = current.replacingCharacters(in: range, with: text)
    return changed.count <= Self.maximumLength
  }

  func textViewDidChange(_ textView: UITextView) {
    textChanged?(textView.text)
  }
}

/// A day of a habit: water glasses, effort, a reminder, notes, and the history by period.
final class HabitViewController: UITableViewController {
  enum Section: Int, CaseIterable {
    case today, notes, history
  }

  static let goal = 8.0

  private(set) var glasses = 3.0
  private(set) var effort: Float = 0.5
  private(set) var reminder = Date(timeIntervalSince1970: 1_795_942_800)  // 2026-11-29 09:00 UTC
  private(set) var notes = ""
  private(set) var period = 0
  private(set) var history: [[String]] = []
  private(set) var heightUpdates = 0
  let spinner = UIActivityIndicatorView(style: .medium)
  private let selectionFeedback = UISelectionFeedbackGenerator()

  init() {
    super.init(style: .grouped)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Water"
    tableView.register(ControlCell.self, forCellReuseIdentifier: ControlCell.reuseIdentifier)
    tableView.register(NotesCell.self, forCellReuseIdentifier: NotesCell.reuseIdentifier)
    tableView.register(
      PeriodHeaderView.self, forHeaderFooterViewReuseIdentifier: PeriodHeaderView.reuseIdentifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 44
    tableView.tableFooterView = spinner
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if history.isEmpty { spinner.startAnimating() }
  }

  /// The history arrived: one list of entries for each period.
  func historyLoaded(_ entries: [[String]]) {
    history = entries
    spinner.stopAnimating()
    tableView.reloadSections(IndexSet(integer: Section.history.rawValue), with: .automatic)
  }

  private var shownHistory: [String] {
    period < history.count ? history[period] : []
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    Section.allCases.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch Section(rawValue: section) {
    case .today: return 4
    case .notes: return 1
    case .history: return shownHistory.count
    case nil: return 0
    }
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    switch Section(rawValue: section) {
    case .today: return "Today"
    case .notes: return "Notes"
    case .history, nil: return nil
    }
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    guard section == Section.history.rawValue,
      let header = tableView.dequeueReusableHeaderFooterView(
        withIdentifier: PeriodHeaderView.reuseIdentifier) as? PeriodHeaderView
    else { return nil }
    header.periodControl.selectedSegmentIndex = period
    header.periodChanged = { [weak self] period in self?.showPeriod(period) }
    return header
  }

  private func showPeriod(_ period: Int) {
    selectionFeedback.selectionChanged()
    self.period = period
    tableView.reloadSections(IndexSet(integer: Section.history.rawValue), with: .fade)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if indexPath.section == Section.notes.rawValue {
      return notesCell(for: indexPath)
    }
    let cell = tableView.dequeueReusableCell(
      withIdentifier: ControlCell.reuseIdentifier, for: indexPath)
    cell.selectionStyle = .none
    cell.accessoryView = nil
    if indexPath.section == Section.history.rawValue {
      cell.textLabel?.text = shownHistory[indexPath.row]
      cell.selectionStyle = .default
      return cell
    }
    switch indexPath.row {
    case 0:
      cell.textLabel?.text = "Glasses: \(Int(glasses))"
      cell.accessoryView = glassesStepper()
    case 1:
      cell.textLabel?.text = "Effort"
      cell.accessoryView = effortSlider()
    case 2:
      cell.textLabel?.text = "Goal"
      let progress = UIProgressView(progressViewStyle: .default)
      progress.setProgress(Float(glasses / Self.goal), animated: false)
      cell.accessoryView = progress
    default:
      cell.textLabel?.text = "Remind me"
      cell.accessoryView = reminderPicker()
    }
    return cell
  }

  private func glassesStepper() -> UIStepper {
    let stepper = UIStepper()
    stepper.maximumValue = 20
    stepper.value = glasses
    stepper.addAction(
      UIAction { [weak self] action in
        guard let self, let stepper = action.sender as? UIStepper else { return }
        self.glasses = stepper.value
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        let rows = [0, 2].map { IndexPath(row: $0, section: Section.today.rawValue) }
        self.tableView.reloadRows(at: rows, with: .none)
      }, for: .valueChanged)
    return stepper
  }

  private func effortSlider() -> UISlider {
    let slider = UISlider()
    slider.isContinuous = false
    slider.value = effort
    slider.addAction(
      UIAction { [weak self] action in
        guard let slider = action.sender as? UISlider else { return }
        self?.effort = slider.value
      }, for: .valueChanged)
    return slider
  }

  private func reminderPicker() -> UIDatePicker {
    let picker = UIDatePicker()
    picker.datePickerMode = .time
    picker.preferredDatePickerStyle = .compact
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.minuteInterval = 15
    picker.date = reminder
    picker.addAction(
      UIAction { [weak self] action in
        guard let picker = action.sender as? UIDatePicker else { return }
        self?.reminder = picker.date
      }, for: .valueChanged)
    return picker
  }

  private func notesCell(for indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NotesCell.reuseIdentifier, for: indexPath)
    guard let notesCell = cell as? NotesCell else { return cell }
    notesCell.notesView.text = notes
    notesCell.textChanged = { [weak self] text in
      guard let self else { return }
      self.notes = text
      self.heightUpdates += 1
      self.tableView.beginUpdates()
      self.tableView.endUpdates()
    }
    return notesCell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard indexPath.section == Section.history.rawValue else { return }
    UIPasteboard.general.string = shownHistory[indexPath.row]
    UINotificationFeedbackGenerator().notificationOccurred(.success)
  }
}
