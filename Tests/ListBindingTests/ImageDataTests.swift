import DiffingTestSupport
import Foundation
import ListBinding
import Testing

// UIImage(data:) and UIImage(contentsOfFile:) return nil when the data is not an image or the
// file cannot be read (Apple's pages of both initializers). Here only the header is read: the
// pixel size of a PNG (IHDR), a JPEG (start of frame) or a GIF (logical screen).
@Suite("Images from bytes: sizes from PNG, JPEG and GIF headers; hostile bytes give nil")
struct ImageDataTests {
  static let seed: UInt64 = 0x5EED_1A6E

  static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]  // depth, colour type, methods, CRC (not checked)
    return Data(bytes)
  }

  static func gif(width: UInt16, height: UInt16) -> Data {
    var bytes = Array("GIF89a".utf8)
    bytes += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
    bytes += [0, 0, 0, 0x3B]
    return Data(bytes)
  }

  /// A JPEG with an APP0 segment, a restart marker, fill bytes, then a baseline frame header.
  static func jpeg(width: UInt16, height: UInt16, frame: UInt8 = 0xC0) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0]
    bytes += [1, 1, 0, 0, 1, 0, 1, 0, 0]
    bytes += [0xFF, 0xD0, 0xFF, 0xFF, frame, 0, 17, 8]
    bytes += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
    bytes += [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]
    return Data(bytes)
  }

  @Test("PNG, JPEG and GIF headers give their pixel size at scale 1")
  func sizes() throws {
    let png = try #require(Image(data: Self.png(width: 640, height: 480)))
    #expect(png.size == CGSize(width: 640, height: 480))
    #expect(png.scale == 1)
    #expect(png.name == "image" && !png.isSymbol)
    let jpeg = try #require(Image(data: Self.jpeg(width: 1024, height: 768)))
    #expect(jpeg.size == CGSize(width: 1024, height: 768))
    let progressive = try #require(Image(data: Self.jpeg(width: 3, height: 5, frame: 0xC2)))
    #expect(progressive.size == CGSize(width: 3, height: 5))
    let gif = try #require(Image(data: Self.gif(width: 65535, height: 1)))
    #expect(gif.size == CGSize(width: 65535, height: 1))
  }

  @Test("pngData and jpegData give back the bytes read from that format, else nil")
  func encodedData() throws {
    let pngBytes = Self.png(width: 2, height: 2)
    let jpegBytes = Self.jpeg(width: 2, height: 2)
    let png = try #require(Image(data: pngBytes))
    let jpeg = try #require(Image(data: jpegBytes))
    let gif = try #require(Image(data: Self.gif(width: 2, height: 2)))
    #expect(png.pngData() == pngBytes)
    #expect(png.jpegData(compressionQuality: 0.5) == nil)
    #expect(jpeg.jpegData(compressionQuality: .nan) == jpegBytes)
    #expect(jpeg.pngData() == nil)
    #expect(gif.pngData() == nil && gif.jpegData(compressionQuality: 1) == nil)
    let symbol = try #require(Image(systemName: "star"))
    #expect(symbol.pngData() == nil && symbol.jpegData(compressionQuality: 1) == nil)
  }

  @Test("A named image and a symbol are 20 × 20 points at scale 1 (assumed)")
  func namedSizes() throws {
    #expect(try #require(Image(systemName: "star")).size == CGSize(width: 20, height: 20))
    #expect(try #require(Image(named: "logo")).size == CGSize(width: 20, height: 20))
    #expect(Image(named: "logo", in: nil, compatibleWith: nil) == Image(named: "logo"))
    #expect(Image(named: "", in: .main, compatibleWith: nil) == nil)
  }

  @Test("A file is read, named by its file name, @2x and @3x give the scale; a missing one is nil")
  func files() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ImageDataTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { _ = try? FileManager.default.removeItem(at: folder) }
    let plain = folder.appendingPathComponent("photo.png")
    let double = folder.appendingPathComponent("icon@2x.png")
    let triple = folder.appendingPathComponent("icon@3x.jpg")
    let text = folder.appendingPathComponent("notes.png")
    try Self.png(width: 30, height: 60).write(to: plain)
    try Self.png(width: 30, height: 60).write(to: double)
    try Self.jpeg(width: 30, height: 60).write(to: triple)
    try Data("not an image".utf8).write(to: text)
    let image = try #require(Image(contentsOfFile: plain.path))
    #expect(image.name == "photo.png" && image.size == CGSize(width: 30, height: 60))
    let retina = try #require(Image(contentsOfFile: double.path))
    #expect(retina.scale == 2 && retina.size == CGSize(width: 15, height: 30))
    let three = try #require(Image(contentsOfFile: triple.path))
    #expect(three.scale == 3 && three.size == CGSize(width: 10, height: 20))
    #expect(Image(contentsOfFile: text.path) == nil)
    #expect(Image(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    #expect(Image(contentsOfFile: folder.path) == nil)  // a directory
    #expect(Image(contentsOfFile: "") == nil)
  }

  @Test("Zero sizes, bad signatures, lengths past the end and frames after the scan give nil")
  func malformed() {
    #expect(Image(data: Data()) == nil)
    #expect(Image(data: Self.png(width: 0, height: 5)) == nil)
    #expect(Image(data: Self.png(width: 0x8000_0000, height: 5)) == nil)  // over 2³¹ − 1
    #expect(Image(data: Self.gif(width: 5, height: 0)) == nil)
    #expect(Image(data: Self.jpeg(width: 0, height: 5)) == nil)
    #expect(Image(data: Data([0xFF, 0xD8, 0xFF, 0xDA, 0, 8])) == nil)  // scan before frame
    #expect(Image(data: Data([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0, 0])) == nil)  // past end
    #expect(Image(data: Data([0xFF, 0xD8, 0xFF, 0xE1, 0, 1, 0, 0])) == nil)  // length < 2
    #expect(Image(data: Data([0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 1000))) == nil)
    #expect(Image(data: Data(Array("GIF88a".utf8) + [1, 0, 1, 0])) == nil)
  }

  @Test("Random bytes, truncated and mutated headers never crash; truncations give nil")
  func fuzz() {
    var generator = SplitMix64(seed: Self.seed)
    let valid = [
      Self.png(width: 7, height: 9), Self.jpeg(width: 7, height: 9), Self.gif(width: 7, height: 9),
    ]
    for data in valid {
      // A prefix that cuts the header gives nil; once the size is in, the image is read.
      for count in 0..<data.count {
        let image = Image(data: data.prefix(count))
        if let image { #expect(image.size == CGSize(width: 7, height: 9)) }
      }
      #expect(Image(data: data.prefix(9)) == nil)
    }
    var parsed = 0
    for round in 0..<3000 {
      var bytes: [UInt8]
      if round % 2 == 0 {
        let count = Int.random(in: 0..<64, using: &generator)
        bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        if round % 4 == 0, bytes.count >= 2 { bytes[0] = 0xFF; bytes[1] = 0xD8 }
      } else {
        let index = Int.random(in: 0..<valid.count, using: &generator)
        bytes = [UInt8](valid[index])
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          let at = Int.random(in: 0..<bytes.count, using: &generator)
          bytes[at] = UInt8.random(in: 0...255, using: &generator)
        }
        bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
      }
      if let image = Image(data: Data(bytes)) {
        parsed += 1
        #expect(image.size.width >= 1 && image.size.height >= 1)
        #expect(image.size.width.isFinite && image.size.height.isFinite)
      }
    }
    #expect(parsed > 0)  // mutations that miss the header still parse
  }
}
