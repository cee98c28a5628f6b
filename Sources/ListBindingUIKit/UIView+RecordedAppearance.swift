import Foundation
import ListBinding

// Appearance settings UIKit code sets on the views of a cell, which ListBinding's views do not
// have: kept in a side table keyed by the view's `ObjectIdentifier` (see `SideTable`), for your
// code and tests. A text renderer draws none of them.

extension View {
  /// How a view shows its content when its size differs from the content's, as
  /// `UIView.ContentMode`.
  public enum ContentMode: Int, Hashable, Sendable {
    /// Stretched to the view's size.
    case scaleToFill
    /// Scaled to fit, keeping its aspect ratio.
    case scaleAspectFit
    /// Scaled to fill, keeping its aspect ratio; parts may be cut off.
    case scaleAspectFill
    /// Redrawn when the bounds change.
    case redraw
    /// Centred, not scaled.
    case center
    /// Along the top edge.
    case top
    /// Along the bottom edge.
    case bottom
    /// Along the left edge.
    case left
    /// Along the right edge.
    case right
    /// In the top-left corner.
    case topLeft
    /// In the top-right corner.
    case topRight
    /// In the bottom-left corner.
    case bottomLeft
    /// In the bottom-right corner.
    case bottomRight
  }

  /// How the view shows its content when its size differs, as `UIView.contentMode`;
  /// `.scaleToFill` by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var contentMode: ContentMode {
    get { RecordedAppearance.views.existing(self)?.contentMode ?? .scaleToFill }
    set { RecordedAppearance.views[self].contentMode = newValue }
  }

  /// Whether the view clips its subviews to its bounds, as `UIView.clipsToBounds`; `false` by
  /// default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var clipsToBounds: Bool {
    get { RecordedAppearance.views.existing(self)?.clipsToBounds ?? false }
    set { RecordedAppearance.views[self].clipsToBounds = newValue }
  }

  /// Whether the view fills its bounds with opaque content, as `UIView.isOpaque`; `true` by
  /// default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var isOpaque: Bool {
    get { RecordedAppearance.views.existing(self)?.isOpaque ?? true }
    set { RecordedAppearance.views[self].isOpaque = newValue }
  }
}

/// How a label wraps or truncates a line too long for it, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Hashable, Sendable {
  /// Wraps at word boundaries.
  case byWordWrapping = 0
  /// Wraps at characters.
  case byCharWrapping
  /// Cuts the line off.
  case byClipping
  /// Replaces the start of the line with an ellipsis.
  case byTruncatingHead
  /// Replaces the end of the line with an ellipsis.
  case byTruncatingTail
  /// Replaces the middle of the line with an ellipsis.
  case byTruncatingMiddle
}

extension Label {
  /// How the label wraps or truncates its lines, as `UILabel.lineBreakMode`;
  /// `.byTruncatingTail` by default. Recorded only: the text renderer wraps as it does.
  ///
  /// - Complexity: O(1) expected.
  public var lineBreakMode: NSLineBreakMode {
    get { RecordedAppearance.labels.existing(self)?.lineBreakMode ?? .byTruncatingTail }
    set { RecordedAppearance.labels[self].lineBreakMode = newValue }
  }

  /// Whether the label follows the user's text size, as
  /// `UILabel.adjustsFontForContentSizeCategory`; `false` by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var adjustsFontForContentSizeCategory: Bool {
    get { RecordedAppearance.labels.existing(self)?.followsTextSize ?? false }
    set { RecordedAppearance.labels[self].followsTextSize = newValue }
  }

  /// Whether the label shrinks its font to fit its width, as
  /// `UILabel.adjustsFontSizeToFitWidth`; `false` by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var adjustsFontSizeToFitWidth: Bool {
    get { RecordedAppearance.labels.existing(self)?.shrinksToFit ?? false }
    set { RecordedAppearance.labels[self].shrinksToFit = newValue }
  }

  /// The smallest scale of the font when it shrinks to fit, as
  /// `UILabel.minimumScaleFactor`; 0 by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var minimumScaleFactor: CGFloat {
    get { RecordedAppearance.labels.existing(self)?.minimumScaleFactor ?? 0 }
    set { RecordedAppearance.labels[self].minimumScaleFactor = newValue }
  }

  /// The colour of the text while the label is highlighted (in a highlighted or selected cell),
  /// as `UILabel.highlightedTextColor`; `nil` by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var highlightedTextColor: UIColor? {
    get { RecordedAppearance.labels.existing(self)?.highlightedTextColor }
    set { RecordedAppearance.labels[self].highlightedTextColor = newValue }
  }

  /// Whether the label tightens the spacing of its letters before it truncates, as
  /// `UILabel.allowsDefaultTighteningForTruncation`; `false` by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var allowsDefaultTighteningForTruncation: Bool {
    get { RecordedAppearance.labels.existing(self)?.tightens ?? false }
    set { RecordedAppearance.labels[self].tightens = newValue }
  }

  /// The width at which Auto Layout wraps a label of several lines, as
  /// `UILabel.preferredMaxLayoutWidth`; 0 (the label's own width) by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var preferredMaxLayoutWidth: CGFloat {
    get { RecordedAppearance.labels.existing(self)?.preferredMaxLayoutWidth ?? 0 }
    set { RecordedAppearance.labels[self].preferredMaxLayoutWidth = newValue }
  }
}

/// The side tables of the recorded appearance settings.
@MainActor
enum RecordedAppearance {
  /// The settings of any view.
  struct ViewEntry {
    var contentMode = View.ContentMode.scaleToFill
    var clipsToBounds = false
    var isOpaque = true
  }

  /// The settings of a label.
  struct LabelEntry {
    var lineBreakMode = NSLineBreakMode.byTruncatingTail
    var followsTextSize = false
    var shrinksToFit = false
    var minimumScaleFactor: CGFloat = 0
    var highlightedTextColor: UIColor?
    var tightens = false
    var preferredMaxLayoutWidth: CGFloat = 0
  }

  static let views = SideTable<View, ViewEntry> { ViewEntry() }
  static let labels = SideTable<Label, LabelEntry> { LabelEntry() }
}
