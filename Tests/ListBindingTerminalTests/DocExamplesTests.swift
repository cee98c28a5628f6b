import Foundation
import ListBinding
import ListBindingTerminal
import Testing

/// A row of seed 000's questionnaire: a radio button that shows the row's selection, then the
/// answer.
final class AnswerRowCell: TableViewCell, Bindable {
  let choiceButton = Button()
  let answerLabel = Label()

  override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    choiceButton.setTitle("○", for: .normal)
    choiceButton.setTitle("●", for: .selected)
    contentView.addSubview(choiceButton)
    contentView.addSubview(answerLabel)
    selectionStyle = .none
  }

  required init?(coder: NSCoder) { return nil }

  func bind(to answer: String) {
    answerLabel.text = answer
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    choiceButton.isSelected = selected
  }
}

/// The examples of the terminal driver's doc comments, run as written (with their context), and
/// the text they show, checked.
@MainActor
@Suite("Terminal doc comment examples")
struct TerminalDocExamplesTests {
  @Test("KeyDecoder's overview example")
  func keyDecoder() {
    var decoder = KeyDecoder()
    let first = decoder.decode(Array("j\u{1B}[".utf8))  // [.character("j")]
    let waits = decoder.hasPendingInput  // true: "\u{1B}[" waits for the rest of its sequence
    let second = decoder.decode(Array("B".utf8))  // [.down]: "\u{1B}[B" is the down arrow

    #expect(first == [.character("j")])
    #expect(waits)
    #expect(second == [.down])
    #expect(!decoder.hasPendingInput)
  }

  @Test("TerminalSession's overview example, and the screen it shows")
  func session() throws {
    let dataSource = ListDataSource<TextCell>(dataItems: ["排骨面", "红椒面"])
    let tableView = TableView(style: .plain)
    try dataSource.bind(to: tableView)

    let session = TerminalSession(tableView: tableView, size: TerminalSize(rows: 4, columns: 50))
    session.handle(.down)
    session.handle(.character(" "))  // taps the second row
    let screen = session.screen  // the lines a person sees

    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(
      screen.joined(separator: "\n") == """
        ↑↓ move · Space tap · q done · ? keys
            排骨面
        ❯ ▸ 红椒面
        ✓ selection valid
        """)
  }

  @Test("ScreenLayout's example: a questionnaire's first screen")
  func screenLayout() throws {
    let dataSource = SectionedDataSource<AnswerRowCell>(sections: [
      ListSection(headerTitle: "您的性别是：", items: ["男", "女"]),
      ListSection(headerTitle: "您意向工作地点是：", items: ["成都", "上海"]),
    ])
    let tableView = TableView(style: .grouped)
    tableView.selectionRule = .single(isRequired: true)
    try dataSource.bind(to: tableView)
    let session = TerminalSession(
      tableView: tableView,
      configuration: TerminalConfiguration(title: "Questionnaire", capabilities: .plain),
      size: TerminalSize(rows: 6, columns: 90))

    #expect(
      session.text == """
        Questionnaire  ↑↓ move · Space tap · q done · Tab button · ? keys
          您的性别是：
        ❯   [○] 男
            [○] 女
          ⋮ 2 rows below
        ✗ no row is selected in required sections 0 "您的性别是：", 1 "您意向工作地点是："
        """)
  }

  @Test("SnapshotFilter's overview example")
  func snapshotFilter() throws {
    let tableView = TableView()
    let dataSource = DiffableDataSource<String, String>(
      tableView: tableView, cellType: TextCell.self)
    var snapshot = Snapshot<String, String>()
    try snapshot.appendSections(["soup", "main"])
    try snapshot.appendItems(["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"], toSection: "soup")
    try snapshot.appendItems(["爐烤美國菲力牛排"], toSection: "main")
    try dataSource.apply(snapshot)

    let filter = SnapshotFilter(dataSource: dataSource) { dish in dish }
    try filter.filterRows(by: "湯")
    let soups = dataSource.snapshot().itemIdentifiers  // ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"]
    try filter.filterRows(by: "")
    let menu = dataSource.snapshot().itemIdentifiers  // every dish again

    #expect(soups == ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯"])
    #expect(menu == ["巴黎日安洋蔥湯", "生蠔鮮蝦濃湯", "爐烤美國菲力牛排"])
    #expect(tableView.totalNumberOfRows == 3)
  }

  @Test("TerminalCapabilities' environment example")
  func capabilities() {
    let xterm = TerminalCapabilities(environment: ["TERM": "xterm-256color"])
    // xterm.attributes == true, xterm.colour == true
    let noColour = TerminalCapabilities(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    // noColour.attributes == true, noColour.colour == false

    #expect(xterm.attributes && xterm.colour)
    #expect(noColour.attributes && !noColour.colour)
  }

  @Test("LineCommand's parsing example")
  func lineCommand() throws {
    let command = try LineCommand(parsing: "tap 1 2")  // .tap(IndexPath(row: 2, section: 1))

    #expect(command == .tap(IndexPath(row: 2, section: 1)))
  }

  /// The commands as `LineCommand`'s overview documents them: each line's form, then what it
  /// does.
  static let documentedCommands = """
    tap <section> <row>                    tap the row, as tapRow(at:)
    button <section> <row> [<n>]           tap the row's nth button (from 0; default 0)
    filter [<text>]                        show the rows matching the text; none: every row
    edit on|off                            turn editing on or off
    delete <section> <row>                 delete (or insert) the row (while editing)
    move <section> <row> <section> <row>   drag the row to the position (while editing)
    list                                   print the table again, its rows numbered
    help                                   print these commands
    done                                   stop reading (the end of the input does too)
    """

  /// The name of a command's case: a new case does not compile here until it is documented.
  static func name(of command: LineCommand) -> String {
    switch command {
    case .tap: return "tap"
    case .button: return "button"
    case .filter: return "filter"
    case .edit: return "edit"
    case .delete: return "delete"
    case .move: return "move"
    case .list: return "list"
    case .help: return "help"
    case .done: return "done"
    }
  }

  /// The lines a documented form stands for: placeholders filled with numbers and a text,
  /// optional parts left out and given, alternatives each.
  static func instances(of form: String) -> [String] {
    var lines = [form]
    for (pattern, values) in [
      ("[<n>]", ["", "1"]), ("[<text>]", ["", "湯"]), ("on|off", ["on", "off"]),
    ] {
      lines = lines.flatMap { line in
        line.contains(pattern)
          ? values.map { line.replacingOccurrences(of: pattern, with: $0) } : [line]
      }
    }
    return lines.map {
      $0.replacingOccurrences(of: "<section>", with: "1")
        .replacingOccurrences(of: "<row>", with: "2")
    }
  }

  @Test("Each command of LineCommand's overview reads as documented; every command is there")
  func documentedCommandsParse() throws {
    var documented: Set<String> = []
    var parsed: [String: LineCommand] = [:]
    for line in Self.documentedCommands.split(separator: "\n") {
      let form = try #require(line.components(separatedBy: "  ").first)
      for instance in Self.instances(of: form) {
        let command = try #require(try LineCommand(parsing: instance), "\(instance)")
        #expect(Self.name(of: command) == form.split(separator: " ").first.map(String.init))
        documented.insert(Self.name(of: command))
        parsed[instance.trimmingCharacters(in: .whitespaces)] = command
      }
    }
    #expect(
      documented == ["tap", "button", "filter", "edit", "delete", "move", "list", "help", "done"])
    // What the descriptions say: buttons count from 0, by default the first; no text, every row.
    let path = IndexPath(row: 2, section: 1)
    #expect(parsed["button 1 2"] == .button(path, 0))
    #expect(parsed["button 1 2 1"] == .button(path, 1))
    #expect(parsed["filter"] == .filter(""))
    #expect(parsed["filter 湯"] == .filter("湯"))
    #expect(parsed["edit on"] == .edit(true) && parsed["edit off"] == .edit(false))
    #expect(parsed["move 1 2 1 2"] == .move(path, path))
  }
}
