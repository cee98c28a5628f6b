import Foundation

/// A row of a table view, the counterpart of `UITableViewCell`.
///
/// Subclass it to show your own content: add ``Label``s and ``Button``s to ``contentView`` in
/// the initializer, set them in `bind(to:)` (see ``Bindable``), and reset them in
/// ``prepareForReuse()``.
///
/// The initializers have UIKit's shape: a subclass overrides the designated
/// ``init(style:reuseIdentifier:)`` and declares ``init(coder:)``, as a `UITableViewCell`
/// subclass does, or declares no initializer at all. The table creates registered cells through
/// ``init(dequeuedWithReuseIdentifier:)``, which calls `init(style: .default, reuseIdentifier:)`,
/// so the subclass's override runs on dequeue.
@preconcurrency @MainActor
open class TableViewCell: View {
  /// The built-in layouts of a cell's labels, as in `UITableViewCell.CellStyle`.
  public enum Style: Int, Hashable, Sendable {
    /// A text label only; ``TableViewCell/detailTextLabel`` is `nil`.
    case `default` = 0
    /// A text label with a detail label on the right.
    case value1 = 1
    /// A detail label after the text label.
    case value2 = 2
    /// A detail label under the text label.
    case subtitle = 3
  }

  /// The accessory drawn at the end of a row, as in `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Hashable, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron: tapping the row shows more.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// How a selected cell looks, as in `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Hashable, Sendable {
    /// A selected cell looks like an unselected one.
    case none = 0
    /// The system's selection look.
    case `default` = 3
    /// Blue, as `default` (kept for ported code).
    case blue = 1
    /// Gray, as `default` (kept for ported code).
    case gray = 2
  }

  /// The cell's label layout.
  public let style: Style

  /// The identifier the cell is reused under, or `nil` when it is never reused.
  public let reuseIdentifier: String?

  /// The view that holds the cell's own subviews.
  public let contentView = View()

  /// The cell's frame, as ``View/frame``; the table sets it to the rect it gives the cell, in its
  /// content coordinates, as UIKit's layout does. A new size gives ``contentView`` the cell's
  /// bounds, so that views pinned to its edges fit the cell. UIKit also takes out the room of
  /// an accessory and of the editing controls: ListBindingUIKit does at the cell's layout (its
  /// default ``View/layoutSubviews()``, through ``View/subviewLayout``); without it the
  /// content view fills the cell.
  ///
  /// - Complexity: O(1).
  open override var frame: CGRect {
    didSet {
      if frame.size != oldValue.size { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }
  }

  /// The cell's main label.
  public let textLabel: Label?

  /// The cell's secondary label: `nil` for the `.default` style, as in UIKit.
  public let detailTextLabel: Label?

  /// The cell's image view, shown before its text. Never `nil`; optional as in UIKit.
  public let imageView: ImageView?

  /// The accessory drawn at the end of the row.
  public var accessoryType = AccessoryType.none

  /// A view drawn at the end of the row instead of ``accessoryType``, such as a ``Switch``, or
  /// `nil` for none. The cell becomes its superview, so that a control in it acts on the table
  /// as one in the content view does. ``prepareForReuse()`` keeps it.
  public var accessoryView: View? {
    didSet { replaceSubview(oldValue, with: accessoryView) }
  }

  /// The accessory drawn at the end of the row while the table is editing.
  public var editingAccessoryType = AccessoryType.none

  /// A view drawn at the end of the row while the table is editing, instead of
  /// ``editingAccessoryType``, or `nil` for none.
  public var editingAccessoryView: View? {
    didSet { replaceSubview(oldValue, with: editingAccessoryView) }
  }

  /// What the cell shows in place of its image, labels and content view's subviews, such as a
  /// ``ListContentConfiguration``, or `nil` to show those.
  ///
  /// Start from ``defaultContentConfiguration()``, which matches the cell's style. Setting a
  /// configuration gives it to the content view the cell shows for it when that view
  /// ``ContentView/supports(_:)`` it, as UIKit does; otherwise the cell shows the view the
  /// configuration's ``ContentConfiguration/makeContentView()`` makes, a subview of the cell
  /// beside ``contentView`` (UIKit replaces `contentView` with it). Setting `nil` takes that
  /// view away and keeps it for the next configuration it supports.
  public var contentConfiguration: (any ContentConfiguration)? {
    didSet { showContentConfiguration() }
  }

  /// The content view the cell shows for its ``contentConfiguration``.
  var configuredContentView = ConfiguredContentView()
  /// Whether the cell is giving a configuration to its content view: a configuration set
  /// meanwhile (by the view's setter) is kept, not shown.
  var isShowingContentConfiguration = false

  /// Whether the cell's configuration update is due: it runs before the table displays the
  /// cell, at a layout that reaches it, and once the table's call is done.
  var needsConfigurationUpdate = true
  /// Whether the cell's configuration update is running: an update asked for meanwhile waits
  /// for the next.
  var isUpdatingConfiguration = false

  /// A closure that updates the cell's configurations for its state, as
  /// `UITableViewCell.configurationUpdateHandler`; `nil` by default. It runs after
  /// ``updateConfiguration(using:)``, whenever that does. Setting it asks for an update
  /// (``setNeedsUpdateConfiguration()``).
  public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the cell replaces its ``contentConfiguration`` with the configuration's
  /// ``ContentConfiguration/updated(for:)`` when its state changes, before
  /// ``updateConfiguration(using:)``; `true` by default, as in UIKit.
  public var automaticallyUpdatesContentConfiguration = true

  /// Whether the cell replaces its ``backgroundConfiguration`` with the configuration's
  /// ``BackgroundConfiguration/updated(for:)`` when its state changes, before
  /// ``updateConfiguration(using:)``; `true` by default, as in UIKit.
  public var automaticallyUpdatesBackgroundConfiguration = true

  /// The cell's background, or `nil` for none, as `UITableViewCell.backgroundConfiguration`.
  ///
  /// A background configuration and background views exclude each other: setting one that is
  /// not `nil` sets ``View/backgroundColor``, ``backgroundView`` and
  /// ``selectedBackgroundView`` to `nil`, as UIKit documents. Appearance only: a
  /// ``PlainTextRenderer`` draws no backgrounds.
  public var backgroundConfiguration: BackgroundConfiguration? {
    didSet {
      guard backgroundConfiguration != nil else { return }
      backgroundColor = nil
      backgroundView = nil
      selectedBackgroundView = nil
    }
  }

  /// How the cell looks while it is selected.
  public var selectionStyle = SelectionStyle.default

  /// Whether the cell shows as selected.
  ///
  /// The table sets it whenever the cell is displayed; setting it calls
  /// ``setSelected(_:animated:)``.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }

  private var selected = false

  /// Whether the cell shows as highlighted: a user's finger is down on its row.
  ///
  /// A tap highlights the row's cell, tells the delegate (`didHighlightRowAt`), then takes the
  /// highlight off before selecting, as UIKit does on touch down and touch up (see
  /// ``TableView/tapRow(at:)``); so it is `false` between calls. Setting it calls
  /// ``setHighlighted(_:animated:)``.
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  private var highlighted = false

  /// Whether the cell is in editing mode.
  ///
  /// The table keeps it equal to its own ``TableView/isEditing``: it calls
  /// ``setEditing(_:animated:)`` on the displayed cells when its editing mode changes, and on a
  /// cell it displays whose mode differs, as UIKit does. Setting it calls
  /// ``setEditing(_:animated:)``.
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  private var editing = false

  /// The editing control the table last found for the cell's row (see ``editingStyle``).
  var shownEditingStyle = EditingStyle.none

  /// The cell's own separator inset, or `nil` to follow the table's.
  private var ownSeparatorInset: EdgeInsets?

  /// Where the separator under the cell starts and ends, in points, as
  /// `UITableViewCell.separatorInset`: the table's ``TableView/separatorInset`` until you set
  /// one for the cell, as in UIKit.
  ///
  /// Stored for your code and tests: a ``PlainTextRenderer`` draws every separator by the
  /// table's inset.
  public var separatorInset: EdgeInsets {
    get {
      ownSeparatorInset ?? (host as? TableView)?.separatorInset
        ?? EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    }
    set { ownSeparatorInset = newValue }
  }

  /// How many levels the cell's content is indented. Default: 0.
  ///
  /// When the table displays the cell, it sets this to the delegate's
  /// `tableView(_:indentationLevelForRowAt:)`, whose default keeps the cell's own. A
  /// ``PlainTextRenderer`` indents the row's content by two columns a level (see
  /// ``RenderedTable/Row/indentationLevel``); a negative level counts as 0.
  open var indentationLevel = 0

  /// The width of one level of indentation, in points. Default: 10, as in UIKit.
  ///
  /// Stored for your code and tests: a ``PlainTextRenderer`` measures in columns and indents by
  /// two columns a level whatever the width.
  public var indentationWidth: CGFloat = 10

  /// Whether the cell shows a reorder control. Default: `false`.
  ///
  /// Stored for your code and tests: the table shows a reorder control on a row while it edits
  /// when the data source can move the row (see ``TableViewDataSource``'s
  /// `tableView(_:canMoveRowAt:)`), whatever this says.
  public var showsReorderControl = false

  /// Whether the cell's content is indented while the table edits, to make room for the editing
  /// control. Default: `true`.
  ///
  /// When the table displays the cell while it edits, or begins editing with the cell on
  /// display, it sets this to the delegate's `tableView(_:shouldIndentWhileEditingRowAt:)`,
  /// whose default keeps the cell's own. Stored for your code and tests: a
  /// ``PlainTextRenderer`` draws the editing column on every row the data source can edit while
  /// the table edits, whatever this says; a row it cannot edit is not indented.
  public var shouldIndentWhileEditing = true

  /// A view behind the cell's content, or `nil` for none, as `UITableViewCell.backgroundView`.
  /// The cell becomes its superview.
  ///
  /// Appearance only: a ``PlainTextRenderer`` draws no backgrounds. ``prepareForReuse()``
  /// keeps it.
  public var backgroundView: View? {
    didSet { replaceSubview(oldValue, with: backgroundView) }
  }

  /// A view behind the cell's content while it is selected, or `nil` for the system's, as
  /// `UITableViewCell.selectedBackgroundView`. The cell becomes its superview.
  ///
  /// Appearance only: a ``PlainTextRenderer`` marks a selected row in its gutter.
  /// ``prepareForReuse()`` keeps it.
  public var selectedBackgroundView: View? {
    didSet { replaceSubview(oldValue, with: selectedBackgroundView) }
  }

  /// The table the cell belongs to: the one that made it or first showed it.
  weak var host: (any CellHost)?

  /// The view a displayed cell answers as its ``View/superview``, as a cell on screen answers
  /// its table in UIKit (iOS 11 and later): the table's ``TableView/cellsNextResponder`` when it
  /// is a view (a `UITableView` in ListBindingUIKit), else the table; `nil` for a cell not
  /// displayed. The cell is not among the table's subviews, so layout, safe area and traits,
  /// which follow ``View/parentView``, do not change.
  ///
  /// - Complexity: O(1) expected.
  override var displayingView: View? {
    guard let table = host as? TableView, table.indexPath(for: self) != nil else { return nil }
    return (table.cellsNextResponder as? View) ?? table
  }

  /// The responder after the cell, as `UIView.next`: as a view's (its ``View/managingResponder``,
  /// else the view it was added to), and for a cell a table displays, which is in no view here,
  /// the table (its ``TableView/cellsNextResponder`` when set: a `UITableView` in ListBindingUIKit),
  /// as a cell on screen answers its table in UIKit. A cell not displayed, in the reuse pool or
  /// made by your code, answers `nil`.
  ///
  /// - Complexity: O(1) expected.
  open override var next: Responder? {
    if let responder = super.next { return responder }
    guard let table = host as? TableView, table.indexPath(for: self) != nil else { return nil }
    return table.cellsNextResponder ?? table
  }
  /// Whether the table is placing the cell as one new to its display, which it lays out after
  /// `willDisplay` rather than at once: set and cleared within one placement pass.
  var isEnteringDisplay = false
  /// The closures set with `onTap(of:_:)`, by button.
  var tapHandlers: [ObjectIdentifier: @MainActor (IndexPath) throws -> Void] = [:]

  /// Creates a cell with a label layout and a reuse identifier, as
  /// `UITableViewCell.init(style:reuseIdentifier:)`: the designated initializer a subclass
  /// overrides (`override init(style:reuseIdentifier:)`), calling `super`.
  ///
  /// A registered class's cells are made with it, with the `.default` style, through
  /// ``init(dequeuedWithReuseIdentifier:)``.
  ///
  /// - Parameters:
  ///   - style: The label layout.
  ///   - reuseIdentifier: The identifier to reuse the cell under, or `nil` for none.
  /// - Complexity: O(1).
  public init(style: Style, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    self.textLabel = Label()
    self.detailTextLabel = style == .default ? nil : Label()
    self.imageView = ImageView()
    super.init(frame: .zero)
    // A cell's content view has the margins UIKit gives it on an iPhone at the sides (16), and
    // 12 at the top and bottom (*assumed*: UIKit's are about 11), so that one line of body text
    // pinned to the margins makes the 44-point row a line makes.
    contentView.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    addSubview(contentView)
  }

  /// Fails, as every view's `init(coder:)`: there are no archives to decode.
  ///
  /// - Parameter coder: Not read.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a cell of the `.default` style that is not reused, as `UITableViewCell()`.
  ///
  /// - Complexity: O(1).
  public convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// Creates a cell of a registered class for a dequeue: `init(style: .default,
  /// reuseIdentifier:)`, as UIKit creates registered cells. The table calls it; you don't.
  ///
  /// It is `required` and a convenience initializer, so every subclass has it without writing
  /// it: Swift gives it to a subclass that declares no initializer, and to one that overrides
  /// ``init(style:reuseIdentifier:)`` and ``init(coder:)``, as UIKit subclasses do. A subclass
  /// whose only designated initializers are its own does not compile, with "'required'
  /// initializer 'init(dequeuedWithReuseIdentifier:)' must be provided by subclass": override
  /// `init(style:reuseIdentifier:)` as well.
  ///
  /// - Parameter reuseIdentifier: The identifier the class is registered under.
  /// - Complexity: O(1), plus what the subclass's initializer does.
  public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Sets whether the cell shows as selected. Override it to restyle the cell; call `super`.
  ///
  /// A change asks for a configuration update (see ``setNeedsUpdateConfiguration()``), as do
  /// ``setHighlighted(_:animated:)`` and ``setEditing(_:animated:)``.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard self.selected != selected else { return }
    self.selected = selected
    setNeedsUpdateConfiguration()
  }

  /// Sets whether the cell shows as highlighted. Override it to restyle the cell; call `super`.
  ///
  /// - Parameters:
  ///   - highlighted: Whether the cell is highlighted.
  ///   - animated: Recorded by UIKit; ignored here.
  /// - Complexity: O(1), plus what an override does.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard self.highlighted != highlighted else { return }
    self.highlighted = highlighted
    setNeedsUpdateConfiguration()
  }

  /// Sets whether the cell is in editing mode. Override it to show or hide what the cell shows
  /// while editing; call `super`.
  ///
  /// The table calls it (see ``isEditing``) after the change that caused it is in place, before
  /// the delegate hears of it.
  ///
  /// - Parameters:
  ///   - editing: Whether the cell is editing.
  ///   - animated: Whether the table's change was animated; nothing is animated here.
  /// - Complexity: O(1), plus what an override does.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard self.editing != editing else { return }
    self.editing = editing
    setNeedsUpdateConfiguration()
    updateTransitionState()
  }

  /// Called before the cell shows or hides its editing control or its delete confirmation, as
  /// `UITableViewCell.willTransition(to:)`. Override it to make room for them; call `super`.
  ///
  /// The table calls it when it enters or leaves editing mode (`state` gains or loses
  /// ``StateMask/showingEditControl``: see ``setEditing(_:animated:)``) and when the row's
  /// delete confirmation shows or hides (``StateMask/showingDeleteConfirmation``: a tap on the
  /// delete control, a trailing swipe, and their ends), then ``didTransition(to:)`` once the
  /// cell is in its new state; nothing is animated, so both come at once.
  ///
  /// - Parameter state: The states the cell is about to be in; empty for none.
  /// - Complexity: O(1), plus what an override does.
  open func willTransition(to state: StateMask) {}

  /// Called once the cell has shown or hidden its editing control or its delete confirmation,
  /// as `UITableViewCell.didTransition(to:)`, right after ``willTransition(to:)``. Override it
  /// to finish what that began; call `super`.
  ///
  /// - Parameter state: The states the cell is in now; empty for none.
  /// - Complexity: O(1), plus what an override does.
  open func didTransition(to state: StateMask) {}

  /// The states the cell last transitioned to (see ``willTransition(to:)``).
  var transitionState: StateMask = []

  /// Calls ``willTransition(to:)`` and ``didTransition(to:)`` when the cell's editing control or
  /// delete confirmation changed since the last transition.
  ///
  /// - Complexity: O(1), plus what the overrides do.
  func updateTransitionState() {
    var new: StateMask = []
    if isEditing { new.insert(.showingEditControl) }
    if showingDeleteConfirmation { new.insert(.showingDeleteConfirmation) }
    guard new != transitionState else { return }
    willTransition(to: new)
    transitionState = new
    didTransition(to: new)
  }

  /// The cell's state, as `UITableViewCell.configurationState`: whether it is selected,
  /// highlighted, editing and swiped. Override it to add states of your own, starting from
  /// `super`'s, and call ``setNeedsUpdateConfiguration()`` when they change.
  ///
  /// - Complexity: O(1).
  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    state.isSwiped = (host as? TableView)?.showsSwipeActions(on: self) ?? false
    return state
  }

  /// Updates the cell's configurations for `state`, as
  /// `UITableViewCell.updateConfiguration(using:)`: override it to set them; the default does
  /// nothing. Don't call it: ask with ``setNeedsUpdateConfiguration()``.
  ///
  /// - Parameter state: The cell's ``configurationState``.
  /// - Complexity: O(1) for the default.
  open func updateConfiguration(using state: CellConfigurationState) {}

  /// Whether a configuration update is asked for and not running.
  override var hasPendingConfigurationUpdate: Bool {
    needsConfigurationUpdate && !isUpdatingConfiguration
  }

  /// Runs the configuration update asked for, if any (see ``setNeedsUpdateConfiguration()``).
  override func updatePendingConfiguration() {
    runPendingConfigurationUpdate()
  }

  /// Resets the cell before the table hands it out again.
  ///
  /// The default clears both labels' text, the image, the content configuration, both
  /// accessory types and the selection; it keeps the accessory views, the labels' styles and
  /// the content view's subviews. Subclasses reset every field their `bind(to:)` sets, and
  /// call `super`.
  open func prepareForReuse() {
    textLabel?.text = nil
    detailTextLabel?.text = nil
    imageView?.image = nil
    // Clearing a configuration that is not there changes nothing: the setter is skipped.
    if contentConfiguration != nil || configuredContentView.isShown { contentConfiguration = nil }
    accessoryType = .none
    editingAccessoryType = .none
    setSelected(false, animated: false)
    setNeedsUpdateConfiguration()
  }

  /// The height the cell needs for its content, for a row whose height is
  /// ``TableView/automaticDimension`` (the table's default ``TableView/rowHeight``): UIKit's
  /// self-sizing, by one deterministic rule.
  ///
  /// The default gives 44 points for one line and 20 more for each further line, counting the
  /// lines a ``PlainTextRenderer`` without a width draws for ``renderedContent()``: the
  /// `.subtitle` style's detail and a ``ListContentConfiguration``'s secondary text start a
  /// line; a ``Label`` whose `numberOfLines` is not 1 takes a line for each line break in its
  /// text, up to its `numberOfLines`; a label of one line takes one line, as in UIKit. The
  /// content view's subviews share the lines of the labels. The width is not used: the renderer
  /// wraps long text at its own width in columns. Override it to size a cell of your own: a
  /// height that is not finite, below 0 or above ``TableView/maximumDimension`` makes the call
  /// that displays the row throw ``TableViewError/invalidGeometry(_:)``.
  ///
  /// When a layout of constraints is installed (``View/constraintFittingHeight``:
  /// ListBindingUIKit installs one), it is asked first, and the rule above is what it falls
  /// back to: with ListBindingUIKit, a cell whose content view's constraints determine its
  /// height (a height constraint on the content view, or subviews pinned from its top to its
  /// bottom) gets that height, as in UIKit.
  ///
  /// - Parameter width: The table's width, for cells that lay out by width.
  /// - Complexity: O(*v*), where *v* is the size of the cell's content, plus what the installed
  ///   layout does.
  open func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    guard let measure = View.constraintFittingHeight else {
      return Self.fittingHeight(lines: Self.drawnLineCount(of: renderedContent().elements))
    }
    return measure(self, width) {
      Self.fittingHeight(lines: Self.drawnLineCount(of: self.renderedContent().elements))
    }
  }

  /// What the cell shows, for renderers.
  ///
  /// The elements are those of the ``contentConfiguration`` when there is one; otherwise the
  /// image, the text label and the detail label laid out by the cell's style, then the elements
  /// of the content view's subviews in order. A `.subtitle` cell puts its detail on a line of
  /// its own, after the rest; `.value1` and `.value2` cells put it in a column
  /// (``RenderedElement/columnBreak``). The elements of views added to the cell itself rather
  /// than to its content view follow, in order, as UIKit draws those too. The accessories and
  /// accessory views follow. A hidden or transparent cell (see ``View/alpha``) shows nothing.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the cell.
  open func renderedContent() -> CellContent {
    guard isDrawn else { return CellContent() }
    return CellContent(
      elements: contentElements(), accessory: accessoryType,
      accessoryView: accessoryView.map(Self.accessoryElements(of:)),
      editingAccessory: editingAccessoryType,
      editingAccessoryView: editingAccessoryView.map(Self.accessoryElements(of:)))
  }
}
