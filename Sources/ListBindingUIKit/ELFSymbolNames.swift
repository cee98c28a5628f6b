import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names of an ELF file's symbol table (`.symtab`), the list a linker leaves in a program
/// that is not stripped, as `nm` prints it: how the face learns, without calling it, which
/// methods a type of the program declares (see ``DeclaredMethods``).
///
/// Only 64-bit little-endian files are read (Linux on x86-64 and arm64); anything else, a file
/// that cannot be read, or one without a symbol table (stripped) has no names, and the face
/// then decides as if it had no symbols to read. Mach-O (macOS) is not read.
struct ELFSymbolNames {
  /// The symbol string table: names, each ended by a NUL byte.
  private let strings: Data

  /// The symbol names of the file at `path`, or `nil` when it has no readable symbol table.
  ///
  /// - Complexity: O(*s*), where *s* is the size of the file's section headers and symbol
  ///   string table; the rest of the file is not read.
  init?(contentsOf path: String) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { handle.closeFile() }
    guard let strings = Self.symbolStrings(in: handle) else { return nil }
    self.strings = strings
  }

  /// The bytes of the string table the `.symtab` section names, read through `handle`.
  private static func symbolStrings(in handle: FileHandle) -> Data? {
    guard let header = read(handle, at: 0, count: 64), header.count == 64,
      header.starts(with: [0x7F, 0x45, 0x4C, 0x46]),  // "\x7fELF"
      header[header.startIndex + 4] == 2,  // 64-bit
      header[header.startIndex + 5] == 1  // little-endian
    else { return nil }
    let sectionsOffset = header.littleEndian(UInt64.self, at: 0x28)
    let entrySize = Int(header.littleEndian(UInt16.self, at: 0x3A))
    let count = Int(header.littleEndian(UInt16.self, at: 0x3C))
    guard entrySize >= 64, count > 0,
      let table = read(handle, at: sectionsOffset, count: entrySize * count),
      table.count == entrySize * count
    else { return nil }
    let symbolTableType: UInt32 = 2  // SHT_SYMTAB
    for index in 0..<count {
      let base = index * entrySize
      guard table.littleEndian(UInt32.self, at: base + 4) == symbolTableType else { continue }
      let link = Int(table.littleEndian(UInt32.self, at: base + 40))
      guard link < count else { return nil }
      let stringsBase = link * entrySize
      let offset = table.littleEndian(UInt64.self, at: stringsBase + 24)
      let size = table.littleEndian(UInt64.self, at: stringsBase + 32)
      // A string table larger than any program's is not read (a damaged file).
      guard size > 0, size < 1 << 32 else { return nil }
      return read(handle, at: offset, count: Int(size))
    }
    return nil
  }

  /// Up to `count` bytes of `handle` from `offset`, or `nil` when they cannot be read.
  private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) -> Data? {
    do {
      try handle.seek(toOffset: offset)
      return try handle.read(upToCount: count)
    } catch {
      // A file that cannot be read has no names to give; the caller decides without them.
      return nil
    }
  }

  /// Calls `body` with each name of the table that contains `needle`, as a C string.
  ///
  /// - Complexity: O(*s*), where *s* is the size of the string table (the search runs in C).
  func forEachName(
    containing needle: String, _ body: (UnsafePointer<CChar>) -> Void
  ) {
    strings.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return }
      let end = raw.count
      // Only names ending in NUL within the table are searched.
      guard let lastNul = raw.lastIndex(of: 0) else { return }
      needle.withCString { needle in
        var start = 0
        while start <= lastNul, start < end {
          let name = base + start
          let length = strlen(name)
          if strstr(name, needle) != nil { body(name) }
          start += length + 1
        }
      }
    }
  }
}

extension Data {
  /// The little-endian integer of type `T` at byte `offset`, or 0 beyond the end.
  fileprivate func littleEndian<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
    let size = MemoryLayout<T>.size
    guard offset >= 0, offset <= count - size else { return 0 }
    var value: T = 0
    for byteIndex in (0..<size).reversed() {
      value = value << 8 | T(self[startIndex + offset + byteIndex])
    }
    return value
  }
}
