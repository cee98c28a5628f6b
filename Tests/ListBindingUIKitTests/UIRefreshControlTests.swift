import ListBinding
import ListBindingUIKit
import Testing

@MainActor
@Suite("UIRefreshControl and UIKit's value names")
struct UIRefreshControlTests {
  // UIRefreshControl: "When the user initiates a refresh operation, the control generates a
  // valueChanged event"; UIAction.sender is the control while the handler runs
  // (UIControl.addAction(_:for:)).
  @Test("A UIAction added for .valueChanged runs on the user's pull, with the control as sender")
  func pullRunsAction() throws {
    let control = UIRefreshControl()
    var senders: [ObjectIdentifier] = []
    control.addAction(
      UIAction { action in
        if let sender = action.sender as? UIRefreshControl {
          senders.append(ObjectIdentifier(sender))
          sender.endRefreshing()
        }
      }, for: .valueChanged)
    let table = TableView()
    table.refreshControl = control
    try table.pullToRefresh()
    #expect(senders == [ObjectIdentifier(control)])
    #expect(!control.isRefreshing)
    control.beginRefreshing()
    #expect(control.isRefreshing)
  }

  // UIRefreshControl.attributedTitle: "The styled title text to display in the refresh
  // control"; nil by default.
  @Test("The attributed title is kept per control, nil by default")
  func attributedTitle() {
    let first = UIRefreshControl()
    let second = UIRefreshControl()
    #expect(first.attributedTitle == nil)
    first.attributedTitle = NSAttributedString(string: "Pull to refresh")
    #expect(first.attributedTitle?.string == "Pull to refresh")
    #expect(second.attributedTitle == nil)
    first.attributedTitle = nil
    #expect(first.attributedTitle == nil)
  }

  @Test("NSTextAlignment is a label's alignment, under UIKit's name")
  func textAlignment() {
    let label = UILabel()
    #expect(label.textAlignment == NSTextAlignment.natural)
    label.textAlignment = .center
    #expect(label.textAlignment == NSTextAlignment.center)
  }
}
