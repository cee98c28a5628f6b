import Foundation

/// What a table reports to its call observers: a call made to the table, such as a
/// tap or an update, or a call the table makes to its data source, its delegate or a handler.
///
/// Package access: ListBindingTesting's `TableEventLog` turns events into lines of text. An
/// event carries index paths, section indices and the table's own words, never the data the
/// rows show; the one exception, a button's title, is marked ``Argument/text(_:)`` for the log
/// to quote it inertly.
package struct TableEvent: Hashable, Sendable {
  /// What happened.
  package enum Kind: Hashable, Sendable {
    /// A call to the table made while it performs no other call: it runs now.
    case call(Call)
    /// A call to the table made while it performs another one (from a callback): it reads what
    /// it needs now and runs after that call.
    case deferredCall(Call)
    /// A deferred call begins to run.
    case deferredCallRuns(Call)
    /// The table calls a data-source or delegate method, or a handler, named as in the errors
    /// it wraps (`tableView(_:willSelectRowAt:)`, `Button action`).
    case callback(TableViewError.Callback)
    /// The table reports something UIKit logs as a runtime alert, with no error to throw.
    case alert(Alert)
  }

  /// What UIKit logs as a runtime alert, where the native face answers and goes on.
  package enum Alert: Hashable, Sendable {
    /// `cellForRow(at:)` was asked from a method the table calls while it performs a reload or
    /// an update and lays out its cells: UIKit's
    /// `UITableViewAlertForCellForRowAtIndexPathAccessDuringUpdate`. The answer is the cell the
    /// row has at that point of the layout, or `nil`.
    case cellForRowDuringUpdate(IndexPath)
  }

  /// A call to the table: the name of its method, and its arguments.
  package struct Call: Hashable, Sendable {
    /// The method's base name, such as `tapRow` or `insertRows`.
    package var name: String
    /// The arguments worth reading in a log, in order.
    package var arguments: [Argument]

    /// Creates a call.
    package init(_ name: String, _ arguments: Argument...) {
      self.name = name
      self.arguments = arguments
    }

    /// Creates a call from an array of arguments.
    package init(_ name: String, arguments: [Argument]) {
      self.name = name
      self.arguments = arguments
    }
  }

  /// An argument of a call.
  package enum Argument: Hashable, Sendable {
    /// A row.
    case indexPath(IndexPath)
    /// Rows, in the order given.
    case indexPaths([IndexPath])
    /// Section indices.
    case sections(IndexSet)
    /// A number, a keyword or another value the table writes itself: written as it is.
    case value(String)
    /// Text that comes from the app, such as a title: quoted, and made inert, by the log.
    case text(String)
  }

  /// What happened.
  package var kind: Kind

  /// How deeply the event is nested in callbacks and batch-update closures: 0 for a call the
  /// test makes and the callbacks the table makes for it.
  package var depth: Int

  /// Creates an event.
  package init(_ kind: Kind, depth: Int) {
    self.kind = kind
    self.depth = depth
  }
}
