import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// State preservation and restoration: `encodeRestorableState(with:)` ("The system calls this
// method during the state preservation process", "Do not call this method directly") and
// `decodeRestorableState(with:)` (called "during the state restoration process"), on
// UIViewController and UIView
// (https://developer.apple.com/documentation/uikit/uiviewcontroller/encoderestorablestate(with:),
// …/uiviewcontroller/decoderestorablestate(with:), …/uiview/encoderestorablestate(with:));
// `restorationIdentifier` and `restorationClass` are recorded. Nothing preserves state here by
// itself; a test asks ListBindingTesting to, across a pretend relaunch.

/// A detail screen that keeps the title it shows, as Apple's TableSearch sample does.
final class RestorableDetailViewController: UIViewController {
  static let titleKey = "ProductTitleKey"
  private(set) var finishedRestoring = false

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(title, forKey: Self.titleKey)
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    title = coder.decodeObject(forKey: Self.titleKey) as? String
  }

  override func applicationFinishedRestoringState() {
    super.applicationFinishedRestoringState()
    finishedRestoring = true
  }
}

/// Makes the detail screen again when its state is restored.
final class DetailRestoration: UIViewControllerRestoration {
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? {
    RestorableDetailViewController()
  }
}

/// A view with state of its own to keep.
final class RestorableBadgeView: UIView {
  var count = 0

  override func encodeRestorableState(with coder: NSCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(count, forKey: "count")
  }

  override func decodeRestorableState(with coder: NSCoder) {
    super.decodeRestorableState(with: coder)
    count = coder.decodeInteger(forKey: "count")
  }
}

@MainActor
@Suite("State restoration: encodeRestorableState and decodeRestorableState")
struct StateRestorationTests {
  @Test("Nothing calls them by itself; a simulated relaunch carries the state to a new screen")
  func relaunch() throws {
    let detail = RestorableDetailViewController()
    detail.restorationIdentifier = "detail"
    detail.restorationClass = DetailRestoration.self
    detail.title = "iPhone"
    let window = showInWindow(detail)
    #expect(!detail.finishedRestoring)

    let restored = try #require(
      detail.restorationClass?.viewController(
        withRestorationIdentifierPath: ["detail"],
        coder: NSKeyedArchiver(requiringSecureCoding: false))
        as? RestorableDetailViewController)
    try detail.simulateStateRestoration(into: restored)
    #expect(restored.title == "iPhone")
    #expect(restored.finishedRestoring)
    #expect(detail.restorationIdentifier == "detail")
    _ = window
  }

  @Test("A view's state round-trips through a keyed archive; the defaults write nothing")
  func viewState() throws {
    let badge = RestorableBadgeView()
    badge.restorationIdentifier = "badge"
    badge.count = 7
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    badge.encodeRestorableState(with: archiver)
    UIView().encodeRestorableState(with: archiver)
    UIViewController().encodeRestorableState(with: archiver)
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    let again = RestorableBadgeView()
    again.decodeRestorableState(with: unarchiver)
    #expect(again.count == 7)
    #expect(again.restorationIdentifier == nil)
  }
}
