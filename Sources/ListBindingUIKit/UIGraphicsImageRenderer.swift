import Foundation
import ListBinding

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The image renderer UIKit code draws thumbnails, placeholders and badges with
// (`UIGraphicsImageRenderer(size:).image { context in … }`): recorded, not drawn. The drawing
// actions run, with a context that accepts UIKit's and Core Graphics' calls, and the result is
// an image of the renderer's size and scale whose pixels are blank (ListBinding's
// `Image(blankOfSize:scale:isOpaque:)`); `pngData(actions:)` returns a valid PNG file of it.
// Not main-actor isolated, as UIKit's renderers, which any thread may use.

/// What a renderer draws into, as UIKit's `UIGraphicsRendererFormat`: the base of
/// ``UIGraphicsImageRendererFormat``.
open class UIGraphicsRendererFormat: NSObject {
  /// The rectangle the renderer draws in, as `UIGraphicsRendererFormat.bounds`: the renderer's
  /// bounds once it holds the format; `.zero` for a format of no renderer.
  open internal(set) var bounds: CGRect = .zero

  /// A format with the defaults, as `UIGraphicsRendererFormat()`.
  ///
  /// - Complexity: O(1).
  public override init() {
    super.init()
  }
}

/// What an image renderer draws into, as UIKit's `UIGraphicsImageRendererFormat`: its scale
/// and whether it is opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// Pixels per point of the images, as `UIGraphicsImageRendererFormat.scale`: the main
  /// screen's, 3, by default. A scale that is not a finite number above 0 draws at 1.
  open var scale: CGFloat = TraitCollection.phonePortrait.displayScale

  /// Whether the images have no alpha channel, as `UIGraphicsImageRendererFormat.opaque`:
  /// `false` by default.
  open var opaque = false

  /// The format of the main screen, as `UIGraphicsImageRendererFormat()`: scale 3, not opaque.
  ///
  /// - Complexity: O(1).
  public override init() {
    super.init()
  }

  /// The format of an environment with `traitCollection`, as
  /// `UIGraphicsImageRendererFormat(for:)`: its display scale, or the main screen's when it
  /// specifies none.
  ///
  /// - Parameter traitCollection: The traits.
  /// - Complexity: O(1).
  public init(for traitCollection: UITraitCollection) {
    super.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }

  /// The format that suits the device best, as `UIGraphicsImageRendererFormat.preferred()`: as
  /// `UIGraphicsImageRendererFormat()`.
  ///
  /// - Returns: A new format.
  /// - Complexity: O(1).
  open class func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  /// A copy with `bounds`, which a renderer keeps so that later changes to the format it was
  /// given do not reach it.
  func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
    let copy = UIGraphicsImageRendererFormat()
    copy.scale = scale
    copy.opaque = opaque
    copy.bounds = bounds
    return copy
  }
}

/// A renderer, as UIKit's `UIGraphicsRenderer`: the base of ``UIGraphicsImageRenderer``.
open class UIGraphicsRenderer: NSObject {
  /// The renderer's format, as `UIGraphicsRenderer.format`; an image renderer's is a
  /// ``UIGraphicsImageRendererFormat`` (`renderer.format as? UIGraphicsImageRendererFormat`).
  public let format: UIGraphicsRendererFormat

  /// Whether the renderer makes images, as `UIGraphicsRenderer.allowsImageOutput`.
  open var allowsImageOutput: Bool { false }

  /// A renderer of a format.
  init(format: UIGraphicsRendererFormat) {
    self.format = format
    super.init()
  }
}

/// A renderer of images, as UIKit's `UIGraphicsImageRenderer`: recorded, not drawn.
///
/// The drawing actions run, with a context whose calls are accepted and not drawn; the image is
/// blank, of the renderer's size and scale (see ListBinding's
/// `Image(blankOfSize:scale:isOpaque:)` for how sizes round to pixels), and `pngData(actions:)`
/// is a valid PNG file of it.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// The drawing actions of an image, as `UIGraphicsImageRenderer.DrawingActions`.
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  /// The renderer's format, with its bounds.
  private let imageFormat: UIGraphicsImageRendererFormat

  /// A renderer of images of `size` points, in the main screen's format, as
  /// `UIGraphicsImageRenderer(size:)`.
  ///
  /// - Parameter size: The images' size.
  /// - Complexity: O(1).
  public convenience init(size: CGSize) {
    self.init(size: size, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of images of `size` points in `format`, as
  /// `UIGraphicsImageRenderer(size:format:)`. The renderer keeps a copy of the format.
  ///
  /// - Parameters:
  ///   - size: The images' size.
  ///   - format: The scale and opacity.
  /// - Complexity: O(1).
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of `bounds`' size, in the main screen's format, as
  /// `UIGraphicsImageRenderer(bounds:)`.
  ///
  /// - Parameter bounds: The rectangle drawn in; the images take its size.
  /// - Complexity: O(1).
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of images of `bounds`' size in `format`, as
  /// `UIGraphicsImageRenderer(bounds:format:)`. The renderer keeps a copy of the format.
  ///
  /// - Parameters:
  ///   - bounds: The rectangle drawn in; the images take its size.
  ///   - format: The scale and opacity.
  /// - Complexity: O(1).
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    imageFormat = format.copy(bounds: bounds)
    super.init(format: imageFormat)
  }

  /// Whether the renderer makes images: `true`.
  open override var allowsImageOutput: Bool { true }

  /// Runs `actions` and returns the image, as `UIGraphicsImageRenderer.image(actions:)`: blank,
  /// of the renderer's size and scale.
  ///
  /// - Parameter actions: The drawing, run once with a context.
  /// - Returns: The image.
  /// - Complexity: O(*p*), the image's pixels, besides `actions`.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let image = blankImage
    if let context = UIGraphicsImageRendererContext(format: imageFormat, image: image) {
      actions(context)
    }
    return image
  }

  /// Runs `actions` and returns the image as a PNG file, as
  /// `UIGraphicsImageRenderer.pngData(actions:)`: a valid file, whose header gives the
  /// renderer's size times its scale in pixels, that `UIImage(data:)` reads back.
  ///
  /// - Parameter actions: The drawing, run once with a context.
  /// - Returns: The file's bytes.
  /// - Complexity: O(*p*), the image's pixels, besides `actions`.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// The blank image of the renderer's size, scale and opacity.
  private var blankImage: UIImage {
    UIImage(
      blankOfSize: imageFormat.bounds.size, scale: imageFormat.scale,
      isOpaque: imageFormat.opaque)
  }
}
