import ListBindingPortCheck
import Testing

/// Random class hierarchies, written as Swift across files (conformances in the class or in an
/// extension, methods in the body or an extension), checked against a model of Swift's rule: a
/// method of a subclass is called only when the conforming class, or a class above it,
/// implements it.
@Suite("The port check agrees with a model of Swift's conformance rule")
struct PortCheckModelTests {
  /// A class of the random hierarchy.
  struct ModelClass {
    var name: String
    var parent: Int?
    var conforms: Bool
    var conformanceInExtension: Bool
    var methods: Set<String>
    var methodsInExtension: Bool
  }

  static let methods = [
    "tableView(_:didSelectRowAt:)", "scrollViewDidScroll(_:)", "tableView(_:heightForRowAt:)",
  ]

  static let declarations = [
    "tableView(_:didSelectRowAt:)":
      "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}",
    "scrollViewDidScroll(_:)": "func scrollViewDidScroll(_ scrollView: UIScrollView) {}",
    "tableView(_:heightForRowAt:)":
      "func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat { 44 }",
  ]

  /// The findings the model expects, as `Class.method` pairs.
  static func expected(_ classes: [ModelClass]) -> Set<String> {
    var result: Set<String> = []
    for subclass in classes {
      var chain: [Int] = []
      var current = subclass.parent
      while let index = current {
        chain.append(index)
        current = classes[index].parent
      }
      for (position, conforming) in chain.enumerated() where classes[conforming].conforms {
        let above = chain[position...]
        for method in subclass.methods
        where !above.contains(where: { classes[$0].methods.contains(method) }) {
          result.insert("\(subclass.name).\(method)")
        }
      }
    }
    return result
  }

  /// The classes as Swift files: one file per class, its extension in another file.
  static func files(_ classes: [ModelClass]) -> [(name: String, source: String)] {
    var files: [(name: String, source: String)] = []
    for (index, model) in classes.enumerated() {
      var inherited = [model.parent.map { classes[$0].name } ?? "UIViewController"]
      if model.conforms, !model.conformanceInExtension { inherited.append("UITableViewDelegate") }
      let members = model.methods.sorted().compactMap { declarations[$0] }
      var source = "class \(model.name): \(inherited.joined(separator: ", ")) {\n"
      if !model.methodsInExtension {
        source += members.map { "  \($0)\n" }.joined()
      }
      source += "}\n"
      files.append((name: "C\(index).swift", source: source))
      var extensionSource = ""
      if model.conforms, model.conformanceInExtension {
        extensionSource += "extension \(model.name): UITableViewDelegate {}\n"
      }
      if model.methodsInExtension {
        extensionSource += "extension \(model.name) {\n"
        extensionSource += members.map { "  \($0)\n" }.joined()
        extensionSource += "}\n"
      }
      files.append((name: "E\(index).swift", source: extensionSource))
    }
    return files
  }

  @Test("300 random hierarchies: the check's findings are the model's", arguments: [7, 8, 9])
  func randomHierarchies(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for round in 0..<100 {
      let count = Int.random(in: 1...7, using: &generator)
      var classes: [ModelClass] = []
      for index in 0..<count {
        let hasParent = index > 0 && Bool.random(using: &generator)
        let parent = hasParent ? Int.random(in: 0..<index, using: &generator) : nil
        // Swift refuses a second conformance below a conforming class: only roots conform.
        classes.append(
          ModelClass(
            name: "Class\(index)", parent: parent,
            conforms: parent == nil && Bool.random(using: &generator),
            conformanceInExtension: Bool.random(using: &generator),
            methods: Set(Self.methods.filter { _ in Bool.random(using: &generator) }),
            methodsInExtension: Bool.random(using: &generator)))
      }
      var checker = PortChecker()
      for file in Self.files(classes) {
        checker.add(source: file.source, file: file.name)
      }
      let found = Set(checker.findings().map { "\($0.subclass).\($0.method)" })
      #expect(found == Self.expected(classes), "seed \(seed), round \(round)")
    }
  }
}
