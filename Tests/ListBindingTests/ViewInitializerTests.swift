import Foundation
import ListBinding
import Testing

// UIKit's initializer shape for views and cells, and `layoutSubviews()` at display. Sources:
// UIView.init(frame:) and init(coder:)
// (https://developer.apple.com/documentation/uikit/uiview/init(frame:)),
// UITableViewCell.init(style:reuseIdentifier:) ("the table view calls this method when you
// register a class and dequeue a cell", its Discussion), UITableViewHeaderFooterView
// .init(reuseIdentifier:), and UIView.layoutSubviews() (called by the layout pass; "you should
// not call this method directly").

/// The order of what a test's views and delegate do.
@MainActor
final class LayoutLog {
  var entries: [String] = []
}

/// A cell that overrides only UIKit's two initializers.
final class OverridingCell: TableViewCell {
  static var made: [String] = []
  let badge = Label(text: "new")
  var log: LayoutLog?

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
    Self.made.append("\(style) \(reuseIdentifier ?? "nil")")
  }

  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    log?.entries.append("layout \(textLabel?.text ?? "")")
  }
}

/// A cell that declares no initializer.
final class PlainInheritingCell: TableViewCell {}

/// A header that overrides only UIKit's two initializers.
final class OverridingHeader: TableViewHeaderFooterView {
  let caption = Label(text: "caption")
  var log: LayoutLog?

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(caption)
  }

  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    log?.entries.append("layout header")
  }
}

/// A label inside a cell that records its layout.
final class LoggingLabel: Label {
  var log: LayoutLog?
  override func layoutSubviews() { log?.entries.append("layout label") }
}

@MainActor
final class LayoutSource: TableViewDataSource, TableViewDelegate {
  let log = LayoutLog()
  var rows = ["A", "B"]

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    if let cell = cell as? OverridingCell {
      cell.log = log
      if cell.contentView.subviews.count == 1 {
        let label = LoggingLabel()
        label.log = log
        cell.contentView.addSubview(label)
      }
    }
    log.entries.append("cellForRow \(rows[indexPath.row])")
    return cell
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws -> View? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    (header as? OverridingHeader)?.log = log
    return header
  }

  func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {
    log.entries.append("willDisplayHeader")
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.entries.append("willDisplay \(cell.textLabel?.text ?? "")")
  }
}

@MainActor
@Suite("Views and cells: UIKit's initializers and layoutSubviews")
struct ViewInitializerTests {
  @Test("A view made with init(frame:) keeps the frame; init() is init(frame: .zero)")
  func viewFrame() {
    let view = View(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(View().frame == .zero)
    #expect(Label(text: "x").text == "x")
    #expect(Label().text == nil)
    #expect(ImageView(image: nil).image == nil)
  }

  @Test("init(coder:) fails for every view class, there being no archives (assumed)")
  func coderFails() {
    let archive = NSKeyedArchiver(requiringSecureCoding: false)
    #expect(View(coder: archive) == nil)
    #expect(Label(coder: archive) == nil)
    #expect(Button(coder: archive) == nil)
    #expect(TableViewCell(coder: archive) == nil)
    #expect(OverridingCell(coder: archive) == nil)
    #expect(TableViewHeaderFooterView(coder: archive) == nil)
    #expect(TableView(coder: archive) == nil)
  }

  @Test("A registered cell that overrides init(style:reuseIdentifier:) runs it on dequeue")
  func overrideRunsOnDequeue() throws {
    OverridingCell.made = []
    let tableView = TableView()
    tableView.register(OverridingCell.self, forCellReuseIdentifier: "cell")
    let source = LayoutSource()
    tableView.dataSource = source
    try tableView.reloadData()
    let cell = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? OverridingCell)
    #expect(cell.badge.superview === cell.contentView)
    #expect(cell.reuseIdentifier == "cell")
    #expect(cell.style == .default)
    #expect(OverridingCell.made == ["default cell", "default cell"])
  }

  @Test("A registered cell class that declares no initializer is dequeued")
  func inheritingCell() throws {
    let tableView = TableView()
    tableView.register(PlainInheritingCell.self, forCellReuseIdentifier: "cell")
    let source = LayoutSource()
    tableView.dataSource = source
    try tableView.reloadData()
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is PlainInheritingCell)
    #expect(PlainInheritingCell().reuseIdentifier == nil)
  }

  @Test("A registered header that overrides init(reuseIdentifier:) runs it on dequeue")
  func headerOverrideRuns() throws {
    let tableView = TableView()
    tableView.register(OverridingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    let header = try #require(
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? OverridingHeader)
    #expect(header.caption.superview === header.contentView)
    #expect(header.reuseIdentifier == "header")
  }

  @Test("layoutSubviews runs after willDisplay, on the cell before the views inside it")
  func layoutAfterWillDisplay() throws {
    let tableView = TableView()
    tableView.register(OverridingCell.self, forCellReuseIdentifier: "cell")
    tableView.register(OverridingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    let source = LayoutSource()
    tableView.dataSource = source
    tableView.delegate = source
    try tableView.reloadData()
    let shown = source.log.entries.filter { !$0.hasPrefix("cellForRow") }
    #expect(
      shown == [
        "willDisplayHeader", "layout header",
        "willDisplay A", "layout A", "layout label",
        "willDisplay B", "layout B", "layout label",
      ])
  }

  @Test("layoutSubviews does not run again for a cell that stays on display")
  func layoutOncePerDisplay() throws {
    let tableView = TableView()
    tableView.register(OverridingCell.self, forCellReuseIdentifier: "cell")
    let source = LayoutSource()
    tableView.dataSource = source
    tableView.delegate = source
    try tableView.reloadData()
    source.log.entries = []
    _ = try tableView.render(with: PlainTextRenderer())
    #expect(source.log.entries.filter { $0.hasPrefix("layout") }.isEmpty)
  }
}

/// A cell that counts its layouts.
final class CountingCell: TableViewCell {
  var layouts = 0
  override func layoutSubviews() { layouts += 1 }
}

/// A data source and delegate that count each cell's `willDisplay` calls and check that the
/// cell's previous display was laid out.
@MainActor
final class DisplayCounter: TableViewDataSource, TableViewDelegate {
  var rows = 40
  var displays: [ObjectIdentifier: Int] = [:]
  var mismatches = 0
  var cells: [CountingCell] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    rows
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell
  {
    try tableView.dequeueReusableCell(withIdentifier: "count", for: indexPath)
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let cell = cell as? CountingCell else { return }
    let shown = displays[ObjectIdentifier(cell), default: 0]
    if cell.layouts != shown { mismatches += 1 }  // each earlier display was laid out once
    if shown == 0 { cells.append(cell) }
    displays[ObjectIdentifier(cell)] = shown + 1
  }
}

/// A deterministic generator for the randomized test (SplitMix64).
struct LayoutTestGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension ViewInitializerTests {
  @Test("Randomized: every cell is laid out exactly once per display, after willDisplay")
  func layoutOncePerDisplayRandomized() throws {
    var redisplays = 0
    for seed in UInt64(1)...20 {
      var generator = LayoutTestGenerator(state: seed)
      let tableView = try TableView(style: .plain, viewportHeight: 8)
      tableView.register(CountingCell.self, forCellReuseIdentifier: "count")
      let counter = DisplayCounter()
      tableView.dataSource = counter
      tableView.delegate = counter
      try tableView.reloadData()
      for _ in 0..<30 {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: try tableView.setContentOffset(Int.random(in: 0...40, using: &generator))
        case 1:
          counter.rows = Int.random(in: 0...40, using: &generator)
          try tableView.reloadData()
        case 2: try tableView.setEditing(!tableView.isEditing, animated: false)
        default:
          guard counter.rows > 0 else { continue }
          let row = Int.random(in: 0..<counter.rows, using: &generator)
          try tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle)
        }
      }
      #expect(counter.mismatches == 0, "seed \(seed)")
      for cell in counter.cells {
        #expect(cell.layouts == counter.displays[ObjectIdentifier(cell)], "seed \(seed)")
      }
      redisplays += counter.displays.values.filter { $0 > 1 }.count
    }
    #expect(redisplays > 0)  // the runs reused cells, so a cell was displayed more than once
  }
}
