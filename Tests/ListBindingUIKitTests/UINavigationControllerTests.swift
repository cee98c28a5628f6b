import ListBindingTesting
import ListBindingUIKit
import Testing

@MainActor
@Suite("UINavigationController: the stack", .recordsUIKitExceptions)
struct UINavigationControllerTests {
  // Apple: "pushViewController(_:animated:)": "The object in the viewController parameter
  // becomes the top view controller on the navigation stack"; "navigationController": "the
  // nearest ancestor in the view controller hierarchy that is a navigation controller".
  @Test("push puts the controller on top; it finds its navigation controller")
  func push() {
    let list = UIViewController()
    let detail = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    navigation.pushViewController(detail, animated: true)
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init)
        == [list, detail].map(ObjectIdentifier.init))
    #expect(navigation.topViewController === detail)
    #expect(detail.navigationController === navigation)
    #expect(detail.parent === navigation)
    #expect(list.navigationController === navigation)
  }

  // The order of the calls (every will… before every did…) is *assumed*; Apple's
  // "viewWillAppear(_:)" and "viewDidDisappear(_:)" say that each runs.
  @Test("push and pop on screen move one controller off and one on")
  func appearanceOnScreen() {
    let log = CallLog()
    let list = LoggingViewController("list", log: log)
    let detail = LoggingViewController("detail", log: log)
    let navigation = UINavigationController(rootViewController: list)
    let window = showInWindow(navigation)
    #expect(log.take() == ["list.viewDidLoad", "list.viewWillAppear", "list.viewDidAppear"])
    navigation.pushViewController(detail, animated: true)
    #expect(
      log.take() == [
        "list.viewWillDisappear", "detail.viewDidLoad", "detail.viewWillAppear",
        "detail.viewDidAppear", "list.viewDidDisappear",
      ])
    let popped = navigation.popViewController(animated: true)
    #expect(popped === detail)
    #expect(detail.navigationController == nil)
    #expect(
      log.take() == [
        "detail.viewWillDisappear", "list.viewWillAppear", "list.viewDidAppear",
        "detail.viewDidDisappear",
      ])
    _ = window
  }

  // Off screen, nothing appears: *assumed* (UIKit loads a pushed view when it is shown).
  @Test("push off screen neither loads nor shows the pushed controller")
  func pushOffScreen() {
    let log = CallLog()
    let detail = LoggingViewController("detail", log: log)
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(detail, animated: false)
    #expect(log.take() == [])
    #expect(!detail.isViewLoaded)
  }

  // Apple: "popViewController(animated:)": returns "The view controller that was popped from
  // the stack"; the root view controller is never popped (*assumed*: nil then).
  @Test("pop leaves the root: popping it returns nil and changes nothing")
  func popRoot() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === list)
  }

  // Apple: "popToRootViewController(animated:)" and "popToViewController(_:animated:)": "An
  // array containing the view controllers that were popped from the stack."
  @Test("popToRoot and popTo return what they pop, bottom first")
  func popTo() {
    let controllers = (0..<4).map { _ in UIViewController() }
    let navigation = UINavigationController(rootViewController: controllers[0])
    for controller in controllers.dropFirst() {
      navigation.pushViewController(controller, animated: false)
    }
    let poppedToSecond = navigation.popToViewController(controllers[1], animated: true)
    #expect(
      poppedToSecond?.map(ObjectIdentifier.init) == controllers[2...].map(ObjectIdentifier.init))
    let poppedToRoot = navigation.popToRootViewController(animated: true)
    #expect(poppedToRoot?.map(ObjectIdentifier.init) == [ObjectIdentifier(controllers[1])])
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.popToRootViewController(animated: false)?.isEmpty == true)
  }

  // UIKit raises NSInvalidArgumentException "Pushing the same view controller instance more
  // than once is not supported (…)" (*assumed* word for word).
  @Test("Pushing a controller already on the stack raises and changes nothing")
  func pushTwice() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    expectUIKitException(
      .invalidArgumentException,
      reason: "Pushing the same view controller instance more than once is not supported "
        + "(\(list))"
    ) {
      navigation.pushViewController(list, animated: true)
    }
    #expect(navigation.viewControllers.count == 1)
  }

  // UIKit raises NSInvalidArgumentException "Pushing a navigation controller is not supported"
  // (*assumed* word for word).
  @Test("Pushing a navigation controller raises and changes nothing")
  func pushNavigation() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let other = UINavigationController(rootViewController: UIViewController())
    expectUIKitException(
      .invalidArgumentException, reason: "Pushing a navigation controller is not supported"
    ) {
      navigation.pushViewController(other, animated: true)
    }
    #expect(navigation.viewControllers.count == 1)
    #expect(other.navigationController == nil)
  }

  // UIKit raises NSInternalInconsistencyException "Tried to pop to a view controller that
  // doesn't exist." (*assumed* word for word).
  @Test("Popping to a controller not on the stack raises, pops nothing and returns nil")
  func popToMissing() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(UIViewController(), animated: false)
    var popped: [UIViewController]? = []
    expectUIKitException(
      .internalInconsistencyException,
      reason: "Tried to pop to a view controller that doesn't exist."
    ) {
      popped = navigation.popToViewController(UIViewController(), animated: true)
    }
    #expect(popped == nil)
    #expect(navigation.viewControllers.count == 2)
  }

  /// A reference model of the stack: indices into a pool of controllers.
  struct Model {
    var stack: [Int] = [0]
  }

  // The stack, the parents and which controller is on screen, against a model, over random
  // pushes, pops, pops to a controller or to the root, and replacements. *assumed* for the
  // rules the model states: only the top is on screen, every controller on the stack has the
  // navigation controller as parent, and no call that raises changes the stack.
  @Test("Random stack operations keep the stack, parents and appearance as the model says")
  func randomizedStack() {
    var generator = SplitMix64(seed: 0x5EED_20)
    let log = CallLog()
    let pool = (0..<6).map { LoggingViewController("c\($0)", log: log) }
    let navigation = UINavigationController(rootViewController: pool[0])
    let window = showInWindow(navigation)
    var model = Model()
    var raised = 0
    UIKitException.withHandler({ _ in }) {
      for step in 0..<2_000 {
        let pick = Int(generator.next() % UInt64(pool.count))
        switch generator.next() % 5 {
        case 0, 1:
          navigation.pushViewController(pool[pick], animated: false)
          if !model.stack.contains(pick) { model.stack.append(pick) } else { raised += 1 }
        case 2:
          navigation.popViewController(animated: false)
          if model.stack.count > 1 { model.stack.removeLast() }
        case 3:
          navigation.popToViewController(pool[pick], animated: false)
          if let index = model.stack.firstIndex(of: pick) {
            model.stack.removeSubrange((index + 1)...)
          } else {
            raised += 1
          }
        default:
          let count = 1 + Int(generator.next() % 3)
          var chosen: [Int] = []
          for _ in 0..<count {
            let index = Int(generator.next() % UInt64(pool.count))
            if !chosen.contains(index) { chosen.append(index) }
          }
          navigation.setViewControllers(chosen.map { pool[$0] }, animated: false)
          model.stack = chosen
        }
        let actual = navigation.viewControllers.map { controller in
          pool.firstIndex { $0 === controller } ?? -1
        }
        #expect(actual == model.stack, "step \(step), seed 0x5EED_20")
        for (index, controller) in pool.enumerated() {
          let onStack = model.stack.contains(index)
          #expect((controller.parent === navigation) == onStack, "step \(step)")
          #expect(controller.onScreen == (index == model.stack.last), "step \(step)")
          // The top controller's view fills the navigation controller's; the others are out.
          let inContainer = controller.viewIfLoaded?.superview === navigation.view
          #expect(inContainer == (index == model.stack.last), "step \(step)")
          if inContainer { #expect(controller.view.frame == navigation.view.bounds) }
        }
      }
    }
    #expect(raised > 0)
    _ = window
  }
}

/// A small seeded generator, so that a failing run can be repeated.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
