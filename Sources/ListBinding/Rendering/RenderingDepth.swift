/// How deep the views being drawn are nested: what keeps ``View/renderedElements()`` from
/// drawing a tree deeper than ``View/maximumRenderedDepth``, and tells the table that it
/// stopped.
@MainActor
enum RenderingDepth {
  /// The number of `View.renderedElements()` calls drawing subviews now, nested in each other.
  private static var current = 0

  /// Whether a call stopped at the maximum depth since the last `measuring(_:)` began.
  private static var wasReached = false

  /// The elements `draw` returns, one level deeper; none, and the maximum noted as reached,
  /// when the calls are nested ``View/maximumRenderedDepth`` deep already.
  ///
  /// - Complexity: O(1), plus what `draw` does.
  static func descending(_ draw: () -> [RenderedElement]) -> [RenderedElement] {
    guard current < View.maximumRenderedDepth else {
      wasReached = true
      return []
    }
    current += 1
    defer { current -= 1 }
    return draw()
  }

  /// The value `draw` returns, and whether it drew every view: `false` when a view tree was
  /// deeper than the maximum.
  ///
  /// - Complexity: O(1), plus what `draw` does.
  static func measuring<Value>(_ draw: () -> Value) -> (value: Value, isComplete: Bool) {
    let outer = wasReached
    wasReached = false
    defer { wasReached = outer || wasReached }
    let value = draw()
    return (value, !wasReached)
  }
}
