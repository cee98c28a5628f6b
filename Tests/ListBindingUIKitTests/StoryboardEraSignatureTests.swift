import Foundation
import ListBindingUIKit
import Testing

// UIKit's declarations storyboard-era table screens use that no other signature test pins, each
// typed as its page in Apple's documentation gives it: developer.apple.com/documentation/uikit/
// uiviewcontroller/encoderestorablestate(with:) and decoderestorablestate(with:) (`func …(with
// coder: NSCoder)`), uiview/encoderestorablestate(with:) and decoderestorablestate(with:),
// uiviewcontroller/restorationidentifier and uiview/restorationidentifier (`var
// restorationIdentifier: String?`), uiviewcontroller/restorationclass (`var restorationClass:
// (any UIViewControllerRestoration.Type)?`), applicationfinishedrestoringstate(),
// uiviewcontrollerrestoration/viewcontroller(withrestorationidentifierpath:coder:) (`static func
// viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
// -> UIViewController?`); foundation/nsindexpath/init(row:section:) (`convenience init(row: Int,
// section: Int)`), row and section (`var row: Int { get }`, `var section: Int { get }`),
// init(item:section:) and item; uiswipeactionsconfiguration's `init()` (NSObject's);
// uicolorwell (`var title: String?`, `var supportsAlpha: Bool`, `var selectedColor: UIColor?`,
// `init()`, `init(frame:)`); uisegmentedcontrol/isspringloaded (`var isSpringLoaded: Bool`);
// uibutton/buttontype-swift.enum/roundedrect (`static var roundedRect: UIButton.ButtonType {
// get }`); NSObject's class method `awakeFromNib()`; uicollectionviewcell (`var contentView:
// UIView { get }`, `var backgroundView: UIView?`, `var selectedBackgroundView: UIView?`, `var
// isSelected: Bool`, `var isHighlighted: Bool`) and uicollectionreusableview (`var
// reuseIdentifier: String? { get }`, `func prepareForReuse()`). Scripts/check-uikit-screens counts the
// names these tests call as UIKit's, so a screen may use them.

/// A restoration class, as UIKit declares the protocol.
private final class Restorer: UIViewControllerRestoration {
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController? { nil }
}

@MainActor
@Suite("Signatures: UIKit's state restoration, NSIndexPath, colour well and other small names")
struct StoryboardEraSignatureTests {
  @Test("State restoration on UIViewController and UIView")
  func restoration() {
    let encode: (UIViewController) -> (NSCoder) -> Void =
      UIViewController.encodeRestorableState(with:)
    let decode: (UIViewController) -> (NSCoder) -> Void =
      UIViewController.decodeRestorableState(with:)
    let finished: (UIViewController) -> () -> Void =
      UIViewController.applicationFinishedRestoringState
    let encodeView: (UIView) -> (NSCoder) -> Void = UIView.encodeRestorableState(with:)
    let decodeView: (UIView) -> (NSCoder) -> Void = UIView.decodeRestorableState(with:)
    let identifier: ReferenceWritableKeyPath<UIViewController, String?> = \.restorationIdentifier
    let viewIdentifier: ReferenceWritableKeyPath<UIView, String?> = \.restorationIdentifier
    let restorationClass:
      ReferenceWritableKeyPath<UIViewController, (any UIViewControllerRestoration.Type)?> =
        \.restorationClass
    let make: ([String], NSCoder) -> UIViewController? =
      Restorer.viewController(withRestorationIdentifierPath:coder:)
    _ = (encode, decode, finished, encodeView, decodeView, identifier, viewIdentifier)
    _ = (restorationClass, make)
  }

  @Test("NSIndexPath's row, section and item")
  func indexPath() {
    let make: (Int, Int) -> NSIndexPath = NSIndexPath.init(row:section:)
    let makeItem: (Int, Int) -> NSIndexPath = NSIndexPath.init(item:section:)
    let row: KeyPath<NSIndexPath, Int> = \.row
    let section: KeyPath<NSIndexPath, Int> = \.section
    let item: KeyPath<NSIndexPath, Int> = \.item
    #expect(make(1, 2)[keyPath: row] == 1 && makeItem(1, 2)[keyPath: section] == 2)
    _ = item
  }

  @Test("UISwipeActionsConfiguration(), UIColorWell, isSpringLoaded, .roundedRect")
  func smallNames() {
    let empty: () -> UISwipeActionsConfiguration = UISwipeActionsConfiguration.init
    let well: () -> UIColorWell = UIColorWell.init
    let wellFrame: (CGRect) -> UIColorWell = UIColorWell.init(frame:)
    let title: ReferenceWritableKeyPath<UIColorWell, String?> = \.title
    let alpha: ReferenceWritableKeyPath<UIColorWell, Bool> = \.supportsAlpha
    let color: ReferenceWritableKeyPath<UIColorWell, UIColor?> = \.selectedColor
    let springLoaded: ReferenceWritableKeyPath<UISegmentedControl, Bool> = \.isSpringLoaded
    let rounded: UIButton.ButtonType = .roundedRect
    let classAwakeView: () -> Void = UIView.awakeFromNib
    let classAwakeController: () -> Void = UIViewController.awakeFromNib
    _ = (empty, well, wellFrame, title, alpha, color, springLoaded, rounded)
    _ = (classAwakeView, classAwakeController)
  }

  @Test("UICollectionViewCell and UICollectionReusableView")
  func collectionCell() {
    let contentView: KeyPath<UICollectionViewCell, UIView> = \.contentView
    let background: ReferenceWritableKeyPath<UICollectionViewCell, UIView?> = \.backgroundView
    let selected: ReferenceWritableKeyPath<UICollectionViewCell, UIView?> =
      \.selectedBackgroundView
    let isSelected: ReferenceWritableKeyPath<UICollectionViewCell, Bool> = \.isSelected
    let isHighlighted: ReferenceWritableKeyPath<UICollectionViewCell, Bool> = \.isHighlighted
    let reuseIdentifier: KeyPath<UICollectionReusableView, String?> = \.reuseIdentifier
    let prepare: (UICollectionReusableView) -> () -> Void =
      UICollectionReusableView.prepareForReuse
    let make: (CGRect) -> UICollectionViewCell = UICollectionViewCell.init(frame:)
    _ = (contentView, background, selected, isSelected, isHighlighted, reuseIdentifier)
    _ = (prepare, make)
  }
}
