/// An optional method UIKit would call that Swift never calls: implemented in a subclass of the
/// class that declares the conformance, and in neither that class nor a class above it.
package struct Finding: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Where the subclass declares the method.
  package var location: SourceLocation
  /// The subclass.
  package var subclass: String
  /// The method, by selector-like name: `tableView(_:titleForHeaderInSection:)`.
  package var method: String
  /// The class that declares the conformance.
  package var conformingClass: String
  /// The protocol whose optional requirement the method is.
  package var protocolName: String

  /// The line the check prints: where, what, and the fix.
  package var description: String {
    "\(location): warning: \(subclass).\(method) is never called: \(conformingClass) declares "
      + "the conformance to \(protocolName) and does not implement it, and Swift, unlike "
      + "UIKit, calls only what the conforming class implements. Fix: implement it in "
      + "\(conformingClass) and override it in \(subclass), or declare the conformance on "
      + "\(subclass) instead of \(conformingClass)."
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.location, lhs.subclass, lhs.method, lhs.conformingClass, lhs.protocolName)
      < (rhs.location, rhs.subclass, rhs.method, rhs.conformingClass, rhs.protocolName)
  }
}

/// Finds the optional methods of UIKit's table and text-field protocols that a subclass
/// implements and Swift never calls.
///
/// Swift binds a class's conformance to the members of the class that declares it (and those it
/// inherits): a requirement the conforming class does not implement takes the protocol
/// extension's default, for every subclass, so a subclass's method of that name is never
/// called. UIKit asks each object with `respondsToSelector:` instead, and calls it. A class
/// between the conforming class and the subclass does not help; a superclass of the conforming
/// class that implements the method does (the conformance then calls it dynamically).
package struct PortChecker {
  /// A class: its declaration merged with its extensions.
  struct ClassInfo {
    var name: String
    var file: String
    var inherited: [String]
    var methods: [String: SourceLocation] = [:]
    var protocols: Set<String> = []
  }

  private var classes: [String: ClassInfo] = [:]
  private var extensions: [TypeDeclaration] = []

  package init() {}

  /// Reads one file's declarations.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the source.
  package mutating func add(source: String, file: String) {
    for declaration in SourceParser.declarations(in: source, file: file) {
      switch declaration.kind {
      case .class:
        guard classes[declaration.name] == nil else {
          // The same name twice (two files' private classes): keep the first, merge methods.
          merge(declaration, into: declaration.name)
          continue
        }
        classes[declaration.name] = ClassInfo(
          name: declaration.name, file: file, inherited: declaration.inherited)
        merge(declaration, into: declaration.name)
      case .extension:
        extensions.append(declaration)
      case .otherType:
        continue
      }
    }
  }

  private mutating func merge(_ declaration: TypeDeclaration, into name: String) {
    for method in declaration.methods where classes[name]?.methods[method.name] == nil {
      classes[name]?.methods[method.name] = method.location
    }
    for inherited in declaration.inherited where OptionalRequirements.methods[inherited] != nil {
      classes[name]?.protocols.insert(inherited)
    }
  }

  /// The findings over every file added, in file and line order.
  ///
  /// - Complexity: O(*c* × *d* × *m*), where *c* is the number of classes, *d* the depth of
  ///   their hierarchy and *m* the number of methods of a class.
  package func findings() -> [Finding] {
    var classes = self.classes
    for declaration in extensions {
      guard let name = resolve(declaration.name, from: nil, in: classes) else { continue }
      for method in declaration.methods where classes[name]?.methods[method.name] == nil {
        classes[name]?.methods[method.name] = method.location
      }
      for inherited in declaration.inherited
      where OptionalRequirements.methods[inherited] != nil {
        classes[name]?.protocols.insert(inherited)
      }
    }
    var found: Set<Finding> = []
    for subclass in classes.values {
      let chain = ancestors(of: subclass.name, in: classes)
      for (position, conforming) in chain.enumerated() {
        guard case .known(let conformingName) = conforming,
          let conformingClass = classes[conformingName]
        else { continue }
        let above = chain[position...]
        for protocolName in conformingClass.protocols {
          for member in OptionalRequirements.closure(of: protocolName) {
            let declaredOnSubclass = subclass.protocols.contains {
              OptionalRequirements.closure(of: $0).contains(member)
            }
            guard !declaredOnSubclass else { continue }
            for method in OptionalRequirements.methods[member] ?? []
            where subclass.methods[method] != nil {
              guard
                !above.contains(where: { implements($0, method, of: member, in: classes) }),
                let location = subclass.methods[method]
              else { continue }
              found.insert(
                Finding(
                  location: location, subclass: subclass.name, method: method,
                  conformingClass: conformingName, protocolName: protocolName))
            }
          }
        }
      }
    }
    // A method found through two conforming classes is reported once.
    var seen: Set<String> = []
    return found.sorted().filter { finding in
      seen.insert("\(finding.location) \(finding.subclass).\(finding.method)").inserted
    }
  }

  /// A class in a hierarchy: one of the sources, or one outside them, by name.
  enum Ancestor: Equatable {
    case known(String)
    case external(String)
  }

  /// The superclasses of `name`, nearest first; a cycle or a class outside the sources ends
  /// the chain.
  private func ancestors(of name: String, in classes: [String: ClassInfo]) -> [Ancestor] {
    var chain: [Ancestor] = []
    var visited: Set<String> = [name]
    var current = name
    while let info = classes[current], let superclass = info.inherited.first,
      OptionalRequirements.methods[superclass] == nil
    {
      guard let resolved = resolve(superclass, from: current, in: classes) else {
        chain.append(.external(superclass))
        break
      }
      guard visited.insert(resolved).inserted else { break }
      chain.append(.known(resolved))
      current = resolved
    }
    return chain
  }

  /// Whether `ancestor` implements `method` of `protocolName`: as a method of the sources, or
  /// as a UIKit class that ListBindingUIKit gives every such method.
  private func implements(
    _ ancestor: Ancestor, _ method: String, of protocolName: String,
    in classes: [String: ClassInfo]
  ) -> Bool {
    switch ancestor {
    case .known(let name):
      return classes[name]?.methods[method] != nil
    case .external(let name):
      return (OptionalRequirements.implementingClasses[name] ?? []).contains {
        OptionalRequirements.closure(of: $0).contains(protocolName)
      }
    }
  }

  /// The class `reference` names, seen from inside the class `context` (`nil` at file scope):
  /// a type nested in `context` or its enclosing types first, then a top-level one, then the
  /// only class with that last name.
  private func resolve(
    _ reference: String, from context: String?, in classes: [String: ClassInfo]
  ) -> String? {
    var scope = context.map { $0.split(separator: ".").map(String.init) } ?? []
    while true {
      let candidate = (scope + [reference]).joined(separator: ".")
      if classes[candidate] != nil { return candidate }
      guard !scope.isEmpty else { break }
      scope.removeLast()
    }
    let last = reference.split(separator: ".").last.map(String.init) ?? reference
    let matches = classes.keys.filter {
      $0 == last || $0.hasSuffix("." + last)
    }
    return matches.count == 1 ? matches.first : nil
  }
}
