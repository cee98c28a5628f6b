import Foundation
import ListBinding

// How a stack view lays out its arranged subviews, as UIKit's `UIStackView` does with the
// constraints it makes for them. Apple's "UIStackView", "UIStackView.Distribution" and
// "UIStackView.Alignment" pages: along the axis the views follow each other, `spacing` (or the
// custom spacing after a view) apart, sized by the distribution; across it they sit by the
// alignment; hidden views take no room; with `isLayoutMarginsRelativeArrangement` the views
// are laid out within the stack's layout margins. Where Apple leaves the choice to Auto Layout's
// priorities, the face decides by a rule of its own, *assumed* (see `StackLayout`).

/// The face's layout of a stack view's arranged subviews: the frames the stack's default
/// `layoutSubviews()` sets, and the sizes the stack's arranged subviews give it.
///
/// Along the axis, each visible arranged view has a natural length: in a horizontal stack a
/// required (else strongest) constant width constraint, else a stack's own arranged views',
/// else its intrinsic width (a label's text on one line); in a vertical stack the height
/// ``ConstraintFitting`` measures at the view's width (a label wrapped at it, a constant
/// height, its subviews' constraints, its intrinsic height). A view with none has none. The
/// distribution then sizes the views:
/// - `.fill`: the natural lengths; room left over goes to the views without a natural length,
///   shared equally, else to the view of the lowest content hugging priority on the axis whose
///   length is not a required constant of its own (the first of those that tie, as Apple's
///   `.fill` page resolves ambiguity "based on their index"; the first: *assumed* from common
///   practice); room missing is taken from the view of the lowest compression resistance, then
///   the next (ties: the first, *assumed*), never from a view of a required constant length;
/// - `.fillEqually`: equal lengths that fill the axis;
/// - `.fillProportionally`: lengths in proportion to the natural ones that fill the axis
///   (equal when none has one);
/// - `.equalSpacing`: the natural lengths, with equal gaps that fill the axis, at least the
///   spacing; when the views do not fit, the spacing and room taken as for `.fill`;
/// - `.equalCentering`: the natural lengths, the first view at the start, the last at the end
///   and equal distances between centres, when that keeps the spacing between views; otherwise
///   as `.equalSpacing` (*assumed*).
///
/// Across the axis: `.fill` spans the stack; `.leading` (`.top`), `.center` and `.trailing`
/// (`.bottom`) place each view at its natural length (a horizontal stack's view at its height
/// at its width; a vertical stack's at its natural width, at most the stack's, 0 without one);
/// `.firstBaseline` counts as `.top` and `.lastBaseline` as `.bottom` (*assumed*: the face
/// has no baselines), as does `isBaselineRelativeArrangement` (recorded, not applied). The
/// system spacing (``UIStackView/spacingUseSystem``) counts 8 points (*assumed*). A hidden
/// arranged view keeps its frame and takes no room.
@MainActor
enum StackLayout {
  /// Sets the frames of the stack's visible arranged subviews in its bounds.
  ///
  /// - Parameter stack: The stack view.
  /// - Returns: The arranged subviews whose frames changed.
  /// - Complexity: O(*a*) measures, where *a* is the number of arranged subviews (see
  ///   ``ConstraintFitting/height(of:atWidth:depth:)``).
  static func arrange(_ stack: UIStackView) -> [View] {
    var changed: [View] = []
    for (view, frame) in frames(of: stack, in: stack.bounds, depth: 0) {
      guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
        frame != view.frame
      else { continue }
      view.frame = frame
      changed.append(view)
    }
    return changed
  }

  /// The frames of the stack's visible arranged subviews in `bounds` (see ``StackLayout``).
  ///
  /// - Complexity: O(*a*) measures, where *a* is the number of arranged subviews.
  static func frames(
    of stack: UIStackView, in bounds: CGRect, depth: Int
  ) -> [(view: View, frame: CGRect)] {
    let views = stack.arrangedSubviews.filter { !$0.isHidden }
    guard !views.isEmpty else { return [] }
    let inner = innerRect(of: stack, in: bounds)
    let horizontal = stack.axis == .horizontal
    let crossLength = horizontal ? inner.height : inner.width
    let mainLength = horizontal ? inner.width : inner.height
    // A vertical stack's views are measured at their widths, which the alignment sets.
    let widths: [CGFloat] = views.map { view in
      guard !horizontal else { return 0 }
      guard stack.alignment != .fill else { return crossLength }
      return min(crossLength, ConstraintFitting.naturalWidth(of: view, depth: depth) ?? 0)
    }
    let natural = zip(views, widths).map { view, width in
      naturalMainLength(of: view, horizontal: horizontal, width: width, depth: depth)
    }
    let spans = distribute(
      natural, gaps: gaps(of: stack, views), in: mainLength, stack.distribution,
      hugging: views.map { $0.contentHuggingPriority(for: stack.axis) },
      compression: views.map { $0.contentCompressionResistancePriority(for: stack.axis) },
      fixed: views.map { ConstraintFitting.hasRequiredConstantLength($0, horizontal: horizontal) })
    var frames: [(view: View, frame: CGRect)] = []
    for (position, view) in views.enumerated() {
      let span = spans[position]
      var crossSize = crossLength
      if horizontal, stack.alignment != .fill {
        crossSize =
          ConstraintFitting.height(of: view, atWidth: span.length, depth: depth + 1) ?? 0
      } else if !horizontal {
        crossSize = widths[position]
      }
      let crossOrigin: CGFloat
      switch stack.alignment {
      case .fill, .leading, .firstBaseline: crossOrigin = 0
      case .center: crossOrigin = (crossLength - crossSize) / 2
      case .trailing, .lastBaseline: crossOrigin = crossLength - crossSize
      }
      let frame =
        horizontal
        ? CGRect(
          x: inner.minX + span.origin, y: inner.minY + crossOrigin, width: span.length,
          height: crossSize)
        : CGRect(
          x: inner.minX + crossOrigin, y: inner.minY + span.origin, width: crossSize,
          height: span.length)
      frames.append((view, frame))
    }
    return frames
  }

  /// The size the stack's arranged subviews give it when nothing else sizes it: along the axis
  /// their natural lengths and the gaps, across it the largest of them (a vertical stack's
  /// views measured at the width that gives), plus the margins when the arrangement is
  /// relative to them.
  ///
  /// - Complexity: O(*a*) measures, where *a* is the number of arranged subviews.
  static func naturalSize(of stack: UIStackView, depth: Int) -> CGSize {
    let views = stack.arrangedSubviews.filter { !$0.isHidden }
    let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
    let widths = views.map { ConstraintFitting.naturalWidth(of: $0, depth: depth) ?? 0 }
    var width: CGFloat
    if stack.axis == .horizontal {
      width = widths.reduce(0, +) + gaps(of: stack, views).reduce(0, +)
    } else {
      width = widths.max() ?? 0
    }
    width = max(0, width + margins.left + margins.right)
    guard width.isFinite else { return .zero }
    return CGSize(
      width: width, height: ConstraintFitting.stackHeight(of: stack, width: width, depth: depth))
  }

  /// The stack's bounds, within its layout margins when the arrangement is relative to them;
  /// lengths below 0 or not finite count as 0.
  static func innerRect(of stack: UIStackView, in bounds: CGRect) -> CGRect {
    let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
    let inner = bounds.inset(by: margins)
    let width = inner.width.isFinite ? max(0, inner.width) : 0
    let height = inner.height.isFinite ? max(0, inner.height) : 0
    return CGRect(x: inner.minX, y: inner.minY, width: width, height: height)
  }

  /// The gap after each view but the last: its custom spacing, else the stack's spacing; the
  /// system spacing counts 8 points and a gap below 0 or not finite 0 (*assumed*).
  static func gaps(of stack: UIStackView, _ views: [View]) -> [CGFloat] {
    views.dropLast().map { view in
      let custom = stack.customSpacing(after: view)
      let gap = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
      if gap == UIStackView.spacingUseSystem { return 8 }
      return gap.isFinite ? max(0, gap) : 0
    }
  }

  /// The natural length of `view` along the stack's axis: its own width in a horizontal stack,
  /// its height at `width` in a vertical one.
  static func naturalMainLength(
    of view: View, horizontal: Bool, width: CGFloat, depth: Int
  ) -> CGFloat? {
    if horizontal { return ConstraintFitting.naturalWidth(of: view, depth: depth) }
    return ConstraintFitting.height(of: view, atWidth: width, depth: depth + 1)
  }

  /// Where each view starts along the axis and its length, for natural lengths `natural`
  /// (`nil`: none), the gaps after each but the last, the axis's `length` and the distribution
  /// (see ``StackLayout``). A view `fixed` (a required constant length of its own) neither
  /// stretches nor shrinks with `.fill`, `.equalSpacing` and `.equalCentering`.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the number of views.
  static func distribute(
    _ natural: [CGFloat?], gaps: [CGFloat], in length: CGFloat,
    _ distribution: UIStackView.Distribution, hugging: [UILayoutPriority],
    compression: [UILayoutPriority], fixed: [Bool]
  ) -> [(origin: CGFloat, length: CGFloat)] {
    let count = natural.count
    guard count > 0 else { return [] }
    let length = length.isFinite ? max(0, length) : 0
    let gapTotal = gaps.reduce(0, +)
    let known = natural.map { $0.map { $0.isFinite ? max(0, $0) : 0 } ?? 0 }
    var sizes = known
    var spacing = gaps
    switch distribution {
    case .fillEqually:
      sizes = Array(repeating: max(0, (length - gapTotal) / CGFloat(count)), count: count)
    case .fillProportionally:
      let total = known.reduce(0, +)
      let room = max(0, length - gapTotal)
      sizes =
        total > 0
        ? known.map { $0 / total * room } : Array(repeating: room / CGFloat(count), count: count)
    case .fill:
      sizes = filled(natural, known, in: length - gapTotal, hugging, compression, fixed)
    case .equalSpacing, .equalCentering:
      let free = length - known.reduce(0, +)
      var centred = false
      if distribution == .equalCentering, count > 1 {
        let step = (length - known[count - 1] / 2 - known[0] / 2) / CGFloat(count - 1)
        let between = (0..<count - 1).map { step - (known[$0] + known[$0 + 1]) / 2 }
        if zip(between, gaps).allSatisfy({ $0 >= $1 }) {
          spacing = between
          centred = true
        }
      }
      if !centred, count > 1, free / CGFloat(count - 1) >= (gaps.max() ?? 0) {
        spacing = Array(repeating: free / CGFloat(count - 1), count: count - 1)
      } else if !centred, free < gapTotal {
        sizes = shrunk(known, by: gapTotal - free, compression, fixed)
      }
    }
    var spans: [(origin: CGFloat, length: CGFloat)] = []
    var origin: CGFloat = 0
    for position in 0..<count {
      spans.append((origin, sizes[position]))
      origin += sizes[position] + (position < spacing.count ? spacing[position] : 0)
    }
    return spans
  }

  /// The lengths of `.fill` in `room`: the natural ones, the room over given to the views
  /// without one, else to the first view of the lowest hugging priority that is not fixed; the
  /// room missing taken as ``shrunk(_:by:_:_:)`` takes it.
  private static func filled(
    _ natural: [CGFloat?], _ known: [CGFloat], in room: CGFloat,
    _ hugging: [UILayoutPriority], _ compression: [UILayoutPriority], _ fixed: [Bool]
  ) -> [CGFloat] {
    var sizes = known
    let extra = room - known.reduce(0, +)
    if extra > 0 {
      let flexible = natural.indices.filter { natural[$0] == nil }
      if !flexible.isEmpty {
        for position in flexible { sizes[position] += extra / CGFloat(flexible.count) }
      } else if let lowest = hugging.indices.filter({ !fixed[$0] }).min(by: {
        hugging[$0] < hugging[$1]
      }) {
        sizes[lowest] += extra
      }
    } else if extra < 0 {
      sizes = shrunk(known, by: -extra, compression, fixed)
    }
    return sizes
  }

  /// `sizes` less `deficit`, taken from the view of the lowest compression resistance first (the
  /// first of those that tie), down to 0 each, then from the next; fixed views keep theirs.
  private static func shrunk(
    _ sizes: [CGFloat], by deficit: CGFloat, _ compression: [UILayoutPriority], _ fixed: [Bool]
  ) -> [CGFloat] {
    var sizes = sizes
    var deficit = deficit
    let order = sizes.indices.filter { !fixed[$0] }.sorted { first, second in
      compression[first] != compression[second]
        ? compression[first] < compression[second] : first < second
    }
    for position in order where deficit > 0 {
      let taken = min(sizes[position], deficit)
      sizes[position] -= taken
      deficit -= taken
    }
    return sizes
  }
}
