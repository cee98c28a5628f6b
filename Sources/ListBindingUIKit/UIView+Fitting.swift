import Foundation
import ListBinding

// `systemLayoutSizeFitting`: the size Auto Layout would give a view. A view is measured by the
// rule the table sizes its self-sizing rows and section views by (`TableViewCell.fittingHeight(
// forWidth:)`, which the face's constraint measure answers, see `ConstraintFitting`), so that a
// height an app computes is the height the table gives the row.

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
  /// target's width, and the height the view's content needs.
  ///
  /// The height is measured by the rule the table sizes its rows by, so that
  /// `cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height` is
  /// the height a self-sizing row gets for that cell (see
  /// ``ListBinding/TableViewCell/fittingHeight(forWidth:)``): a cell and its content view answer the
  /// cell's ``ListBinding/TableViewCell/fittingHeight(forWidth:)``, a header or footer view and its content
  /// view the view's ``ListBinding/TableViewHeaderFooterView/fittingHeight(forWidth:)``, and any other view
  /// the height a section header showing the same content gets (0 when it shows nothing, else
  /// 28 points for a line and 20 for each further one). A cell's or a header or footer view's
  /// fitting height is the one its content view's constraints determine when they do (see
  /// ``ListBinding/View/constraintFittingHeight``), at the target's width: pass the table's
  /// width for a label that wraps. The width is not measured: it is the target's. A target
  /// length that is not finite or is below 0
  /// counts as 0, and a height a `fittingHeight(forWidth:)` override answers that is not finite
  /// or is below 0 as 0, so the call never fails.
  ///
  /// - Parameter targetSize: The size you prefer, often ``layoutFittingCompressedSize``.
  /// - Returns: The size that fits.
  /// - Complexity: O(*v*), where *v* is the number of views from the view down, plus the
  ///   constraint measure of a cell or header or footer view (see `ConstraintFitting`).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size that fits the view's content, keeping the target's height when the vertical
  /// priority is required, as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
  ///
  /// The width is the target's, whatever the horizontal priority: the face measures no widths.
  /// With a `verticalFittingPriority` of `.required` the height is the target's too; with a
  /// lower one (`.fittingSizeLevel`, as a table header sized by its content asks) it is the
  /// height ``systemLayoutSizeFitting(_:)`` measures. Lengths that are not finite or are below
  /// 0 count as 0.
  ///
  /// - Parameters:
  ///   - targetSize: The size you prefer.
  ///   - horizontalFittingPriority: The priority of the target's width.
  ///   - verticalFittingPriority: The priority of the target's height.
  /// - Returns: The size that fits.
  /// - Complexity: O(*v*), where *v* is the number of views from the view down; O(1) when the
  ///   vertical priority is required.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let width = Self.fittingLength(targetSize.width)
    let height =
      verticalFittingPriority >= .required
      ? Self.fittingLength(targetSize.height)
      : Self.fittingLength(measuredHeight(forWidth: width))
    return CGSize(width: width, height: height)
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
