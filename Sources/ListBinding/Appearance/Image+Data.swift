import Foundation

/// The bytes of an image file and the format its header names.
struct EncodedImage: Hashable, Sendable {
  /// The formats whose header gives a pixel size.
  enum Format: Hashable, Sendable {
    case png, jpeg, gif
    /// The PNG of a blank image (``Image/init(blankOfSize:scale:isOpaque:)``), every pixel
    /// zero. A case rather than a stored flag, so that the layout of ``Image`` stays as it was
    /// for code compiled against it before.
    case blankPNG
  }

  let bytes: Data
  let format: Format
}

extension Image {
  /// The image in `data`, as `UIImage(data:)`, or `nil` when the data is not a PNG, JPEG or GIF
  /// image whose header gives a size. Named `image`; its scale is 1.
  ///
  /// Only the header is read: the pixel size from a PNG's `IHDR` chunk, a JPEG's start-of-frame
  /// marker or a GIF's logical screen. Other formats (HEIC, WebP, TIFF, BMP, …), which UIKit
  /// decodes, give `nil` here. The size ignores a JPEG's EXIF orientation.
  ///
  /// - Parameter data: The bytes of an image file.
  /// - Complexity: O(*n*) in the worst case, where *n* is the number of bytes (a JPEG's
  ///   segments are skipped until its frame header); O(1) for PNG and GIF.
  public init?(data: Data) {
    self.init(data: data, name: "image", scale: 1)
  }

  /// The image in the file at `path`, as `UIImage(contentsOfFile:)`, or `nil` when the file
  /// cannot be read or is not a PNG, JPEG or GIF image (see ``init(data:)``). Named by the
  /// file's name; a name ending in `@2x` or `@3x` before its extension gives scale 2 or 3, as
  /// UIKit reads it.
  ///
  /// - Parameter path: The file's path.
  /// - Complexity: O(*n*), where *n* is the file's size.
  public init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return nil
    }
    let base = url.deletingPathExtension().lastPathComponent
    let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    let name = url.lastPathComponent.isEmpty ? "image" : url.lastPathComponent
    self.init(data: data, name: name, scale: scale)
  }

  /// The image named `name`, as `UIImage(named:in:compatibleWith:)`: as ``init(named:)``; the
  /// bundle and the traits are not read (there is no asset catalog here).
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: Ignored.
  ///   - traitCollection: Ignored.
  /// - Complexity: O(1).
  public init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    self.init(named: name)
  }

  private init?(data: Data, name: String, scale: CGFloat) {
    guard let header = ImageHeader(data) else { return nil }
    self.name = name
    isSymbol = false
    self.scale = scale
    size = CGSize(
      width: CGFloat(header.pixelWidth) / scale, height: CGFloat(header.pixelHeight) / scale)
    encoded = EncodedImage(bytes: data, format: header.format)
  }

  /// The image as a PNG file, as `UIImage.pngData()`, when it has one, else `nil`.
  ///
  /// Images are not encoded here: an image read from a PNG gives back the bytes it was read
  /// from; a blank image (``init(blankOfSize:scale:isOpaque:)``, what an image renderer
  /// returns) gives its PNG file; any other image (a JPEG, a GIF, a named image, a symbol),
  /// which UIKit would encode as PNG, gives `nil`.
  ///
  /// - Complexity: O(1).
  public func pngData() -> Data? {
    switch encoded?.format {
    case .png, .blankPNG: return encoded?.bytes
    case .jpeg, .gif, nil: return nil
    }
  }

  /// The image as a JPEG file, as `UIImage.jpegData(compressionQuality:)`, when it has one,
  /// else `nil`.
  ///
  /// An image read from a JPEG gives back the bytes it was read from, whatever
  /// `compressionQuality`. A blank image (``init(blankOfSize:scale:isOpaque:)``, what an image
  /// renderer returns) gives a baseline JPEG file of its pixel size, grayscale, every pixel
  /// black (JPEG has no alpha channel: transparent pixels come out black), which
  /// ``init(data:)`` reads back. Any other image, which UIKit would encode, gives `nil`.
  ///
  /// - Parameter compressionQuality: Ignored.
  /// - Complexity: O(1) for an image read from a JPEG; O(*w* × *h* / 64) for a blank image of
  ///   *w* × *h* pixels.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard let encoded else { return nil }
    switch encoded.format {
    case .jpeg: return encoded.bytes
    case .blankPNG:
      guard let header = ImageHeader(encoded.bytes) else { return nil }
      return BlankJPEG(width: Int(header.pixelWidth), height: Int(header.pixelHeight)).data
    case .png, .gif: return nil
    }
  }
}

/// The pixel size an image file's header gives, read without decoding: a bounded parser that
/// returns `nil` for anything it does not recognize, never reading past the end.
struct ImageHeader {
  let format: EncodedImage.Format
  let pixelWidth: UInt32
  let pixelHeight: UInt32

  init?(_ data: Data) {
    let bytes = [UInt8](data.prefix(Self.maxScannedBytes))
    if let png = Self.png(bytes) {
      self = png
    } else if let gif = Self.gif(bytes) {
      self = gif
    } else if let jpeg = Self.jpeg(bytes) {
      self = jpeg
    } else {
      return nil
    }
    guard pixelWidth > 0, pixelHeight > 0 else { return nil }
  }

  private init(_ format: EncodedImage.Format, _ width: UInt32, _ height: UInt32) {
    self.format = format
    pixelWidth = width
    pixelHeight = height
  }

  /// How far into the data a JPEG's frame header is looked for.
  static let maxScannedBytes = 1 << 24

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A big-endian integer of `count` bytes at `offset`, or `nil` past the end.
  private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt32? {
    guard offset >= 0, count <= 4, offset <= bytes.count - count else { return nil }
    return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// PNG: the signature, then the `IHDR` chunk with width and height (PNG specification, 11.2.2;
  /// each at most 2³¹ − 1).
  private static func png(_ bytes: [UInt8]) -> ImageHeader? {
    guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature,
      Array(bytes[12..<16]) == Array("IHDR".utf8),
      let width = bigEndian(bytes, at: 16, count: 4),
      let height = bigEndian(bytes, at: 20, count: 4),
      width <= UInt32(Int32.max), height <= UInt32(Int32.max)
    else { return nil }
    return ImageHeader(.png, width, height)
  }

  /// GIF: `GIF87a` or `GIF89a`, then the logical screen's width and height, little-endian.
  private static func gif(_ bytes: [UInt8]) -> ImageHeader? {
    guard bytes.count >= 10,
      Array(bytes[0..<6]) == Array("GIF87a".utf8) || Array(bytes[0..<6]) == Array("GIF89a".utf8)
    else { return nil }
    let width = UInt32(bytes[6]) | UInt32(bytes[7]) << 8
    let height = UInt32(bytes[8]) | UInt32(bytes[9]) << 8
    return ImageHeader(.gif, width, height)
  }

  /// JPEG: start of image, then segments until a start-of-frame marker (SOF0–SOF15 but DHT,
  /// JPG and DAC), whose header gives height then width. A start of scan or end of image
  /// before it, or a segment running past the end, gives `nil`. Each step moves forward.
  private static func jpeg(_ bytes: [UInt8]) -> ImageHeader? {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var offset = 2
    while offset < bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      // Fill bytes: any number of 0xFF before the marker.
      while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
      guard offset < bytes.count else { return nil }
      let marker = bytes[offset]
      offset += 1
      switch marker {
      case 0xD0...0xD7, 0x01:
        continue  // Markers without a length.
      case 0xD8, 0xD9, 0xDA, 0x00:
        return nil  // A second start, the end or the scan before any frame; or no marker.
      default:
        break
      }
      guard let length = bigEndian(bytes, at: offset, count: 2), length >= 2 else { return nil }
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard length >= 7,
          let height = bigEndian(bytes, at: offset + 3, count: 2),
          let width = bigEndian(bytes, at: offset + 5, count: 2)
        else { return nil }
        return ImageHeader(.jpeg, width, height)
      }
      offset += Int(length)
    }
    return nil
  }
}
