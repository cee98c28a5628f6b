import Foundation

/// A view that shows an image, the counterpart of `UIImageView`.
///
/// Every ``TableViewCell`` has one, ``TableViewCell/imageView``, shown before its text:
///
/// ```swift
/// cell.imageView?.image = Image(systemName: "star.fill")
/// cell.textLabel?.text = "Favourites"  // drawn as "  :star.fill: Favourites"
/// ```
@preconcurrency @MainActor
open class ImageView: View {
  /// The image shown, or `nil` for none.
  public var image: Image?

  /// Creates an image view, empty unless `image` is given.
  ///
  /// A convenience initializer, so that a subclass that overrides ``View/init(frame:)`` and
  /// ``View/init(coder:)`` inherits it.
  ///
  /// - Parameter image: The image to show.
  /// - Complexity: O(1).
  public convenience init(image: Image?) {
    self.init(frame: .zero)
    self.image = image
  }

  /// The size the view's content needs, as `UIImageView.intrinsicContentSize`: the image's
  /// ``Image/size``, or ``View/noIntrinsicMetric`` in both dimensions without an image.
  ///
  /// - Complexity: O(1).
  open override var intrinsicContentSize: CGSize {
    guard let image else { return super.intrinsicContentSize }
    return image.size
  }

  /// The image as one ``RenderedElement/image(_:)`` element, or nothing when the view is hidden
  /// or transparent, or has no image.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn, let image else { return [] }
    return [.image(image)] + super.renderedElements()
  }
}
