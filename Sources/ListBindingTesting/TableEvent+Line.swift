import Foundation
import ListBinding

// The line format of `TableEventLog`, in one place (see its documentation, "Lines").

extension TableEvent {
  /// The event as a line of the log.
  var line: String {
    let indent = String(repeating: "  ", count: max(0, depth))
    switch kind {
    case .call(let call): return indent + call.line
    case .deferredCall(let call): return indent + "defer " + call.line
    case .deferredCallRuns(let call): return indent + "run " + call.line
    case .callback(let callback): return indent + callback.line
    case .alert(let alert): return indent + "alert " + alert.line
    }
  }

  /// The name categories of calls are matched by: the call's or callback's name as the line
  /// writes it.
  var loggedName: String {
    switch kind {
    case .call(let call), .deferredCall(let call), .deferredCallRuns(let call): return call.name
    case .callback(let callback): return TableEvent.compactName(callback.name)
    case .alert: return "alert"
    }
  }

  /// A callback's name as the log writes it: for `tableView(_:willSelectRowAt:)` its first
  /// label after the table, `willSelectRowAt`; for another method, such as
  /// `numberOfSections(in:)`, its base name; a handler's name, such as `Button action`, as it
  /// is.
  static func compactName(_ name: String) -> String {
    let tablePrefix = "tableView(_:"
    if name.hasPrefix(tablePrefix), name.hasSuffix(")") {
      let labels = name.dropFirst(tablePrefix.count)
      if let colon = labels.firstIndex(of: ":") { return String(labels[..<colon]) }
    }
    if !name.contains(" "), name.hasSuffix(")"), let parenthesis = name.firstIndex(of: "(") {
      return String(name[..<parenthesis])
    }
    return name
  }

  /// An index path as `[0, 1]`.
  static func format(_ indexPath: IndexPath) -> String {
    "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
  }
}

extension TableEvent.Alert {
  /// The alert's UIKit name and the row it is about.
  var line: String {
    switch self {
    case .cellForRowDuringUpdate(let indexPath):
      return "UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate "
        + TableEvent.format(indexPath)
    }
  }
}

extension TableEvent.Call {
  /// The call's name and arguments.
  var line: String {
    ([SafeText.inert(name)] + arguments).joined(separator: " ")
  }

  /// The arguments worth reading, as the log writes them.
  private var arguments: [String] {
    switch self {
    case .insertRows(let indexPaths, _), .deleteRows(let indexPaths, _),
      .reloadRows(let indexPaths, _), .deleteRowsAdjustingSections(let indexPaths, _),
      .insertRowsAdjustingSections(let indexPaths, _), .reconfigureRows(let indexPaths):
      return [Self.format(indexPaths)]
    case .moveRow(let from, let to), .moveRowAdjustingSections(let from, let to),
      .dragRow(let from, let to):
      return [TableEvent.format(from), "to", TableEvent.format(to)]
    case .insertSections(let sections, _), .deleteSections(let sections, _),
      .reloadSections(let sections, _):
      return [Self.format(sections)]
    case .moveSection(let from, let to):
      return ["\(from)", "to", "\(to)"]
    case .selectRow(let indexPath, let scrollPosition):
      return [indexPath.map(TableEvent.format) ?? "nil"]
        + (scrollPosition == .none ? [] : ["\(scrollPosition)"])
    case .deselectRow(let indexPath), .tapRow(let indexPath),
      .tapAccessoryButton(let indexPath), .tapEditingControl(let indexPath):
      return [TableEvent.format(indexPath)]
    case .scrollToNearestSelectedRow(let scrollPosition):
      return ["\(scrollPosition)"]
    case .setContentOffset(let point):
      return ["(\(point.x), \(point.y))"]
    case .setRowOffset(let value), .setViewportHeight(let value), .tapSwipeAction(let value),
      .tapSectionIndexTitle(let value):
      return ["\(value)"]
    case .scrollToRow(let indexPath, let scrollPosition):
      return [TableEvent.format(indexPath), "\(scrollPosition)"]
    case .drag(let distance):
      return ["\(distance)"]
    case .dragToRowOffset(let offset):
      return ["row \(offset)"]
    case .swipeRow(let indexPath, let edge, let fully):
      return [TableEvent.format(indexPath), "\(edge)"] + (fully ? ["fully"] : [])
    case .setEditing(let editing):
      return ["\(editing)"]
    case .sendActions(let indexPath, let title, let events):
      return Self.button(indexPath, title) + [events.eventName]
    case .tapButton(let indexPath, let title):
      return Self.button(indexPath, title)
    case .performBatchUpdates, .beginUpdates, .endUpdates, .reloadData,
      .reloadSectionIndexTitles, .validateSelection, .layoutIfNeeded, .render,
      .hideSwipeActions, .pullToRefresh, .apply, .applySnapshotUsingReloadData,
      .dataSourceCall:
      return []
    }
  }

  /// Rows as `[0, 1], [0, 2]`, or `none`.
  private static func format(_ indexPaths: [IndexPath]) -> String {
    indexPaths.isEmpty ? "none" : indexPaths.map(TableEvent.format).joined(separator: ", ")
  }

  /// Sections as numbers, runs of three or more as `first...last`, or `none`.
  private static func format(_ sections: IndexSet) -> String {
    guard !sections.isEmpty else { return "none" }
    return sections.rangeView.map { range in
      switch range.count {
      case 1: return "\(range.lowerBound)"
      case 2: return "\(range.lowerBound), \(range.upperBound - 1)"
      default: return "\(range.lowerBound)...\(range.upperBound - 1)"
      }
    }.joined(separator: ", ")
  }

  /// A button's row and title, the title quoted and made inert.
  private static func button(_ indexPath: IndexPath?, _ title: String?) -> [String] {
    (indexPath.map { [TableEvent.format($0)] } ?? [])
      + (title.map { ["\"" + SafeText.inert($0) + "\""] } ?? [])
  }
}

extension Button.Event {
  /// The events' names as in UIKit, joined by `+`: `touchUpInside`, `valueChanged`,
  /// `primaryActionTriggered`; other bits as their raw value.
  var eventName: String {
    let known: [(Button.Event, String)] = [
      (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
      (.valueChanged, "valueChanged"),
      (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    var rest = self
    var names: [String] = []
    for (event, name) in known where rest.contains(event) {
      names.append(name)
      rest.remove(event)
    }
    if !rest.isEmpty || names.isEmpty { names.append("\(rest.rawValue)") }
    return names.joined(separator: "+")
  }
}

extension TableViewError.Callback {
  /// The callback's compact name and the row or section it is for.
  var line: String {
    var line = TableEvent.compactName(name)
    if let indexPath { line += " " + TableEvent.format(indexPath) }
    if let section { line += " \(section)" }
    if !indexPaths.isEmpty {
      line += " " + indexPaths.map(TableEvent.format).joined(separator: ", ")
    }
    return SafeText.inert(line)
  }
}
