import Foundation
import ListBinding

// UIKit's springs and struts: Apple's "UIView.autoresizingMask" page: "When a view's bounds
// change, that view automatically resizes its subviews according to each subview's
// autoresizing mask ... When more than one option along the same axis is set, the default
// behavior is to distribute the size difference proportionally among the flexible portions."
// The resizing happens at once, when the superview's frame changes size (ListBinding's
// `View.sizeChangeObserver`), before any layout pass, as in UIKit. A flexible portion of size 0
// along an axis whose flexible portions are all 0 takes an equal share (*assumed*).

extension View {
  /// How a view resizes when its superview's bounds change, as `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, UIKit's values.
    public let rawValue: UInt

    /// A mask of the given bits.
    ///
    /// - Parameter rawValue: The bits.
    /// - Complexity: O(1).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The space before the view's left edge grows and shrinks with the superview.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width grows and shrinks with the superview.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space after the view's right edge grows and shrinks with the superview.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space above the view's top edge grows and shrinks with the superview.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height grows and shrinks with the superview.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space below the view's bottom edge grows and shrinks with the superview.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the view resizes when its superview's bounds change size, as
  /// `UIView.autoresizingMask`; empty by default (the view keeps its frame).
  ///
  /// When the superview's `frame` changes size and its ``autoresizesSubviews`` is `true`,
  /// a subview whose `translatesAutoresizingMaskIntoConstraints` is `true` has the change of
  /// each axis shared among the portions its mask makes flexible (the margin before it, its
  /// size, the margin after it), in proportion to their sizes, at once. A table pinned this way
  /// to a controller's view follows the view to a new size:
  ///
  /// ```swift
  /// let table = UITableView(frame: view.bounds)
  /// table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  /// view.addSubview(table)
  /// ```
  ///
  /// - Complexity: O(1) expected.
  public var autoresizingMask: AutoresizingMask {
    get { Autoresizing.entries.existing(self)?.mask ?? [] }
    set {
      if !newValue.isEmpty { Autoresizing.install() }
      Autoresizing.entries[self].mask = newValue
    }
  }

  /// Whether the view resizes its subviews by their ``autoresizingMask`` when its bounds change
  /// size, as `UIView.autoresizesSubviews`; `true` by default.
  ///
  /// - Complexity: O(1) expected.
  public var autoresizesSubviews: Bool {
    get { Autoresizing.entries.existing(self)?.resizesSubviews ?? true }
    set { Autoresizing.entries[self].resizesSubviews = newValue }
  }
}

/// The autoresizing settings of views, and the resizing they ask for.
@MainActor
enum Autoresizing {
  struct Entry {
    var mask: View.AutoresizingMask = []
    var resizesSubviews = true
  }

  static let entries = SideTable<View, Entry> { Entry() }

  /// Installs ``resizeSubviews(of:from:)`` as `View.sizeChangeObserver`, once.
  ///
  /// - Complexity: O(1).
  static func install() {
    guard View.sizeChangeObserver == nil else { return }
    View.sizeChangeObserver = { view, oldSize in resizeSubviews(of: view, from: oldSize) }
  }

  /// Resizes `view`'s subviews by their masks, for its change of size from `oldSize`.
  ///
  /// - Complexity: O(*s*), where *s* is the number of subviews, plus what their own resizing
  ///   does.
  static func resizeSubviews(of view: View, from oldSize: CGSize) {
    guard entries.existing(view)?.resizesSubviews ?? true else { return }
    let newSize = view.bounds.size
    for subview in view.subviews {
      guard let mask = entries.existing(subview)?.mask, !mask.isEmpty,
        subview.translatesAutoresizingMaskIntoConstraints
      else { continue }
      let frame = subview.frame
      let (x, width) = resized(
        start: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = resized(
        start: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      let resized = CGRect(x: x, y: y, width: width, height: height)
      guard resized.minX.isFinite, resized.minY.isFinite, resized.width.isFinite,
        resized.height.isFinite, resized != frame
      else { continue }
      subview.frame = resized
    }
  }

  /// The start and length along one axis after the superview's extent goes from `old` to
  /// `new`: the change shared among the flexible portions (before, the length, after) in
  /// proportion to their sizes, or equally when those sizes add up to 0 or less.
  ///
  /// - Complexity: O(1).
  static func resized(
    start: CGFloat, length: CGFloat, in old: CGFloat, to new: CGFloat,
    flexible: (before: Bool, length: Bool, after: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let change = new - old
    let portions = [
      (flexible.before, max(0, start)), (flexible.length, max(0, length)),
      (flexible.after, max(0, old - start - length)),
    ]
    let count = portions.filter(\.0).count
    guard count > 0, change != 0 else { return (start, length) }
    let total = portions.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
    func share(_ index: Int) -> CGFloat {
      guard portions[index].0 else { return 0 }
      return total > 0 ? change * portions[index].1 / total : change / CGFloat(count)
    }
    return (start + share(0), max(0, length + share(1)))
  }
}
