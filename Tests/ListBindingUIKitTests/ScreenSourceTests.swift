import Foundation
import Testing

// The screens of Screens/ and of ListBindingUIKitSwift5Tests/Screens/ are UIKit code: each file
// starts with the import block that builds it against UIKit on iOS and against ListBindingUIKit
// here, imports nothing else, and names none of ListBinding's own types (outside comments), so
// it would build unchanged in Xcode.

@Suite("Screens are plain UIKit code")
struct ScreenSourceTests {
  static let importBlock = [
    "#if canImport(UIKit)", "import UIKit", "#else", "import ListBindingUIKit", "#endif",
  ]

  /// ListBinding's names a UIKit file could slip into, standing alone as words.
  static let nativeNames = [
    "ListBinding", "TableView", "TableViewCell", "TableViewController", "View", "Label", "Button",
    "Switch", "ImageView", "Image", "Color", "Font", "EdgeInsets", "TextAlignment", "Snapshot",
    "DiffableDataSource", "RefreshControl", "ListContentConfiguration", "ContentConfiguration",
    "TableViewError", "SnapshotError", "ScrollView", "Action",
  ]

  /// The screens of this target and of the Swift 5 target, `ListBindingUIKitSwift5Tests`.
  static var screenFiles: [URL] {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    let folders = ["ListBindingUIKitTests", "ListBindingUIKitSwift5Tests"].map {
      tests.appendingPathComponent($0).appendingPathComponent("Screens")
    }
    return folders.flatMap { folder in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.filter { $0.hasSuffix(".swift") }.sorted().map {
        folder.appendingPathComponent($0)
      }
    }
  }

  @Test("Each screen starts with the import block and names nothing of ListBinding's")
  func plainUIKit() throws {
    let files = Self.screenFiles
    #expect(files.count >= 2)
    #expect(files.contains { $0.path.contains("/ListBindingUIKitSwift5Tests/Screens/") })
    for file in files {
      let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
      let code = lines.filter { !$0.isEmpty && !$0.hasPrefix("//") }
      #expect(Array(code.prefix(5)) == Self.importBlock, "\(file.lastPathComponent)")
      let imports = code.dropFirst(5).filter { $0.hasPrefix("import ") || $0.hasPrefix("@_") }
      #expect(imports.isEmpty, "\(file.lastPathComponent): \(imports)")
      for line in code.dropFirst(5) {
        for name in Self.nativeNames where Self.mentions(line, name) {
          Issue.record("\(file.lastPathComponent) names \(name): \(line)")
        }
      }
    }
  }

  @Test("The check finds a native name as a word, not inside UIKit's names or strings")
  func checkFindsNames() {
    #expect(Self.mentions("let table = TableView(style: .plain)", "TableView"))
    #expect(Self.mentions("var s = Snapshot<Int, Int>()", "Snapshot"))
    #expect(!Self.mentions("let table = UITableView(frame: .zero)", "TableView"))
    #expect(!Self.mentions("var s = NSDiffableDataSourceSnapshot<Int, Int>()", "Snapshot"))
    #expect(!Self.mentions("label.text = \"TableView\"", "TableView"))
    #expect(!Self.mentions("cell.contentView.addSubview(label)", "View"))
  }

  /// Whether `line`, outside string literals, has `name` as a whole word.
  static func mentions(_ line: String, _ name: String) -> Bool {
    var outside = ""
    var inString = false
    for character in line {
      if character == "\"" { inString.toggle() } else if !inString { outside.append(character) }
    }
    var searchStart = outside.startIndex
    while let range = outside.range(of: name, range: searchStart..<outside.endIndex) {
      let before =
        range.lowerBound == outside.startIndex
        ? nil : outside[outside.index(before: range.lowerBound)]
      let after = range.upperBound == outside.endIndex ? nil : outside[range.upperBound]
      let isWordCharacter: (Character?) -> Bool = {
        $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      }
      if !isWordCharacter(before) && !isWordCharacter(after) && before != "." { return true }
      searchStart = range.upperBound
    }
    return false
  }
}
