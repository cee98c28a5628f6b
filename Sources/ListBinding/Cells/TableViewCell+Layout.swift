import Foundation

extension TableViewCell {
  /// The elements of the cell's content: its configuration's, or its image, labels and content
  /// view's subviews laid out by its style.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the cell.
  func contentElements() -> [RenderedElement] {
    ownContentElements() + addedSubviewElements()
  }

  /// The elements of the cell's configuration, or of its image, labels and content view.
  private func ownContentElements() -> [RenderedElement] {
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

  /// The elements of the views added to the cell itself rather than to its content view, in
  /// order: every subview but the content view, the view of the content configuration, the
  /// accessory views and the background views, which are drawn in their own places or not at
  /// all. UIKit draws a view added to the cell as it draws one in the content view.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views added to the cell and in them.
  private func addedSubviewElements() -> [RenderedElement] {
    var elements: [RenderedElement] = []
    for view in subviews where view.isDrawn && !isOwnSubview(view) {
      elements += view.renderedElements()
    }
    return elements
  }

  /// Whether `view` is one of the subviews the cell places itself.
  private func isOwnSubview(_ view: View) -> Bool {
    view === contentView || view === accessoryView || view === editingAccessoryView
      || view === backgroundView || view === selectedBackgroundView
      || view === configuredContentView.view
  }

  /// The elements of an accessory view: nothing when it is hidden or transparent.
  static func accessoryElements(of view: View) -> [RenderedElement] {
    view.isDrawn ? view.renderedElements() : []
  }

  /// Makes `new` a subview of the cell in place of `old`, unless `old` is still one of the
  /// cell's accessory or background views.
  func replaceSubview(_ old: View?, with new: View?) {
    if let old, old !== accessoryView, old !== editingAccessoryView, old !== backgroundView,
      old !== selectedBackgroundView, old.parentView === self
    {
      old.removeFromSuperview()
    }
    if let new { addSubview(new) }
  }
}
