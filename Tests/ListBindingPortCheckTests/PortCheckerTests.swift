import Foundation
import ListBindingPortCheck
import Testing

// UIKit calls an optional method of UITableViewDataSource, UITableViewDelegate and the others
// when the object responds to its selector (`respondsToSelector:`), whichever class implements
// it (Apple's documentation of the protocols: "optional"; the Objective-C runtime's
// respondsToSelector:). Swift binds a class's conformance to the conforming class's members:
// checked in this package by compiling a protocol with an extension default, a conforming class
// without the method and a subclass with it: the default runs.
@Suite("The port check: optional methods implemented only in a subclass")
struct PortCheckerTests {
  @Test("A subclass's optional data-source method is reported with file, line and the fix")
  func subclassMethod() throws {
    let source = """
      import UIKit

      class ListViewController: UIViewController, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
          -> UITableViewCell
        {
          UITableViewCell()
        }
      }

      final class CitiesViewController: ListViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
          -> Int
        { 5 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
          "Cities"
        }
      }
      """
    let findings = check([("Sources/MyApp/CitiesViewController.swift", source)])
    #expect(
      findings == [
        line(
          "Sources/MyApp/CitiesViewController.swift:16", "CitiesViewController",
          "tableView(_:titleForHeaderInSection:)", conformance: "UITableViewDataSource",
          on: "ListViewController")
      ])
    // The line "Porting from UIKit" shows.
    let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Expected/PortingArticleFinding.txt")
    #expect(findings.map { $0 + "\n" } == [try String(contentsOf: expected, encoding: .utf8)])
  }

  @Test("Implemented in the conforming class, or above it, the override is called: no finding")
  func implementedAbove() {
    let source = """
      class Base: UIViewController, UITableViewDelegate {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
      }
      class Sub: Base {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
      }
      class Root: UIViewController {
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
          44
        }
      }
      class Conforming: Root, UITableViewDelegate {}
      class Leaf: Conforming {
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
          -> CGFloat
        { 60 }
      }
      """
    #expect(check(source) == [])
  }

  @Test("A class between the conforming class and the subclass does not help: both are reported")
  func classBetween() {
    let source = """
      class Base: UIViewController, UITableViewDataSource {}
      class Middle: Base {
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
      }
      class Leaf: Middle {
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
          false
        }
      }
      """
    #expect(
      check(source) == [
        line(
          "App.swift:3", "Middle", "tableView(_:canEditRowAt:)",
          conformance: "UITableViewDataSource", on: "Base"),
        line(
          "App.swift:6", "Leaf", "tableView(_:canEditRowAt:)",
          conformance: "UITableViewDataSource", on: "Base"),
      ])
  }

  @Test("A conformance in an extension counts, and so do methods in extensions of the subclass")
  func extensions() {
    let source = """
      class Form: UIViewController {}
      extension Form: UITextFieldDelegate {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
      }
      class SignUpForm: Form {}
      extension SignUpForm {
        func textFieldDidEndEditing(_ textField: UITextField) {}
        func textFieldShouldReturn(_ other: UITextField) -> Bool { false }
      }
      """
    #expect(
      check(source) == [
        line(
          "App.swift:7", "SignUpForm", "textFieldDidEndEditing(_:)",
          conformance: "UITextFieldDelegate", on: "Form")
      ])
  }

  @Test("UITableViewDelegate brings UIScrollViewDelegate's methods; prefetching is checked too")
  func inheritedProtocols() {
    let source = """
      class Feed: UIViewController, UITableViewDelegate, UITableViewDataSourcePrefetching {
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
      }
      class NewsFeed: Feed {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
        override func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
        func viewDidLoadHelper() {}
      }
      """
    #expect(
      check(source) == [
        line(
          "App.swift:5", "NewsFeed", "scrollViewDidScroll(_:)",
          conformance: "UITableViewDelegate", on: "Feed"),
        line(
          "App.swift:6", "NewsFeed", "tableView(_:cancelPrefetchingForRowsAt:)",
          conformance: "UITableViewDataSourcePrefetching", on: "Feed"),
      ])
  }

  // ListBindingUIKit's UITableViewController declares every data-source and delegate method
  // open, as UIKit's implements them; UITableViewDiffableDataSource the data source's.
  @Test("Subclasses of UITableViewController and UITableViewDiffableDataSource are not reported")
  func implementingUIKitClasses() {
    let source = """
      class SettingsViewController: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
      }
      final class WiFiViewController: SettingsViewController {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
          -> String?
        { "Networks" }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
      }
      final class EditableSource: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
          true
        }
      }
      """
    #expect(check(source) == [])
  }

  @Test("Classes across files: superclasses and extensions are found in any file given")
  func acrossFiles() {
    let files = [
      (
        name: "Sources/Base.swift",
        source: """
        class Base: UIViewController {}
        """
      ),
      (
        name: "Sources/Conformance.swift",
        source: """
        extension Base: UITableViewDataSource {
          func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 0 }
        }
        """
      ),
      (
        name: "Sources/Sub.swift",
        source: """
        // A subclass in a file of its own.
        class Sub: Base {
          func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {}
        }
        """
      ),
    ]
    #expect(
      check(files) == [
        line(
          "Sources/Sub.swift:3", "Sub", "tableView(_:moveRowAt:to:)",
          conformance: "UITableViewDataSource", on: "Base")
      ])
  }

  @Test("Static and class methods are not instance requirements and are not reported")
  func typeMethods() {
    let source = """
      class Base: NSObject, UITableViewDelegate {}
      class Sub: Base {
        static func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        class func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        final class func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
          -> CGFloat
        { 1 }
      }
      """
    #expect(check(source) == [])
  }
}
