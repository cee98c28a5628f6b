import Foundation

extension TableViewCell {
  /// The elements of the cell's content: its configuration's, or its image, labels and content
  /// view's subviews laid out by its style.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the cell.
  func contentElements() -> [RenderedElement] {
    if contentConfiguration != nil { return configuredContentView.renderedElements(in: self) }
    var elements = imageView?.renderedElements() ?? []
    elements += textLabel?.renderedElements() ?? []
    let detail = detailTextLabel?.renderedElements() ?? []
    switch style {
    case .default, .subtitle:
      if style == .default { elements += detail }
      elements += contentView.renderedElements()
      if style == .subtitle, !detail.isEmpty { elements += [.lineBreak] + detail }
    case .value1, .value2:
      if !detail.isEmpty { elements += [.columnBreak] + detail }
      elements += contentView.renderedElements()
    }
    return elements
  }

  /// The elements of an accessory view: nothing when it is hidden or transparent.
  static func accessoryElements(of view: View) -> [RenderedElement] {
    view.isDrawn ? view.renderedElements() : []
  }

  /// Makes `new` a subview of the cell in place of `old`, unless `old` is still one of the
  /// cell's accessory or background views.
  func replaceSubview(_ old: View?, with new: View?) {
    if let old, old !== accessoryView, old !== editingAccessoryView, old !== backgroundView,
      old !== selectedBackgroundView, old.superview === self
    {
      old.removeFromSuperview()
    }
    if let new { addSubview(new) }
  }
}
