import ListBinding
import ListBindingUIKit
import Testing

// iOS 14+ cell configuration on the UIKit face: the state a cell's configurations follow, when
// its update runs, the content view a configuration makes, and the background. Sources:
// UITableViewCell.configurationState, updateConfiguration(using:) ("avoid calling this method
// directly ... use setNeedsUpdateConfiguration()"), setNeedsUpdateConfiguration() ("the system
// calls this method automatically when the cell's configurationState changes ... might combine
// multiple requests into a single update"), configurationUpdateHandler (an alternative to
// overriding updateConfiguration(using:); *assumed* from UIKit's header: it runs after it),
// automaticallyUpdatesContentConfiguration and automaticallyUpdatesBackgroundConfiguration
// ("automatically calls updated(for:) ... when the cell's configurationState changes";
// *assumed*: before updateConfiguration(using:), so that an override's values win),
// backgroundConfiguration ("setting a non-nil value ... resets backgroundColor,
// backgroundView, selectedBackgroundView to nil"), UIContentConfiguration.makeContentView(),
// UIContentView.supports(_:) ("the default implementation assumes the view is compatible with
// configuration types that match the type of the view's existing configuration") and
// UITableViewCell.contentConfiguration ("directly applies the configuration to the existing
// content view if the configuration is compatible"). That the update runs while a finger is
// down, and once the call that changed the state is done, is *assumed*: UIKit runs it at the
// layout of the next frame.

@MainActor
final class StateLog {
  var states: [UICellConfigurationState] = []
  var calls: [String] = []
}

@MainActor
final class ConfiguredRowsSource: TableViewDataSource, TableViewDelegate {
  var titles = ["Inbox", "Drafts", "Sent"]
  let log = StateLog()
  var onUpdate: ((UITableViewCell, UICellConfigurationState) -> Void)?

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    titles.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let title = titles[indexPath.row]
    let log = log
    cell.configurationUpdateHandler = { [weak self] cell, state in
      log.states.append(state)
      log.calls.append("\(title) handler")
      var content = UIListContentConfiguration.cell().updated(for: state)
      content.text = state.isSelected ? "\(title) ✓" : title
      cell.contentConfiguration = content
      self?.onUpdate?(cell, state)
    }
    return cell
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
    true
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration? {
    SwipeActionsConfiguration(actions: [
      ContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
    ])
  }
}

/// A cell that logs its update and the automatic update of its content configuration.
final class LoggingCell: UITableViewCell {
  var log: StateLog?
  var isFavorite = false {
    didSet { setNeedsUpdateConfiguration() }
  }

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state[.isFavorite] = isFavorite
    return state
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    log?.calls.append("updateConfiguration")
    log?.states.append(state)
  }
}

extension UIConfigurationStateCustomKey {
  static let isFavorite = UIConfigurationStateCustomKey("com.example.isFavorite")
}

/// A configuration that counts the times `updated(for:)` ran on it.
struct CountingConfiguration: UIContentConfiguration, Hashable {
  var text = ""
  var updates = 0

  func renderedElements() -> [RenderedElement] { [.text(text)] }

  func updated(for state: UIConfigurationState) -> CountingConfiguration {
    var updated = self
    updated.updates += 1
    return updated
  }
}

/// A custom content configuration and its view, as UIKit apps write them.
struct TallyConfiguration: UIContentConfiguration, Hashable {
  var title = ""
  var count = 0

  func makeContentView() -> UIView & UIContentView {
    TallyView(configuration: self)
  }

  func updated(for state: UIConfigurationState) -> TallyConfiguration { self }
}

final class TallyView: UIView, UIContentView {
  let titleLabel = UILabel()
  let countLabel = UILabel()
  private var applied: TallyConfiguration
  private(set) var timesApplied = 0

  var configuration: UIContentConfiguration {
    get { applied }
    set {
      guard let badge = newValue as? TallyConfiguration else { return }
      apply(badge)
    }
  }

  init(configuration: TallyConfiguration) {
    applied = configuration
    super.init(frame: .zero)
    addSubview(titleLabel)
    addSubview(countLabel)
    apply(configuration)
  }

  required init?(coder: NSCoder) { return nil }

  private func apply(_ configuration: TallyConfiguration) {
    applied = configuration
    timesApplied += 1
    titleLabel.text = configuration.title
    countLabel.text = "(\(configuration.count))"
  }
}

/// A content view that supports no configuration but its first: each new one makes a new view.
final class PickyView: UIView, UIContentView {
  var configuration: UIContentConfiguration

  init(configuration: UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { return nil }

  func supports(_ configuration: UIContentConfiguration) -> Bool { false }
}

struct PickyConfiguration: UIContentConfiguration {
  func makeContentView() -> UIView & UIContentView { PickyView(configuration: self) }
}

@MainActor
@Suite("Cell configuration: state, updates, content views and backgrounds (UIKit face)")
struct CellConfigurationTests {
  func table(_ source: ConfiguredRowsSource) throws -> TableView {
    let tableView = TableView()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = source
    tableView.delegate = source
    try tableView.reloadData()
    return tableView
  }

  func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test("The handler runs once for each cell before the table displays it, with its state")
  func beforeDisplay() throws {
    let source = ConfiguredRowsSource()
    let tableView = try table(source)
    #expect(source.log.calls == ["Inbox handler", "Drafts handler", "Sent handler"])
    #expect(source.log.states.allSatisfy { !$0.isSelected && !$0.isHighlighted && !$0.isEditing })
    let cell = try #require(tableView.cellForRow(at: row(1)))
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Drafts")
  }

  @Test("A tap highlights the row (the handler sees isHighlighted), then selects it")
  func tapSelects() throws {
    let source = ConfiguredRowsSource()
    let tableView = try table(source)
    source.log.states.removeAll()
    try SimulatedUser(tableView).tapRow(at: row(0))
    let states = source.log.states
    #expect(states.count == 2)
    #expect(states.first?.isHighlighted == true)
    #expect(states.first?.isSelected == false)
    #expect(states.last?.isSelected == true)
    #expect(states.last?.isHighlighted == false)
    let cell = try #require(tableView.cellForRow(at: row(0)))
    #expect(cell.configurationState.isSelected)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox ✓")
    #expect(try tableView.render(with: PlainTextRenderer()).contains("Inbox ✓"))
  }

  @Test("Deselecting, editing, swiping and hiding the swipe each give the handler the new state")
  func stateChanges() throws {
    let source = ConfiguredRowsSource()
    let tableView = try table(source)
    let user = SimulatedUser(tableView)
    try user.tapRow(at: row(1))
    source.log.states.removeAll()
    try tableView.deselectRow(at: row(1), animated: false)
    #expect(source.log.states.map(\.isSelected) == [false])
    source.log.states.removeAll()
    try tableView.setEditing(true, animated: false)
    #expect(source.log.states.count == 3)
    #expect(source.log.states.allSatisfy { $0.isEditing })
    try tableView.setEditing(false, animated: false)
    source.log.states.removeAll()
    try user.swipeRow(at: row(2))
    #expect(source.log.states.map(\.isSwiped) == [true])
    #expect(tableView.cellForRow(at: row(2))?.configurationState.isSwiped == true)
    source.log.states.removeAll()
    try tableView.hideSwipeActions()
    #expect(source.log.states.map(\.isSwiped) == [false])
  }

  @Test("Requests made before the update runs make one update; a layout runs it")
  func coalesced() throws {
    let source = ConfiguredRowsSource()
    let tableView = try table(source)
    let cell = try #require(tableView.cellForRow(at: row(0)))
    source.log.calls.removeAll()
    cell.setNeedsUpdateConfiguration()
    cell.setNeedsUpdateConfiguration()
    cell.isSelected = true
    #expect(source.log.calls.isEmpty)
    cell.layoutIfNeeded()
    #expect(source.log.calls == ["Inbox handler"])
    cell.layoutIfNeeded()
    #expect(source.log.calls == ["Inbox handler"])
  }

  @Test("The automatic update, then updateConfiguration(using:), then the handler, with one state")
  func order() {
    let log = StateLog()
    let cell = LoggingCell()
    cell.log = log
    cell.contentConfiguration = CountingConfiguration(text: "a")
    cell.configurationUpdateHandler = { cell, _ in
      let updates = (cell.contentConfiguration as? CountingConfiguration)?.updates ?? -1
      log.calls.append("handler after \(updates) automatic updates")
    }
    cell.isFavorite = true
    cell.layoutIfNeeded()
    #expect(log.calls == ["updateConfiguration", "handler after 1 automatic updates"])
    #expect(log.states.first?[.isFavorite] == AnyHashable(true))
    cell.automaticallyUpdatesContentConfiguration = false
    cell.setNeedsUpdateConfiguration()
    cell.layoutIfNeeded()
    #expect((cell.contentConfiguration as? CountingConfiguration)?.updates == 1)
  }

  @Test("A handler that asks again, reloads the table or selects its own row ends, once")
  func reentrantHandler() throws {
    let source = ConfiguredRowsSource()
    let tableView = try table(source)
    var reloads = 0
    source.onUpdate = { cell, state in
      cell.setNeedsUpdateConfiguration()
      cell.isHighlighted = !state.isHighlighted
      if reloads < 2 {
        reloads += 1
        try? tableView.reloadData()
      }
      try? tableView.selectRow(
        at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    }
    try SimulatedUser(tableView).tapRow(at: row(1))
    try tableView.reloadData()
    #expect(try tableView.numberOfRows(inSection: 0) == 3)
    #expect(try tableView.render(with: PlainTextRenderer()).contains("Inbox"))
  }

  @Test("A configuration's content view is made once and given each new configuration")
  func contentViewKept() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentConfiguration = TallyConfiguration(title: "Inbox", count: 3)
    let view = try #require(cell.subviews.compactMap { $0 as? TallyView }.first)
    #expect(view.superview === cell)
    #expect(view.timesApplied == 1)
    cell.contentConfiguration = TallyConfiguration(title: "Inbox", count: 4)
    #expect(
      cell.subviews.compactMap { $0 as? TallyView }.map(ObjectIdentifier.init) == [
        ObjectIdentifier(view)
      ])
    #expect(view.timesApplied == 2)
    #expect(view.countLabel.text == "(4)")
    #expect(cell.renderedContent().elements.contains(.text("(4)")))
    cell.contentConfiguration = nil
    #expect(view.superview == nil)
    cell.contentConfiguration = TallyConfiguration(title: "Sent", count: 0)
    #expect(view.superview === cell)
    #expect(view.titleLabel.text == "Sent")
    cell.contentConfiguration = UIListContentConfiguration.cell()
    #expect(view.superview == nil)
    #expect(cell.subviews.contains { $0 is TallyView } == false)
  }

  @Test("A content view that does not support a configuration is replaced by a new one")
  func contentViewReplaced() throws {
    let cell = UITableViewCell()
    cell.contentConfiguration = PickyConfiguration()
    let first = try #require(cell.subviews.compactMap { $0 as? PickyView }.first)
    cell.contentConfiguration = PickyConfiguration()
    let views = cell.subviews.compactMap { $0 as? PickyView }
    #expect(views.count == 1)
    #expect(views.first !== first)
    #expect(first.superview == nil)
  }

  @Test("A background configuration clears the background views; its numbers are kept as set")
  func background() {
    let cell = UITableViewCell()
    cell.backgroundColor = .systemRed
    cell.backgroundView = UIView()
    cell.selectedBackgroundView = UIView()
    var background = UIBackgroundConfiguration.listGroupedCell()
    background.cornerRadius = .nan
    background.strokeWidth = -.infinity
    background.strokeOutset = .greatestFiniteMagnitude
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: .infinity, leading: -1, bottom: .nan, trailing: 1e300)
    cell.backgroundConfiguration = background
    #expect(cell.backgroundColor == nil)
    #expect(cell.backgroundView == nil)
    #expect(cell.selectedBackgroundView == nil)
    #expect(cell.backgroundConfiguration?.cornerRadius.isNaN == true)
    #expect(cell.backgroundConfiguration?.strokeWidth == -.infinity)
    #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
    #expect(UIBackgroundConfiguration().resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
    #expect(UIBackgroundConfiguration.clear().resolvedStrokeColor(for: .systemRed) == .systemRed)
    var withView = UIBackgroundConfiguration.listPlainCell()
    withView.customView = UIView()
    var otherView = withView
    otherView.customView = UIView()
    #expect(withView != otherView)
    #expect(withView == withView.updated(for: UICellConfigurationState()))
  }

  @Test("defaultBackgroundConfiguration() follows the table's style")
  func defaultBackground() throws {
    let plain = TableView(style: .plain)
    let grouped = TableView(style: .insetGrouped)
    let source = ConfiguredRowsSource()
    for tableView in [plain, grouped] {
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.dataSource = source
      try tableView.reloadData()
    }
    let plainCell = try #require(plain.cellForRow(at: row(0)))
    let groupedCell = try #require(grouped.cellForRow(at: row(0)))
    #expect(plainCell.defaultBackgroundConfiguration() == .listPlainCell())
    #expect(groupedCell.defaultBackgroundConfiguration() == .listGroupedCell())
  }

  @Test("Custom states: a key by either initializer, nil removes it")
  func customKeys() {
    var state = UICellConfigurationState()
    let key = UIConfigurationStateCustomKey(rawValue: "k")
    #expect(key == UIConfigurationStateCustomKey("k"))
    state[key] = 3
    #expect(state[UIConfigurationStateCustomKey("k")] == AnyHashable(3))
    state[key] = nil
    #expect(state[key] == nil)
    #expect(state == UICellConfigurationState())
    var viewState = UIViewConfigurationState()
    viewState[key] = "x"
    #expect(viewState[key] == AnyHashable("x"))
  }

  @Test("A header's handler runs before it shows; its custom content view is drawn")
  func header() throws {
    let tableView = TableView()
    let source = HeaderSource()
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = source
    tableView.delegate = source
    try tableView.reloadData()
    #expect(source.headerUpdates == 1)
    let rendered = try tableView.render(with: PlainTextRenderer())
    #expect(rendered.contains("Mail"))
    #expect(rendered.contains("(2)"))
  }
}

@MainActor
final class HeaderSource: TableViewDataSource, TableViewDelegate {
  var headerUpdates = 0

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int { 1 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws -> View? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    header?.configurationUpdateHandler = { [weak self] header, state in
      self?.headerUpdates += 1
      #expect(!state.isSelected)
      header.contentConfiguration = TallyConfiguration(title: "Mail", count: 2)
    }
    return header
  }
}

/// A configuration that holds its content view, whatever that view is: hostile input.
struct HeldViewConfiguration: UIContentConfiguration {
  let view: HeldView

  func makeContentView() -> UIView & UIContentView { view }
}

final class HeldView: UIView, UIContentView {
  var configuration: UIContentConfiguration {
    didSet { onSet?() }
  }
  var onSet: (() -> Void)?

  init() {
    configuration = UIListContentConfiguration.cell()
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { return nil }

  func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is HeldViewConfiguration
  }
}

@MainActor
@Suite("Cell configuration: hostile content views and handlers (UIKit face)")
struct CellConfigurationHostileTests {
  @Test("A content view that holds the cell is not added: the tree is unchanged, nothing drawn")
  func viewHoldingTheCell() {
    let holder = HeldView()
    let cell = UITableViewCell()
    holder.addSubview(cell)
    cell.contentConfiguration = HeldViewConfiguration(view: holder)
    #expect(cell.superview === holder)
    #expect(holder.superview == nil)
    #expect(cell.renderedContent().elements.isEmpty)
    cell.contentConfiguration = nil  // the cycle the test made, broken
    cell.removeFromSuperview()
  }

  @Test("A content view another cell shows moves to the new cell; the first draws nothing")
  func viewOfAnotherCell() {
    let view = HeldView()
    let label = UILabel()
    label.text = "held"
    view.addSubview(label)
    let first = UITableViewCell()
    let second = UITableViewCell()
    first.contentConfiguration = HeldViewConfiguration(view: view)
    second.contentConfiguration = HeldViewConfiguration(view: view)
    #expect(view.superview === second)
    #expect(first.subviews.contains { $0 === view } == false)
    #expect(first.renderedContent().elements.isEmpty)
    #expect(second.renderedContent().elements.isEmpty == false)
    first.contentConfiguration = nil
    #expect(view.superview === second)
  }

  @Test("A content view whose setter sets the cell's configuration: kept, not shown, no loop")
  func setterSetsConfiguration() {
    let cell = UITableViewCell()
    let view = HeldView()
    cell.contentConfiguration = HeldViewConfiguration(view: view)
    view.onSet = { [weak cell] in cell?.contentConfiguration = UIListContentConfiguration.cell() }
    cell.contentConfiguration = HeldViewConfiguration(view: view)
    #expect(cell.contentConfiguration is UIListContentConfiguration)
    #expect(view.superview === cell)
    view.onSet = nil
    cell.contentConfiguration = UIListContentConfiguration.valueCell()
    #expect(view.superview == nil)
  }

  @Test("A handler that replaces itself and changes the state runs once; the change waits")
  func handlerReplacesItself() {
    let cell = UITableViewCell()
    var runs = 0
    cell.configurationUpdateHandler = { cell, _ in
      runs += 1
      cell.configurationUpdateHandler = { _, _ in runs += 100 }
      cell.isSelected.toggle()
    }
    cell.layoutIfNeeded()
    #expect(runs == 1)
    #expect(cell.isSelected)
    cell.layoutIfNeeded()
    #expect(runs == 101)
    cell.layoutIfNeeded()
    #expect(runs == 101)
  }
}
