/// One thing a view shows, as renderers see it.
public enum RenderedElement: Hashable, Sendable {
  /// Text, from a label.
  case text(String)
  /// A button with the title of its current state.
  case button(title: String, isSelected: Bool)
}

/// What a cell shows, as a value: the input renderers draw a row from.
///
/// ``TableViewCell/renderedContent()`` builds it from the cell's labels, the subviews of its
/// content view and its accessory. A cell that draws something else overrides that method.
public struct CellContent: Hashable, Sendable {
  /// The cell's elements in reading order.
  public var elements: [RenderedElement]
  /// The cell's accessory.
  public var accessory: TableViewCell.AccessoryType

  /// Creates a cell content value.
  public init(elements: [RenderedElement] = [], accessory: TableViewCell.AccessoryType = .none) {
    self.elements = elements
    self.accessory = accessory
  }
}
