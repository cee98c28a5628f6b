import Foundation

/// What a cell or a header or footer view shows, as a value, the counterpart of
/// `UIContentConfiguration`.
///
/// Set one as ``TableViewCell/contentConfiguration`` or
/// ``TableViewHeaderFooterView/contentConfiguration``: the view then shows the content view the
/// configuration makes (``makeContentView()``) in place of its labels, image and content view.
/// ``ListContentConfiguration`` is UIKit's list layout. A configuration of your own either
/// describes what it shows to renderers, and the default content view draws that:
///
/// ```swift
/// struct RatingConfiguration: ContentConfiguration {
///   var stars: Int
///   func renderedElements() -> [RenderedElement] {
///     [.text(String(repeating: "★", count: max(0, min(stars, 5))))]
///   }
/// }
/// ```
///
/// or makes a view of its own, as in UIKit: a ``View`` that adopts ``ContentView`` and shows
/// its configuration with subviews, such as ``Label``s.
public protocol ContentConfiguration: Sendable {
  /// What the default content view shows for this configuration, in reading order. The
  /// default is nothing: a configuration that makes its own content view draws through it.
  func renderedElements() -> [RenderedElement]

  /// Makes a view that shows this configuration, as `UIContentConfiguration.makeContentView()`.
  ///
  /// The default makes a view that draws ``renderedElements()``.
  @MainActor func makeContentView() -> any View & ContentView

  /// This configuration as it should look in `state`, as `UIContentConfiguration.updated(for:)`.
  ///
  /// A cell calls it on its configuration when its state changes, unless its
  /// `automaticallyUpdatesContentConfiguration` is `false`. The default returns the
  /// configuration unchanged: there are no system colours or fonts to adjust by state.
  func updated(for state: any ConfigurationState) -> Self
}

extension ContentConfiguration {
  /// Nothing: a configuration that makes its own content view draws through it.
  ///
  /// - Complexity: O(1).
  public func renderedElements() -> [RenderedElement] { [] }

  /// A view that draws ``renderedElements()``, and takes any configuration of the same type.
  ///
  /// - Complexity: O(1).
  @MainActor public func makeContentView() -> any View & ContentView {
    RenderedContentView(configuration: self)
  }

  /// The configuration unchanged.
  ///
  /// - Parameter state: Not read.
  /// - Complexity: O(1).
  public func updated(for state: any ConfigurationState) -> Self { self }
}

/// A view made by a content configuration to show it, the counterpart of `UIContentView`.
///
/// Setting ``configuration`` shows the new configuration. A cell or a header or footer view
/// that already shows a content view gives it a new configuration when the view
/// ``supports(_:)`` it, and makes a new view otherwise.
@MainActor
public protocol ContentView: AnyObject {
  /// The configuration the view shows.
  var configuration: any ContentConfiguration { get set }

  /// Whether the view can show `configuration` when it is set as its ``configuration``, as
  /// `UIContentView.supports(_:)` (iOS 16 in UIKit; declared here without availability). The
  /// default answers whether it has the type of the view's current configuration, as UIKit's.
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
  /// Whether `configuration` has the type of the view's current configuration.
  ///
  /// - Parameter configuration: A configuration to show.
  /// - Complexity: O(1).
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
  }
}

/// The content view a configuration makes by default: it draws the configuration's
/// `renderedElements()`, then its subviews'.
@MainActor
final class RenderedContentView: View, ContentView {
  var configuration: any ContentConfiguration

  init(configuration: any ContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    return configuration.renderedElements() + super.renderedElements()
  }
}

/// The content view a cell or a header or footer view shows for its content configuration:
/// made by the configuration, given each new configuration the view supports, and kept while
/// the configuration is `nil` so that the next one it supports reuses it.
@MainActor
struct ConfiguredContentView {
  /// The view, shown or kept.
  private(set) var view: (any View & ContentView)?
  /// Whether ``view`` is a subview of its owner.
  private(set) var isShown = false

  /// Shows `configuration` in `owner`: in the current view when it supports it, else in a new
  /// view it makes; with `nil`, takes the view out of `owner`, keeping it.
  ///
  /// - Complexity: O(*m*), where *m* is the number of subviews of `owner`, plus what the
  ///   configuration's `makeContentView()` and the view's setter do.
  mutating func show(_ configuration: (any ContentConfiguration)?, in owner: View) {
    guard let configuration else {
      if isShown, let view, view.parentView === owner { view.removeFromSuperview() }
      isShown = false
      return
    }
    if let view, view.supports(configuration) {
      view.configuration = configuration
    } else {
      let made = configuration.makeContentView()
      if let view, view !== made, view.parentView === owner { view.removeFromSuperview() }
      view = made
    }
    guard let view else { return }
    if view.parentView !== owner { owner.addSubview(view) }
    isShown = view.parentView === owner
  }

  /// What the view shows in `owner`, for renderers: nothing when it is not shown there (your
  /// code may have moved it), hidden or transparent.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the content view.
  func renderedElements(in owner: View) -> [RenderedElement] {
    guard isShown, let view, view.parentView === owner, view.isDrawn else { return [] }
    return view.renderedElements()
  }
}
