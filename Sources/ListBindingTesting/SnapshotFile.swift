import Foundation

/// A snapshot file: `__Snapshots__/<TestFile>/<name>.txt` in the folder of the test file that
/// names it, holding text with one trailing-newline rule.
struct SnapshotFile: Sendable, Hashable {
  /// The folder, beside the test files, that holds the snapshots.
  static let folderName = "__Snapshots__"

  /// The file's location on disk.
  let url: URL

  /// The file's path relative to the test file's folder, with `/` separators on every platform:
  /// what messages show.
  let relativePath: String

  /// The snapshot `name` of the test file at `testFilePath`.
  ///
  /// - Throws: ``SnapshotFileError/invalidName(_:)`` for a name that cannot be a file name.
  init(named name: String, testFilePath: String) throws(SnapshotFileError) {
    guard Self.isValidName(name) else { throw .invalidName(name) }
    let testFile = URL(fileURLWithPath: testFilePath)
    let stem = testFile.deletingPathExtension().lastPathComponent
    url = testFile.deletingLastPathComponent()
      .appendingPathComponent(Self.folderName, isDirectory: true)
      .appendingPathComponent(stem, isDirectory: true)
      .appendingPathComponent(name + ".txt", isDirectory: false)
    relativePath = [Self.folderName, stem, name + ".txt"].joined(separator: "/")
  }

  /// The most UTF-8 bytes a name may have: with `.txt`, within the 255 bytes file systems
  /// allow a file name.
  static let maximumNameLength = 200

  /// Whether `name` is a file name on every platform: letters (with their combining marks),
  /// digits, spaces, `-`, `_` and `.`, not empty, not starting with a dot, and at most
  /// ``maximumNameLength`` bytes.
  ///
  /// Checked scalar by scalar, not by characters: a separator fused into one character with
  /// the letter before it (`"a\u{0D4E}/b"`, whose second character is a letter by its first
  /// scalar) is still a separator to the file system.
  ///
  /// - Complexity: O(*n*), where *n* is the number of UTF-8 bytes of `name`, at most
  ///   ``maximumNameLength``.
  static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first != ".",
      name.utf8.count <= maximumNameLength
    else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
        .otherNumber:
        return true
      default:
        return " -_.".unicodeScalars.contains(scalar)
      }
    }
  }

  /// The text as the file holds it: each line ending with `\n` (a `\r\n` becomes `\n`), so the
  /// bytes are the same on every platform and the file ends with exactly one newline unless it
  /// is empty.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters.
  static func contents(of text: String) -> String {
    LineDiff.lines(of: text).map { $0 + "\n" }.joined()
  }

  /// The file's text, or `nil` when there is no file.
  ///
  /// - Throws: ``SnapshotFileError/unreadable(path:reason:)`` when the file exists but is not
  ///   UTF-8 text.
  func read() throws(SnapshotFileError) -> String? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let data: Data
    do {
      // Through a FileHandle: on Linux, Foundation's `Data(contentsOf:)` leaks a 4 KB buffer
      // when the file is empty, as an empty table's snapshot is.
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      data = try handle.readToEnd() ?? Data()
    } catch {
      throw .unreadable(path: relativePath, reason: error.localizedDescription)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(path: relativePath, reason: "the bytes are not UTF-8")
    }
    return text
  }

  /// Writes `text` to the file, by ``contents(of:)``, creating its folders.
  ///
  /// - Throws: ``SnapshotFileError/unwritable(path:reason:)`` when the folders or the file
  ///   cannot be written.
  func write(_ text: String) throws(SnapshotFileError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(Self.contents(of: text).utf8).write(to: url, options: .atomic)
    } catch {
      throw .unwritable(path: relativePath, reason: error.localizedDescription)
    }
  }
}
