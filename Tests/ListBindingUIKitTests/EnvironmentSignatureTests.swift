import Foundation
import ListBindingUIKit
import Testing

// UIKit's declarations for the environment around table screens, each typed as its page in
// Apple's documentation gives it: developer.apple.com/documentation/uikit/
// uiviewcontroller/awakefromnib… (NSObject's `func awakeFromNib()`),
// uiviewcontroller/prepare(for:sender:) (`func prepare(for segue: UIStoryboardSegue, sender:
// Any?)`), performsegue(withidentifier:sender:) (`func performSegue(withIdentifier identifier:
// String, sender: Any?)`), shouldperformsegue(withidentifier:sender:) (`-> Bool`),
// uistoryboardsegue (`init(identifier: String?, source: UIViewController, destination:
// UIViewController)`, `var identifier: String? { get }`, `var source: UIViewController { get }`,
// `var destination: UIViewController { get }`, `func perform()`), uinib/init(nibname:bundle:)
// (`convenience init(nibName name: String, bundle bundleOrNil: Bundle?)`),
// uitableview/register(_:forcellreuseidentifier:)-… (`func register(_ nib: UINib?,
// forCellReuseIdentifier identifier: String)`), uistoryboard/init(name:bundle:),
// instantiateviewcontroller(withidentifier:) (`-> UIViewController`),
// instantiateinitialviewcontroller() (`-> UIViewController?`), foundation/bundle/
// loadnibnamed(_:owner:options:) (`func loadNibNamed(_ name: String, owner: Any?, options:
// [UINib.OptionsKey : Any]? = nil) -> [Any]?`), uinib/instantiate(withowner:options:) (`func
// instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey : Any]? = nil)
// -> [Any]`), uinib/optionskey/externalobjects, uiviewcontroller/storyboard
// (`var storyboard: UIStoryboard? { get }`), hidesbottombarwhenpushed (`var …: Bool`), uiscreen/main, bounds, scale,
// nativescale, uidevice/current, userinterfaceidiom, systemname, systemversion, model,
// orientation, uitraitcollection (userinterfacestyle, horizontalsizeclass, verticalsizeclass,
// preferredcontentsizecategory, init(traitsfrom:)), uicontentsizecategory/isaccessibilitycategory, uitraitenvironment/traitcollection and
// traitcollectiondidchange(_:) (`func traitCollectionDidChange(_ previousTraitCollection:
// UITraitCollection?)`), uitabbarcontroller (`var viewControllers: [UIViewController]?`,
// `var selectedIndex: Int`, `unowned(unsafe) var selectedViewController: UIViewController?`,
// `weak var delegate: (any UITabBarControllerDelegate)?`), uiviewcontroller/tabbarcontroller,
// tabbaritem (`var tabBarItem: UITabBarItem!`), uitabbaritem/init(title:image:selectedimage:),
// badgevalue, uiviewcontroller/toolbaritems (`var toolbarItems: [UIBarButtonItem]?`),
// settoolbaritems(_:animated:), uinavigationcontroller/istoolbarhidden,
// settoolbarhidden(_:animated:), uibarbuttonitem/flexiblespace(), fixedspace(_:), width,
// uiactivityviewcontroller/init(activityitems:applicationactivities:) (`init(activityItems:
// [Any], applicationActivities: [UIActivity]?)`), completionwithitemshandler,
// excludedactivitytypes. Scripts/check-uikit-screens counts the names these tests call as
// UIKit's, so a screen may use them.

@MainActor
@Suite("Signatures: UIKit's storyboard, screen, device, trait, tab bar, toolbar and sharing names")
struct EnvironmentSignatureTests {
  @Test("Storyboard leftovers: awakeFromNib, segues, UINib, UIStoryboard")
  func storyboards() {
    let awakeView: (UIView) -> () -> Void = UIView.awakeFromNib
    let awakeController: (UIViewController) -> () -> Void = UIViewController.awakeFromNib
    let prepare: (UIViewController) -> (UIStoryboardSegue, Any?) -> Void =
      UIViewController.prepare(for:sender:)
    let perform: (UIViewController) -> (String, Any?) -> Void =
      UIViewController.performSegue(withIdentifier:sender:)
    let should: (UIViewController) -> (String, Any?) -> Bool =
      UIViewController.shouldPerformSegue(withIdentifier:sender:)
    let makeSegue: (String?, UIViewController, UIViewController) -> UIStoryboardSegue =
      UIStoryboardSegue.init(identifier:source:destination:)
    let identifier: KeyPath<UIStoryboardSegue, String?> = \.identifier
    let source: KeyPath<UIStoryboardSegue, UIViewController> = \.source
    let destination: KeyPath<UIStoryboardSegue, UIViewController> = \.destination
    let performSegue: (UIStoryboardSegue) -> () -> Void = UIStoryboardSegue.perform
    let makeNib: (String, Bundle?) -> UINib = UINib.init(nibName:bundle:)
    let registerNib: (UITableView) -> (UINib?, String) -> Void = UITableView.register(
      _:forCellReuseIdentifier:)
    let registerHeaderNib: (UITableView) -> (UINib?, String) -> Void = UITableView.register(
      _:forHeaderFooterViewReuseIdentifier:)
    let makeStoryboard: (String, Bundle?) -> UIStoryboard = UIStoryboard.init(name:bundle:)
    let instantiate: (UIStoryboard) -> (String) -> UIViewController =
      UIStoryboard.instantiateViewController(withIdentifier:)
    let initial: (UIStoryboard) -> () -> UIViewController? =
      UIStoryboard.instantiateInitialViewController
    _ = (awakeView, awakeController, prepare, perform, should, makeSegue)
    _ = (identifier, source, destination, performSegue, makeNib, registerNib)
    let storyboard: KeyPath<UIViewController, UIStoryboard?> = \.storyboard
    let hidesBottomBar: ReferenceWritableKeyPath<UIViewController, Bool> =
      \.hidesBottomBarWhenPushed
    _ = (registerHeaderNib, makeStoryboard, instantiate, initial, storyboard, hidesBottomBar)
    let loadNib: (Bundle) -> (String, Any?, [UINib.OptionsKey: Any]?) -> [Any]? =
      Bundle.loadNibNamed(_:owner:options:)
    let instantiateNib: (UINib) -> (Any?, [UINib.OptionsKey: Any]?) -> [Any] =
      UINib.instantiate(withOwner:options:)
    let external: UINib.OptionsKey = .externalObjects
    let key = UINib.OptionsKey(rawValue: external.rawValue)
    _ = (loadNib, instantiateNib)
    #expect(key == .externalObjects)
  }

  @Test("UIScreen, UIDevice")
  func screenAndDevice() {
    let main: UIScreen = UIScreen.main
    let bounds: KeyPath<UIScreen, CGRect> = \.bounds
    let scale: KeyPath<UIScreen, CGFloat> = \.scale
    let nativeScale: KeyPath<UIScreen, CGFloat> = \.nativeScale
    let current: UIDevice = UIDevice.current
    let idiom: KeyPath<UIDevice, UIUserInterfaceIdiom> = \.userInterfaceIdiom
    let systemName: KeyPath<UIDevice, String> = \.systemName
    let systemVersion: KeyPath<UIDevice, String> = \.systemVersion
    let model: KeyPath<UIDevice, String> = \.model
    let orientation: KeyPath<UIDevice, UIDeviceOrientation> = \.orientation
    _ = (main, bounds, scale, nativeScale, current, idiom, systemName, systemVersion, model)
    _ = orientation
    #expect(UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.phone)
  }

  @Test("UITraitCollection and the trait environment")
  func traits() {
    let style: KeyPath<UITraitCollection, UIUserInterfaceStyle> = \.userInterfaceStyle
    let horizontal: KeyPath<UITraitCollection, UIUserInterfaceSizeClass> = \.horizontalSizeClass
    let vertical: KeyPath<UITraitCollection, UIUserInterfaceSizeClass> = \.verticalSizeClass
    let category: KeyPath<UITraitCollection, UIContentSizeCategory> =
      \.preferredContentSizeCategory
    let combine: ([UITraitCollection]) -> UITraitCollection = UITraitCollection.init(traitsFrom:)
    let byStyle: (UIUserInterfaceStyle) -> UITraitCollection = UITraitCollection.init(
      userInterfaceStyle:)
    let viewTraits: KeyPath<UIView, UITraitCollection> = \.traitCollection
    let controllerTraits: KeyPath<UIViewController, UITraitCollection> = \.traitCollection
    let viewDidChange: (UIView) -> (UITraitCollection?) -> Void = UIView.traitCollectionDidChange
    let controllerDidChange: (UIViewController) -> (UITraitCollection?) -> Void =
      UIViewController.traitCollectionDidChange
    let different: (UITraitCollection) -> (UITraitCollection?) -> Bool =
      UITraitCollection.hasDifferentColorAppearance(comparedTo:)
    _ = (style, horizontal, vertical, category, combine, byStyle, viewTraits, controllerTraits)
    let accessibility: KeyPath<UIContentSizeCategory, Bool> = \.isAccessibilityCategory
    _ = (viewDidChange, controllerDidChange, different, accessibility)
    #expect(UIUserInterfaceStyle.dark.rawValue == 2)
    #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
  }

  @Test("UITabBarController, UITabBarItem, toolbars, bar button spaces, UIActivityViewController")
  func containers() {
    let tabs: ReferenceWritableKeyPath<UITabBarController, [UIViewController]?> =
      \.viewControllers
    let setTabs: (UITabBarController) -> ([UIViewController]?, Bool) -> Void =
      UITabBarController.setViewControllers(_:animated:)
    let index: ReferenceWritableKeyPath<UITabBarController, Int> = \.selectedIndex
    let selected: ReferenceWritableKeyPath<UITabBarController, UIViewController?> =
      \.selectedViewController
    let delegate: ReferenceWritableKeyPath<UITabBarController, (any UITabBarControllerDelegate)?> =
      \.delegate
    let tabBarController: KeyPath<UIViewController, UITabBarController?> = \.tabBarController
    let tabBarItem: ReferenceWritableKeyPath<UIViewController, UITabBarItem?> = \.tabBarItem
    let makeItem: (String?, UIImage?, UIImage?) -> UITabBarItem = UITabBarItem.init(
      title:image:selectedImage:)
    let badge: ReferenceWritableKeyPath<UITabBarItem, String?> = \.badgeValue
    let toolbarItems: ReferenceWritableKeyPath<UIViewController, [UIBarButtonItem]?> =
      \.toolbarItems
    let setToolbarItems: (UIViewController) -> ([UIBarButtonItem]?, Bool) -> Void =
      UIViewController.setToolbarItems(_:animated:)
    let toolbarHidden: ReferenceWritableKeyPath<UINavigationController, Bool> = \.isToolbarHidden
    let setToolbarHidden: (UINavigationController) -> (Bool, Bool) -> Void =
      UINavigationController.setToolbarHidden(_:animated:)
    let flexible: () -> UIBarButtonItem = UIBarButtonItem.flexibleSpace
    let fixed: (CGFloat) -> UIBarButtonItem = UIBarButtonItem.fixedSpace
    let width: ReferenceWritableKeyPath<UIBarButtonItem, CGFloat> = \.width
    let makeSheet: ([Any], [UIActivity]?) -> UIActivityViewController =
      UIActivityViewController.init(activityItems:applicationActivities:)
    let completion:
      ReferenceWritableKeyPath<
        UIActivityViewController, UIActivityViewController.CompletionWithItemsHandler?
      > = \.completionWithItemsHandler
    let excluded: ReferenceWritableKeyPath<UIActivityViewController, [UIActivity.ActivityType]?> =
      \.excludedActivityTypes
    _ = (tabs, setTabs, index, selected, delegate, tabBarController, tabBarItem, makeItem, badge)
    _ = (toolbarItems, setToolbarItems, toolbarHidden, setToolbarHidden, flexible, fixed, width)
    _ = (makeSheet, completion, excluded)
  }

  @Test("The rest: more initializers and members of the same types")
  func rest() {
    let nativeBounds: KeyPath<UIScreen, CGRect> = \.nativeBounds
    let screenTraits: KeyPath<UIScreen, UITraitCollection> = \.traitCollection
    let name: KeyPath<UIDevice, String> = \.name
    let localizedModel: KeyPath<UIDevice, String> = \.localizedModel
    let landscape: KeyPath<UIDeviceOrientation, Bool> = \.isLandscape
    let portrait: KeyPath<UIDeviceOrientation, Bool> = \.isPortrait
    let flat: KeyPath<UIDeviceOrientation, Bool> = \.isFlat
    let valid: KeyPath<UIDeviceOrientation, Bool> = \.isValidInterfaceOrientation
    let byHorizontal: (UIUserInterfaceSizeClass) -> UITraitCollection = UITraitCollection.init(
      horizontalSizeClass:)
    let byVertical: (UIUserInterfaceSizeClass) -> UITraitCollection = UITraitCollection.init(
      verticalSizeClass:)
    let byCategory: (UIContentSizeCategory) -> UITraitCollection = UITraitCollection.init(
      preferredContentSizeCategory:)
    let byScale: (CGFloat) -> UITraitCollection = UITraitCollection.init(displayScale:)
    let scale: KeyPath<UITraitCollection, CGFloat> = \.displayScale
    let contains: (UITraitCollection) -> (UITraitCollection?) -> Bool =
      UITraitCollection.containsTraits(in:)
    let category: (String) -> UIContentSizeCategory = UIContentSizeCategory.init(rawValue:)
    let categories: [UIContentSizeCategory] = [
      .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    let itemByTag: (String?, UIImage?, Int) -> UITabBarItem = UITabBarItem.init(
      title:image:tag:)
    let itemTitle: ReferenceWritableKeyPath<UITabBarItem, String?> = \.title
    let itemImage: ReferenceWritableKeyPath<UITabBarItem, UIImage?> = \.image
    let itemSelectedImage: ReferenceWritableKeyPath<UITabBarItem, UIImage?> = \.selectedImage
    let badgeColor: ReferenceWritableKeyPath<UITabBarItem, UIColor?> = \.badgeColor
    let activityType: KeyPath<UIActivity, UIActivity.ActivityType?> = \.activityType
    let activityTitle: KeyPath<UIActivity, String?> = \.activityTitle
    let activityImage: KeyPath<UIActivity, UIImage?> = \.activityImage
    let canPerform: (UIActivity) -> ([Any]) -> Bool = UIActivity.canPerform(withActivityItems:)
    let prepareActivity: (UIActivity) -> ([Any]) -> Void = UIActivity.prepare(withActivityItems:)
    let performActivity: (UIActivity) -> () -> Void = UIActivity.perform
    let finish: (UIActivity) -> (Bool) -> Void = UIActivity.activityDidFinish
    let types: [UIActivity.ActivityType] = [
      .message, .mail, .print, .copyToPasteboard, .assignToContact, .saveToCameraRoll,
      .addToReadingList, .airDrop, .openInIBooks, .markupAsPDF,
    ]
    let idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
    let orientations: [UIDeviceOrientation] = [
      .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp,
      .faceDown,
    ]
    let didSelect:
      (any UITabBarControllerDelegate) -> (UITabBarController, UIViewController) -> Void = {
        delegate in { delegate.tabBarController($0, didSelect: $1) }
      }
    _ = (nativeBounds, screenTraits, name, localizedModel, landscape, portrait, flat, valid)
    _ = (byHorizontal, byVertical, byCategory, byScale, scale, contains, category)
    _ = (itemByTag, itemTitle, itemImage, itemSelectedImage, badgeColor, activityType)
    _ = (activityTitle, activityImage, canPerform, prepareActivity, performActivity, finish)
    _ = didSelect
    #expect(categories.count == 13 && types.count == 10)
    #expect(idioms.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
    #expect(orientations.map(\.rawValue) == Array(0...6))
    #expect(UIActivity.ActivityType.mail.rawValue == "com.apple.UIKit.activity.Mail")
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
  }
}
