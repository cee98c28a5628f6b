// Editing: `isEditing` and the Edit/Done button. `setEditing(_:animated:)`, which subclasses
// override, is in the class body (an override of a method declared in an extension does not
// compile without `@objc`).

extension UIViewController {
  /// Whether the controller's view is in editing mode, as `UIViewController.isEditing`. Setting
  /// it calls ``setEditing(_:animated:)`` without animation.
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// A bar button item titled Edit, or Done while editing, whose tap toggles editing mode
  /// (``setEditing(_:animated:)`` with animation), as `UIViewController.editButtonItem`.
  public var editButtonItem: UIBarButtonItem { ownEditButtonItem }

  /// Makes the edit button of the controller, which it holds weakly.
  func makeEditButtonItem() -> UIBarButtonItem {
    let toggle = UIAction(title: "Edit") { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    let item = UIBarButtonItem(title: "Edit", image: nil, primaryAction: toggle, menu: nil)
    item.title = "Edit"
    return item
  }

  /// Shows the editing state on the edit button.
  func updateEditButtonItem() {
    ownEditButtonItem.title = editing ? "Done" : "Edit"
    ownEditButtonItem.style = editing ? .done : .plain
  }
}
