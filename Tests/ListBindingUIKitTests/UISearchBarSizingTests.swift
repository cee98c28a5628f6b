import Foundation
import ListBindingUIKit
import Testing

// Apple's "UIView.sizeToFit()" ("Resizes and moves the receiver view so it just encloses its
// subviews": it takes `sizeThatFits(_:)`). A search bar's height is not published: 56 points
// here, and 44 more with scope buttons shown, *assumed*.

@MainActor
@Suite("UISearchBar sizing: sizeThatFits and sizeToFit give a bar's height and keep its width")
struct UISearchBarSizingTests {
  @Test("sizeToFit gives a bar made with no frame its height, keeping the width")
  func sizeToFit() {
    let bar = UISearchBar()
    bar.sizeToFit()
    #expect(bar.frame.size == CGSize(width: 0, height: 56))
    let wide = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
    wide.sizeToFit()
    #expect(wide.frame == CGRect(x: 0, y: 0, width: 390, height: 56))
  }

  @Test("sizeThatFits keeps the bar's width whatever size is offered, and counts a scope bar")
  func sizeThatFits() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
    #expect(bar.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 320, height: 56))
    bar.scopeButtonTitles = ["All", "Open"]
    bar.showsScopeBar = true
    #expect(bar.sizeThatFits(.zero) == CGSize(width: 320, height: 100))
  }

  @Test("A search bar sized to fit as a table's header view gives the header its height")
  func tableHeader() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let bar = UISearchBar()
    bar.sizeToFit()
    table.tableHeaderView = bar
    table.layoutIfNeeded()
    #expect(table.tableHeaderView?.frame.height == 56)
  }
}
