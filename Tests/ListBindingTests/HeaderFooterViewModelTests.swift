import DiffingTestSupport
import Foundation
import ListBinding
import Testing

/// Random section updates, scrolls, reloads and renders, some failing, against the obvious
/// model: every section on display shows a header view made for that section's current
/// content, no view shows two sections, and views are reused rather than made anew.
@MainActor
@Suite("Header and footer views against a reference model")
struct HeaderFooterViewModelTests {
  /// Sections identified by names, each with a few rows; the delegate titles each header view
  /// with its section's name, and fails for the name in `failing`.
  final class Model: TableViewDataSource, TableViewDelegate {
    var sections: [(name: String, rows: Int)] = []
    var failing: String?
    private(set) var made = 0

    struct Failure: Error {}

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].rows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws -> View? {
      if sections[section].name == failing { throw Failure() }
      let view =
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        ?? {
          made += 1
          return TableViewHeaderFooterView(reuseIdentifier: "header")
        }()
      view.textLabel?.text = sections[section].name
      return view
    }
  }

  @Test("Random updates, scrolls, reloads and renders", arguments: [UInt64(7), 0xC0FFEE])
  func randomized(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var counter = 0
    func newSection() -> (name: String, rows: Int) {
      counter += 1
      return ("s\(counter)", Int(random.next() % 4))
    }
    let model = Model()
    model.sections = (0..<6).map { _ in newSection() }
    let tableView = try TableView(viewportHeight: 4)
    tableView.register(TextCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = model
    tableView.delegate = model
    try tableView.reloadData()
    var mostShown = 0
    for step in 0..<3_000 {
      let context = "seed \(seed) step \(step)"
      let count = model.sections.count
      switch random.next() % 9 {
      case 0:
        let index = Int(random.next() % UInt64(count + 1))
        model.sections.insert(newSection(), at: index)
        try tableView.insertSections(IndexSet(integer: index), with: .automatic)
      case 1 where count > 0:
        let index = Int(random.next() % UInt64(count))
        model.sections.remove(at: index)
        try tableView.deleteSections(IndexSet(integer: index), with: .automatic)
      case 2 where count > 1:
        let from = Int(random.next() % UInt64(count))
        let to = Int(random.next() % UInt64(count))
        model.sections.insert(model.sections.remove(at: from), at: to)
        try tableView.moveSection(from, toSection: to)
      case 3 where count > 0:
        let index = Int(random.next() % UInt64(count))
        model.sections[index].name += "'"
        try tableView.reloadSections(IndexSet(integer: index), with: .fade)
      case 4:
        if random.next() % 4 == 0 { model.sections.shuffle(using: &random) }
        try tableView.reloadData()
      case 5, 6:
        try tableView.setContentOffset(Int(random.next() % 20))
      default:
        let before = shownHeaders(of: tableView)
        if count > 0, random.next() % 5 == 0 {
          model.failing = model.sections[Int(random.next() % UInt64(count))].name
        }
        let table: RenderedTable
        do {
          table = try tableView.renderedTable()
        } catch {
          #expect(model.failing != nil, "\(context): \(error)")
          let after = shownHeaders(of: tableView)
          #expect(after.map(\.section) == before.map(\.section), "\(context)")
          #expect(zip(after, before).allSatisfy { $0.view === $1.view }, "\(context)")
          model.failing = nil
          continue
        }
        model.failing = nil
        let headers = shownHeaders(of: tableView)
        #expect(headers.map(\.section) == table.sections.map(\.index), "\(context)")
        for (section, view) in headers {
          #expect(view.textLabel?.text == model.sections[section].name, "\(context)")
        }
        #expect(Set(headers.map { ObjectIdentifier($0.view) }).count == headers.count, "\(context)")
        mostShown = max(mostShown, headers.count)
      }
    }
    #expect(model.made <= 2 * mostShown + 2, "seed \(seed): \(model.made) views for \(mostShown)")
  }

  /// The header views on display, by section.
  func shownHeaders(of tableView: TableView) -> [(section: Int, view: TableViewHeaderFooterView)] {
    (0..<tableView.numberOfSections).compactMap { section in
      tableView.headerView(forSection: section).map { (section, $0) }
    }
  }
}
