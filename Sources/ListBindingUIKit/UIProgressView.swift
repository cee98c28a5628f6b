import Foundation
import ListBinding

/// A bar that shows how far a task has come, as UIKit's `UIProgressView`.
///
/// ``progress`` stays from 0 to 1, as Apple's page says ("values less than 0.0 and greater
/// than 1.0 are pinned to those limits"); a progress that is not a number is ignored
/// (*assumed*). Drawn as a bar of ten cells, `#` for the part done: `[####------]` at 0.4.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The look of a progress view, as `UIProgressView.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// The standard bar.
    case `default`
    /// The bar of a toolbar.
    case bar
  }

  private var storedProgress: Float = 0

  /// The style, as `progressViewStyle`. Default: `.default`. Recorded: both draw alike.
  open var progressViewStyle = Style.default
  /// The colour of the part done, as `progressTintColor`. Recorded only.
  open var progressTintColor: UIColor?
  /// The colour of the part to go, as `trackTintColor`. Recorded only.
  open var trackTintColor: UIColor?
  /// The image of the part done, as `progressImage`. Recorded only.
  open var progressImage: UIImage?
  /// The image of the part to go, as `trackImage`. Recorded only.
  open var trackImage: UIImage?

  /// Creates a progress view at 0, as `UIProgressView(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a progress view of `style` at 0, as `UIProgressView(progressViewStyle:)`.
  ///
  /// - Parameter style: The style.
  /// - Complexity: O(1).
  public convenience init(progressViewStyle style: UIProgressView.Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// How far the task has come, from 0 to 1, as `UIProgressView.progress`; pinned to those
  /// limits when set. Default: 0.
  ///
  /// - Complexity: O(1).
  open var progress: Float {
    get { storedProgress }
    set {
      guard !newValue.isNaN else { return }
      storedProgress = min(max(newValue, 0), 1)
    }
  }

  /// Sets ``progress``, pinned from 0 to 1, as `setProgress(_:animated:)`.
  ///
  /// - Parameters:
  ///   - progress: The new progress.
  ///   - animated: Ignored: nothing is animated.
  /// - Complexity: O(1).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// The bar as one text element: ten cells, `#` for each tenth done (rounded), `-` for the
  /// rest: `[####------]` at 0.4.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    let done = Int((Double(storedProgress) * 10).rounded())
    let bar =
      "[" + String(repeating: "#", count: done) + String(repeating: "-", count: 10 - done) + "]"
    return [.text(bar)] + super.renderedElements()
  }
}
