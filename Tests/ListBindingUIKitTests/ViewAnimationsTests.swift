import ListBindingUIKit
import Testing

// UIView's block animations with options, springs, transitions and keyframes, as table screens
// call them. Apple's pages: animate(withDuration:delay:options:animations:completion:) and the
// spring variant (`animations: @escaping () -> Void`, `completion: ((Bool) -> Void)? = nil`,
// "If you specify a negative value or 0, the changes are made without animating them");
// transition(with:duration:options:animations:completion:) (`animations: (() -> Void)?`);
// transition(from:to:duration:options:completion:) ("By default, this view is removed from its
// superview", "added to the superview of fromView"); AnimationOptions.showHideTransitionViews
// ("views to be hidden or shown (instead of removed or added)"); animateKeyframes and
// addKeyframe(withRelativeStartTime:relativeDuration:animations:).

/// A screen that cross-dissolves its table's reload and fades a banner in, as apps write them.
private final class FadingListController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
  let banner = UILabel()
  var items = ["One", "Two"]
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.alpha = 0
    view.addSubview(tableView)
    view.addSubview(banner)
    tableView.dataSource = self
  }

  func replaceItems(with newItems: [String]) {
    items = newItems
    UIView.transition(
      with: tableView, duration: 0.35, options: .transitionCrossDissolve,
      animations: { self.tableView.reloadData() },
      completion: { finished in self.log.append("reloaded \(finished)") })
  }

  func showBanner(_ text: String) {
    banner.text = text
    UIView.animate(
      withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction],
      animations: { self.banner.alpha = 1 },
      completion: { _ in self.log.append("banner shown") })
  }

  func bounceBanner() {
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
      options: [], animations: { self.banner.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) })
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

@MainActor
@Suite("UIView animations: options, springs, transitions and keyframes")
struct ViewAnimationsTests {
  @Test("The signatures are UIKit's: escaping where UIKit's are, optional where UIKit's are")
  func signatures() {
    let withOptions:
      (
        TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void,
        ((Bool) -> Void)?
      ) -> Void = UIView.animate(withDuration:delay:options:animations:completion:)
    let spring:
      (
        TimeInterval, TimeInterval, CGFloat, CGFloat, UIView.AnimationOptions,
        @escaping () -> Void, ((Bool) -> Void)?
      ) -> Void = UIView.animate(
        withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:
        completion:)
    let transitionWith:
      (UIView, TimeInterval, UIView.AnimationOptions, (() -> Void)?, ((Bool) -> Void)?) -> Void =
        UIView.transition(with:duration:options:animations:completion:)
    let transitionFrom:
      (UIView, UIView, TimeInterval, UIView.AnimationOptions, ((Bool) -> Void)?) -> Void =
        UIView.transition(from:to:duration:options:completion:)
    let keyframes:
      (
        TimeInterval, TimeInterval, UIView.KeyframeAnimationOptions, @escaping () -> Void,
        ((Bool) -> Void)?
      ) -> Void = UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
    let keyframe: (Double, Double, @escaping () -> Void) -> Void =
      UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
    _ = (withOptions, spring, transitionWith, transitionFrom, keyframes, keyframe)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(UIView.AnimationOptions([.curveEaseIn, .repeat]).contains(.repeat))
  }

  @Test("The views take their end values at once; completions run when the main queue turns")
  func endValuesAtOnce() async {
    let controller = FadingListController()
    controller.loadViewIfNeeded()
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)

    controller.replaceItems(with: ["Alpha", "Beta", "Gamma"])
    controller.showBanner("Saved")
    controller.bounceBanner()

    #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text
        == "Gamma")
    #expect(controller.banner.alpha == 1)
    #expect(controller.banner.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
    #expect(controller.log.isEmpty)
    await mainQueueTurn()
    await mainQueueTurn()
    #expect(controller.log == ["reloaded true", "banner shown"])
  }

  @Test("transition(from:to:) puts the new view in the old one's place and removes the old one")
  func transitionReplaces() async {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = UIView()
    let old = UIView()
    let last = UIView()
    for view in [first, old, last] { container.addSubview(view) }
    let new = UIView()
    var finished: Bool?
    UIView.transition(from: old, to: new, duration: 0.3, options: .transitionFlipFromLeft) {
      finished = $0
    }
    #expect(
      container.subviews.map(ObjectIdentifier.init)
        == [first, new, last].map(ObjectIdentifier.init))
    #expect(old.superview == nil)
    #expect(finished == nil)
    await mainQueueTurn()
    #expect(finished == true)
  }

  @Test("With showHideTransitionViews, both views stay and only their hidden flags change")
  func transitionShowsAndHides() {
    let container = UIView()
    let front = UIView()
    let back = UIView()
    back.isHidden = true
    container.addSubview(front)
    container.addSubview(back)
    UIView.transition(
      from: front, to: back, duration: 0.3,
      options: [.transitionFlipFromRight, .showHideTransitionViews])
    #expect(container.subviews.count == 2)
    #expect(front.isHidden)
    #expect(!back.isHidden)
  }

  @Test("A view without a superview is not replaced: nothing is added anywhere")
  func transitionWithoutSuperview() {
    let old = UIView()
    let new = UIView()
    UIView.transition(from: old, to: new, duration: 0, options: [])
    #expect(new.superview == nil)
    #expect(old.superview == nil)
  }

  @Test("Keyframes run in the order they are added, inside the animation block")
  func keyframes() async {
    let view = UIView()
    var log: [String] = []
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        view.alpha = 0.5
        log.append("first")
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        view.alpha = 0
        log.append("second")
      }
    } completion: { finished in
      log.append("done \(finished)")
    }
    #expect(log == ["first", "second"])
    #expect(view.alpha == 0)
    await mainQueueTurn()
    #expect(log == ["first", "second", "done true"])
  }
}
