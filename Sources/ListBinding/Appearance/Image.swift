import Foundation

/// An image, as `UIImage`: the name of an image or of a symbol, which text shows, or the bytes
/// of a PNG, JPEG or GIF file with the pixel size their header gives.
///
/// ```swift
/// let star = Image(systemName: "star.fill")  // a symbol, drawn as :star.fill:
/// let logo = Image(named: "logo")  // an image of the app, drawn as :logo:
/// ```
///
/// A ``PlainTextRenderer`` draws an image as its name between colons, as chat applications
/// write emoji: `:star.fill:`. Both initializers fail, as UIKit's, for an empty name. An image
/// read from a file is named by the file's name (`:photo.png:`), one made from data `:image:`.
///
/// A named image or a symbol has no pixels here: its ``size`` is 20 × 20 points, *assumed*
/// (Apple's page of `UIBarButtonItem(image:style:target:action:)` gives 20 × 20 points as the
/// typical size of a bar image; a symbol's real size depends on its configuration and font).
public struct Image: Hashable, Sendable {
  /// The image's or the symbol's name.
  public let name: String
  /// Whether the image is a symbol, as made by ``init(systemName:)``.
  public let isSymbol: Bool
  /// The image's size in points, as `UIImage.size`: its pixel size divided by ``scale``; 20 ×
  /// 20, *assumed*, for a named image or a symbol.
  public let size: CGSize
  /// The image's scale factor, as `UIImage.scale`: 1, or 2 or 3 for a file whose name ends in
  /// `@2x` or `@3x` before its extension.
  public let scale: CGFloat
  /// The bytes the image was read from, and their format, or `nil` for a named image.
  let encoded: EncodedImage?

  /// The size given to a named image or a symbol, which has no pixels here (*assumed*).
  static let assumedSize = CGSize(width: 20, height: 20)

  /// The image named `name`, as `UIImage(named:)`, or `nil` when the name is empty.
  ///
  /// - Complexity: O(1).
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    isSymbol = false
    size = Self.assumedSize
    scale = 1
    encoded = nil
  }

  /// The symbol named `name`, as `UIImage(systemName:)`, or `nil` when the name is empty.
  ///
  /// - Complexity: O(1).
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    isSymbol = true
    size = Self.assumedSize
    scale = 1
    encoded = nil
  }
}
