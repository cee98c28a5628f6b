import ListBinding

/// The code a ``UIAction`` runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs code when chosen, as UIKit's `UIAction`: the stand-in for
/// target–action, which needs `#selector` and `@objc` (Linux has neither).
///
/// Give one to ``UIBarButtonItem/primaryAction`` or to a ``UIMenu``.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
  /// The action's identifier.
  public let identifier: Identifier
  /// A title for discoverability, or `nil`.
  public var discoverabilityTitle: String?
  /// The action's attributes.
  public var attributes: UIMenuElement.Attributes
  /// Whether the action shows checked.
  public var state: UIMenuElement.State
  /// The object that sends the action while its handler runs, else `nil`.
  public private(set) var sender: Any?

  private let handler: UIActionHandler

  /// Creates an action, as
  /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - identifier: The identifier; a unique one when `nil`.
  ///   - discoverabilityTitle: A title for discoverability.
  ///   - attributes: The attributes.
  ///   - state: Whether it shows checked.
  ///   - handler: The code to run.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// An action's identifier, as `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Runs the handler with `sender` as ``sender`` (the simulated user's tap, through
  /// ListBindingTesting).
  package func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
