import Foundation
import ListBinding

// The types UIKit's string measuring takes: the options of `boundingRect(with:options:…)` and
// the context it reports into. UIKit declares them (NSStringDrawing.h); the Foundation on Linux
// has neither, and Apple's Foundation without UIKit or AppKit neither, so the face declares
// them with UIKit's raw values.

/// How a string is measured, as UIKit's `NSStringDrawingOptions`, with UIKit's raw values.
///
/// Only ``usesLineFragmentOrigin`` (wrap to the width given) and ``truncatesLastVisibleLine``
/// (stop at the height given) change a measure here; ``usesFontLeading`` changes nothing, since a
/// font's leading is 0 (see `UIFont.leading`), and ``usesDeviceMetrics`` neither, since there
/// are no glyphs.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The options as UIKit numbers them.
  public let rawValue: Int

  /// Options from UIKit's number.
  ///
  /// - Parameter rawValue: The options' bits.
  /// - Complexity: O(1).
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lays the text out in lines from the top of the rectangle, wrapping at its width, as
  /// `NSStringDrawingOptions.usesLineFragmentOrigin`; without it the text is one line.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Uses the font's leading between lines, as `NSStringDrawingOptions.usesFontLeading`: no
  /// change here (the leading is 0).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measures the glyphs' own bounds, as `NSStringDrawingOptions.usesDeviceMetrics`: no change
  /// here (there are no glyphs).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Ends at the last line that fits the rectangle's height, as
  /// `NSStringDrawingOptions.truncatesLastVisibleLine` (with ``usesLineFragmentOrigin`` only, as
  /// Apple documents).
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
  /// The options of a string's measure, as UIKit's `NSString.DrawingOptions`.
  public typealias DrawingOptions = NSStringDrawingOptions
}

/// What a measure used, as UIKit's `NSStringDrawingContext`: pass one to
/// `boundingRect(with:options:attributes:context:)` and read it afterwards.
///
/// Text is never shrunk here: ``actualScaleFactor`` is 1 after a measure, whatever
/// ``minimumScaleFactor`` asks, and ``totalBounds`` is the rectangle the measure returned.
open class NSStringDrawingContext: NSObject {
  /// The smallest fraction of its size the font may be shrunk to, as
  /// `NSStringDrawingContext.minimumScaleFactor`: 0 (no shrinking) by default; recorded, not used.
  open var minimumScaleFactor: CGFloat = 0

  /// The fraction of its size the font was drawn at by the last measure, as
  /// `NSStringDrawingContext.actualScaleFactor`: 1.
  open internal(set) var actualScaleFactor: CGFloat = 1

  /// The rectangle the last measure returned, as `NSStringDrawingContext.totalBounds`; `.zero`
  /// before any.
  open internal(set) var totalBounds: CGRect = .zero

  /// A context for one or more measures, as `NSStringDrawingContext()`.
  ///
  /// - Complexity: O(1).
  public override init() {
    super.init()
  }
}
