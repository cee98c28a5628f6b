import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which methods a type of the running program declares, read from the program's symbol
/// table: the face's `responds(to:)` for `tableView(_:commit:forRowAt:)` and
/// `tableView(_:moveRowAt:to:)`, asked without calling them (a call of `commit` would delete a
/// row in the many apps that delete in it unconditionally, and UIKit never calls either to
/// find out).
///
/// A type declares a method when the symbol table holds a function named, demangled,
/// `Module.Type.tableView(_: ListBindingUIKit.UITableView, commit: …)` (or `moveRowAt: …`): the
/// method with UIKit's signature, in the class body or an extension, of the class whose method
/// Swift calls (see ``declares(_:in:)``). The symbols tell nothing (and the face falls back to
/// the rule of ``OptionalMethods``) when the program is stripped, is not an ELF file (macOS), or
/// when the class is private or local and another private or local type of its module has the
/// same name, or, in an optimized build, when no method is found (see ``absenceIsKnown``).
@MainActor
enum DeclaredMethods {
  /// The running program's symbols, read at the first question; `nil` when unreadable.
  private static let index: SymbolIndex? = SymbolIndex.ofRunningProgram()

  /// Whether the method Swift calls for `method` on a data source of class `type` is one the
  /// program declares with UIKit's signature, not the protocol's default; `nil` when the
  /// symbols cannot tell.
  ///
  /// Swift takes a protocol requirement's implementation from the class that adopts the
  /// protocol (the highest of the hierarchy that conforms) or its superclasses, so a method
  /// declared only in a subclass of it does not count (UIKit would call it; see the article
  /// "The object model", "Optional methods"). Below the face's ``UITableViewController``, which
  /// declares both methods `open` as their defaults, a subclass's override counts.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the class hierarchy; the first question
  ///   reads the program's symbol table, O(*s*) in its size.
  static func declares(_ method: OptionalMethods.Method, in type: AnyClass) -> Bool? {
    guard let index, index.modules.contains(TypeName(type).module) else { return nil }
    let owners = index.owners[method] ?? []
    var chain: [AnyClass] = []
    var current: AnyClass? = type
    while let candidate = current {
      chain.append(candidate)
      current = _getSuperclass(candidate)
    }
    guard let adopting = chain.lastIndex(where: { $0 is any UITableViewDataSource.Type })
    else { return nil }
    let controller = ObjectIdentifier(UITableViewController.self)
    let counted =
      ObjectIdentifier(chain[adopting]) == controller ? chain[..<adopting] : chain[adopting...]
    for candidate in counted where ObjectIdentifier(candidate) != controller {
      let name = TypeName(candidate)
      guard index.modules.contains(name.module), owners.contains(name.normalized) else {
        continue
      }
      return name.isUnique || index.privateNameCounts[name.normalized] == 1 ? true : nil
    }
    return absenceIsKnown ? false : nil
  }

  /// Whether a method missing from the symbols is missing from the program. In a debug build
  /// (SwiftPM's `DEBUG`, which builds the app's code as it builds this module) every function
  /// keeps its symbol; an optimized build may inline a method into the one thunk that calls it
  /// and drop its symbol, so there only a method found counts.
  private static var absenceIsKnown: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }
}

/// The facts ``DeclaredMethods`` needs from a symbol table.
struct SymbolIndex {
  /// The modules whose types the symbols describe (a module is known when at least one of its
  /// types has a nominal type descriptor among them).
  var modules: Set<String> = []
  /// How many private or local types have each ``TypeName/normalized`` name.
  var privateNameCounts: [String: Int] = [:]
  /// The types, as ``TypeName/normalized`` names, that declare each method with UIKit's
  /// signature.
  var owners: [OptionalMethods.Method: Set<String>] = [:]

  /// What a demangled method name has between its type and its other parameters, and a word of
  /// the mangled name (which a type's own words never stand in for: they are capitalized).
  static let signatures: [(OptionalMethods.Method, demangled: String, mangledWord: String)] = [
    (.commit, ".tableView(_: ListBindingUIKit.UITableView, commit: ", "commit"),
    (.move, ".tableView(_: ListBindingUIKit.UITableView, moveRowAt: ", "move"),
  ]

  /// The symbols of the running program and of the shared libraries loaded from its folder,
  /// or `nil` when the program's own cannot be read.
  ///
  /// - Complexity: O(*s*), where *s* is the size of the symbol string tables read.
  static func ofRunningProgram() -> SymbolIndex? {
    #if os(Linux)
      let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
      guard let names = ELFSymbolNames(contentsOf: program) else { return nil }
      var index = SymbolIndex()
      index.add(names)
      let folder = (program as NSString).deletingLastPathComponent + "/"
      for library in loadedLibraries() where library.hasPrefix(folder) && library != program {
        if let names = ELFSymbolNames(contentsOf: library) { index.add(names) }
      }
      return index
    #else
      return nil
    #endif
  }

  /// The paths of the shared libraries mapped into the process (`/proc/self/maps`).
  private static func loadedLibraries() -> Set<String> {
    let maps: String
    do {
      maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
    } catch {
      // Without the list, only the program's own symbols are read.
      return []
    }
    var paths: Set<String> = []
    for line in maps.split(separator: "\n") {
      guard let slash = line.firstIndex(of: "/") else { continue }
      let path = String(line[slash...])
      if path.hasSuffix(".so") || path.contains(".so.") { paths.insert(path) }
    }
    return paths
  }

  /// Adds the facts of one symbol table.
  ///
  /// - Complexity: O(*s*) in the size of the table's strings, plus a demangling of each name
  ///   that mentions `commit` or `move`.
  mutating func add(_ names: ELFSymbolNames) {
    names.forEachName(containing: "Mn") { name in
      // "$s<length><module>…Mn": a nominal type descriptor, named from its module.
      let length = strlen(name)
      guard length > 4, name[0] == 0x24, name[1] == 0x73,  // "$s"
        name[length - 2] == 0x4D, name[length - 1] == 0x6E,  // "Mn"
        let module = Self.leadingIdentifier(name + 2)
      else { return }
      modules.insert(module)
      // A private type's name has its file's discriminator ("33_…LL"), a local type's a
      // local one ("L_", "L0_", …): counted by name, to know when one name is one type.
      guard strstr(name, "33_") != nil || strstr(name, "L_") != nil,
        let demangled = Self.demangle(name),
        let described = demangled.range(of: "nominal type descriptor for ")
      else { return }
      let typeName = TypeName.normalize(String(demangled[described.upperBound...]))
      privateNameCounts[typeName, default: 0] += 1
    }
    for (method, demangledSignature, word) in Self.signatures {
      names.forEachName(containing: word) { name in
        let length = strlen(name)
        // A function's own symbol ends in "F"; thunks and descriptors end otherwise.
        guard length > 2, name[0] == 0x24, name[1] == 0x73, name[length - 1] == 0x46,
          let demangled = Self.demangle(name),
          let signature = demangled.range(of: demangledSignature)
        else { return }
        let owner = TypeName.normalize(String(demangled[..<signature.lowerBound]))
        if !owner.isEmpty, !owner.contains(" ") { owners[method, default: []].insert(owner) }
      }
    }
  }

  /// The identifier a mangled name starts with (its length, then its characters), or `nil`.
  private static func leadingIdentifier(_ start: UnsafePointer<CChar>) -> String? {
    var length = 0
    var cursor = start
    while cursor.pointee >= 0x30, cursor.pointee <= 0x39, length < 10_000 {
      length = length * 10 + Int(cursor.pointee - 0x30)
      cursor += 1
    }
    // A leading 0 marks a substitution, not a plain identifier.
    guard length > 0, start.pointee != 0x30, strnlen(cursor, length) == length else { return nil }
    return String(
      decoding: UnsafeRawBufferPointer(start: cursor, count: length), as: UTF8.self)
  }

  /// The Swift runtime's demangling of `mangled`, or `nil`.
  private static func demangle(_ mangled: UnsafePointer<CChar>) -> String? {
    guard let output = swiftDemangle(mangled, strlen(mangled), nil, nil, 0) else { return nil }
    defer { free(output) }
    return String(cString: output)
  }
}

/// The Swift runtime's demangler (`swift_demangle`, exported by the runtime): the demangled name
/// in memory the caller frees, or `nil` for a name that is not Swift's.
@_silgen_name("swift_demangle")
private func swiftDemangle(
  _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: Int,
  _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<Int>?,
  _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

/// A class's name as the symbols write their owners: qualified, without generic arguments, a
/// private or local type by its own name.
struct TypeName {
  /// The module, the name's first component.
  let module: String
  /// The name without generic arguments, private discriminators or local contexts.
  let normalized: String
  /// Whether the normalized name names one type only, whatever else the module declares:
  /// `false` for a private or local type, whose name another private type of the module may
  /// share (``SymbolIndex/privateNameCounts`` tells).
  let isUnique: Bool

  init(_ type: AnyClass) {
    let name = _typeName(type, qualified: true)
    normalized = Self.normalize(name)
    module = String(normalized.prefix { $0 != "." })
    isUnique = !name.contains("(unknown context at ")
  }

  /// `name` without generic arguments (`<…>`), with `(Name in _HASH)` and `(Name #1 in …)`
  /// groups as `Name`, and without `(extension in Module):` and `(unknown context at $…).`
  /// groups.
  ///
  /// - Complexity: O(*n*) in the length of the name.
  static func normalize(_ name: String) -> String {
    var result = ""
    var characters = name[...]
    while let first = characters.first {
      switch first {
      case "<":
        characters = characters.dropFirst(balancedLength(characters, open: "<", close: ">"))
      case "(":
        let length = balancedLength(characters, open: "(", close: ")")
        let group = characters.dropFirst().prefix(max(0, length - 2))
        characters = characters.dropFirst(length)
        if group.hasPrefix("extension in ") {
          if characters.first == ":" { characters = characters.dropFirst() }
        } else if group.hasPrefix("unknown context at ") {
          if characters.first == "." { characters = characters.dropFirst() }
        } else {
          result += group.prefix { $0 != " " }
        }
      default:
        result.append(first)
        characters = characters.dropFirst()
      }
    }
    return result
  }

  /// The length of the group `characters` starts with, to its matching `close` (or the end).
  private static func balancedLength(
    _ characters: Substring, open: Character, close: Character
  ) -> Int {
    var depth = 0
    var length = 0
    for character in characters {
      length += 1
      if character == open { depth += 1 }
      if character == close {
        depth -= 1
        if depth == 0 { break }
      }
    }
    return length
  }
}
