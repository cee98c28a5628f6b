import Foundation
import ListBinding

// The sizes apps compute for text before they lay out a cell (`(text as
// NSString).size(withAttributes: [.font: font])`, `text.boundingRect(with:options:attributes:
// context:)`, an attributed string's `boundingRect(with:options:context:)`). There are no
// glyphs, so the face measures by a model, *assumed*, that matches the text renderer: a
// character is as wide as the terminal columns it takes (CJK and emoji two, combining marks
// none) times half the font's point size, and a line is as high as the font's `lineHeight`.
// "Hello" in the 17-point body font is 5 × 8.5 = 42.5 points wide and 20 high.

extension NSString {
  /// The size the string takes drawn with `attrs`, as UIKit's `NSString.size(withAttributes:)`:
  /// as wide as its widest line, as high as its lines.
  ///
  /// The model, *assumed*: each character is its terminal columns (CJK and emoji 2, combining
  /// marks 0) times half the font's point size wide; each line, at its line breaks only, is the
  /// font's `lineHeight` high. The font is `attrs[.font]`, or Helvetica at 12 points (UIKit's
  /// default) when there is none; other attributes are not measured. Empty text is `.zero`.
  ///
  /// - Parameter attrs: The text's attributes, or `nil`.
  /// - Returns: The size, fractional as UIKit's (round it up with `ceil` to size a view).
  /// - Complexity: O(*n*), where *n* is the length of the string.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextMeasure(String(self), font: TextMeasure.font(in: attrs)).size
  }

  /// The rectangle the string takes drawn in `size` with `attributes`, as UIKit's
  /// `NSString.boundingRect(with:options:attributes:context:)`.
  ///
  /// With `.usesLineFragmentOrigin` the text is laid out in lines from the top: at its line
  /// breaks, and wrapped by words at `size.width` (a width that is not a finite number above 0
  /// does not wrap); with `.truncatesLastVisibleLine` too, it ends at the last line that fits
  /// `size.height` (at least one). Without `.usesLineFragmentOrigin`, as UIKit, the text is one
  /// line, whatever its width. The origin is `.zero`, *assumed*. Widths and heights follow the
  /// model of ``Foundation/NSString/size(withAttributes:)``. A `context` records the result in
  /// its `totalBounds`.
  ///
  /// - Parameters:
  ///   - size: The width to wrap at, and with `.truncatesLastVisibleLine` the height to end at;
  ///     apps pass `.greatestFiniteMagnitude` for a height without a limit.
  ///   - options: How to lay the text out.
  ///   - attributes: The text's attributes, or `nil`.
  ///   - context: A context to record the measure in, or `nil`.
  /// - Returns: The rectangle, fractional as UIKit's.
  /// - Complexity: O(*n*), where *n* is the length of the string.
  public func boundingRect(
    with size: CGSize, options: NSString.DrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    TextMeasure(String(self), font: TextMeasure.font(in: attributes))
      .boundingRect(in: size, options: options, context: context)
  }
}

extension StringProtocol {
  /// The size the text takes drawn with `attrs`, as `NSString.size(withAttributes:)`, which
  /// UIKit code calls on a `String` (`title.size(withAttributes: [.font: font])`).
  ///
  /// - Parameter attrs: The text's attributes, or `nil`.
  /// - Returns: The size; see ``Foundation/NSString/size(withAttributes:)``.
  /// - Complexity: O(*n*), where *n* is the length of the text.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextMeasure(String(self), font: TextMeasure.font(in: attrs)).size
  }

  /// The rectangle the text takes drawn in `size`, as
  /// `NSString.boundingRect(with:options:attributes:context:)`, which UIKit code calls on a
  /// `String`.
  ///
  /// - Parameters:
  ///   - size: The width to wrap at, and the height to end at with `.truncatesLastVisibleLine`.
  ///   - options: How to lay the text out.
  ///   - attributes: The text's attributes, or `nil`.
  ///   - context: A context to record the measure in, or `nil`.
  /// - Returns: The rectangle; see
  ///   ``Foundation/NSString/boundingRect(with:options:attributes:context:)``.
  /// - Complexity: O(*n*), where *n* is the length of the text.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    TextMeasure(String(self), font: TextMeasure.font(in: attributes))
      .boundingRect(in: size, options: options, context: context)
  }
}

extension NSAttributedString {
  /// The size the string takes, as UIKit's `NSAttributedString.size()`: as
  /// ``Foundation/NSString/size(withAttributes:)`` with the string's font.
  ///
  /// A string is measured in one font, *assumed*: its largest (Helvetica at 12 points, UIKit's
  /// default, for characters without one); a string of one font, the usual case, measures
  /// exactly as its text with that font.
  ///
  /// - Returns: The size.
  /// - Complexity: O(*n*), where *n* is the length of the string.
  public func size() -> CGSize {
    TextMeasure(string, font: largestFont).size
  }

  /// The rectangle the string takes drawn in `size`, as UIKit's
  /// `NSAttributedString.boundingRect(with:options:context:)`: as
  /// ``Foundation/NSString/boundingRect(with:options:attributes:context:)`` with the string's
  /// font (see ``size()``).
  ///
  /// - Parameters:
  ///   - size: The width to wrap at, and the height to end at with `.truncatesLastVisibleLine`.
  ///   - options: How to lay the text out.
  ///   - context: A context to record the measure in, or `nil`.
  /// - Returns: The rectangle.
  /// - Complexity: O(*n*), where *n* is the length of the string.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    TextMeasure(string, font: largestFont).boundingRect(
      in: size, options: options, context: context)
  }

  /// The largest font of the string's runs; the default font for a run without one.
  private var largestFont: UIFont {
    var largest: UIFont?
    enumerateAttribute(.font, in: NSRange(location: 0, length: length)) { value, _, _ in
      let font = value as? UIFont ?? TextMeasure.defaultFont
      if let current = largest, current.pointSize >= font.pointSize { return }
      largest = font
    }
    return largest ?? TextMeasure.defaultFont
  }
}

/// A text's measure in one font, by ListBinding's one model of text width
/// (``ListBinding/Font/textSize(of:wrappingAt:lineLimit:)``): the options and context of UIKit's
/// drawing calls mapped onto it.
struct TextMeasure {
  /// UIKit's font for text without one: Helvetica at 12 points.
  static let defaultFont = UIFont(fontName: "Helvetica", pointSize: 12)

  let text: String
  let font: UIFont

  init(_ text: String, font: UIFont) {
    self.text = text
    self.font = font
  }

  /// The font of `attributes`, or the default.
  static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    attributes?[.font] as? UIFont ?? defaultFont
  }

  /// The size of the text's lines at its line breaks, unwrapped.
  var size: CGSize { font.textSize(of: text) }

  /// The rectangle of the text laid out in `bounds` with `options`, recorded in `context`.
  func boundingRect(
    in bounds: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
  ) -> CGRect {
    let result = CGRect(origin: .zero, size: laidOutSize(in: bounds, options: options))
    context?.actualScaleFactor = 1
    context?.totalBounds = result
    return result
  }

  /// Without `.usesLineFragmentOrigin` the text is one line, its line breaks ignored (Apple:
  /// "the text is laid out as a single line"); with it, wrapped at the bounds' width and, with
  /// `.truncatesLastVisibleLine`, cut to the lines the bounds' height holds (at least one).
  private func laidOutSize(in bounds: CGSize, options: NSStringDrawingOptions) -> CGSize {
    guard !text.isEmpty else { return .zero }
    guard options.contains(.usesLineFragmentOrigin) else {
      let oneLine = String(text.filter { !$0.isNewline })
      let width = font.textSize(of: oneLine).width
      return CGSize(width: width, height: font.lineHeight)
    }
    return font.textSize(
      of: text, wrappingAt: bounds.width, lineLimit: lineLimit(inHeight: bounds.height, options))
  }

  /// The lines `height` holds with `.truncatesLastVisibleLine` (at least 1), else 0 (all lines).
  private func lineLimit(inHeight height: CGFloat, _ options: NSStringDrawingOptions) -> Int {
    guard options.contains(.truncatesLastVisibleLine), height.isFinite, font.lineHeight > 0
    else { return 0 }
    let fitting = (height / font.lineHeight).rounded(.down)
    // More lines than any text has count as all of them (and do not overflow `Int`).
    guard fitting < CGFloat(Int32.max) else { return 0 }
    return max(1, Int(max(0, fitting)))
  }
}
