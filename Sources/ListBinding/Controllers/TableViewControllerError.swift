import Foundation

/// A misuse of a ``TableViewController``, thrown where UIKit would raise an exception.
///
/// ``message`` renders the text.
public enum TableViewControllerError: Error, Sendable, Hashable {
  /// ``TableViewController/present(animated:)`` of a controller that is presented, or being
  /// presented or dismissed.
  case alreadyPresented

  /// The table asked a controller whose class does not override
  /// ``TableViewController/tableView(_:cellForRowAt:)`` for a cell; carries the class's name.
  case cellForRowNotImplemented(controller: String)
}

extension TableViewControllerError: CustomStringConvertible {
  /// What is wrong. The class name is shown inert, so printing the message cannot drive a
  /// terminal.
  public var message: String {
    switch self {
    case .alreadyPresented:
      return "Application tried to present a table view controller that is already presented, "
        + "or being presented or dismissed: dismiss it before presenting it again"
    case .cellForRowNotImplemented(let controller):
      return "\(controller.inert) does not override tableView(_:cellForRowAt:), which a table "
        + "view controller with rows must"
    }
  }

  /// The ``message``.
  public var description: String { message }
}

extension TableViewControllerError: LocalizedError {
  /// The ``message``.
  public var errorDescription: String? { message }
}
