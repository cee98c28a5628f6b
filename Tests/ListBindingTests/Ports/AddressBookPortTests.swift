import Foundation
import ListBinding
import ListBindingTesting
import Testing

// A UIKit address book with a section index and prefetching, ported with only the `UI`
// prefixes renamed and `try` added where ListBinding throws.

final class AvatarLoader {
  private(set) var loading: Set<String> = []
  private(set) var cancelled: [String] = []

  func load(_ name: String) { loading.insert(name) }

  func cancel(_ name: String) {
    loading.remove(name)
    cancelled.append(name)
  }
}

final class AddressBookController: TableViewController, TableViewDataSourcePrefetching {
  let sections: [(letter: String, names: [String])]
  let avatars = AvatarLoader()

  init(names: [String]) {
    let grouped = Dictionary(grouping: names) { String($0.prefix(1)) }
    sections = grouped.keys.sorted().map { ($0, (grouped[$0] ?? []).sorted()) }
    super.init(style: .plain)
  }

  override func viewDidLoad() throws {
    try super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Contact")
    tableView.prefetchDataSource = self
    tableView.sectionIndexColor = .systemBlue
    tableView.sectionIndexMinimumDisplayRowCount = 10
  }

  override func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].names.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].names[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].letter
  }

  override func sectionIndexTitles(for tableView: TableView) -> [String]? {
    sections.map(\.letter)
  }

  override func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    sections.firstIndex { $0.letter == title } ?? index
  }

  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      avatars.load(sections[indexPath.section].names[indexPath.row])
    }
  }

  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      avatars.cancel(sections[indexPath.section].names[indexPath.row])
    }
  }
}

@MainActor
@Suite("Ported: an address book with a section index and prefetching")
struct AddressBookPortTests {
  static let names = [
    "Ada", "Alan", "Barbara", "Brian", "Claude", "Donald", "Edsger", "Frances", "Grace", "John",
    "Ken", "Leslie",
  ]

  @Test("The index shows beside the contacts; a tap on a letter jumps to its section")
  func index() throws {
    let controller = AddressBookController(names: Self.names)
    try controller.loadViewIfNeeded()
    try controller.tableView.reloadData()  // UIKit's first layout
    try controller.tableView.setViewportHeight(3)
    expectRendered(
      controller.tableView,
      matches: """
        A               A
          Ada           B
          Alan          C
        B               D
          Barbara       E
        ⋮ 9 rows below  F
                        G
                        J
                        K
                        L
        """)
    try controller.tableView.tapSectionIndexTitle(at: 4)
    #expect(controller.tableView.indexPathsForVisibleRows.first == IndexPath(row: 0, section: 4))
    // Edsger, Frances and Grace show: the next three load, the ones left behind are cancelled.
    #expect(controller.avatars.loading == ["John", "Ken", "Leslie"])
    #expect(controller.avatars.cancelled == ["Brian", "Claude", "Donald"])
  }
}
