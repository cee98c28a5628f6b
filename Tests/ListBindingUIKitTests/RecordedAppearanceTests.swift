import ListBindingUIKit
import Testing

@MainActor
@Suite("Appearance settings of cells' views, recorded")
struct RecordedAppearanceTests {
  // Defaults from Apple's pages: UIView.contentMode ("The default value of this property is
  // UIView.ContentMode.scaleToFill"), UIView.clipsToBounds ("The default value of this property
  // is false"), UILabel.lineBreakMode ("The default value … is NSLineBreakMode.byTruncatingTail"),
  // UILabel.adjustsFontSizeToFitWidth (false), UILabel.minimumScaleFactor (0).
  @Test("Defaults are Apple's; settings are kept per view")
  func defaultsAndSettings() {
    let image = UIImageView()
    let other = UIImageView()
    #expect(image.contentMode == .scaleToFill)
    #expect(!image.clipsToBounds)
    image.contentMode = .scaleAspectFit
    image.clipsToBounds = true
    #expect(image.contentMode == .scaleAspectFit)
    #expect(image.clipsToBounds)
    #expect(other.contentMode == .scaleToFill)

    let label = UILabel()
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(!label.adjustsFontForContentSizeCategory)
    #expect(!label.adjustsFontSizeToFitWidth)
    #expect(label.minimumScaleFactor == 0)
    label.lineBreakMode = .byWordWrapping
    label.adjustsFontForContentSizeCategory = true
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    #expect(label.lineBreakMode == .byWordWrapping)
    #expect(label.adjustsFontForContentSizeCategory && label.adjustsFontSizeToFitWidth)
    #expect(label.minimumScaleFactor == 0.5)
  }

  @Test("A view made after another is gone starts from the defaults")
  func freshViews() {
    for _ in 0..<500 {
      let label = UILabel()
      #expect(label.lineBreakMode == .byTruncatingTail)
      #expect(label.contentMode == .scaleToFill)
      label.lineBreakMode = .byClipping
      label.contentMode = .center
    }
  }
}
