import Foundation
import ListBindingPortCheck
import Testing

@Suite("listbinding-port-check: paths, output and exit status")
struct PortCheckCommandTests {
  static let base = """
    class Base: UIViewController, UITableViewDataSource {}
    """
  static let sub = """
    class Sub: Base {
      func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        nil
      }
    }
    """

  @Test("A directory is searched for .swift files; a finding exits 1 and prints its line")
  func directory() throws {
    let directory = try temporaryDirectory(with: [
      "App/Base.swift": Self.base,
      "App/Screens/Sub.swift": Self.sub,
      "App/Notes.txt": Self.sub,
      "App/.build/Hidden.swift": "class Hidden: Base { func scrollViewDidScroll(_ s: S) {} }",
    ])
    defer { remove(directory) }
    let root = directory.appendingPathComponent("App").path
    let run = runCommand([root])
    #expect(run.status == 1)
    #expect(
      run.output == [
        line(
          root + "/Screens/Sub.swift:2", "Sub", "tableView(_:titleForHeaderInSection:)",
          conformance: "UITableViewDataSource", on: "Base")
      ])
    #expect(run.errors.isEmpty)
  }

  @Test("Files given one by one are read together; nothing found exits 0 and prints nothing")
  func files() throws {
    let directory = try temporaryDirectory(with: ["Base.swift": Self.base, "Sub.swift": Self.sub])
    defer { remove(directory) }
    let base = directory.appendingPathComponent("Base.swift").path
    let sub = directory.appendingPathComponent("Sub.swift").path
    #expect(runCommand([base, sub]).status == 1)
    let alone = runCommand([sub])
    #expect(alone.status == 0)
    #expect(alone.output.isEmpty)
    #expect(alone.errors.isEmpty)
  }

  @Test("Bad usage exits 2 with the reason and the usage; --help exits 0")
  func usage() {
    let none = runCommand([])
    #expect(none.status == 2)
    #expect(none.errors == ["error: no path given\n\n" + PortCheckCommand.usage])
    let unknown = runCommand(["--fix", "Sources"])
    #expect(unknown.status == 2)
    #expect(unknown.errors == ["error: unknown option '--fix'\n\n" + PortCheckCommand.usage])
    let missing = runCommand(["/nonexistent/port-check/path"])
    #expect(missing.status == 2)
    #expect(missing.errors == ["error: no such file or directory: /nonexistent/port-check/path"])
    let help = runCommand(["--help"])
    #expect(help.status == 0)
    #expect(help.output == [PortCheckCommand.usage])
  }

  @Test("After --, every argument is a path, --help included")
  func paths() throws {
    let directory = try temporaryDirectory(with: ["App.swift": Self.base + "\n" + Self.sub])
    defer { remove(directory) }
    let run = runCommand(["--", directory.path])
    #expect(run.status == 1)
    let help = runCommand(["--", "--help"])
    #expect(help.status == 2)
    #expect(help.errors == ["error: no such file or directory: --help"])
  }
}
