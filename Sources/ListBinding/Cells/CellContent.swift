/// One thing a view shows, as renderers see it.
///
/// Elements come in reading order. Two of them are not content but layout: ``lineBreak`` starts a
/// new line, and ``columnBreak`` starts the part of a line that lines up in a column over the
/// table's rows (the detail of a `.value1` cell).
public enum RenderedElement: Hashable, Sendable {
  /// Text, from a label of UIKit's default style.
  case text(String)
  /// A button with the title of its current state.
  case button(title: String, isSelected: Bool)
  /// A button whose title has a style of its own (its ``Button/titleLabel``'s font, color or
  /// number of lines), with the title of its current state.
  case styledButton(StyledText, isSelected: Bool)
  /// Text with a style of its own, from a styled label or a content configuration.
  case styledText(StyledText)
  /// An image, from an ``ImageView`` or a content configuration.
  case image(Image)
  /// A switch, on or off.
  case `switch`(isOn: Bool)
  /// The elements after it start a new line.
  case lineBreak
  /// The elements after it, up to the end of the line, start in a column that lines up over the
  /// rows of the table that have one.
  case columnBreak
}

/// What a cell shows, as a value: the input renderers draw a row from.
///
/// ``TableViewCell/renderedContent()`` builds it from the cell's image, labels, the subviews of
/// its content view (or its content configuration), and its accessories. A cell that draws
/// something else overrides that method.
public struct CellContent: Hashable, Sendable {
  /// The cell's elements in reading order.
  public var elements: [RenderedElement]
  /// The cell's accessory.
  public var accessory: TableViewCell.AccessoryType
  /// The elements of the cell's accessory view, shown instead of ``accessory``; `nil` when the
  /// cell has no accessory view.
  public var accessoryView: [RenderedElement]?
  /// The accessory the cell shows while the table is editing.
  public var editingAccessory: TableViewCell.AccessoryType
  /// The elements of the accessory view the cell shows while the table is editing, instead of
  /// ``editingAccessory``; `nil` when it has none.
  public var editingAccessoryView: [RenderedElement]?

  /// Creates a cell content value.
  ///
  /// - Complexity: O(1).
  public init(
    elements: [RenderedElement] = [], accessory: TableViewCell.AccessoryType = .none,
    accessoryView: [RenderedElement]? = nil,
    editingAccessory: TableViewCell.AccessoryType = .none,
    editingAccessoryView: [RenderedElement]? = nil
  ) {
    self.elements = elements
    self.accessory = accessory
    self.accessoryView = accessoryView
    self.editingAccessory = editingAccessory
    self.editingAccessoryView = editingAccessoryView
  }
}
