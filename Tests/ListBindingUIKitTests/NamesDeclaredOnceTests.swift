import Foundation
import ListBinding
import ListBindingUIKit
import Testing

// A file that imports Foundation, ListBinding and ListBindingUIKit together, as a test target
// of a ported app does: every name below resolves to one declaration, so the file compiles
// (that is the check) and the names are UIKit's spellings. `IndexPath(row:section:)`, `.row`
// and `.section` are declared once, in the Diffing module both build on. Sources: Apple's
// documentation of each type (nested names as UIKit nests them: UITableView.RowAnimation,
// UITableViewCell.CellStyle, UIControl.Event, UIContextualAction.Style, ...).

@MainActor
@Suite("Names: UIKit's spellings, declared once, beside ListBinding and Foundation")
struct NamesDeclaredOnceTests {
  @Test("IndexPath(row:section:), .row and .section resolve and agree")
  func indexPath() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3)
    #expect(path.section == 1)
    #expect(path == IndexPath(indexes: [1, 3]))
  }

  @Test("attributedText with both modules: UIKit's and ListBinding's, by the value's type")
  func attributedTextBothWays() {
    // The one name declared twice: `UILabel.attributedText` is `NSAttributedString?` (the
    // face's), `Label.attributedText` is `AttributedString?` (ListBinding's). With both modules
    // imported, the value's type picks one; a bare `nil` needs its type written.
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "UIKit's")
    #expect(label.text == "UIKit's")
    label.attributedText = AttributedString("ListBinding's")
    #expect(label.text == "ListBinding's")
    label.attributedText = nil as NSAttributedString?
    #expect(label.text == nil)
  }

  @Test("The nested and top-level names apps use exist under UIKit's spelling")
  func names() {
    let animation: UITableView.RowAnimation = .fade
    let position: UITableView.ScrollPosition = .middle
    let style: UITableView.Style = .insetGrouped
    let cellStyle: UITableViewCell.CellStyle = .subtitle
    let accessory: UITableViewCell.AccessoryType = .detailDisclosureButton
    let editing: UITableViewCell.EditingStyle = .delete
    let selection: UITableViewCell.SelectionStyle = .none
    let event: UIControl.Event = .valueChanged
    let state: UIControl.State = .normal
    let alignment: NSTextAlignment = .center
    let textStyle: UIFont.TextStyle = .headline
    let contextual: UIContextualAction.Style = .destructive
    let alertStyle: UIAlertController.Style = .actionSheet
    let actionStyle: UIAlertAction.Style = .cancel
    let systemItem: UIBarButtonItem.SystemItem = .add
    let itemStyle: UIBarButtonItem.Style = .done
    let dimension: CGFloat = UITableView.automaticDimension
    let insets: UIEdgeInsets = .zero
    let background: UIColor = .systemBackground
    let image: UIImage? = UIImage(systemName: "star")
    #expect(animation == .fade && position == .middle && style == .insetGrouped)
    #expect(cellStyle == .subtitle && accessory == .detailDisclosureButton)
    #expect(editing == .delete && selection == .none && event == .valueChanged)
    #expect(state == .normal && alignment == .center && textStyle == .headline)
    #expect(contextual == .destructive && alertStyle == .actionSheet && actionStyle == .cancel)
    #expect(systemItem == .add && itemStyle == .done)
    #expect(dimension < 0)
    #expect(insets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(background == UIColor.systemBackground)
    #expect(image != nil)
  }

  @Test("A UIKit name and the ListBinding name it stands for are one type, not two")
  func sameTypes() {
    #expect(UILabel.self == Label.self)
    #expect(UITableViewCell.self == TableViewCell.self)
    #expect(UIColor.self == Color.self)
    #expect(NSTextAlignment.self == TextAlignment.self)
    #expect(UITableView.RowAnimation.self == TableView.RowAnimation.self)
  }
}
