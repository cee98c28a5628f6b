import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// UIGraphicsImageRenderer as apps draw placeholders and badges with it. Signatures from Apple's
// pages: uigraphicsimagerenderer (`convenience init(size: CGSize)`, `init(size: CGSize, format:
// UIGraphicsImageRendererFormat)`, `init(bounds: CGRect, format:
// UIGraphicsImageRendererFormat)`), image(actions:) (`func image(actions:
// (UIGraphicsImageRendererContext) -> Void) -> UIImage`), pngdata(actions:) (`func
// pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data`), drawingactions,
// uigraphicsrenderercontext (cgContext, format, fill(_:), stroke(_:), clip(to:)),
// uigraphicsimagerenderercontext/currentimage. Recorded, not drawn: the image is blank, of the
// renderer's size and scale (*assumed*: the pixels are the size times the scale, rounded up).

/// A cell that draws its placeholder avatar, as apps do before the photo arrives.
@MainActor
private final class AvatarCell: UITableViewCell {
  let avatar = UIImageView()
  var drawnRects: [CGRect] = []

  func showPlaceholder(side: CGFloat) {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
    avatar.image = renderer.image { context in
      let bounds = CGRect(x: 0, y: 0, width: side, height: side)
      context.cgContext.setFillColor(UIColor.systemGray.cgColor)
      context.fill(bounds)
      context.cgContext.fillEllipse(in: bounds.insetBy(dx: 4, dy: 4))
      drawnRects.append(bounds)
    }
  }
}

@MainActor
@Suite("UIGraphicsImageRenderer: images and PNG data of the renderer's size, not drawn")
struct UIGraphicsImageRendererTests {
  @Test("The signatures are UIKit's")
  func signatures() {
    let bySize: (CGSize) -> UIGraphicsImageRenderer = UIGraphicsImageRenderer.init(size:)
    let byBounds: (CGRect) -> UIGraphicsImageRenderer = UIGraphicsImageRenderer.init(bounds:)
    let withFormat: (CGSize, UIGraphicsImageRendererFormat) -> UIGraphicsImageRenderer =
      UIGraphicsImageRenderer.init(size:format:)
    let image: (UIGraphicsImageRenderer) -> ((UIGraphicsImageRendererContext) -> Void) -> UIImage =
      UIGraphicsImageRenderer.image(actions:)
    let png: (UIGraphicsImageRenderer) -> ((UIGraphicsImageRendererContext) -> Void) -> Data =
      UIGraphicsImageRenderer.pngData(actions:)
    let format: KeyPath<UIGraphicsRenderer, UIGraphicsRendererFormat> = \.format
    let cgContext: KeyPath<UIGraphicsRendererContext, CGContext> = \.cgContext
    let current: KeyPath<UIGraphicsImageRendererContext, UIImage> = \.currentImage
    let scale: ReferenceWritableKeyPath<UIGraphicsImageRendererFormat, CGFloat> = \.scale
    let opaque: ReferenceWritableKeyPath<UIGraphicsImageRendererFormat, Bool> = \.opaque
    let actions: UIGraphicsImageRenderer.DrawingActions = { _ in }
    _ = (bySize, byBounds, withFormat, image, png, format, cgContext, current, scale, opaque)
    _ = actions
  }

  @Test("A cell's placeholder has the renderer's size and the screen's scale")
  func placeholder() {
    let cell = AvatarCell(style: .default, reuseIdentifier: nil)
    cell.showPlaceholder(side: 40)
    #expect(cell.avatar.image?.size == CGSize(width: 40, height: 40))
    #expect(cell.avatar.image?.scale == 3)
    #expect(cell.drawnRects == [CGRect(x: 0, y: 0, width: 40, height: 40)])
  }

  @Test("pngData is a PNG file of the size times the scale, which UIImage(data:) reads back")
  func pngData() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
    var runs = 0
    let data = renderer.pngData { context in
      runs += 1
      context.stroke(CGRect(x: 0, y: 0, width: 30, height: 20))
    }
    #expect(runs == 1)
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let image = try #require(UIImage(data: data))
    #expect(image.size == CGSize(width: 60, height: 40))  // pixels, at UIImage(data:)'s scale 1
    #expect(Array(data.suffix(8)) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    #expect(renderer.image { _ in }.pngData() == data)
  }

  @Test("The PNG's chunks carry correct CRCs and its stream the zero scanlines")
  func pngStructure() throws {
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 10, y: 10, width: 2, height: 1), format: opaqueFormat(scale: 1))
    let bytes = [UInt8](renderer.pngData { _ in })
    // Signature, IHDR (13 bytes of data), IDAT (14), IEND (none).
    #expect(bytes.count == 8 + (12 + 13) + (12 + 14) + 12)
    #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
    #expect(Array(bytes[16..<29]) == [0, 0, 0, 2, 0, 0, 0, 1, 8, 0, 0, 0, 0])
    #expect(Array(bytes[29..<33]) == crc(Array(bytes[12..<29])))
    #expect(Array(bytes[33..<41]) == [0, 0, 0, 14] + Array("IDAT".utf8))
    // The zlib header; one final stored block of 3 bytes (the filter byte and two black
    // pixels); the Adler-32 of three zero bytes.
    #expect(Array(bytes[41..<55]) == [0x78, 0x01, 0x01, 3, 0, 0xFC, 0xFF, 0, 0, 0, 0, 3, 0, 1])
    #expect(Array(bytes[55..<59]) == crc(Array(bytes[37..<55])))
    #expect(Array(bytes[59..<67]) == [0, 0, 0, 0] + Array("IEND".utf8))
  }

  @Test("The format: bounds, scale, opacity, and a copy the renderer keeps")
  func format() throws {
    let format = UIGraphicsImageRendererFormat()
    #expect(format.scale == 3)
    #expect(!format.opaque)
    let renderer = UIGraphicsImageRenderer(
      bounds: CGRect(x: 5, y: 5, width: 10, height: 10), format: format)
    format.scale = 1
    let kept = try #require(renderer.format as? UIGraphicsImageRendererFormat)
    #expect(kept.scale == 3)
    #expect(kept.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(renderer.allowsImageOutput)
    var seen: [CGRect] = []
    let image = renderer.image { context in
      seen.append(context.format.bounds)
      #expect(context.currentImage.size == CGSize(width: 10, height: 10))
    }
    #expect(seen == [CGRect(x: 5, y: 5, width: 10, height: 10)])
    #expect(image.scale == 3)
    let dark = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2))
    #expect(dark.scale == 2)
    #expect(UIGraphicsImageRendererFormat(for: UITraitCollection()).scale == 3)
    #expect(UIGraphicsImageRendererFormat.preferred().scale == 3)
  }

  @Test(
    "Sizes that are not pixels give one pixel; fractions round up",
    arguments: [
      (CGSize(width: 0, height: 0), CGSize(width: 1.0 / 3, height: 1.0 / 3)),
      (CGSize(width: -5, height: CGFloat.nan), CGSize(width: 1.0 / 3, height: 1.0 / 3)),
      (CGSize(width: 10.5, height: 1), CGSize(width: 32.0 / 3, height: 1)),
      (CGSize(width: CGFloat.infinity, height: 1), CGSize(width: 1.0 / 3, height: 1)),
    ])
  func hostileSizes(size: CGSize, expected: CGSize) throws {
    let renderer = UIGraphicsImageRenderer(size: size)
    let image = renderer.image { _ in }
    #expect(image.size == expected)
    #expect(UIImage(data: renderer.pngData { _ in }) != nil)
  }

  private func opaqueFormat(scale: CGFloat) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = true
    return format
  }

  /// The CRC-32 of PNG, big-endian, computed bit by bit.
  private func crc(_ bytes: [UInt8]) -> [UInt8] {
    var value: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      value ^= UInt32(byte)
      for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
    }
    value ^= 0xFFFF_FFFF
    return [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
