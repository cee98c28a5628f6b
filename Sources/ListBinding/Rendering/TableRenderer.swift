/// Turns what a table shows into an output, such as text.
///
/// A renderer sees a ``RenderedTable`` value, never the live table, so rendering cannot change
/// the table. Renderers are values: equal renderers give equal output for equal input.
public protocol TableRenderer {
  /// What the renderer produces.
  associatedtype Output

  /// Renders a table's visible content.
  func render(_ table: RenderedTable) -> Output
}
