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
    ([name] + arguments.map(\.text)).joined(separator: " ")
  }
}

extension TableEvent.Argument {
  /// The argument as the log writes it.
  var text: String {
    switch self {
    case .indexPath(let indexPath):
      return TableEvent.format(indexPath)
    case .indexPaths(let indexPaths):
      return indexPaths.isEmpty
        ? "none" : indexPaths.map(TableEvent.format).joined(separator: ", ")
    case .sections(let sections):
      guard !sections.isEmpty else { return "none" }
      return sections.rangeView.map { range in
        switch range.count {
        case 1: return "\(range.lowerBound)"
        case 2: return "\(range.lowerBound), \(range.upperBound - 1)"
        default: return "\(range.lowerBound)...\(range.upperBound - 1)"
        }
      }.joined(separator: ", ")
    case .value(let value):
      return SafeText.inert(value)
    case .text(let text):
      return "\"" + SafeText.inert(text) + "\""
    }
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
