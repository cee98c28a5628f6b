import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which methods a type of the running program declares, read from the program's symbol
/// table: the face's `responds(to:)` for `tableView(_:commit:forRowAt:)`, asked without calling
/// the method (a call would delete a row in the many apps that delete in it unconditionally).
///
/// A type declares the method when the symbol table holds a function named, demangled,
/// `Module.Type.tableView(_: ListBindingUIKit.UITableView, commit: …)`: the method with UIKit's
/// signature, in the class body or an extension. The type's superclasses count too, up to the
/// face's ``UITableViewController``, whose own method is the default. The symbols tell nothing
/// (and the face falls back to the rule of ``OptionalMethods``) when the program is stripped, is
/// not an ELF file (macOS), or when the type is private or local and another type of its module
/// with the same name declares the method.
@MainActor
enum DeclaredMethods {
  /// The running program's symbols, read at the first question; `nil` when unreadable.
  private static let index: SymbolIndex? = SymbolIndex.ofRunningProgram()

  /// Whether `type`, or one of its superclasses below ``UITableViewController``, declares
  /// `tableView(_:commit:forRowAt:)` with UIKit's signature; `nil` when the symbols cannot tell.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the class hierarchy; the first question
  ///   reads the program's symbol table, O(*s*) in its size.
  static func declaresCommit(_ type: AnyClass) -> Bool? {
    guard let index else { return nil }
    var current: AnyClass? = type
    var isFirst = true
    while let candidate = current,
      ObjectIdentifier(candidate) != ObjectIdentifier(UITableViewController.self)
    {
      let name = TypeName(candidate)
      if index.modules.contains(name.module) {
        if index.commitOwners.contains(name.normalized) {
          return name.isUnique ? true : nil
        }
      } else if isFirst {
        // The type's own module is not among the symbols read: nothing can be said.
        return nil
      }
      isFirst = false
      current = _getSuperclass(candidate)
    }
    return false
  }
}

/// The facts ``DeclaredMethods`` needs from a symbol table.
struct SymbolIndex {
  /// The modules whose types the symbols describe (a module is known when at least one of its
  /// types has a nominal type descriptor among them).
  var modules: Set<String> = []
  /// The types, as ``TypeName/normalized`` names, that declare `tableView(_:commit:forRowAt:)`
  /// with UIKit's signature.
  var commitOwners: Set<String> = []

  /// What a demangled method name has between its type and its other parameters.
  static let commitSignature = ".tableView(_: ListBindingUIKit.UITableView, commit: "

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
  ///   that mentions `commit`.
  mutating func add(_ names: ELFSymbolNames) {
    names.forEachName(containing: "Mn") { name in
      // "$s<length><module>…Mn": a nominal type descriptor, named from its module.
      let length = strlen(name)
      guard length > 4, name[0] == 0x24, name[1] == 0x73,  // "$s"
        name[length - 2] == 0x4D, name[length - 1] == 0x6E,  // "Mn"
        let module = Self.leadingIdentifier(name + 2)
      else { return }
      modules.insert(module)
    }
    names.forEachName(containing: "commit") { name in
      let length = strlen(name)
      // A function's own symbol ends in "F"; thunks and descriptors end otherwise.
      guard length > 2, name[0] == 0x24, name[1] == 0x73, name[length - 1] == 0x46,
        let demangled = Self.demangle(name),
        let signature = demangled.range(of: Self.commitSignature)
      else { return }
      let owner = TypeName.normalize(String(demangled[..<signature.lowerBound]))
      if !owner.isEmpty, !owner.contains(" ") { commitOwners.insert(owner) }
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
  /// Whether the normalized name names one type only: `false` for a private or local type,
  /// whose name another private type of the module may share.
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
