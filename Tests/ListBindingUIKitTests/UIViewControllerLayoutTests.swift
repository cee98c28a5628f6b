import ListBindingTesting
import ListBindingUIKit
import Testing

/// A view, written as UIKit code is, that logs its layout passes.
@MainActor
private final class LoggingView: UIView {
  var log: CallLog?
  var name = "view"

  override func layoutSubviews() {
    super.layoutSubviews()
    log?.append("\(name).layoutSubviews")
  }
}

/// A controller, written as UIKit code is, that logs its lifecycle and layout calls and sizes a
/// banner to its view's width after each layout, as screens do in `viewDidLayoutSubviews`.
@MainActor
private final class BannerViewController: UIViewController {
  let name: String
  let log: CallLog
  let banner = UIView()
  var boundsSeenInWillLayout: CGRect?

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    let view = LoggingView()
    view.log = log
    view.name = "\(name).view"
    self.view = view
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(banner)
    log.append("\(name).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("\(name).viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("\(name).viewDidAppear")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    boundsSeenInWillLayout = view.bounds
    log.append("\(name).viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
    log.append("\(name).viewDidLayoutSubviews")
  }
}

@MainActor
@Suite("UIViewController: viewWillLayoutSubviews and viewDidLayoutSubviews")
struct UIViewControllerLayoutTests {
  // Apple: "viewWillLayoutSubviews()": "Notifies the view controller that its view is about to
  // lay out its subviews"; "viewDidLayoutSubviews()": "Notifies the view controller when its view
  // finishes laying out its subviews." That the first pass falls between viewWillAppear and
  // viewDidAppear is what iOS logs for a window's root (jchudzynski/ViewControllerTest's README
  // shows the same order); *assumed* for the exact moment.
  @Test("A window's root lays out once, between viewWillAppear and viewDidAppear")
  func windowRootOrder() {
    let log = CallLog()
    let root = BannerViewController("root", log: log)
    let window = showInWindow(root)
    #expect(
      log.take() == [
        "root.viewDidLoad", "root.viewWillAppear", "root.viewWillLayoutSubviews",
        "root.view.layoutSubviews", "root.viewDidLayoutSubviews", "root.viewDidAppear",
      ])
    #expect(root.boundsSeenInWillLayout == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.banner.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    // Nothing needs layout: no pass, no calls.
    root.view.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(log.take() == [])
  }

  // Apple: "viewWillLayoutSubviews()": "When a view's bounds change, the view adjusts the
  // position of its subviews. Your view controller can override this method to make changes
  // before the view lays out its subviews."
  @Test("A window that takes a new size lays the root's view out again, once")
  func boundsChange() {
    let log = CallLog()
    let root = BannerViewController("root", log: log)
    let window = showInWindow(root)
    _ = log.take()
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(
      log.take() == [
        "root.viewWillLayoutSubviews", "root.view.layoutSubviews", "root.viewDidLayoutSubviews",
      ])
    #expect(root.boundsSeenInWillLayout == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(root.banner.frame.width == 844)
    // The same size again changes nothing.
    window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(log.take() == [])
  }

  // Apple: "setNeedsLayout()": "Invalidates the current layout of the receiver and triggers a
  // layout update during the next update cycle"; "layoutIfNeeded()": "Lays out the subviews
  // immediately, if layout updates are pending." There is no update cycle here.
  @Test("setNeedsLayout then layoutIfNeeded runs one pass, marked many times or not")
  func setNeedsLayoutThenLayoutIfNeeded() {
    let log = CallLog()
    let root = BannerViewController("root", log: log)
    _ = showInWindow(root)
    _ = log.take()
    root.view.setNeedsLayout()
    root.view.setNeedsLayout()
    root.view.layoutIfNeeded()
    root.view.layoutIfNeeded()
    #expect(
      log.take() == [
        "root.viewWillLayoutSubviews", "root.view.layoutSubviews", "root.viewDidLayoutSubviews",
      ])
  }

  // A controller's view not yet in a window lays out too, when code asks: *assumed*, as UIKit
  // lays out any view with pending layout on layoutIfNeeded().
  @Test("A loaded view off screen lays out when code calls layoutIfNeeded")
  func offScreenLayoutIfNeeded() {
    let log = CallLog()
    let controller = BannerViewController("detail", log: log)
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.view.layoutIfNeeded()
    #expect(
      log.take() == [
        "detail.viewDidLoad", "detail.viewWillLayoutSubviews", "detail.view.layoutSubviews",
        "detail.viewDidLayoutSubviews",
      ])
    #expect(controller.banner.frame.width == 320)
  }

  // Apple: "viewDidLayoutSubviews()": "this method being called does not indicate that the
  // individual layouts of the view's subviews have been adjusted. Each subview is responsible
  // for adjusting its own layout." A parent's pass runs before its child's: *assumed*, as
  // UIKit lays out from the top down.
  @Test("A navigation controller's view lays out before its top controller's, each once")
  func navigationChildAfterParent() {
    final class Navigation: UINavigationController {
      var log: CallLog?
      override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log?.append("navigation.viewWillLayoutSubviews")
      }
      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log?.append("navigation.viewDidLayoutSubviews")
      }
    }
    let log = CallLog()
    let top = BannerViewController("top", log: log)
    let navigation = Navigation(rootViewController: top)
    navigation.log = log
    _ = showInWindow(navigation)
    let lines = log.take().filter { $0.hasSuffix("ayoutSubviews") || $0.contains("Appear") }
    #expect(
      lines == [
        "top.viewWillAppear", "navigation.viewWillLayoutSubviews",
        "navigation.viewDidLayoutSubviews", "top.viewWillLayoutSubviews",
        "top.view.layoutSubviews", "top.viewDidLayoutSubviews", "top.viewDidAppear",
      ])
    #expect(top.banner.frame.width == 390)
  }

  // Apple: "present(_:animated:completion:)" shows the controller's view; its layout pass, as
  // any appearing view's, comes before viewDidAppear: *assumed*.
  @Test("A presented controller lays out as it appears")
  func presentedController() {
    let log = CallLog()
    let root = BannerViewController("root", log: log)
    let window = showInWindow(root)
    let detail = BannerViewController("detail", log: log)
    _ = log.take()
    root.present(detail, animated: false)
    #expect(
      log.take() == [
        "detail.viewDidLoad", "detail.viewWillAppear", "detail.viewWillLayoutSubviews",
        "detail.view.layoutSubviews", "detail.viewDidLayoutSubviews", "detail.viewDidAppear",
      ])
    #expect(detail.banner.frame.width == 390)
    #expect(detail.view.superview === window)
  }

  // Apple: "view": the controller manages the view assigned to it; a view that is no longer its
  // view no longer reports to it (*assumed*).
  @Test("A view replaced by another no longer reports its layout to the controller")
  func replacedView() {
    let log = CallLog()
    let controller = BannerViewController("list", log: log)
    let old = controller.view
    let replacement = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    controller.view = replacement
    _ = log.take()
    old?.setNeedsLayout()
    old?.layoutIfNeeded()
    #expect(log.take() == ["list.view.layoutSubviews"])
    replacement.layoutIfNeeded()
    #expect(log.take() == ["list.viewWillLayoutSubviews", "list.viewDidLayoutSubviews"])
  }

  // A table view controller's view is its table: the table's pass reports too. *Assumed*, as
  // UIKit's table view controller's view is the table view.
  @Test("A table view controller hears its table's layout as it appears")
  func tableViewController() {
    final class ListController: UITableViewController {
      var calls: [String] = []
      override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        calls.append("viewWillLayoutSubviews \(tableView.bounds.width)")
      }
      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("viewDidLayoutSubviews")
      }
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear")
      }
    }
    let controller = ListController(style: .plain)
    _ = showInWindow(controller)
    #expect(
      controller.calls == [
        "viewWillLayoutSubviews 390.0", "viewDidLayoutSubviews", "viewDidAppear",
      ])
  }
}
