import Foundation

/// A controller that owns a table and is its data source and delegate, the counterpart of
/// `UITableViewController`.
///
/// Subclass it as you would UIKit's: override the lifecycle hooks and the data-source and
/// delegate methods you need. Each is declared here with UIKit's default, so an override is
/// written `override`, as in UIKit:
///
/// ```swift
/// final class SettingsController: TableViewController {
///   var settings = ["Wi-Fi", "Bluetooth"]
///
///   override func viewDidLoad() throws {
///     try super.viewDidLoad()
///     title = "Settings"
///     tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
///   }
///
///   override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
///     settings.count
///   }
///
///   override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
///     -> TableViewCell
///   {
///     let cell = try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     cell.textLabel?.text = settings[indexPath.row]
///     return cell
///   }
/// }
/// ```
///
/// ## Lifecycle hooks throw
///
/// The hooks call table methods that throw, so they are declared `throws`, like the data-source
/// and delegate methods: a ported override adds `throws` to its signature and `try` to its calls
/// (`try super.viewDidLoad()`), and what it throws comes out of the call that ran the hook. An
/// override that throws nothing may leave `throws` out.
///
/// ## Presentation
///
/// There is no window to show a controller in: ``present(animated:)`` stands in for UIKit's
/// presentation, and ``dismiss(animated:)`` for its dismissal. They call the hooks in UIKit's
/// order: ``viewDidLoad()`` once, the first time the view is needed (see
/// ``loadViewIfNeeded()``), then ``viewWillAppear(_:)`` and ``viewDidAppear(_:)``; when
/// dismissed, ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)``. As in UIKit, the
/// controller's own ``viewWillAppear(_:)`` loads the table the first time it appears and
/// clears its selection, so overrides call `super`.
///
/// The table is created with the controller, not when its view loads: ``tableView`` is there
/// at once, and reading it does not call ``viewDidLoad()``, as it would in UIKit.
///
/// ## Editing and commits
///
/// ``setEditing(_:animated:)`` forwards to the table, as UIKit's does. To commit deletes and
/// inserts, adopt ``EditCommitting`` in the subclass and implement its method without
/// `override`: UIKit shows the swipe's Delete action only for a data source that implements it.
///
/// Every data-source and delegate method may throw; see ``TableViewDataSource``.
@MainActor
open class TableViewController: Responder, TableViewDataSource, TableViewDelegate {
  /// The table the controller manages, whose data source and delegate it is.
  public let tableView: TableView

  /// Whether ``viewWillAppear(_:)`` deselects the table's selected rows. Default: `true`, as in
  /// UIKit.
  public var clearsSelectionOnViewWillAppear = true

  /// The controller's title, as `UIViewController.title`: stored for your code.
  public var title: String?

  /// Whether ``viewDidLoad()`` has run: ``loadViewIfNeeded()`` has loaded the view. It is
  /// `true` while ``viewDidLoad()`` runs, as in UIKit.
  public internal(set) var isViewLoaded = false

  /// Where the controller is in its presentation.
  var appearance = Appearance.disappeared

  /// Whether ``viewDidLoad()`` is running: the controller cannot be presented from there.
  var isLoadingView = false

  /// Whether the table still loads the first time the controller appears.
  var loadsOnFirstAppearance = true

  /// Creates a controller with a table of the given style, its data source and delegate.
  ///
  /// - Parameter style: The table's look.
  public init(style: TableView.Style = .plain) {
    tableView = TableView(style: style)
    super.init()
    tableView.dataSource = self
    tableView.delegate = self
    tableView.managingResponder = self
  }

  /// The responder after the controller, as `UIViewController.next`: its table's superview,
  /// when the table was added to a view, else `nil`. The table's own ``View/next`` is the
  /// controller, which is its ``View/managingResponder``.
  ///
  /// - Complexity: O(1).
  open override var next: Responder? { tableView.superview }

  /// The table's refresh control, as `UITableViewController.refreshControl`: the table's
  /// ``TableView/refreshControl``.
  public var refreshControl: RefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Whether the table is in editing mode. Change it with ``setEditing(_:animated:)``.
  public var isEditing: Bool { tableView.isEditing }

  // MARK: Lifecycle hooks

  /// Called once, when the view loads, before the controller first appears. Does nothing;
  /// override it to register cells and set the table up, calling `super`.
  ///
  /// - Throws: What your override throws: it comes out of ``loadViewIfNeeded()`` or
  ///   ``present(animated:)``, and the view counts as not loaded.
  open func viewDidLoad() throws {}

  /// Called before the controller appears. Loads the table the first time, when it has no
  /// sections yet, and deselects its selected rows when ``clearsSelectionOnViewWillAppear`` is
  /// set, as UIKit's table view controller does.
  ///
  /// - Parameter animated: Whether the appearance is animated: passed on, not played.
  /// - Throws: The table's error; your override's. The controller does not appear then.
  /// - Complexity: O(*s* + *v*) the first time, where *s* is the number of sections and *v*
  ///   the viewport height; then O(*k*) for the *k* selected rows.
  open func viewWillAppear(_ animated: Bool) throws {
    if loadsOnFirstAppearance {
      // Read from the state, not `numberOfSections`, which would load the table itself and
      // could only answer 0 for a load that fails: the reload throws that error.
      if tableView.state.counts.numberOfSections == 0 { try tableView.reloadData() }
      loadsOnFirstAppearance = false
    }
    if clearsSelectionOnViewWillAppear, tableView.indexPathForSelectedRow != nil {
      try tableView.selectRow(at: nil, animated: animated)
    }
  }

  /// Called once the controller has appeared. Does nothing.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  /// - Throws: What your override throws; the controller has appeared then.
  open func viewDidAppear(_ animated: Bool) throws {}

  /// Called before the controller disappears. Does nothing.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  /// - Throws: What your override throws; the controller stays presented then.
  open func viewWillDisappear(_ animated: Bool) throws {}

  /// Called once the controller has disappeared. Does nothing.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  /// - Throws: What your override throws; the controller has disappeared then.
  open func viewDidDisappear(_ animated: Bool) throws {}

  /// Turns editing mode on or off: forwards to the table's ``TableView/setEditing(_:animated:)``,
  /// as UIKit's table view controller does.
  ///
  /// - Throws: The table's error; your override's.
  /// - Complexity: O(1).
  open func setEditing(_ editing: Bool, animated: Bool) throws {
    try tableView.setEditing(editing, animated: animated)
  }

  // MARK: Data source, with UIKit's defaults

  /// The number of sections. Default: 1.
  open func numberOfSections(in tableView: TableView) throws -> Int { 1 }

  /// The number of rows in `section`. Default: 0; override it.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) throws -> Int {
    0
  }

  /// The cell for the row at `indexPath`. Override it, as UIKit requires of a table view
  /// controller with rows.
  ///
  /// - Throws: The default throws
  ///   ``TableViewControllerError/cellForRowNotImplemented(controller:)``, which the table
  ///   reports as ``TableViewError/dataSourceFailed(_:_:)``.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    throw TableViewControllerError.cellForRowNotImplemented(
      controller: String(describing: type(of: self)))
  }

  /// The title of the header of `section`. Default: `nil`.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) throws
    -> String?
  { nil }

  /// The title of the footer of `section`. Default: `nil`.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) throws
    -> String?
  { nil }

  /// Whether the row can be edited. Default: `true`.
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) throws -> Bool {
    true
  }

  /// Whether the row can be moved while editing. Default: `false`.
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) throws -> Bool {
    false
  }

  /// The user dragged a row: move the item in the data. Default: does nothing.
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) throws {}

  /// The titles of the section index, or `nil` for none. Default: `nil`.
  open func sectionIndexTitles(for tableView: TableView) throws -> [String]? { nil }

  /// The section to scroll to for the section index title at `index`. Default: `index`.
  open func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) throws -> Int {
    index
  }

  // MARK: Delegate, with UIKit's defaults

  /// The table is about to show `cell` for the row. Default: does nothing.
  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {}

  /// The table stopped showing `cell`. Default: does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) throws {}

  /// Whether a tap may highlight, and so select, the row. Default: `true`.
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) throws
    -> Bool
  { true }

  /// A tap highlighted the row. Default: does nothing.
  open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) throws {}

  /// The row's highlight was removed. Default: does nothing.
  open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) throws {}

  /// The row a tap selects instead, or `nil` for none. Default: `indexPath`.
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws
    -> IndexPath?
  { indexPath }

  /// A tap selected the row. Default: does nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws {}

  /// The row a tap deselects instead, or `nil` for none. Default: `indexPath`.
  open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) throws
    -> IndexPath?
  { indexPath }

  /// A tap deselected the row. Default: does nothing.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) throws {}

  /// The selection rule of `section`. Default: `nil`.
  open func tableView(_ tableView: TableView, selectionRuleForSection section: Int) throws
    -> SelectionRule?
  { nil }

  /// The view of the header of `section`, or `nil` to show its title. Default: `nil`.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) throws
    -> View?
  { nil }

  /// The view of the footer of `section`, or `nil` to show its title. Default: `nil`.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) throws
    -> View?
  { nil }

  /// The table is about to show `view` as the header of `section`. Default: does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) throws {}

  /// The table is about to show `view` as the footer of `section`. Default: does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) throws {}

  /// A button inside the row's cell was tapped. Default: does nothing.
  open func tableView(_ tableView: TableView, didTap button: Button, inRowAt indexPath: IndexPath)
    throws
  {}

  /// The user tapped the row's accessory button. Default: does nothing.
  open func tableView(
    _ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) throws {}

  /// The row's editing control while the table is editing. Default: `.delete`.
  open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) throws
    -> TableViewCell.EditingStyle
  { .delete }

  /// The title of the Delete action a swipe reveals. Default: "Delete".
  open func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) throws -> String? { TableView.defaultDeleteTitle }

  /// How many levels to indent the row's content. Default: the level of the row's cell, or 0.
  open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath)
    throws -> Int
  {
    tableView.displayedCell(at: indexPath)?.indentationLevel ?? 0
  }

  /// Whether the row's content is indented while the table edits. Default: the cell's own
  /// ``TableViewCell/shouldIndentWhileEditing``, or `true`.
  open func tableView(
    _ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) throws -> Bool {
    tableView.displayedCell(at: indexPath)?.shouldIndentWhileEditing ?? true
  }

  /// The actions a swipe reveals on the leading edge. Default: `nil`.
  open func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration? { nil }

  /// The actions a swipe reveals on the trailing edge. Default: `nil`.
  open func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) throws -> SwipeActionsConfiguration? { nil }

  /// The older trailing swipe actions. Default: `nil`.
  open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) throws
    -> [RowAction]?
  { nil }

  /// Where a dragged row goes. Default: the proposed index path.
  open func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) throws -> IndexPath { proposedDestinationIndexPath }

  /// A swipe revealed actions on the row. Default: does nothing.
  open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) throws {}

  /// The row's swipe actions were hidden. Default: does nothing.
  open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) throws {}

  /// The row's height. Default: the table's ``TableView/rowHeight``.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws
    -> CGFloat
  {
    tableView.rowHeight
  }

  /// The row's estimated height. Default: ``TableView/automaticDimension``, the table's
  /// ``TableView/estimatedRowHeight``.
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) throws
    -> CGFloat
  {
    TableView.automaticDimension
  }

  /// The section header's height. Default: the table's ``TableView/sectionHeaderHeight``.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) throws
    -> CGFloat
  {
    tableView.sectionHeaderHeight
  }

  /// The section footer's height. Default: the table's ``TableView/sectionFooterHeight``.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) throws
    -> CGFloat
  {
    tableView.sectionFooterHeight
  }

  /// The table's content offset changed. Default: does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) throws {}

  /// A user began dragging the table's content. Default: does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) throws {}

  /// A user's finger lifted at the end of a drag. Default: does nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    throws
  {}
}
