import Foundation
import ListBindingUIKit
import Testing

// More of the floor of "Porting from UIKit", "What Linux cannot compile": a size of a literal
// and `.greatestFiniteMagnitude`, and a conditional cast from `NSString`. Each UIKit original is
// quoted in a comment; the edited form below it is what this file compiles.

@MainActor
@Suite("What Linux cannot compile: CGFloat members and NSString casts")
struct LinuxCannotCompileCastsAndSizesTests {
  @Test("A fitting size of a literal width names CGFloat.greatestFiniteMagnitude")
  func fittingSize() {
    // UIKit: let fitting = CGSize(width: 320, height: .greatestFiniteMagnitude)
    // Here: "ambiguous use of 'greatestFiniteMagnitude'" (CGFloat's and Double's).
    let fitting = CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)
    let label = UILabel()
    label.text = "Delivery within 30 minutes"
    label.frame = CGRect(x: 0, y: 0, width: 320, height: 21)
    #expect(fitting.height == CGFloat.greatestFiniteMagnitude)
    let fitted = label.sizeThatFits(fitting)
    #expect(fitted.width > 0 && fitted.width <= 320)  // one line: the text is narrower
    #expect(fitted.height == label.intrinsicContentSize.height)
  }

  @Test("A conditional cast from NSString to String becomes a plain one")
  func stringCast() {
    let storedName: NSString = "Groceries"
    // UIKit: let name = storedName as? String
    // Here: "conditional cast from 'NSString' to 'String' always succeeds" (a warning).
    let name = storedName as String
    #expect(name == "Groceries")
  }
}
