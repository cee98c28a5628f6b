import Foundation
import ListBinding

// `systemLayoutSizeFitting`: the size Auto Layout would give a view. A cell or a header or
// footer view is measured by the rule the table sizes its self-sizing rows and section views by
// (`TableViewCell.fittingHeight(forWidth:)`, which the face's constraint measure answers, see
// `ConstraintFitting`), so that a height an app computes is the height the table gives the row;
// any other view by the same constraint measure, from its own constraints, its subviews' and its
// intrinsic content size (Apple's "systemLayoutSizeFitting(_:)": "the optimal size of the view
// based on its current constraints").

extension UIView {
  /// The target size that asks for the smallest size, as UIKit's
  /// `UIView.layoutFittingCompressedSize`: zero.
  public nonisolated static let layoutFittingCompressedSize = CGSize.zero

  /// The target size that asks for the largest size, as UIKit's
  /// `UIView.layoutFittingExpandedSize`: ``ListBinding/TableView/maximumDimension`` in both dimensions, the
  /// largest length the face measures (UIKit's value is a large number too; this one is
  /// *assumed*).
  public nonisolated static let layoutFittingExpandedSize = CGSize(
    width: TableView.maximumDimension, height: TableView.maximumDimension)

  /// The size that fits the view's content, as UIKit's `systemLayoutSizeFitting(_:)`: the
  /// size the view's constraints, intrinsic content size and content give it, as close to
  /// the target as they allow (see
  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``,
  /// which it calls with `.fittingSizeLevel` both ways).
  ///
  /// The height of a cell or its content view is measured by the rule the table sizes its
  /// rows by, so that `cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
  /// .height` is the height a self-sizing row gets for that cell (see
  /// ``ListBinding/TableViewCell/fittingHeight(forWidth:)``); a header or footer view and its
  /// content view answer the view's ``ListBinding/TableViewHeaderFooterView/fittingHeight(forWidth:)``.
  /// Any other view is measured as Auto Layout measures it, by the face's propagation (see
  /// `ConstraintFitting`): a constant height constraint of its own, a stack view's arranged
  /// subviews, its subviews pinned from its top to its bottom (a label with 20-point insets:
  /// the label's height and 40), or its `intrinsicContentSize` (a view that overrides it to
  /// answer a height of 104 measures 104), bounded by its own height inequalities; a view
  /// with none of these, the height a section header showing the same content gets (0 when it
  /// shows nothing, else 28 points for a line and 20 for each further one, *assumed*).
  ///
  /// A target length that is not finite or is below 0 counts as 0, and a height a
  /// `fittingHeight(forWidth:)` override answers that is not finite or is below 0 as 0, so the
  /// call never fails.
  ///
  /// - Parameter targetSize: The size you prefer, often ``layoutFittingCompressedSize``.
  /// - Returns: The size that fits.
  /// - Complexity: O(*v*), where *v* is the number of views from the view down, plus the
  ///   constraint measure (see `ConstraintFitting`).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size that fits the view's content, keeping the target's width or height where its
  /// priority is required, as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
  ///
  /// The width: the target's when `horizontalFittingPriority` is `.required`, and for a cell,
  /// a header or footer view or their content views. Any other view with a width of its own (a
  /// required constant width constraint, else an intrinsic width: a label's text, an image
  /// view's image, a stack view's arranged subviews) keeps it, unless the priority is above the
  /// view's content hugging priority and the target is wider, or above its compression
  /// resistance and the target is narrower, as Auto Layout weighs them; a view without one
  /// takes the target's. The height: the target's when `verticalFittingPriority` is
  /// `.required`; otherwise the one ``systemLayoutSizeFitting(_:)`` measures at that width (as
  /// a table header sized by its content asks: the table's width, required, and
  /// `.fittingSizeLevel` vertically). Lengths that are not finite or are below 0 count as 0.
  ///
  /// - Parameters:
  ///   - targetSize: The size you prefer.
  ///   - horizontalFittingPriority: The priority of the target's width.
  ///   - verticalFittingPriority: The priority of the target's height.
  /// - Returns: The size that fits.
  /// - Complexity: O(*v*), where *v* is the number of views from the view down, plus the
  ///   constraint measure (see `ConstraintFitting`); O(1) when both priorities are required.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    var width = Self.fittingLength(targetSize.width)
    if horizontalFittingPriority < .required, !isTableCellOrSectionView {
      width = Self.fittingLength(
        fittedWidth(target: width, priority: horizontalFittingPriority))
    }
    let height =
      verticalFittingPriority >= .required
      ? Self.fittingLength(targetSize.height)
      : Self.fittingLength(measuredHeight(forWidth: width))
    return CGSize(width: width, height: height)
  }

  /// Whether the view is a cell, a header or footer view, or the content view of one.
  private var isTableCellOrSectionView: Bool {
    if self is UITableViewCell || self is UITableViewHeaderFooterView { return true }
    if let cell = superview as? UITableViewCell, cell.contentView === self { return true }
    if let view = superview as? UITableViewHeaderFooterView, view.contentView === self {
      return true
    }
    return false
  }

  /// The width a view of its own width takes for a target `target` of `priority`: its own,
  /// unless the priority beats the hugging (a wider target) or the compression resistance (a
  /// narrower one); the target for a view without one.
  private func fittedWidth(target: CGFloat, priority: UILayoutPriority) -> CGFloat {
    guard let natural = ConstraintFitting.naturalWidth(of: self, depth: 0) else { return target }
    if target > natural, priority > contentHuggingPriority(for: .horizontal) { return target }
    if target < natural, priority > contentCompressionResistancePriority(for: .horizontal) {
      return target
    }
    return natural
  }

  /// The height the table would give the view's content at `width`.
  private func measuredHeight(forWidth width: CGFloat) -> CGFloat {
    if let cell = self as? UITableViewCell { return cell.fittingHeight(forWidth: width) }
    if let cell = superview as? UITableViewCell, cell.contentView === self {
      return cell.fittingHeight(forWidth: width)
    }
    if let view = self as? UITableViewHeaderFooterView {
      return view.fittingHeight(forWidth: width)
    }
    if let view = superview as? UITableViewHeaderFooterView, view.contentView === self {
      return view.fittingHeight(forWidth: width)
    }
    if let height = ConstraintFitting.fittingHeight(ofPlainView: self, width: width) {
      return height
    }
    return Self.sectionViewHeight(of: renderedElements())
  }

  /// The height of a section header showing `elements`, as the table measures one: 0 for none,
  /// else 28 points for one line and 20 for each further one (a line break, or a line break in
  /// a text, starts one).
  private static func sectionViewHeight(of elements: [RenderedElement]) -> CGFloat {
    guard !elements.isEmpty else { return 0 }
    var lines = 1
    for element in elements {
      switch element {
      case .text(let text): lines += text.count { $0 == "\n" }
      case .styledText(let styled): lines += styled.text.count { $0 == "\n" }
      case .lineBreak: lines += 1
      default: break
      }
    }
    return 28 + 20 * CGFloat(lines - 1)
  }

  /// `length` when it is finite and at least 0, at most ``ListBinding/TableView/maximumDimension``; else 0.
  private static func fittingLength(_ length: CGFloat) -> CGFloat {
    guard length.isFinite, length >= 0 else { return 0 }
    return min(length, TableView.maximumDimension)
  }
}
