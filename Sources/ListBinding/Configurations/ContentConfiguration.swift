/// What a cell or a header or footer view shows, as a value, the counterpart of
/// `UIContentConfiguration`.
///
/// Set one as ``TableViewCell/contentConfiguration`` or
/// ``TableViewHeaderFooterView/contentConfiguration``: the view then shows it in place of its
/// labels, image and content view. ``ListContentConfiguration`` is UIKit's list layout; a
/// configuration of your own describes what it shows to renderers:
///
/// ```swift
/// struct RatingConfiguration: ContentConfiguration {
///   var stars: Int
///   func renderedElements() -> [RenderedElement] {
///     [.text(String(repeating: "★", count: max(0, min(stars, 5))))]
///   }
/// }
/// ```
public protocol ContentConfiguration: Sendable {
  /// What a view with this configuration shows, in reading order.
  func renderedElements() -> [RenderedElement]
}
