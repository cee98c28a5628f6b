import Foundation

/// A baseline JPEG file of one colour, black, of a given pixel size: what
/// ``Image/jpegData(compressionQuality:)`` gives for a blank image (JPEG has no alpha channel,
/// so a transparent blank image's pixels come out black). ITU T.81: one grayscale component, a
/// quantization table of 16s, and two Huffman tables of the fewest codes the data needs.
///
/// Every 8 × 8 block is flat, so it is its DC coefficient alone, followed by end-of-block: the
/// first block's DC is that of black (-1,024, quantized to -64, category 7), the others differ
/// from it by 0.
struct BlankJPEG {
  let width: Int
  let height: Int

  /// The file's bytes.
  ///
  /// - Complexity: O(*w* × *h* / 64), the file's blocks.
  var data: Data {
    var file: [UInt8] = [0xFF, 0xD8]  // start of image
    file += Self.segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
    file += Self.segment(0xDB, [0x00] + Array(repeating: 16, count: 64))
    // Start of frame, baseline: 8-bit samples, the size, one component (id 1, no subsampling,
    // quantization table 0).
    file += Self.segment(
      0xC0, [8] + Self.bigEndian16(height) + Self.bigEndian16(width) + [1, 1, 0x11, 0])
    // DC table 0: category 0 is "0", category 7 is "10". AC table 0: end-of-block is "0".
    file += Self.segment(0xC4, [0x00, 1, 1] + Array(repeating: 0, count: 14) + [0, 7])
    file += Self.segment(0xC4, [0x10, 1] + Array(repeating: 0, count: 15) + [0])
    file += Self.segment(0xDA, [1, 1, 0x00, 0, 63, 0])  // start of scan
    file += scan
    file += [0xFF, 0xD9]  // end of image
    return Data(file)
  }

  /// The entropy-coded blocks, padded with 1 bits to a whole byte, 0xFF bytes stuffed.
  private var scan: [UInt8] {
    let blocks = (max(width, 1) + 7) / 8 * ((max(height, 1) + 7) / 8)
    var writer = BitWriter()
    // The first block: DC category 7 ("10"), its 7 bits (-64 as 63, "0111111"), then
    // end-of-block ("0").
    writer.append(0b10, count: 2)
    writer.append(0b011_1111, count: 7)
    writer.append(0, count: 1)
    // Every other block: a DC difference of 0 ("0") and end-of-block ("0").
    for _ in 1..<blocks { writer.append(0, count: 2) }
    return writer.finished
  }

  /// A marker segment: the marker, its length (counting itself) and its payload.
  private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
    [0xFF, marker] + bigEndian16(payload.count + 2) + payload
  }

  private static func bigEndian16(_ value: Int) -> [UInt8] {
    [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}

/// Bits written most significant first into bytes, as JPEG's entropy-coded data stores them.
private struct BitWriter {
  private var bytes: [UInt8] = []
  private var current: UInt8 = 0
  private var used = 0

  /// Appends the low `count` bits of `bits`, the highest first.
  mutating func append(_ bits: UInt32, count: Int) {
    for shift in stride(from: count - 1, through: 0, by: -1) {
      current = current << 1 | UInt8((bits >> UInt32(shift)) & 1)
      used += 1
      if used == 8 { flush() }
    }
  }

  /// The bytes, the last padded with 1 bits.
  var finished: [UInt8] {
    var copy = self
    while copy.used != 0 { copy.append(1, count: 1) }
    return copy.bytes
  }

  /// Moves the full byte out, stuffing a 0 after 0xFF.
  private mutating func flush() {
    bytes.append(current)
    if current == 0xFF { bytes.append(0) }
    current = 0
    used = 0
  }
}
