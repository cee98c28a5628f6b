import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// UITraitCollection.current, as a cell reads it to pick a dynamic colour. Apple's pages:
// uitraitcollection/current (`class var current: UITraitCollection { get set }`; UIKit sets it
// before calling traitCollectionDidChange(_:) of a view or view controller, among others),
// performascurrent(_:) (`func performAsCurrent(_ actions: () -> Void)`: "temporarily replaces
// the traits of the current environment"), init(userInterfaceStyle:).

/// A controller that records the style current when its traits change.
@MainActor
private final class ThemedViewController: UIViewController {
  var stylesSeen: [UIUserInterfaceStyle] = []

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    stylesSeen.append(UITraitCollection.current.userInterfaceStyle)
  }
}

@MainActor
@Suite("UITraitCollection.current and performAsCurrent(_:)")
struct TraitCollectionCurrentTests {
  @Test("The signatures are UIKit's")
  func signatures() {
    let current: UITraitCollection = UITraitCollection.current
    let perform: (UITraitCollection) -> (() -> Void) -> Void = UITraitCollection.performAsCurrent
    let dark: UITraitCollection = UITraitCollection(userInterfaceStyle: .dark)
    _ = (current, perform, dark)
  }

  @Test("performAsCurrent makes a collection current for its closure, nested, then restores")
  func performAsCurrent() {
    let before = UITraitCollection.current
    var seen: [UIUserInterfaceStyle] = []
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      seen.append(UITraitCollection.current.userInterfaceStyle)
      UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
        seen.append(UITraitCollection.current.userInterfaceStyle)
      }
      seen.append(UITraitCollection.current.userInterfaceStyle)
    }
    #expect(seen == [.dark, .light, .dark])
    #expect(UITraitCollection.current == before)
  }

  @Test("Setting current keeps it on this thread; by default it is the main screen's")
  func settingCurrent() {
    let before = UITraitCollection.current
    #expect(before == UIScreen.main.traitCollection)
    UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
    #expect(UITraitCollection.current.userInterfaceStyle == .dark)
    UITraitCollection.current = before
    #expect(UITraitCollection.current == before)
  }

  @Test("A controller's traitCollectionDidChange runs with its traits current")
  func currentDuringTraitChange() {
    let controller = ThemedViewController()
    let window = showInWindow(controller)
    UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
      window.simulateTraitChange(
        to: UITraitCollection(traitsFrom: [
          window.traitCollection, UITraitCollection(userInterfaceStyle: .dark),
        ]))
      #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }
    #expect(controller.stylesSeen == [.dark])
  }
}
