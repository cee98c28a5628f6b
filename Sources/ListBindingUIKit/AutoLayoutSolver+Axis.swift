import Foundation
import ListBinding

extension AutoLayoutSolver {
  /// One of the four values of an axis.
  enum Edge: Int, CaseIterable {
    case start, end, center, size
  }

  /// The values known on one axis of one view.
  struct Axis {
    var known: [CGFloat?] = [nil, nil, nil, nil]

    /// How many values were set.
    var count: Int { known.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Whether two values are known, so that all four are.
    var isDetermined: Bool { count >= 2 }

    /// The value of `edge`, set or derived from two others.
    func value(_ edge: Edge) -> CGFloat? {
      if let value = known[edge.rawValue] { return value }
      let (start, end, center, size) = (known[0], known[1], known[2], known[3])
      switch edge {
      case .start:
        if let end, let size { return end - size }
        if let center, let size { return center - size / 2 }
        if let center, let end { return 2 * center - end }
      case .end:
        if let start, let size { return start + size }
        if let center, let size { return center + size / 2 }
        if let center, let start { return 2 * center - start }
      case .center:
        if let start, let end { return (start + end) / 2 }
        if let start, let size { return start + size / 2 }
        if let end, let size { return end - size / 2 }
      case .size:
        if let start, let end { return end - start }
        if let center, let end { return 2 * (end - center) }
        if let center, let start { return 2 * (center - start) }
      }
      return nil
    }

    /// The origin and length on this axis, else from `origin` and `length` as far as the
    /// values do not give them.
    func resolve(origin: CGFloat, length: CGFloat) -> (CGFloat, CGFloat) {
      if isDetermined, let start = value(.start), let size = value(.size) {
        return (start, max(0, size))
      }
      let length = known[3].map { max(0, $0) } ?? length
      if let start = known[0] { return (start, length) }
      if let end = known[1] { return (end - length, length) }
      if let center = known[2] { return (center - length / 2, length) }
      return (origin, length)
    }
  }
}
