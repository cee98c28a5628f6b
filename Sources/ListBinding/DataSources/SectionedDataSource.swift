import Foundation

/// A data source of several sections of items shown by a ``Bindable`` cell, with header and
/// footer titles.
///
/// ```swift
/// let dataSource = SectionedDataSource<ChoiceCell>(sections: [
///   .init(headerTitle: "您的性别是：", items: ["男", "女"]),
///   .init(headerTitle: "您是否参加公司内部培训：", items: ["参加", "不参加", "不确定"]),
/// ])
/// try dataSource.bind(to: tableView)
/// ```
///
/// The table does not retain its data source: keep a reference to it.
@MainActor
public final class SectionedDataSource<Cell: TableViewCell & Bindable>: TableViewDataSource {
  /// A section of this data source.
  public typealias Section = ListSection<Cell.DataItem>

  /// The sections, in order.
  ///
  /// After changing them, tell the table: ``TableView/reloadData()`` or a batch update.
  public var sections: [Section]

  /// The table the data source was bound to, if it still exists.
  public private(set) weak var tableView: TableView?

  /// Called when a button inside one of the cells is tapped, after the button's own actions,
  /// with the row's index path and item as the tap began. What it throws comes out of the
  /// button's `sendActions(for:)`.
  public var onButtonTap: (@MainActor (ButtonTap<Cell.DataItem>) throws -> Void)?

  /// Creates a data source for `sections`.
  public init(sections: [Section]) {
    self.sections = sections
  }

  /// Registers `Cell` with the table, becomes its data source and loads it.
  ///
  /// - Throws: The error of the table's ``TableView/reloadData()``. When the reload changed
  ///   nothing, the table keeps the data source and registrations it had, and this data source
  ///   the table it had.
  /// - Complexity: O(*s* + *v*), where *s* is the number of sections and *v* the table's
  ///   viewport height.
  public func bind(to tableView: TableView) throws(TableViewError) {
    let previousTable = self.tableView
    self.tableView = tableView
    do {
      try tableView.bind(self, registering: Cell.self, for: Cell.defaultReuseIdentifier)
    } catch {
      if tableView.dataSource !== self { self.tableView = previousTable }
      throw error
    }
  }

  /// The item at `indexPath`, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func item(at indexPath: IndexPath) -> Cell.DataItem? {
    guard indexPath.isTablePath, sections.indices.contains(indexPath.section) else { return nil }
    let items = sections[indexPath.section].items
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// The number of sections.
  public func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  /// The number of items of `section`.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// A dequeued `Cell` bound to the item of the row.
  ///
  /// - Throws: ``TableViewError/invalidIndexPath(_:)`` for a path without exactly two
  ///   indices; ``TableViewError/sectionOutOfRange(section:numberOfSections:)`` or
  ///   ``TableViewError/rowOutOfRange(_:numberOfRows:)`` when the sections changed and the
  ///   table was not told, or a dequeue error.
  public func tableView(
    _ tableView: TableView, cellForRowAt indexPath: IndexPath
  ) throws -> TableViewCell {
    guard indexPath.isTablePath else { throw TableViewError.invalidIndexPath(indexPath) }
    guard sections.indices.contains(indexPath.section) else {
      throw TableViewError.sectionOutOfRange(
        section: indexPath.section, numberOfSections: sections.count)
    }
    return try tableView.dequeueCell(
      Cell.self, boundTo: sections[indexPath.section].items, at: indexPath)
  }

  /// The header title of `section`.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].headerTitle : nil
  }

  /// The footer title of `section`.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].footerTitle : nil
  }
}

extension SectionedDataSource: SelectionRuleSource {
  /// The ``ListSection/selectionRule`` of `section`.
  public func selectionRule(forSection section: Int) -> SelectionRule? {
    sections.indices.contains(section) ? sections[section].selectionRule : nil
  }
}

extension SectionedDataSource: ButtonTapReceiver {
  /// Reports the tap to ``onButtonTap`` with the row's item as the tap began.
  public func tableView(
    _ tableView: TableView, reportForTapOf button: Button, inRowAt indexPath: IndexPath
  ) -> (@MainActor () throws -> Void)? {
    guard let onButtonTap, let item = item(at: indexPath) else { return nil }
    let tap = ButtonTap(indexPath: indexPath, item: item, button: button)
    return { try onButtonTap(tap) }
  }
}
