import ListBindingUIKit
import Testing

// UIKit's declarations for searching, context menus and the settings around a table that the
// face gained from compiling public apps' table controllers (Screens/NotesViewController.swift,
// Screens/MessagesViewController.swift), each typed as its page in Apple's documentation gives it:
// developer.apple.com/documentation/uikit/uisearchcontroller and its members
// (`init(searchResultsController: UIViewController?)`, `var searchBar: UISearchBar { get }`,
// `weak var searchResultsUpdater: (any UISearchResultsUpdating)?`, `var isActive: Bool`,
// `var obscuresBackgroundDuringPresentation: Bool`, …), uisearchbar (`var text: String?`,
// `var placeholder: String?`, `var scopeButtonTitles: [String]?`,
// `var selectedScopeButtonIndex: Int`, `weak var delegate: (any UISearchBarDelegate)?`),
// uisearchresultsupdating/updatesearchresults(for:), uisearchbardelegate,
// uinavigationitem/searchcontroller, hidessearchbarwhenscrolling, largetitledisplaymode,
// uinavigationbar/preferslargetitles, uiviewcontroller/definespresentationcontext,
// show(_:sender:), popoverpresentationcontroller, uicontextmenuconfiguration/
// init(identifier:previewprovider:actionprovider:) (`convenience init(identifier: (any
// NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
// actionProvider: UIContextMenuActionProvider? = nil)`), uitableviewdelegate/
// tableview(_:contextmenuconfigurationforrowat:point:), uiscrollview/keyboarddismissmode and
// contentinsetadjustmentbehavior, uitableview/scrolltonearestselectedrow(at:animated:),
// uitableviewcell/separatorstyle-swift.enum/singleline, uicolor/systemorange,
// uiapplication/didbecomeactivenotification and its three siblings. Foundation's
// NotificationCenter.addObserver(forName:object:queue:using:) and URLSession.shared come with
// the import, as with UIKit's. Scripts/check-uikit-screens counts the names these tests call as
// UIKit's, so a screen may use them.

@MainActor
private final class Updater: UISearchResultsUpdating, UISearchBarDelegate {
  var texts: [String] = []
  func updateSearchResults(for searchController: UISearchController) {
    texts.append(searchController.searchBar.text ?? "")
  }
}

@MainActor
@Suite("Signatures: UIKit's search, context menu and scroll-setting declarations, exactly")
struct SearchAndMenuSignatureTests {
  @Test("UISearchController and UISearchBar")
  func search() {
    let make: (UIViewController?) -> UISearchController = UISearchController.init(
      searchResultsController:)
    let bar: KeyPath<UISearchController, UISearchBar> = \.searchBar
    let results: KeyPath<UISearchController, UIViewController?> = \.searchResultsController
    let updater: ReferenceWritableKeyPath<UISearchController, (any UISearchResultsUpdating)?> =
      \.searchResultsUpdater
    let delegate: ReferenceWritableKeyPath<UISearchController, (any UISearchControllerDelegate)?> =
      \.delegate
    let active: ReferenceWritableKeyPath<UISearchController, Bool> = \.isActive
    let obscures: ReferenceWritableKeyPath<UISearchController, Bool> =
      \.obscuresBackgroundDuringPresentation
    let dims: ReferenceWritableKeyPath<UISearchController, Bool> =
      \.dimsBackgroundDuringPresentation
    let hidesBar: ReferenceWritableKeyPath<UISearchController, Bool> =
      \.hidesNavigationBarDuringPresentation
    let showsCancel: ReferenceWritableKeyPath<UISearchController, Bool> =
      \.automaticallyShowsCancelButton
    let showsScope: ReferenceWritableKeyPath<UISearchController, Bool> =
      \.automaticallyShowsScopeBar
    let showsResults: ReferenceWritableKeyPath<UISearchController, Bool> =
      \.showsSearchResultsController
    _ = (make, bar, results, updater, delegate, active, obscures, dims, hidesBar)
    _ = (showsCancel, showsScope, showsResults)

    let text: ReferenceWritableKeyPath<UISearchBar, String?> = \.text
    let placeholder: ReferenceWritableKeyPath<UISearchBar, String?> = \.placeholder
    let prompt: ReferenceWritableKeyPath<UISearchBar, String?> = \.prompt
    let scopes: ReferenceWritableKeyPath<UISearchBar, [String]?> = \.scopeButtonTitles
    let scope: ReferenceWritableKeyPath<UISearchBar, Int> = \.selectedScopeButtonIndex
    let showsScopeBar: ReferenceWritableKeyPath<UISearchBar, Bool> = \.showsScopeBar
    let cancel: ReferenceWritableKeyPath<UISearchBar, Bool> = \.showsCancelButton
    let bookmark: ReferenceWritableKeyPath<UISearchBar, Bool> = \.showsBookmarkButton
    let capitalization: ReferenceWritableKeyPath<UISearchBar, UITextAutocapitalizationType> =
      \.autocapitalizationType
    let correction: ReferenceWritableKeyPath<UISearchBar, UITextAutocorrectionType> =
      \.autocorrectionType
    let style: ReferenceWritableKeyPath<UISearchBar, UISearchBar.Style> = \.searchBarStyle
    let barDelegate: ReferenceWritableKeyPath<UISearchBar, (any UISearchBarDelegate)?> =
      \.delegate
    let setShowsCancel: (UISearchBar) -> (Bool, Bool) -> Void = UISearchBar.setShowsCancelButton
    let becomeFirst: (UISearchBar) -> () -> Bool = UISearchBar.becomeFirstResponder
    let resignFirst: (UISearchBar) -> () -> Bool = UISearchBar.resignFirstResponder
    _ = (text, placeholder, prompt, scopes, scope, showsScopeBar, cancel, bookmark)
    _ = (capitalization, correction, style, barDelegate, setShowsCancel, becomeFirst)
    _ = resignFirst

    let controller = UISearchController(searchResultsController: nil)
    let updates = Updater()
    controller.searchResultsUpdater = updates
    controller.searchBar.delegate = updates
    controller.searchBar.autocapitalizationType = .none
    controller.searchBar.autocorrectionType = .no
    controller.searchBar.searchBarStyle = .minimal
    controller.searchBar.text = "a"
    #expect(updates.texts == ["a"])
    #expect(controller.searchBar.text == "a")
    controller.searchBar.text = nil
    #expect(controller.searchBar.text == "")
    #expect(UISearchController().searchResultsController == nil)
    #expect(controller.obscuresBackgroundDuringPresentation)
    #expect(controller.hidesNavigationBarDuringPresentation)
    #expect(!controller.isActive)
  }

  @Test("UISearchBarDelegate, UISearchResultsUpdating and UISearchControllerDelegate")
  func searchProtocols() {
    let updater: (any UISearchResultsUpdating) -> (UISearchController) -> Void = {
      $0.updateSearchResults(for:)
    }
    let delegate: any UISearchBarDelegate = Updater()
    let bar = UISearchBar(frame: .zero)
    #expect(delegate.searchBarShouldBeginEditing(bar))
    delegate.searchBarTextDidBeginEditing(bar)
    #expect(delegate.searchBarShouldEndEditing(bar))
    delegate.searchBarTextDidEndEditing(bar)
    delegate.searchBar(bar, textDidChange: "a")
    #expect(
      delegate.searchBar(
        bar, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a"))
    delegate.searchBarSearchButtonClicked(bar)
    delegate.searchBarBookmarkButtonClicked(bar)
    delegate.searchBarCancelButtonClicked(bar)
    delegate.searchBarResultsListButtonClicked(bar)
    delegate.searchBar(bar, selectedScopeButtonIndexDidChange: 1)
    let willPresent: (any UISearchControllerDelegate) -> (UISearchController) -> Void = {
      $0.willPresentSearchController
    }
    let didPresent: (any UISearchControllerDelegate) -> (UISearchController) -> Void = {
      $0.didPresentSearchController
    }
    let willDismiss: (any UISearchControllerDelegate) -> (UISearchController) -> Void = {
      $0.willDismissSearchController
    }
    let didDismiss: (any UISearchControllerDelegate) -> (UISearchController) -> Void = {
      $0.didDismissSearchController
    }
    _ = (updater, willPresent, didPresent, willDismiss, didDismiss)
  }

  @Test("UINavigationItem's search controller and large titles; the navigation bar")
  func navigation() {
    let search: ReferenceWritableKeyPath<UINavigationItem, UISearchController?> = \.searchController
    let hides: ReferenceWritableKeyPath<UINavigationItem, Bool> = \.hidesSearchBarWhenScrolling
    let largeTitle:
      ReferenceWritableKeyPath<
        UINavigationItem, UINavigationItem.LargeTitleDisplayMode
      > = \.largeTitleDisplayMode
    let bar: KeyPath<UINavigationController, UINavigationBar> = \.navigationBar
    let large: ReferenceWritableKeyPath<UINavigationBar, Bool> = \.prefersLargeTitles
    let translucent: ReferenceWritableKeyPath<UINavigationBar, Bool> = \.isTranslucent
    let barTint: ReferenceWritableKeyPath<UINavigationBar, UIColor?> = \.barTintColor
    let hidden: ReferenceWritableKeyPath<UINavigationController, Bool> = \.isNavigationBarHidden
    let setHidden: (UINavigationController) -> (Bool, Bool) -> Void =
      UINavigationController.setNavigationBarHidden
    _ = (search, hides, largeTitle, bar, large, translucent, barTint, hidden, setHidden)
    let item = UINavigationItem(title: "Notes")
    #expect(item.hidesSearchBarWhenScrolling)
    #expect(item.largeTitleDisplayMode == .automatic)
    item.largeTitleDisplayMode = .always
    item.largeTitleDisplayMode = .never
    let navigation = UINavigationController(rootViewController: UIViewController())
    #expect(navigation.navigationBar === navigation.navigationBar)
    #expect(!navigation.navigationBar.prefersLargeTitles)
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(navigation.isNavigationBarHidden)
  }

  @Test("UIViewController: definesPresentationContext, show(_:sender:), popovers")
  func controller() {
    let defines: ReferenceWritableKeyPath<UIViewController, Bool> = \.definesPresentationContext
    let show: (UIViewController) -> (UIViewController, Any?) -> Void = UIViewController.show
    let popover: KeyPath<UIViewController, UIPopoverPresentationController?> =
      \.popoverPresentationController
    let sourceView: ReferenceWritableKeyPath<UIPopoverPresentationController, UIView?> =
      \.sourceView
    let sourceRect: ReferenceWritableKeyPath<UIPopoverPresentationController, CGRect> =
      \.sourceRect
    let barButtonItem: ReferenceWritableKeyPath<UIPopoverPresentationController, UIBarButtonItem?> =
      \.barButtonItem
    let arrows: ReferenceWritableKeyPath<UIPopoverPresentationController, UIPopoverArrowDirection> =
      \.permittedArrowDirections
    _ = (defines, show, popover, sourceView, sourceRect, barButtonItem, arrows)
    let controller = UIViewController()
    #expect(!controller.definesPresentationContext)
    #expect(controller.popoverPresentationController == nil)
    controller.modalPresentationStyle = .popover
    let made = controller.popoverPresentationController
    #expect(made != nil)
    #expect(made === controller.popoverPresentationController)
    made?.permittedArrowDirections = [.up, .down]
    #expect(UIPopoverArrowDirection.any.contains(.left))
  }

  @Test("UIContextMenuConfiguration and the delegate's context menu method")
  func contextMenu() {
    let method:
      (any UITableViewDelegate) -> (UITableView, IndexPath, CGPoint) -> UIContextMenuConfiguration? =
        {
          $0.tableView(_:contextMenuConfigurationForRowAt:point:)
        }
    let identifier: KeyPath<UIContextMenuConfiguration, any NSCopying> = \.identifier
    let empty = UIContextMenuConfiguration()
    let given = UIContextMenuConfiguration(identifier: "row" as NSString, previewProvider: nil) {
      suggestedActions in
      UIMenu(title: "", children: suggestedActions + [UIAction(title: "Copy") { _ in }])
    }
    let preview = UIContextMenuConfiguration(
      identifier: nil, previewProvider: { UIViewController() }, actionProvider: nil)
    _ = (method, identifier)
    #expect(empty.actionProvider == nil)
    #expect((given.identifier as? NSString) == "row")
    #expect(given.actionProvider?([])?.children.count == 1)
    #expect(preview.previewProvider?() != nil)
  }

  @Test("UIScrollView's keyboard and inset settings; scrollToNearestSelectedRow; colours")
  func scrollSettings() {
    let dismiss: ReferenceWritableKeyPath<UIScrollView, UIScrollView.KeyboardDismissMode> =
      \.keyboardDismissMode
    let adjustment:
      ReferenceWritableKeyPath<UIScrollView, UIScrollView.ContentInsetAdjustmentBehavior> =
        \.contentInsetAdjustmentBehavior
    let nearest: (UITableView) -> (UITableView.ScrollPosition, Bool) -> Void =
      UITableView.scrollToNearestSelectedRow
    _ = (dismiss, adjustment, nearest)
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.keyboardDismissMode == .none)
    table.keyboardDismissMode = .onDrag
    table.keyboardDismissMode = .interactive
    #expect(table.keyboardDismissMode == .interactive)
    #expect(table.contentInsetAdjustmentBehavior == .automatic)
    table.contentInsetAdjustmentBehavior = .never
    #expect(table.contentInsetAdjustmentBehavior == .never)
    table.separatorStyle = .singleLine
    table.separatorStyle = .none
    let colours: [UIColor] = [.systemOrange, .systemRed, .systemBlue]
    #expect(colours.count == 3)
  }

  @Test("UIApplication's notification names; NotificationCenter and URLSession come along")
  func foundation() {
    let names: [Notification.Name] = [
      UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
      UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
    ]
    #expect(Set(names).count == 4)
    let observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
    ) { _ in }
    NotificationCenter.default.removeObserver(observer)
    let dataTask:
      (URLSession) -> (URL, @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) ->
        URLSessionDataTask = { $0.dataTask(with:completionHandler:) }
    _ = (dataTask, URLSession.shared)
  }

  @Test(
    "UIScrollView's indicator and bounce settings; UITableView's background view and section settings"
  )
  func tableSettings() {
    let showsVertical: ReferenceWritableKeyPath<UIScrollView, Bool> = \.showsVerticalScrollIndicator
    let showsHorizontal: ReferenceWritableKeyPath<UIScrollView, Bool> =
      \.showsHorizontalScrollIndicator
    let verticalInsets: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> =
      \.verticalScrollIndicatorInsets
    let horizontalInsets: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> =
      \.horizontalScrollIndicatorInsets
    let insets: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \.scrollIndicatorInsets
    let bounces: ReferenceWritableKeyPath<UIScrollView, Bool> = \.bounces
    let alwaysBounce: ReferenceWritableKeyPath<UIScrollView, Bool> = \.alwaysBounceVertical
    let adjusted: KeyPath<UIScrollView, UIEdgeInsets> = \.adjustedContentInset
    let background: ReferenceWritableKeyPath<UITableView, UIView?> = \.backgroundView
    let headerEstimate: ReferenceWritableKeyPath<UITableView, CGFloat> =
      \.estimatedSectionHeaderHeight
    let footerEstimate: ReferenceWritableKeyPath<UITableView, CGFloat> =
      \.estimatedSectionFooterHeight
    let padding: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionHeaderTopPadding
    let readable: ReferenceWritableKeyPath<UITableView, Bool> =
      \.cellLayoutMarginsFollowReadableWidth
    _ = (showsVertical, showsHorizontal, verticalInsets, horizontalInsets, insets, bounces)
    _ = (alwaysBounce, adjusted, background, headerEstimate, footerEstimate, padding, readable)
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.showsVerticalScrollIndicator)
    table.showsVerticalScrollIndicator = false
    #expect(!table.showsVerticalScrollIndicator)
    table.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    #expect(table.horizontalScrollIndicatorInsets.bottom == 10)
    table.contentInset.bottom = 20
    #expect(table.adjustedContentInset.bottom == 20)
    let label = UILabel()
    table.backgroundView = label
    #expect(table.backgroundView === label)
    table.estimatedSectionHeaderHeight = 0
    table.sectionHeaderTopPadding = 0
    #expect(table.estimatedSectionHeaderHeight == 0)
    let scroll = UIScrollView(frame: .zero)
    #expect(scroll.bounces && !scroll.alwaysBounceVertical)
  }

  @Test("UIResponder's keyboard notification names and userInfo keys")
  func keyboard() {
    let names: [Notification.Name] = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
    ]
    let keys: [String] = [
      UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
      UIResponder.keyboardAnimationDurationUserInfoKey,
    ]
    #expect(Set(names).count == 5)
    #expect(Set(keys).count == 3)
  }
}
