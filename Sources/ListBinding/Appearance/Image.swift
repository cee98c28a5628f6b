/// An image, as `UIImage`: the name of an image or of a symbol, which text shows.
///
/// ```swift
/// let star = Image(systemName: "star.fill")  // a symbol, drawn as :star.fill:
/// let logo = Image(named: "logo")  // an image of the app, drawn as :logo:
/// ```
///
/// A ``PlainTextRenderer`` draws an image as its name between colons, as chat applications
/// write emoji: `:star.fill:`. Both initializers fail, as UIKit's, for an empty name.
public struct Image: Hashable, Sendable {
  /// The image's or the symbol's name.
  public let name: String
  /// Whether the image is a symbol, as made by ``init(systemName:)``.
  public let isSymbol: Bool

  /// The image named `name`, as `UIImage(named:)`, or `nil` when the name is empty.
  ///
  /// - Complexity: O(1).
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    isSymbol = false
  }

  /// The symbol named `name`, as `UIImage(systemName:)`, or `nil` when the name is empty.
  ///
  /// - Complexity: O(1).
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    isSymbol = true
  }
}
