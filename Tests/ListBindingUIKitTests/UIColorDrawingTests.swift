import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

/// A badge drawn as apps draw one: colours set with `setFill()`, `setStroke()` and `set()`
/// inside a renderer's actions.
@MainActor
private func badgeImage(side: CGFloat) -> (UIImage, Data) {
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
  let draw: (UIGraphicsImageRendererContext) -> Void = { context in
    let bounds = CGRect(x: 0, y: 0, width: side, height: side)
    UIColor.systemRed.setFill()
    context.fill(bounds)
    UIColor.white.setStroke()
    context.stroke(bounds.insetBy(dx: 1, dy: 1))
    UIColor.black.set()
    context.fill(bounds.insetBy(dx: side / 4, dy: side / 4))
  }
  return (renderer.image(actions: draw), renderer.pngData(actions: draw))
}

// Apple's UIColor pages: setFill() "Sets the color of subsequent fill operations to the color
// that the receiver represents", setStroke() the same for strokes, set() both; all act on the
// current graphics context. The face's renderers draw nothing (see UIGraphicsImageRendererTests):
// the calls are accepted and change nothing.
@MainActor
@Suite("UIColor.setFill(), setStroke() and set() in a renderer's actions")
struct UIColorDrawingTests {
  @Test("The signatures are UIKit's")
  func signatures() {
    let setFill: (UIColor) -> () -> Void = UIColor.setFill
    let setStroke: (UIColor) -> () -> Void = UIColor.setStroke
    let set: (UIColor) -> () -> Void = UIColor.set
    _ = (setFill, setStroke, set)
  }

  @Test("Drawing with them gives the renderer's blank image and PNG of its size")
  func drawing() throws {
    let (image, png) = badgeImage(side: 20)
    #expect(image.size == CGSize(width: 20, height: 20))
    let read = try #require(UIImage(data: png))
    #expect(read.size == CGSize(width: 60, height: 60))
    #expect(image.pngData() == png)
    // Outside a renderer there is no current context: nothing happens, as in UIKit.
    UIColor.systemBlue.set()
  }
}
