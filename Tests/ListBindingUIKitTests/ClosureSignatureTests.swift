import ListBindingUIKit
import Testing

// The escaping-ness and optionality of the face's closure parameters, as UIKit declares them
// (Apple's documentation page of each): a function value of UIKit's exact type, and for a
// non-escaping parameter a call that passes a non-escaping closure parameter on (which fails
// to compile if the face's parameter were escaping). Sources: UIView
// performWithoutAnimation(_:) `(_ actionsWithoutAnimation: () -> Void)`;
// animate(withDuration:animations:) `animations: @escaping () -> Void`;
// animate(withDuration:animations:completion:) `completion: ((Bool) -> Void)? = nil`;
// UITableView performBatchUpdates(_:completion:) `(() -> Void)?`, `((Bool) -> Void)? = nil`;
// UIAlertAction init(title:style:handler:) `((UIAlertAction) -> Void)? = nil`;
// UIAlertController addTextField(configurationHandler:) `((UITextField) -> Void)? = nil`;
// UITableViewDiffableDataSource apply(_:animatingDifferences:completion:) `(() -> Void)? = nil`.

@MainActor
@Suite("Signatures: closure parameters escape where UIKit's do, and only there")
struct ClosureSignatureTests {
  /// Passes a non-escaping closure on: compiles only if the parameter is non-escaping.
  func withoutAnimation(_ body: () -> Void) {
    UIView.performWithoutAnimation(body)
  }

  @Test("UIView's animation methods")
  func viewAnimations() async {
    let animate: (TimeInterval, @escaping () -> Void) -> Void =
      UIView.animate(withDuration:animations:)
    let animateThen: (TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
      UIView.animate(withDuration:animations:completion:)
    let plain: (() -> Void) -> Void = UIView.performWithoutAnimation
    _ = (animate, animateThen, plain)
    var log: [String] = []
    withoutAnimation { log.append("without") }
    UIView.animate(withDuration: 0.3) { log.append("animate") }
    UIView.animate(withDuration: 0) {
      log.append("animate, then")
    } completion: { finished in
      log.append("completion \(finished)")
    }
    #expect(log == ["without", "animate", "animate, then"])
    await mainQueueTurn()
    #expect(log == ["without", "animate", "animate, then", "completion true"])
  }

  @Test("Optional closures are escaping and may be nil, as UIKit's")
  func optionalClosures() {
    let batch: (UITableView) -> ((() -> Void)?, ((Bool) -> Void)?) -> Void =
      UITableView.performBatchUpdates
    let alertAction: (String?, UIAlertAction.Style, ((UIAlertAction) -> Void)?) -> UIAlertAction =
      UIAlertAction.init(title:style:handler:)
    let textField: (UIAlertController) -> (((UITextField) -> Void)?) -> Void =
      UIAlertController.addTextField(configurationHandler:)
    let apply:
      (UITableViewDiffableDataSource<Int, Int>) -> (
        NSDiffableDataSourceSnapshot<Int, Int>, Bool, (() -> Void)?
      ) -> Void = UITableViewDiffableDataSource<Int, Int>.apply(_:animatingDifferences:completion:)
    _ = (batch, alertAction, textField, apply)
    let table = UITableView(frame: .zero, style: .plain)
    table.performBatchUpdates(nil, completion: nil)
    table.performBatchUpdates(nil)
  }
}
