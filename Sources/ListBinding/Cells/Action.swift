/// An action a control performs, the counterpart of `UIAction`: a handler with a title and an
/// image.
///
/// Give one to ``Control/addAction(_:for:)`` of any control, as UIKit code does;
/// the handler reads the control from ``sender``:
///
/// ```swift
/// toggle.addAction(
///   Action { action in
///     guard let sender = action.sender as? Switch else { return }
///     print("Wi-Fi:", sender.isOn)
///   }, for: .valueChanged)
/// ```
///
/// The class is open: a subclass may carry what your code needs to find the action again, with
/// ``Control/removeActions(for:where:)``.
@MainActor
open class Action {
  /// The action's title.
  public let title: String
  /// The action's image, or `nil` for none.
  public let image: Image?
  /// The control that sends the action while its handler runs, or `nil` otherwise.
  public private(set) var sender: Any?

  private let handler: @MainActor (Action) throws -> Void

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - image: The action's image.
  ///   - handler: What the action does; what it throws comes out of the control's
  ///     `sendActions(for:)` or gesture.
  public init(
    title: String = "", image: Image? = nil,
    handler: @escaping @MainActor (Action) throws -> Void
  ) {
    self.title = title
    self.image = image
    self.handler = handler
  }

  /// Calls the handler with `sender` as ``sender``.
  func perform(sender: AnyObject) throws {
    self.sender = sender
    defer { self.sender = nil }
    try handler(self)
  }
}
