import Foundation
import ListBinding

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The context a renderer's drawing actions receive: UIKit's calls (`fill(_:)`, `stroke(_:)`,
// `clip(to:)`) and the Core Graphics context behind them, accepted and not drawn.

/// The drawing environment of a renderer, as UIKit's `UIGraphicsRendererContext`: its calls
/// are accepted, not drawn.
open class UIGraphicsRendererContext: NSObject {
  /// The renderer's format, as `UIGraphicsRendererContext.format`.
  public let format: UIGraphicsRendererFormat

  /// The Core Graphics context behind this one, as `UIGraphicsRendererContext.cgContext`.
  ///
  /// Where Core Graphics is not available (Linux) it is the face's ``CGContext``, which accepts
  /// the calls UIKit code makes and draws nothing; on Apple platforms, a Core Graphics bitmap
  /// context of one pixel, whose drawing is not kept (should Core Graphics fail to make one, the
  /// drawing actions do not run).
  public let cgContext: CGContext

  /// A context for `format`, or `nil` when Core Graphics cannot make one.
  init?(format: UIGraphicsRendererFormat) {
    guard let context = CGContext.recording() else { return nil }
    self.format = format
    cgContext = context
    super.init()
  }

  /// Fills `rect` with the fill colour, as `UIGraphicsRendererContext.fill(_:)`: not drawn.
  ///
  /// - Parameter rect: The rectangle.
  /// - Complexity: O(1).
  open func fill(_ rect: CGRect) {
    cgContext.fill(rect)
  }

  /// Strokes `rect` with the stroke colour, as `UIGraphicsRendererContext.stroke(_:)`: not
  /// drawn.
  ///
  /// - Parameter rect: The rectangle.
  /// - Complexity: O(1).
  open func stroke(_ rect: CGRect) {
    cgContext.stroke(rect)
  }

  /// Limits later drawing to `rect`, as `UIGraphicsRendererContext.clip(to:)`: not drawn.
  ///
  /// - Parameter rect: The rectangle.
  /// - Complexity: O(1).
  open func clip(to rect: CGRect) {
    cgContext.clip(to: rect)
  }
}

/// The drawing environment of an image renderer, as UIKit's `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  /// The image drawn so far, as `UIGraphicsImageRendererContext.currentImage`: the renderer's
  /// blank image.
  public let currentImage: UIImage

  /// A context for `format` with the renderer's image, or `nil` when Core Graphics cannot
  /// make one.
  init?(format: UIGraphicsImageRendererFormat, image: UIImage) {
    currentImage = image
    super.init(format: format)
  }
}

#if canImport(CoreGraphics)
  extension CGContext {
    /// A bitmap context of one pixel, whose drawing is not kept, or `nil` when Core Graphics
    /// cannot make one.
    static func recording() -> CGContext? {
      CGContext(
        data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }
  }
#else
  /// A Core Graphics drawing context, as Core Graphics' `CGContext`, where Core Graphics is not
  /// available: it accepts the calls UIKit code makes in drawing actions and draws nothing.
  /// Core Graphics' own where it exists.
  public final class CGContext {
    init() {}

    /// A context for a renderer's drawing actions.
    static func recording() -> CGContext? { CGContext() }

    /// Sets the fill colour, as `CGContext.setFillColor(_:)`: not drawn.
    ///
    /// - Parameter color: The colour.
    /// - Complexity: O(1).
    public func setFillColor(_ color: CGColor) {}

    /// Sets the stroke colour, as `CGContext.setStrokeColor(_:)`: not drawn.
    ///
    /// - Parameter color: The colour.
    /// - Complexity: O(1).
    public func setStrokeColor(_ color: CGColor) {}

    /// Sets the line width, as `CGContext.setLineWidth(_:)`: not drawn.
    ///
    /// - Parameter width: The width in points.
    /// - Complexity: O(1).
    public func setLineWidth(_ width: CGFloat) {}

    /// Fills a rectangle, as `CGContext.fill(_:)`: not drawn.
    ///
    /// - Parameter rect: The rectangle.
    /// - Complexity: O(1).
    public func fill(_ rect: CGRect) {}

    /// Fills an ellipse, as `CGContext.fillEllipse(in:)`: not drawn.
    ///
    /// - Parameter rect: The rectangle the ellipse fits.
    /// - Complexity: O(1).
    public func fillEllipse(in rect: CGRect) {}

    /// Strokes a rectangle, as `CGContext.stroke(_:)`: not drawn.
    ///
    /// - Parameter rect: The rectangle.
    /// - Complexity: O(1).
    public func stroke(_ rect: CGRect) {}

    /// Limits later drawing to a rectangle, as `CGContext.clip(to:)`: not drawn.
    ///
    /// - Parameter rect: The rectangle.
    /// - Complexity: O(1).
    public func clip(to rect: CGRect) {}

    /// Saves the drawing state, as `CGContext.saveGState()`: not drawn.
    ///
    /// - Complexity: O(1).
    public func saveGState() {}

    /// Restores the drawing state, as `CGContext.restoreGState()`: not drawn.
    ///
    /// - Complexity: O(1).
    public func restoreGState() {}

    /// Moves the origin, as `CGContext.translateBy(x:y:)`: not drawn.
    ///
    /// - Parameters:
    ///   - tx: The horizontal distance.
    ///   - ty: The vertical distance.
    /// - Complexity: O(1).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}

    /// Scales the coordinates, as `CGContext.scaleBy(x:y:)`: not drawn.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    /// - Complexity: O(1).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
  }
#endif
