import Foundation
import ListBinding

extension Color {
  /// A colour from hue, saturation and brightness, as
  /// `UIColor(hue:saturation:brightness:alpha:)`: the same colour by its red, green and blue
  /// components. Each value is clamped to 0...1.
  ///
  /// - Parameters:
  ///   - hue: The hue, from 0 to 1 around the colour wheel.
  ///   - saturation: The saturation, from 0 (grey) to 1.
  ///   - brightness: The brightness, from 0 (black) to 1.
  ///   - alpha: The opacity, from 0 to 1.
  /// - Complexity: O(1).
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
    let (h, s, v) = (unit(hue), unit(saturation), unit(brightness))
    let sector = min(h * 6, 5.999_999)
    let fraction = sector - sector.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * fraction)
    let t = v * (1 - s * (1 - fraction))
    let (red, green, blue): (CGFloat, CGFloat, CGFloat)
    switch Int(sector) {
    case 0: (red, green, blue) = (v, t, p)
    case 1: (red, green, blue) = (q, v, p)
    case 2: (red, green, blue) = (p, v, t)
    case 3: (red, green, blue) = (p, q, v)
    case 4: (red, green, blue) = (t, p, v)
    default: (red, green, blue) = (v, p, q)
    }
    self.init(red: red, green: green, blue: blue, alpha: unit(alpha))
  }
}
