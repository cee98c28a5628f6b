import Foundation

/// A view that shows a ``ListContentConfiguration``, the counterpart of `UIListContentView`.
///
/// Add one to a cell's or header's content view to show UIKit's list layout next to views of
/// your own.
@MainActor
open class ListContentView: View {
  /// What the view shows.
  public var configuration: ListContentConfiguration

  /// Creates a view that shows `configuration`.
  public init(configuration: ListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// Fails, as every view's `init(coder:)`: there are no archives to decode.
  ///
  /// - Parameter coder: Not read.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The configuration's elements, then those of the view's subviews; nothing when it is
  /// hidden or transparent.
  ///
  /// - Complexity: O(*n* + *v*), where *n* is the length of the configuration's texts and *v*
  ///   the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    return configuration.renderedElements() + super.renderedElements()
  }
}
