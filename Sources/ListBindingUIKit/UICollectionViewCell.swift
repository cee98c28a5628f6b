import Foundation
import ListBinding

/// A view a collection view reuses, as UIKit's `UICollectionReusableView`: the superclass of
/// ``UICollectionViewCell`` and of supplementary views.
///
/// There is no collection view yet: a reusable view is a plain view that a screen makes and
/// lays out itself; its ``reuseIdentifier`` stays `nil` and nothing calls
/// ``prepareForReuse()`` but your code.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view is reused under, as `UICollectionReusableView.reuseIdentifier`:
  /// `nil`, as for a view no collection view dequeued.
  public private(set) var reuseIdentifier: String?

  /// Creates a view, as `UICollectionReusableView(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// Resets the view before it is reused, as `prepareForReuse()`. The default does nothing; an
  /// override calls `super`. Called by nothing here: there is no collection view to reuse it.
  ///
  /// - Complexity: O(1) for the default, plus what an override does.
  open func prepareForReuse() {}
}

/// A cell of a collection view, as UIKit's `UICollectionViewCell`: a cell without a collection
/// view yet.
///
/// It holds what UIKit's does: a ``contentView`` that fills it and holds your subviews, a
/// ``backgroundView`` behind it, a ``selectedBackgroundView`` shown while the cell
/// ``isSelected`` or ``isHighlighted``, and those two states, which your code sets. A screen
/// can make and test such a cell on its own (a shared `ReusableView` protocol the app's
/// collection and table cells adopt compiles); nothing places it in a grid.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content, as `UICollectionViewCell.contentView`: it fills
  /// the cell and follows its size. Add your subviews here.
  public let contentView = UIView()

  /// The view behind the content, as `backgroundView`, or `nil` (the default). It fills the
  /// cell, behind ``contentView`` and ``selectedBackgroundView``.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      guard let backgroundView else { return }
      fill(with: backgroundView)
      insertSubview(backgroundView, at: 0)
    }
  }

  /// The view shown behind the content while the cell is selected or highlighted, as
  /// `selectedBackgroundView`, or `nil` (the default). It fills the cell, above
  /// ``backgroundView``; it is hidden otherwise.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      guard let selectedBackgroundView else { return }
      fill(with: selectedBackgroundView)
      insertSubview(selectedBackgroundView, belowSubview: contentView)
      showSelectedBackground()
    }
  }

  /// Whether the cell is selected, as `isSelected`. Default: `false`. Shows the
  /// ``selectedBackgroundView`` while `true`.
  open var isSelected = false {
    didSet { showSelectedBackground() }
  }

  /// Whether the cell is highlighted (touched), as `isHighlighted`. Default: `false`. Shows the
  /// ``selectedBackgroundView`` while `true`.
  open var isHighlighted = false {
    didSet { showSelectedBackground() }
  }

  /// Creates a cell with an empty content view, as `UICollectionViewCell(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fill(with: contentView)
    addSubview(contentView)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// Sizes a view to the cell's bounds and makes it follow them.
  private func fill(with view: UIView) {
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  /// Shows the selected background while the cell is selected or highlighted.
  private func showSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }
}
