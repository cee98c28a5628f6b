import Foundation
import ListBinding
import Testing

/// Every default a table, a cell and a header or footer view declare, against Apple's
/// documentation: each check names the page that gives the value, or says *assumed* where the
/// page gives none.
@MainActor
@Suite("Defaults from Apple's documentation")
struct DefaultsTests {
  // MARK: The table's heights

  @Test(
    "rowHeight is automaticDimension: rows fit their cells",
    arguments: [TableStyle.plain, .grouped])
  func rowHeight(style: TableStyle) {
    // https://developer.apple.com/documentation/uikit/uitableview/rowheight: "The default value
    // of this property is automaticDimension".
    #expect(TableView(style: style).rowHeight == TableView.automaticDimension)
  }

  @Test(
    "estimatedRowHeight and the section heights and estimates are automaticDimension",
    arguments: [TableStyle.plain, .grouped])
  func heights(style: TableStyle) {
    let tableView = TableView(style: style)
    // .../uitableview/estimatedrowheight: "The default value is automaticDimension".
    #expect(tableView.estimatedRowHeight == TableView.automaticDimension)
    // .../uitableview/sectionheaderheight and .../sectionfooterheight: "The default value is
    // automaticDimension", for every style.
    #expect(tableView.sectionHeaderHeight == TableView.automaticDimension)
    #expect(tableView.sectionFooterHeight == TableView.automaticDimension)
    // .../uitableview/estimatedsectionheaderheight and .../estimatedsectionfooterheight: "The
    // default value is automaticDimension".
    #expect(tableView.estimatedSectionHeaderHeight == TableView.automaticDimension)
    #expect(tableView.estimatedSectionFooterHeight == TableView.automaticDimension)
    // .../uitableview/sectionheadertoppadding: "The default value is automaticDimension".
    #expect(tableView.sectionHeaderTopPadding == TableView.automaticDimension)
  }

  // MARK: The table's look and behaviour

  @Test("Separators: a single line, the system's colour, inset 16 points from the left")
  func separators() {
    let tableView = TableView(style: .plain)
    // .../uitableviewcell/separatorstyle/singleline: "This is the default value."
    #expect(tableView.separatorStyle == .singleLine)
    // .../uitableview/separatorcolor: "The default color is gray": the system's separator
    // colour, a gray.
    #expect(tableView.separatorColor == .separator)
    // .../uitableview/separatorinset says separators do not reach the edge and gives no
    // number; 16 points, the layout margin of most devices, is *assumed*.
    #expect(tableView.separatorInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    // *Assumed*: the page of cellLayoutMarginsFollowReadableWidth gives no default; false, as
    // tables created in code have had it since iOS 12.
    #expect(tableView.cellLayoutMarginsFollowReadableWidth == false)
  }

  @Test("Selection: taps select one row, none while editing")
  func selection() {
    let tableView = TableView(style: .plain)
    // .../uitableview/allowsselection: "true (the default)".
    #expect(tableView.allowsSelection)
    // .../uitableview/allowsselectionduringediting: "The default value is false".
    #expect(tableView.allowsSelectionDuringEditing == false)
    // .../uitableview/allowsmultipleselectionduringediting: "The default value of this
    // property is false".
    #expect(tableView.allowsMultipleSelectionDuringEditing == false)
    // *Assumed* from UIKit's header (UITableView.h: "default is NO"); the page gives none.
    #expect(tableView.allowsMultipleSelection == false)
    #expect(tableView.isEditing == false)
  }

  @Test("Scrolling and prefetching are on")
  func scrolling() {
    let tableView = TableView(style: .plain)
    // .../uiscrollview/isscrollenabled: "The default value is true".
    #expect(tableView.isScrollEnabled)
    // .../uitableview/isprefetchingenabled: "The default value of this property is true".
    #expect(tableView.isPrefetchingEnabled)
    #expect(tableView.contentInset == .zero)
  }

  // MARK: Cells

  @Test(
    "A cell selects with the default style and has no accessory",
    arguments: [
      TableViewCell.Style.default, .value1, .value2, .subtitle,
    ])
  func cell(style: TableViewCell.Style) {
    let cell = TableViewCell(style: style, reuseIdentifier: nil)
    // .../uitableviewcell/selectionstyle-swift.property: "The default value is
    // UITableViewCell.SelectionStyle.default".
    #expect(cell.selectionStyle == .default)
    // .../uitableviewcell/accessorytype-swift.property and .../editingaccessorytype: "The
    // default is UITableViewCell.AccessoryType.none".
    #expect(cell.accessoryType == .none)
    #expect(cell.editingAccessoryType == .none)
    #expect(cell.accessoryView == nil)
    #expect(cell.editingAccessoryView == nil)
  }

  @Test("A cell's indentation: level 0, 10 points a level, indents while editing")
  func indentation() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    // .../uitableviewcell/indentationlevel: "The default value of the property is zero".
    #expect(cell.indentationLevel == 0)
    // .../uitableviewcell/indentationwidth: "The default indentation width is 10.0 points".
    #expect(cell.indentationWidth == 10)
    // .../uitableviewcell/shouldindentwhileediting: "The default value is true".
    #expect(cell.shouldIndentWhileEditing)
    // .../uitableviewcell/showsreordercontrol: "The default value is false".
    #expect(cell.showsReorderControl == false)
    #expect(cell.isEditing == false)
    #expect(cell.isSelected == false)
    #expect(cell.isHighlighted == false)
  }

  @Test("A cell's separator inset is the table's default until it sets its own")
  func cellSeparatorInset() {
    // .../uitableviewcell/separatorinset: "The value assigned to this property takes
    // precedence over any default separator insets set on the table view."
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell.separatorInset == TableView(style: .plain).separatorInset)
    cell.separatorInset = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
    #expect(cell.separatorInset.left == 4)
  }

  // MARK: Views

  @Test("A view is shown, opaque, takes touches, with 8-point margins")
  func view() {
    let view = View()
    // .../uiview/ishidden: "The default value is false"; .../uiview/alpha: "The default value
    // is 1.0"; .../uiview/isuserinteractionenabled: "The default value of this property is
    // true"; .../uiview/tag: "The default value is 0"; .../uiview/layoutmargins: 8 points on
    // each side for a view that is not a view controller's root view.
    #expect(view.isHidden == false)
    #expect(view.alpha == 1)
    #expect(view.isUserInteractionEnabled)
    #expect(view.tag == 0)
    #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test("A header or footer view has labels and no content configuration")
  func headerFooterView() {
    let view = TableViewHeaderFooterView(reuseIdentifier: "header")
    // .../uitableviewheaderfooterview/contentconfiguration: nil until set (*assumed*: the page
    // says a view shows its configuration once one is set).
    #expect(view.contentConfiguration == nil)
    #expect(view.textLabel != nil)
    #expect(view.reuseIdentifier == "header")
  }
}
