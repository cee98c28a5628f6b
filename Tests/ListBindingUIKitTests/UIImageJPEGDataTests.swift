import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// Apple's UIImage.jpegData(compressionQuality:) page: "Returns a data object that contains the
// image in JPEG format", or nil "if the image has no data or if the underlying CGImageRef
// contains data in an unsupported bitmap format". The face draws nothing: a renderer's image is
// blank, so its JPEG is a baseline file of its pixel size, every pixel black (JPEG has no alpha),
// which UIImage(data:) reads back (ITU T.81 for the markers).
@MainActor
@Suite("UIImage.jpegData(compressionQuality:) of a renderer's image")
struct UIImageJPEGDataTests {
  /// A thumbnail as an app makes one before uploading it.
  func thumbnailJPEG(size: CGSize, scale: CGFloat) -> Data? {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
      UIColor.systemTeal.setFill()
      context.fill(CGRect(origin: .zero, size: size))
    }
    return image.jpegData(compressionQuality: 0.8)
  }

  /// Sizes and scales of thumbnails: whole blocks, partial blocks, one pixel, a strip.
  nonisolated static let thumbnails: [(CGSize, CGFloat)] = [
    (CGSize(width: 40, height: 30), 2), (CGSize(width: 13, height: 7), 1),
    (CGSize(width: 1, height: 1), 3), (CGSize(width: 300, height: 20), 1),
  ]

  @Test(
    "A blank image gives a JPEG of its pixel size that UIImage(data:) reads back",
    arguments: thumbnails)
  func readsBack(size: CGSize, scale: CGFloat) throws {
    let data = try #require(thumbnailJPEG(size: size, scale: scale))
    #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
    #expect(Array(data.suffix(2)) == [0xFF, 0xD9])
    let read = try #require(UIImage(data: data))
    #expect(read.size == CGSize(width: size.width * scale, height: size.height * scale))
    #expect(read.jpegData(compressionQuality: 1) == data)
  }

  @Test("The quality does not change the file; the PNG stays the renderer's")
  func quality() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in }
    let best = try #require(image.jpegData(compressionQuality: 1))
    #expect(image.jpegData(compressionQuality: 0) == best)
    #expect(image.jpegData(compressionQuality: .nan) == best)
    let png = try #require(image.pngData())
    #expect(UIImage(data: png)?.size == UIImage(data: best)?.size)
  }
}
