import Foundation
import ListBinding

// Where a cell's built-in views sit after its layout, as UIKit places them for each style:
// apps read `textLabel!.frame` and move `imageView!.frame` in `layoutSubviews()` after calling
// `super`. Apple's "UITableViewCell.CellStyle" page describes each style in words only ("a
// label on the left side of the cell with left-aligned and black text; on the right side is a
// label that has smaller blue text and is right-aligned"); the spacings and the value2 column
// here are *assumed*. The frames are recorded: the text renderer draws the cell by its style,
// not by them.

/// The layout of a cell's image view, text label and detail text label, in its content view's
/// coordinates.
@MainActor
enum BuiltInViewsLayout {
  /// The space between the image and the labels after it: 16 points, *assumed*.
  static let imageSpacing: CGFloat = 16

  /// The space between the two labels of a `.value1` or `.value2` cell: 8 points, *assumed*.
  static let labelSpacing: CGFloat = 8

  /// Places the cell's built-in views inside its content view's bounds and layout margins.
  ///
  /// The image view takes its image's size at the leading margin, centred vertically (a zero
  /// frame without an image, as UIKit); the labels take the room after it, each as high as its
  /// text (``ListBinding/Label/sizeThatFits(_:)`` at that width). `.default`: the text label
  /// spans the room, centred vertically. `.subtitle`: the text label above the detail label,
  /// the pair centred vertically. `.value1`: the text label at its own width, the detail label
  /// against the trailing margin. `.value2`: the text label at its own width, at most a third
  /// of the room, the detail label after it filling the rest.
  ///
  /// - Complexity: O(*n*), where *n* is the number of characters of the labels' texts.
  static func layOut(_ cell: UITableViewCell) {
    let bounds = cell.contentView.bounds
    let room = bounds.inset(by: cell.contentView.layoutMargins)
    guard room.minX.isFinite, room.maxX.isFinite, bounds.height.isFinite else { return }
    var leading = room.minX
    if let imageView = cell.imageView {
      let size = imageView.image?.size ?? .zero
      if size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite {
        let frame = CGRect(
          x: leading, y: (bounds.height - size.height) / 2, width: size.width,
          height: size.height)
        if imageView.frame != frame { imageView.frame = frame }
        leading = frame.maxX + imageSpacing
      } else if imageView.frame != .zero {
        imageView.frame = .zero
      }
    }
    let width = max(0, room.maxX - leading)
    let text = fittedSize(of: cell.textLabel, width: width)
    let detail = fittedSize(of: cell.detailTextLabel, width: width)
    let middle = bounds.height / 2
    switch cell.style {
    case .default:
      place(cell.textLabel, x: leading, y: middle - text.height / 2, width: width, text.height)
    case .subtitle:
      let top = middle - (text.height + detail.height) / 2
      place(cell.textLabel, x: leading, y: top, width: width, text.height)
      place(cell.detailTextLabel, x: leading, y: top + text.height, width: width, detail.height)
    case .value1:
      let detailWidth = min(detail.width, width)
      let textWidth = min(text.width, max(0, width - detailWidth - labelSpacing))
      place(cell.textLabel, x: leading, y: middle - text.height / 2, width: textWidth, text.height)
      place(
        cell.detailTextLabel, x: room.maxX - detailWidth, y: middle - detail.height / 2,
        width: detailWidth, detail.height)
    case .value2:
      let textWidth = min(text.width, width / 3)
      let detailX = leading + textWidth + labelSpacing
      place(cell.textLabel, x: leading, y: middle - text.height / 2, width: textWidth, text.height)
      place(
        cell.detailTextLabel, x: detailX, y: middle - detail.height / 2,
        width: max(0, room.maxX - detailX), detail.height)
    }
  }

  /// The size `label`'s text takes at `width`; `.zero` without a label.
  private static func fittedSize(of label: Label?, width: CGFloat) -> CGSize {
    label?.sizeThatFits(CGSize(width: width, height: 0)) ?? .zero
  }

  /// Sets `label`'s frame, when it changes.
  private static func place(
    _ label: Label?, x: CGFloat, y: CGFloat, width: CGFloat, _ height: CGFloat
  ) {
    let frame = CGRect(x: x, y: y, width: width, height: height)
    if let label, label.frame != frame { label.frame = frame }
  }
}
