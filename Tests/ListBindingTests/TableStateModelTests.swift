import DiffingTestSupport
import Foundation
import Testing

@testable import ListBinding

/// The transitions of the table's state value, without a table: random reloads, row updates,
/// selections, editing, swipes, settings, relayouts and scrolls applied to `TableState` and to
/// a reference model, compared after every step, with the state's invariants; a step that fails
/// leaves the value as it was.
@Suite("The table's state against a model")
struct TableStateModelTests {
  /// The model: rows by identity, and what follows them.
  struct Model {
    var sections: [[Int]] = []
    /// The height of each row, by identity.
    var heights: [Int: Double] = [:]
    var headerHeights: [Double] = []
    var footerHeights: [Double] = []
    var selected: Set<Int> = []
    var swiped: Int?
    var isEditing = false
    var settings = TableSettings()
    var needsLayout = false
    var offset = 0
    var viewportHeight: Int
    var nextID = 0

    var counts: [Int] { sections.map(\.count) }
    var total: Int { counts.reduce(0, +) }

    func indexPath(of id: Int) -> IndexPath? {
      for (section, rows) in sections.enumerated() {
        if let row = rows.firstIndex(of: id) { return IndexPath(row: row, section: section) }
      }
      return nil
    }

    func id(at indexPath: IndexPath) -> Int { sections[indexPath.section][indexPath.row] }

    mutating func newID() -> Int {
      nextID += 1
      return nextID
    }

    /// The viewport pulled back within the rows, as the state clamps it.
    mutating func clamp() {
      offset = min(max(0, offset), max(0, total - viewportHeight))
    }
  }

  /// The heights a layout gives: one estimate for every row, a header and a footer height per
  /// section; whole numbers, so that sums are exact.
  static func layout(sections: Int, estimate: Double, header: Double, footer: Double)
    -> LayoutInput
  {
    LayoutInput(
      headerHeights: Array(repeating: header, count: sections),
      footerHeights: Array(repeating: footer, count: sections), rows: .estimated(estimate))
  }

  /// Checks the state against the model and the invariants every state keeps.
  static func check(
    _ state: TableState, _ model: Model, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let comment = Comment(rawValue: context)
    try #require(state.counts.counts == model.counts, comment, sourceLocation: sourceLocation)
    try #require(state.isEditing == model.isEditing, comment, sourceLocation: sourceLocation)
    try #require(state.settings == model.settings, comment, sourceLocation: sourceLocation)
    try #require(state.needsLayout == model.needsLayout, comment, sourceLocation: sourceLocation)
    // The selection: the model's rows, all of them in the table.
    let selected = Set(model.selected.compactMap(model.indexPath(of:)))
    try #require(
      Set(state.selection.indexPaths) == selected, comment, sourceLocation: sourceLocation)
    for indexPath in state.selection.indexPaths {
      #expect(throws: Never.self, comment, sourceLocation: sourceLocation) {
        try state.validateRow(indexPath)
      }
    }
    // The swiped row: the model's, and a row of the table.
    try #require(
      state.swipe?.indexPath == model.swiped.flatMap(model.indexPath(of:)), comment,
      sourceLocation: sourceLocation)
    if let swipe = state.swipe {
      #expect(throws: Never.self, comment, sourceLocation: sourceLocation) {
        try state.validateRow(swipe.indexPath)
      }
    }
    // The geometry: a header, the rows and a footer per section, as tall as the model's.
    let sectionCount = model.sections.count
    try #require(
      state.geometry.items.count == 2 * sectionCount + model.total, comment,
      sourceLocation: sourceLocation)
    let rowsHeight = model.sections.joined().reduce(0.0) { $0 + (model.heights[$1] ?? -1) }
    let expectedHeight =
      model.headerHeights.reduce(0, +) + model.footerHeights.reduce(0, +) + rowsHeight
    try #require(
      state.geometry.contentHeight == expectedHeight, comment, sourceLocation: sourceLocation)
    for (section, rows) in model.sections.enumerated() {
      for (row, id) in rows.enumerated() {
        let item = TableGeometry.rowItem(IndexPath(row: row, section: section), in: state.counts)
        try #require(
          state.geometry.items.height(at: item) == model.heights[id], comment,
          sourceLocation: sourceLocation)
      }
    }
    // The viewport: clamped to the rows.
    try #require(state.viewport.offset == model.offset, comment, sourceLocation: sourceLocation)
    try #require(
      state.viewport.height == model.viewportHeight, comment, sourceLocation: sourceLocation)
    let visible = state.visibleRows
    try #require(visible.lowerBound >= 0, comment, sourceLocation: sourceLocation)
    try #require(visible.upperBound <= model.total, comment, sourceLocation: sourceLocation)
    try #require(
      visible.count == min(model.viewportHeight, model.total - model.offset), comment,
      sourceLocation: sourceLocation)
  }

  @Test(
    "Random reloads, updates, selections, editing, swipes, settings and scrolls keep the model",
    arguments: [UInt64(7), 0x5EED_0023, 2026])
  func randomized(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }
    func chance(_ percent: Int) -> Bool { below(100) < percent }
    let estimates: [Double] = [20, 44, 60]
    let sectionHeights: [Double] = [0, 10, 28]

    var model = Model(viewportHeight: 4)
    var state = TableState(viewportHeight: 4)
    var estimate = 44.0
    var (header, footer) = (0.0, 0.0)
    try Self.check(state, model, "seed \(seed), empty")

    var failures = 0
    for step in 0..<3000 {
      let before = state
      var description = ""
      switch below(11) {
      case 0:
        // A reload: new rows, new identities, nothing selected or swiped.
        estimate = estimates[below(estimates.count)]
        (header, footer) = (sectionHeights[below(3)], sectionHeights[below(3)])
        model.sections = (0..<below(4)).map { _ in (0..<below(7)).map { _ in model.newID() } }
        for id in model.sections.joined() { model.heights[id] = estimate }
        let counts = RowCounts(model.counts)
        description = "reload \(model.counts)"
        state = state.reloaded(
          with: counts,
          layout: Self.layout(
            sections: counts.numberOfSections, estimate: estimate, header: header, footer: footer))
        (model.headerHeights, model.footerHeights) = (
          Array(repeating: header, count: model.sections.count),
          Array(repeating: footer, count: model.sections.count)
        )
        model.selected = []
        model.swiped = nil
        model.clamp()
      case 1, 2:
        // One row inserted, deleted, reloaded or moved.
        guard !model.sections.isEmpty else { continue }
        let countsBefore = model.counts
        var batch = BatchUpdate()
        let section = below(model.sections.count)
        let rows = model.sections[section].count
        switch below(4) {
        case 0:
          let row = below(rows + 1)
          batch.insertRows(at: [IndexPath(row: row, section: section)])
          let id = model.newID()
          model.sections[section].insert(id, at: row)
          model.heights[id] = estimate
          description = "insert \(section)/\(row)"
        case 1:
          guard rows > 0 else { continue }
          let row = below(rows)
          batch.deleteRows(at: [IndexPath(row: row, section: section)])
          let id = model.sections[section].remove(at: row)
          model.selected.remove(id)
          if model.swiped == id { model.swiped = nil }
          description = "delete \(section)/\(row)"
        case 2:
          guard rows > 0 else { continue }
          let row = below(rows)
          batch.reloadRows(at: [IndexPath(row: row, section: section)])
          let old = model.sections[section][row]
          let id = model.newID()
          model.sections[section][row] = id
          model.heights[id] = estimate
          model.selected.remove(old)
          if model.swiped == old { model.swiped = nil }
          description = "reload row \(section)/\(row)"
        default:
          guard rows > 0 else { continue }
          let row = below(rows)
          let target = below(model.sections.count)
          let id = model.sections[section].remove(at: row)
          let targetRow = below(model.sections[target].count + 1)
          model.sections[target].insert(id, at: targetRow)
          batch.moveRow(
            at: IndexPath(row: row, section: section),
            to: IndexPath(row: targetRow, section: target))
          description = "move \(section)/\(row) to \(target)/\(targetRow)"
        }
        let plan = try batch.plan(rowCountsBefore: countsBefore, rowCountsAfter: model.counts)
        (header, footer) = (sectionHeights[below(3)], sectionHeights[below(3)])
        (model.headerHeights, model.footerHeights) = (
          Array(repeating: header, count: model.sections.count),
          Array(repeating: footer, count: model.sections.count)
        )
        state = state.updated(
          by: plan, counts: RowCounts(model.counts),
          layout: Self.layout(
            sections: model.sections.count, estimate: estimate, header: header, footer: footer))
        model.clamp()
      case 3:
        // Rows selected and deselected.
        guard model.total > 0 else { continue }
        let all = model.sections.enumerated().flatMap { section, rows in
          rows.indices.map { IndexPath(row: $0, section: section) }
        }
        let selected = (0..<below(3)).map { _ in all[below(all.count)] }
        let deselected = (0..<below(3)).map { _ in all[below(all.count)] }
        description = "select \(selected), deselect \(deselected)"
        state = state.selecting(selected, deselecting: deselected)
        for indexPath in deselected { model.selected.remove(model.id(at: indexPath)) }
        for indexPath in selected { model.selected.insert(model.id(at: indexPath)) }
      case 4:
        let editing = chance(50)
        description = "editing \(editing)"
        state = state.editing(editing)
        model.isEditing = editing
        model.swiped = nil
      case 5:
        // A swipe: on a row, or refused for a row the table does not have.
        let section = below(model.sections.count + 1)
        let rows = section < model.sections.count ? model.sections[section].count : 0
        let row = below(rows + 1)
        let indexPath = IndexPath(row: row, section: section)
        let swipe = SwipeState(indexPath: indexPath, edge: .trailing, titles: ["Delete"])
        description = "swipe \(indexPath)"
        if row < rows {
          state = try state.swiping(swipe)
          model.swiped = model.id(at: indexPath)
        } else {
          let error = #expect(throws: TableViewError.self) { state = try state.swiping(swipe) }
          let expected: TableViewError =
            section < model.sections.count
            ? .rowOutOfRange(indexPath, numberOfRows: rows)
            : .sectionOutOfRange(section: section, numberOfSections: model.sections.count)
          #expect(error == expected, "seed \(seed), step \(step)")
          #expect(error?.message == expected.message)
          #expect(state == before, "a refused swipe changes nothing: seed \(seed), step \(step)")
          failures += 1
        }
      case 6:
        description = "hide swipe"
        state = state.hidingSwipe()
        model.swiped = nil
      case 7:
        // A setting: the heights and the inset wait for a layout, the others do not.
        let value = CGFloat(below(3) * 22)
        switch below(6) {
        case 0:
          state = state.setting(\.rowHeight, to: value)
          model.settings.rowHeight = value
          model.needsLayout = true
        case 1:
          state = state.setting(\.estimatedRowHeight, to: value)
          model.settings.estimatedRowHeight = value
          model.needsLayout = true
        case 2:
          let inset = EdgeInsets(top: value, left: 0, bottom: 0, right: 0)
          state = state.setting(\.contentInset, to: inset)
          model.settings.contentInset = inset
          model.needsLayout = true
        case 3:
          let allows = chance(50)
          state = state.setting(\.allowsMultipleSelection, to: allows)
          model.settings.allowsMultipleSelection = allows
        case 4:
          let allows = chance(50)
          state = state.setting(\.allowsSelectionDuringEditing, to: allows)
          model.settings.allowsSelectionDuringEditing = allows
        default:
          let rule: SelectionRule? = chance(50) ? nil : .single
          state = state.setting(\.selectionRule, to: rule)
          model.settings.selectionRule = rule
        }
        description = "setting"
      case 8:
        // A layout: every row takes the new estimate, the settings apply.
        estimate = estimates[below(estimates.count)]
        (header, footer) = (sectionHeights[below(3)], sectionHeights[below(3)])
        description = "layout \(estimate)"
        state = state.laidOut(
          with: Self.layout(
            sections: model.sections.count, estimate: estimate, header: header, footer: footer))
        for id in model.sections.joined() { model.heights[id] = estimate }
        (model.headerHeights, model.footerHeights) = (
          Array(repeating: header, count: model.sections.count),
          Array(repeating: footer, count: model.sections.count)
        )
        model.needsLayout = false
        model.clamp()
        #expect(state.geometry.contentInset == model.settings.contentInset)
      case 9:
        // An update whose counts do not match is refused before the state is touched.
        guard !model.sections.isEmpty else { continue }
        var batch = BatchUpdate()
        batch.insertRows(at: [IndexPath(row: 0, section: 0)])
        description = "invalid insert"
        #expect(throws: InvalidUpdate.self) {
          state = state.updated(
            by: try batch.plan(rowCountsBefore: model.counts, rowCountsAfter: model.counts),
            counts: state.counts, layout: .empty)
        }
        #expect(state == before, "a refused update changes nothing: seed \(seed), step \(step)")
        failures += 1
      default:
        // A scroll, pulled back within the rows.
        let offset = below(model.total + 8) - 4
        let height = below(7)
        description = "scroll \(offset) × \(height)"
        state = state.scrolled(to: Viewport(offset: offset, height: height))
        (model.offset, model.viewportHeight) = (offset, height)
        model.clamp()
      }
      try Self.check(state, model, "seed \(seed), step \(step): \(description)")
    }
    #expect(failures > 0)
  }

  @Test("A swipe on a row the table does not have is refused in UIKit's words")
  func refusedSwipe() throws {
    var state = TableState(viewportHeight: 4)
    state = state.reloaded(
      with: RowCounts([2]), layout: Self.layout(sections: 1, estimate: 44, header: 0, footer: 0))
    let swipe = SwipeState(
      indexPath: IndexPath(row: 2, section: 0), edge: .leading, titles: ["Flag"])
    let error = #expect(throws: TableViewError.self) { try state.swiping(swipe) }
    #expect(
      error?.message
        == "Attempted to access an out-of-bounds row (2) when there are only 2 rows in section 0.")
  }

  @Test("Editing mode hides the swipe actions; a layout clears the pending settings")
  func editingAndLayout() throws {
    var state = TableState(viewportHeight: 4)
    state = state.reloaded(
      with: RowCounts([3]), layout: Self.layout(sections: 1, estimate: 44, header: 0, footer: 0))
    state = try state.swiping(
      SwipeState(indexPath: IndexPath(row: 1, section: 0), edge: .trailing, titles: ["Delete"]))
    state = state.editing(true)
    #expect(state.isEditing && state.swipe == nil)
    state = state.setting(\.rowHeight, to: 30).setting(\.allowsSelection, to: false)
    #expect(state.needsLayout)
    state = state.laidOut(
      with: Self.layout(sections: 1, estimate: 30, header: 0, footer: 0))
    #expect(!state.needsLayout)
    #expect(state.geometry.contentHeight == 90)
    #expect(state.settings.rowHeight == 30 && !state.settings.allowsSelection)
    // A setting that does not lay out leaves no layout waiting.
    #expect(!state.setting(\.allowsMultipleSelection, to: true).needsLayout)
  }

  @Test("A setting that is not a number keeps the state equal to itself")
  func settingNotANumber() {
    let state = TableState(viewportHeight: 4).setting(\.rowHeight, to: .nan)
    #expect(state == state)
    #expect(state != TableState(viewportHeight: 4).setting(\.rowHeight, to: 44))
  }
}
