import Foundation
import ListBindingUIKit
import Testing

// Apple's "UIView.autoresizingMask": "When a view's bounds change, that view automatically
// resizes its subviews according to each subview's autoresizing mask ... When more than one
// option along the same axis is set, the default behavior is to distribute the size
// difference proportionally among the flexible portions." The default is none; Apple's
// "UIView.autoresizesSubviews": `true` by default, and "if the property is set to false, the
// view does not resize its subviews".

@MainActor
@Suite("UIView autoresizing: subviews follow their superview's new size by their masks")
struct UIViewAutoresizingTests {
  final class ListController: UIViewController {
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // (The app's code, as written.)
    var table: UITableView!

    override func viewDidLoad() {
      super.viewDidLoad()
      let table = UITableView(frame: view.bounds)
      table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(table)
      self.table = table
    }
  }

  @Test("A table with flexible width and height follows its controller's view to a new size")
  func tableFollowsView() {
    let controller = ListController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    controller.loadViewIfNeeded()
    controller.table.frame = controller.view.bounds
    controller.view.frame.size = CGSize(width: 844, height: 390)
    controller.view.layoutIfNeeded()
    #expect(controller.table.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
  }

  @Test("Defaults: no mask, and a view resizes its subviews")
  func defaults() {
    let view = UIView()
    #expect(view.autoresizingMask == [])
    #expect(view.autoresizesSubviews)
    #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
  }

  @Test("Flexible margins share the change in proportion; fixed ones keep their distance")
  func margins() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let centred = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    let pinned = UIView(frame: CGRect(x: 200, y: 150, width: 80, height: 30))
    pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    let still = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    for view in [centred, pinned, still] { superview.addSubview(view) }

    superview.frame.size = CGSize(width: 400, height: 300)
    // 100 more across, shared by margins of 100 and 100: 50 each; 100 more down, all above.
    #expect(centred.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
    // Pinned to the trailing and bottom edges: keeps 20 from each.
    #expect(pinned.frame == CGRect(x: 300, y: 250, width: 80, height: 30))
    #expect(still.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
  }

  @Test("Width and a margin share the change by their sizes")
  func widthAndMargin() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    let bar = UIView(frame: CGRect(x: 100, y: 0, width: 300, height: 100))
    bar.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    superview.addSubview(bar)
    superview.frame.size.width = 800
    #expect(bar.frame == CGRect(x: 200, y: 0, width: 600, height: 100))
  }

  @Test("No resizing without autoresizesSubviews, nor for a view laid out by constraints")
  func optedOut() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: superview.bounds)
    child.autoresizingMask = [.flexibleWidth]
    superview.addSubview(child)
    superview.autoresizesSubviews = false
    superview.frame.size.width = 200
    #expect(child.frame.width == 100)
    superview.autoresizesSubviews = true
    child.translatesAutoresizingMaskIntoConstraints = false
    superview.frame.size.width = 300
    #expect(child.frame.width == 100)
  }

  @Test("Resizing reaches the subviews of a resized subview")
  func nested() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let middle = UIView(frame: root.bounds)
    let leaf = UIView(frame: middle.bounds)
    middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    leaf.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(middle)
    middle.addSubview(leaf)
    root.frame.size = CGSize(width: 320, height: 480)
    #expect(leaf.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }
}
