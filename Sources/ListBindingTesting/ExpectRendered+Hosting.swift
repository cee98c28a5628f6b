import ListBinding
import Testing

/// Checks that the table `host` shows renders as the expected text, as
/// ``expectRendered(_:renderer:matches:sourceLocation:)-(TableView,_,_,_)`` checks a
/// ``ListBinding/TableView``: for a controller's table in UIKit code (ListBindingUIKit's
/// `UITableView`) or a ``ListBinding/TableViewController``.
///
/// ```swift
/// expectRendered(
///   controller.tableView,
///   matches: """
///       Dune
///       Emma
///       Ulysses
///     """)
/// ```
///
/// - Parameters:
///   - host: The object whose table is rendered (see ``ListBinding/TableViewHosting``).
///   - renderer: The renderer to draw the table with; by default a
///     ``ListBinding/PlainTextRenderer`` at natural width.
///   - expected: The text the table should render as.
///   - sourceLocation: Where to record the issue; by default the line of the call.
/// - Complexity: As for a ``ListBinding/TableView``, besides a first load of the table's data.
@MainActor
public func expectRendered<Host: TableViewHosting, Renderer: TableRenderer>(
  _ host: Host, renderer: Renderer = PlainTextRenderer(), matches expected: String,
  sourceLocation: SourceLocation = #_sourceLocation
) where Renderer.Output == String {
  expectRendered(
    Host.hostedTableView(of: host), renderer: renderer, matches: expected,
    sourceLocation: sourceLocation)
}

/// Checks that the table `host` shows renders as the snapshot named `name`, as
/// ``expectRendered(_:renderer:named:record:sourceLocation:)-(TableView,_,_,_,_)`` checks a
/// ``ListBinding/TableView``: for a controller's table in UIKit code (ListBindingUIKit's
/// `UITableView`) or a ``ListBinding/TableViewController``.
///
/// - Parameters:
///   - host: The object whose table is rendered (see ``ListBinding/TableViewHosting``).
///   - renderer: The renderer to draw the table with; by default a
///     ``ListBinding/PlainTextRenderer`` at natural width.
///   - name: The snapshot's name.
///   - record: Which snapshots to write; by default what the environment asks for.
///   - sourceLocation: Where to record issues, and whose file the snapshot belongs to; by
///     default the line of the call.
/// - Complexity: As for a ``ListBinding/TableView``, besides a first load of the table's data.
@MainActor
public func expectRendered<Host: TableViewHosting, Renderer: TableRenderer>(
  _ host: Host, renderer: Renderer = PlainTextRenderer(), named name: String,
  record: SnapshotRecordMode = .environment, sourceLocation: SourceLocation = #_sourceLocation
) where Renderer.Output == String {
  expectRendered(
    Host.hostedTableView(of: host), renderer: renderer, named: name, record: record,
    sourceLocation: sourceLocation)
}
