import Foundation
import ListBinding

// `UIColor.setFill()`, `setStroke()` and `set()`, which drawing code calls inside a renderer's
// actions (`UIColor.systemBlue.setFill(); context.fill(rect)`): accepted, and nothing is drawn.

extension Color {
  /// Makes the colour the fill colour of the current drawing context, as `UIColor.setFill()`.
  ///
  /// Accepted, not drawn: the face's renderers draw nothing (``UIGraphicsImageRenderer`` gives
  /// a blank image whatever the actions do), so they keep no fill colour and this call changes
  /// nothing, inside a renderer's actions or outside (where UIKit, without a current context,
  /// changes nothing either). To set a colour on the renderer's context explicitly, drawing code
  /// may call `context.cgContext.setFillColor(color.cgColor)`, which is accepted the same way.
  ///
  /// - Complexity: O(1).
  public func setFill() {}

  /// Makes the colour the stroke colour of the current drawing context, as
  /// `UIColor.setStroke()`. Accepted, not drawn, as ``setFill()``.
  ///
  /// - Complexity: O(1).
  public func setStroke() {}

  /// Makes the colour both the fill and the stroke colour of the current drawing context, as
  /// `UIColor.set()`. Accepted, not drawn, as ``setFill()``.
  ///
  /// - Complexity: O(1).
  public func set() {
    setFill()
    setStroke()
  }
}
