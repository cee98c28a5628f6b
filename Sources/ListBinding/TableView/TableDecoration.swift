import Foundation

/// What a table shows around its cells: separators, the table's header and footer views, and
/// the header and footer views of its sections, with those waiting for reuse.
///
/// The table holds one as a whole (`TableView.decoration`), so that its parts live apart from
/// the core's state.
@MainActor
struct TableDecoration {
  /// How rows are separated.
  var separatorStyle = SeparatorStyle.singleLine
  /// The colour of separators, or `nil` for the system's.
  var separatorColor: Color? = .separator
  /// Where separators start and end.
  var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// The view above the table's sections.
  var tableHeaderView: View?
  /// The view below the table's sections.
  var tableFooterView: View?
  /// The view behind the table's content, or `nil` for none.
  var backgroundView: View?
  /// The estimated height of the sections' headers, kept for the table's users.
  var estimatedSectionHeaderHeight = TableView.automaticDimension
  /// The estimated height of the sections' footers, kept for the table's users.
  var estimatedSectionFooterHeight = TableView.automaticDimension
  /// The header and footer views of the visible sections.
  var sectionViews = SectionViews()
  /// Registered header and footer view classes, and views waiting for reuse.
  var pool = HeaderFooterViewPool()
}

/// The header and footer views of the sections on display, by section index.
@MainActor
struct SectionViews {
  /// Header views, by section.
  var headers: [Int: View] = [:]
  /// Footer views, by section.
  var footers: [Int: View] = [:]
  /// The sections on display whose header has no view: the delegate gave none and there is no
  /// title. The table does not ask again while they stay on display.
  var headersWithout: Set<Int> = []
  /// The sections on display whose footer has no view.
  var footersWithout: Set<Int> = []

  /// Whether no section has a view or was found to have none.
  var isEmpty: Bool {
    headers.isEmpty && footers.isEmpty && headersWithout.isEmpty && footersWithout.isEmpty
  }

  /// The views moved to their sections' new indices; those of sections that went, were
  /// reloaded, or for which `keepsHeader`/`keepsFooter` say no, are returned apart. The
  /// sections found to have no view move likewise, or are forgotten.
  ///
  /// - Complexity: O(*h* *u* log *k*), where *h* is the number of views, *u* the number of
  ///   updates and *k* the size of the largest.
  func following(
    _ changes: SectionChanges, keepsHeader: (Int) -> Bool, keepsFooter: (Int) -> Bool
  ) -> (kept: SectionViews, dropped: [View]) {
    var kept = SectionViews()
    var dropped: [View] = []
    for (section, view) in headers.sorted(by: { $0.key < $1.key }) {
      if let new = changes.newSection(forOld: section), keepsHeader(new) {
        kept.headers[new] = view
      } else {
        dropped.append(view)
      }
    }
    for (section, view) in footers.sorted(by: { $0.key < $1.key }) {
      if let new = changes.newSection(forOld: section), keepsFooter(new) {
        kept.footers[new] = view
      } else {
        dropped.append(view)
      }
    }
    for section in headersWithout {
      if let new = changes.newSection(forOld: section), keepsHeader(new) {
        kept.headersWithout.insert(new)
      }
    }
    for section in footersWithout {
      if let new = changes.newSection(forOld: section), keepsFooter(new) {
        kept.footersWithout.insert(new)
      }
    }
    return (kept, dropped)
  }
}

/// How the sections of a committed transaction moved: through the plans of its updates, in
/// order, or all reloaded.
struct SectionChanges: Sendable {
  /// Whether every section was reloaded.
  private(set) var isReload = false
  /// The plans of the updates, in order, when there was no reload.
  private(set) var plans: [UpdatePlan] = []

  /// An update's plan, taken after the earlier ones.
  mutating func append(_ plan: UpdatePlan) {
    if !isReload { plans.append(plan) }
  }

  /// A reload: every section is new.
  mutating func reload() {
    isReload = true
    plans = []
  }

  /// The index after the changes of the section at `section` before them, or `nil` when it was
  /// deleted or reloaded.
  ///
  /// - Complexity: O(*u*), where *u* is the number of updates.
  func newSection(forOld section: Int) -> Int? {
    guard !isReload else { return nil }
    var current = section
    for plan in plans {
      guard case .kept(let new) = plan.fate(ofSection: current) else { return nil }
      current = new
    }
    return current
  }
}

/// Header and footer view classes registered with a table, and the views waiting to be reused,
/// by reuse identifier.
@MainActor
struct HeaderFooterViewPool {
  /// Classes by reuse identifier.
  private(set) var registrations: [String: TableViewHeaderFooterView.Type] = [:]
  /// Views waiting, by reuse identifier, the most recently queued last.
  private var queued: [String: [TableViewHeaderFooterView]] = [:]
  /// The waiting views.
  private var members: Set<ObjectIdentifier> = []

  /// The waiting views, by identity: what a rollback test compares.
  ///
  /// - Complexity: O(1).
  var waiting: Set<ObjectIdentifier> { members }

  /// Registers `viewClass` for `identifier`, or removes the registration for `nil`; views of
  /// another class waiting under it are dropped.
  ///
  /// - Complexity: O(1), plus the number of views dropped.
  mutating func register(_ viewClass: TableViewHeaderFooterView.Type?, for identifier: String) {
    if registrations[identifier] != viewClass {
      for view in queued[identifier] ?? [] { members.remove(ObjectIdentifier(view)) }
      queued[identifier] = nil
    }
    registrations[identifier] = viewClass
  }

  /// Takes the most recently queued view waiting under `identifier`, if any.
  ///
  /// - Complexity: O(1).
  mutating func take(_ identifier: String) -> TableViewHeaderFooterView? {
    guard let view = queued[identifier]?.popLast() else { return nil }
    members.remove(ObjectIdentifier(view))
    return view
  }

  /// Queues a view that left the display, when it is a header or footer view with a reuse
  /// identifier; any other view is let go.
  ///
  /// - Complexity: O(1) amortized.
  mutating func enqueue(_ view: View) {
    guard let view = view as? TableViewHeaderFooterView, let identifier = view.reuseIdentifier,
      members.insert(ObjectIdentifier(view)).inserted
    else { return }
    queued[identifier, default: []].append(view)
  }

  /// Takes `view` out of the pool if it waits there: the delegate returned it without
  /// dequeuing it.
  ///
  /// - Complexity: O(1) when it does not wait; O(*p*) when it does, where *p* is the number of
  ///   views waiting under its identifier.
  mutating func withdraw(_ view: View) {
    guard members.remove(ObjectIdentifier(view)) != nil,
      let identifier = (view as? TableViewHeaderFooterView)?.reuseIdentifier
    else { return }
    queued[identifier]?.removeAll { $0 === view }
  }

  /// The number of views waiting under `identifier`.
  ///
  /// - Complexity: O(1).
  func count(waitingUnder identifier: String) -> Int {
    queued[identifier]?.count ?? 0
  }
}
