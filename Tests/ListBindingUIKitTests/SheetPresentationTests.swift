import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// sheetPresentationController. Apple's pages: UIViewController sheetPresentationController
// ("If modalPresentationStyle is pageSheet or formSheet, this property contains a sheet
// presentation controller instance … If modalPresentationStyle has a value other than
// pageSheet or formSheet", nil); `.automatic`, which iOS presents as a page sheet, gives one
// too (*assumed*: apps set detents without setting the style); UISheetPresentationController
// detents (default `[.large()]`), selectedDetentIdentifier, largestUndimmedDetentIdentifier,
// prefersGrabberVisible, preferredCornerRadius, prefersScrollingExpandsWhenScrolledToEdge,
// animateChanges(_:).

/// A list that shows its filters in a half-height sheet, as apps write it on iOS 15.
private final class ProductListController: UITableViewController {
  let filters = UIViewController()

  func showFilters() {
    filters.title = "Filters"
    if let sheet = filters.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.preferredCornerRadius = 20
      sheet.largestUndimmedDetentIdentifier = .medium
      sheet.prefersScrollingExpandsWhenScrolledToEdge = false
    }
    present(filters, animated: true)
  }

  func expandFilters() {
    filters.sheetPresentationController?.animateChanges {
      filters.sheetPresentationController?.selectedDetentIdentifier = .large
    }
  }
}

@MainActor
@Suite("sheetPresentationController")
struct SheetPresentationTests {
  @Test("A sheet's settings are kept; animateChanges makes its changes at once")
  func presentedSheet() throws {
    let list = ProductListController(style: .plain)
    let window = showInWindow(list)
    defer { _ = window }
    list.showFilters()
    #expect(list.presentedViewController === list.filters)
    let sheet = try #require(list.filters.sheetPresentationController)
    #expect(sheet === list.filters.sheetPresentationController)
    #expect(sheet.detents.map(\.identifier) == [.medium, .large])
    #expect(sheet.prefersGrabberVisible && sheet.preferredCornerRadius == 20)
    #expect(sheet.largestUndimmedDetentIdentifier == .medium)
    #expect(!sheet.prefersScrollingExpandsWhenScrolledToEdge)
    #expect(sheet.selectedDetentIdentifier == nil)
    list.expandFilters()
    #expect(sheet.selectedDetentIdentifier == .large)
  }

  @Test("Only page and form sheets (and the automatic style) have one; the defaults are UIKit's")
  func styles() throws {
    let controller = UIViewController()
    let automatic = try #require(controller.sheetPresentationController)
    #expect(automatic.detents.map(\.identifier) == [.large])
    #expect(!automatic.prefersGrabberVisible && automatic.preferredCornerRadius == nil)
    #expect(automatic.prefersScrollingExpandsWhenScrolledToEdge)
    for style in [UIModalPresentationStyle.pageSheet, .formSheet] {
      controller.modalPresentationStyle = style
      #expect(controller.sheetPresentationController === automatic)
    }
    for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .popover, .custom] {
      controller.modalPresentationStyle = style
      #expect(controller.sheetPresentationController == nil)
    }
  }
}
