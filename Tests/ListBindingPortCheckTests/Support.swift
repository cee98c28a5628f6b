import Foundation
import ListBindingPortCheck
import Testing

/// The findings of the check over `files` (name and source), as the lines it prints.
func check(_ files: [(name: String, source: String)]) -> [String] {
  var checker = PortChecker()
  for file in files {
    checker.add(source: file.source, file: file.name)
  }
  return checker.findings().map(\.description)
}

/// The findings over one file named `App.swift`.
func check(_ source: String) -> [String] {
  check([("App.swift", source)])
}

/// The check's line for a finding.
func line(
  _ location: String, _ subclass: String, _ method: String, conformance: String,
  on base: String
) -> String {
  "\(location): warning: \(subclass).\(method) is never called: \(base) declares the "
    + "conformance to \(conformance) and does not implement it, and Swift, unlike UIKit, calls "
    + "only what the conforming class implements. Fix: implement it in \(base) and override "
    + "it in \(subclass), or declare the conformance on \(subclass) instead of \(base)."
}

/// What a run of the command printed and answered.
struct Run {
  var status: Int32
  var output: [String]
  var errors: [String]
}

/// Runs the command line with `arguments`.
func runCommand(_ arguments: [String]) -> Run {
  var output: [String] = []
  var errors: [String] = []
  let status = PortCheckCommand.run(
    arguments: arguments, output: { output.append($0) }, errorOutput: { errors.append($0) })
  return Run(status: status, output: output, errors: errors)
}

/// A fresh directory holding `files`, removed by the caller.
func temporaryDirectory(with files: [String: String]) throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("port-check-\(UUID().uuidString)")
  for (path, source) in files {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: url)
  }
  return directory
}

/// Removes a directory `temporaryDirectory(with:)` made, recording a failure if it cannot.
func remove(_ directory: URL) {
  do {
    try FileManager.default.removeItem(at: directory)
  } catch {
    Issue.record("could not remove \(directory.path): \(error)")
  }
}
