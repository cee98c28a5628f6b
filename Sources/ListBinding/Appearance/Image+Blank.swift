import Foundation

extension Image {
  /// A blank image of `size` points at `scale`, encoded as a PNG file: what an image renderer
  /// returns here, where nothing is drawn (the UIKit face's `UIGraphicsImageRenderer`).
  ///
  /// The image has `size` × `scale` pixels, each side rounded up, between 1 and 4,096
  /// (*assumed*: a side of no pixel, or a size that is not a number, gives 1; a larger side
  /// is cut to 4,096). Its ``size`` is its pixels divided by its ``scale``, so a size whole in
  /// pixels is kept exactly. A scale that is not a finite number above 0 is taken as 1. The
  /// pixels are transparent (an opaque image's black), stored as grayscale without
  /// compression; ``pngData()`` returns the file, which ``init(data:)`` reads back, and
  /// ``jpegData(compressionQuality:)`` a JPEG file of the same pixels, black. Named
  /// `image`, as an image made from data.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - scale: Pixels per point.
  ///   - isOpaque: Whether the image has no alpha channel.
  /// - Complexity: O(*w* × *h*), the image's pixels.
  public init(blankOfSize size: CGSize, scale: CGFloat, isOpaque: Bool = false) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let width = Self.pixels(size.width * scale)
    let height = Self.pixels(size.height * scale)
    let bytes = BlankPNG(width: width, height: height, isOpaque: isOpaque).data
    name = "image"
    isSymbol = false
    self.scale = scale
    self.size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
    encoded = EncodedImage(bytes: bytes, format: .blankPNG)
  }

  /// The most pixels a side of a blank image takes.
  static let maxBlankSide = 4096

  /// A side of `points` pixels rounded up, between 1 and ``maxBlankSide``.
  private static func pixels(_ points: CGFloat) -> Int {
    guard points.isFinite, points >= 1 else { return 1 }
    let rounded = points.rounded(.up)
    return rounded < CGFloat(maxBlankSide) ? Int(rounded) : maxBlankSide
  }
}

/// A PNG file of one colour, every pixel zero: grayscale (with alpha unless opaque), 8 bits,
/// its image data a zlib stream of stored (uncompressed) deflate blocks (PNG specification,
/// 11.2.2 and 10; RFC 1950 and 1951).
struct BlankPNG {
  let width: Int
  let height: Int
  let isOpaque: Bool

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The file's bytes.
  var data: Data {
    var header: [UInt8] = []
    header += Self.bigEndian(UInt32(width))
    header += Self.bigEndian(UInt32(height))
    // Bit depth 8; colour type 0 (grayscale) or 4 (grayscale and alpha); compression,
    // filter and interlace methods 0.
    header += [8, isOpaque ? 0 : 4, 0, 0, 0]
    var file = Self.signature
    file += Self.chunk("IHDR", header)
    file += Self.chunk("IDAT", zlibStream)
    file += Self.chunk("IEND", [])
    return Data(file)
  }

  /// The scanlines, each a filter byte (0, none) and its pixels, all zero, in stored blocks.
  private var zlibStream: [UInt8] {
    let rowLength = 1 + width * (isOpaque ? 1 : 2)
    let total = rowLength * height
    var stream: [UInt8] = [0x78, 0x01]
    stream.reserveCapacity(total + total / 65_535 * 5 + 16)
    var remaining = total
    repeat {
      let count = Swift.min(remaining, 65_535)
      remaining -= count
      stream.append(remaining == 0 ? 1 : 0)  // BFINAL on the last block, BTYPE 00 (stored)
      stream += [UInt8(count & 0xFF), UInt8(count >> 8)]
      stream += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      stream += repeatElement(0, count: count)
    } while remaining > 0
    // Adler-32 of `total` zero bytes: a stays 1, b adds 1 for each byte.
    let b = UInt32(total % 65_521)
    stream += Self.bigEndian(b << 16 | 1)
    return stream
  }

  /// A chunk: its length, type, data and the CRC-32 of type and data.
  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// The CRC-32 of ISO 3309 that PNG uses (polynomial 0xEDB88320, reflected).
  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }
}
