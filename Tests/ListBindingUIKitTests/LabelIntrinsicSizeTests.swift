import ListBindingUIKit
import Testing

// A label measures its text by the face's *assumed* model (see "Differences from UIKit").

@MainActor
@Suite("UILabel: intrinsic content size and sizeThatFits from the text")
struct LabelIntrinsicSizeTests {
  // UILabel.intrinsicContentSize: "the natural size for the receiving view, considering only
  // properties of the view itself" (UIView); a label's comes from its text and font. The widths
  // are the face's *assumed* model: terminal columns × half the point size; lines of
  // font.lineHeight (20 points at 17).
  @Test("A label's intrinsic size is its text's columns and lines; empty text is zero")
  func labelIntrinsicSize() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Hello"
    #expect(label.intrinsicContentSize == CGSize(width: 43, height: 20))
    label.text = "寿司"
    #expect(label.intrinsicContentSize == CGSize(width: 34, height: 20))
    // 10 points: columns of 5 points, lines of 10 × 20/17 points, rounded up.
    label.font = UIFont.systemFont(ofSize: 10)
    label.text = "Two\nlines here"
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize == CGSize(width: 15, height: 12))
    label.numberOfLines = 0
    label.text = "one two three"
    // Wrapped by words at 40 points (8 columns): "one two" / "three".
    #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 35, height: 24))
    label.numberOfLines = 1
    #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 65, height: 12))
    label.numberOfLines = 0
    label.sizeToFit()
    #expect(label.frame.size == CGSize(width: 65, height: 12))
  }
}
