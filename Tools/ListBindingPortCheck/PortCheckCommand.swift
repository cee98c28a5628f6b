import Foundation

/// The command line of `listbinding-port-check`: reads the Swift files at the paths given
/// (directories searched for `.swift` files), prints each ``Finding`` on a line of its own,
/// and answers the exit status: 0 when it finds nothing, 1 when it finds something, 2 on bad
/// usage (no path, an unknown option, a path that does not exist or cannot be read).
package enum PortCheckCommand {
  /// The usage text, printed by `--help` and after a usage error.
  package static let usage = """
    USAGE: listbinding-port-check <path> ...

    Finds the optional methods of UITableViewDataSource, UITableViewDelegate,
    UIScrollViewDelegate, UITableViewDataSourcePrefetching and UITextFieldDelegate that a
    subclass implements while the class declaring the conformance does not: UIKit calls them,
    Swift never does. Each path is a Swift file or a directory searched for .swift files.

    Exit status: 0 when nothing is found, 1 when something is, 2 on bad usage.
    """

  /// Runs the check with `arguments` (without the program's name), writing findings to
  /// `output` and errors to `errorOutput`, and returns the exit status. `--help` (or `-h`)
  /// prints the usage; after `--`, every argument is a path.
  ///
  /// - Complexity: O(*n*) in the total length of the files, plus the analysis (see
  ///   ``PortChecker/findings()``).
  package static func run(
    arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void
  ) -> Int32 {
    var paths: [String] = []
    var onlyPaths = false
    for argument in arguments {
      if !onlyPaths, argument == "--" {
        onlyPaths = true
      } else if !onlyPaths, argument == "--help" || argument == "-h" {
        output(usage)
        return 0
      } else if !onlyPaths, argument.hasPrefix("-") {
        errorOutput("error: unknown option '\(argument)'\n\n" + usage)
        return 2
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      errorOutput("error: no path given\n\n" + usage)
      return 2
    }
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errorOutput("error: no such file or directory: \(path)")
        return 2
      }
      files += isDirectory.boolValue ? swiftFiles(under: path) : [path]
    }
    var checker = PortChecker()
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        errorOutput("error: cannot read \(file)")
        return 2
      }
      checker.add(source: String(decoding: data, as: UTF8.self), file: file)
    }
    let findings = checker.findings()
    for finding in findings {
      output(finding.description)
    }
    return findings.isEmpty ? 0 : 1
  }

  /// The `.swift` files under `directory`, in path order, skipping hidden folders (`.build`,
  /// `.git`).
  private static func swiftFiles(under directory: String) -> [String] {
    let base = URL(fileURLWithPath: directory)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var files: [String] = []
    let prefix = base.standardizedFileURL.path
    while let url = enumerator.nextObject() as? URL {
      let path = url.standardizedFileURL.path
      var isDirectory: ObjCBool = false
      guard url.pathExtension == "swift",
        FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : "/" + path
      files.append(
        directory.hasSuffix("/") ? directory + relative.dropFirst() : directory + relative)
    }
    return files.sorted()
  }
}
