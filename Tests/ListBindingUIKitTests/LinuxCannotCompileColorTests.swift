import ListBindingUIKit
import Testing

// The floor of "Porting from UIKit", "What Linux cannot compile": a `convenience init` in an
// extension of `UIColor`, which is a struct here. UIKit original:
//
//     extension UIColor {
//       convenience init(hex: Int) {
//         self.init(
//           red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
//           blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
//       }
//     }
//
// The edited form below compiles with UIKit too (a static method of a class returning its own
// type).

extension UIColor {
  static func hex(_ hex: Int) -> UIColor {
    UIColor(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
  }
}

@MainActor
@Suite("What Linux cannot compile: a colour initializer of your own")
struct LinuxCannotCompileColorTests {
  @Test("UIColor.hex(_:) makes the colour the UIKit initializer made")
  func hexFactory() {
    let accent = UIColor.hex(0x34C759)
    #expect(accent == UIColor(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255, alpha: 1))
    let label = UILabel()
    label.textColor = .hex(0xFF0000)
    #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }
}
