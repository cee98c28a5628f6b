/// A view that shows an image, the counterpart of `UIImageView`.
///
/// Every ``TableViewCell`` has one, ``TableViewCell/imageView``, shown before its text:
///
/// ```swift
/// cell.imageView?.image = Image(systemName: "star.fill")
/// cell.textLabel?.text = "Favourites"  // drawn as "  :star.fill: Favourites"
/// ```
@MainActor
open class ImageView: View {
  /// The image shown, or `nil` for none.
  public var image: Image?

  /// Creates an image view, empty unless `image` is given.
  public init(image: Image? = nil) {
    self.image = image
    super.init()
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
