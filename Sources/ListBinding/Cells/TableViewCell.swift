import Foundation

/// A row of a table view, the counterpart of `UITableViewCell`.
///
/// Subclass it to show your own content: add ``Label``s and ``Button``s to ``contentView`` in
/// the initializer, set them in `bind(to:)` (see ``Bindable``), and reset them in
/// ``prepareForReuse()``. The table creates registered cells with
/// ``init(style:reuseIdentifier:)``, so a subclass that adds an initializer keeps that one.
@MainActor
open class TableViewCell: View {
  /// The built-in layouts of a cell's labels, as in `UITableViewCell.CellStyle`.
  public enum Style: Hashable, Sendable {
    /// A text label only; ``TableViewCell/detailTextLabel`` is `nil`.
    case `default`
    /// A text label with a detail label on the right.
    case value1
    /// A detail label after the text label.
    case value2
    /// A detail label under the text label.
    case subtitle
  }

  /// The accessory drawn at the end of a row, as in `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Hashable, Sendable {
    /// No accessory.
    case none
    /// A chevron: tapping the row shows more.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// How a selected cell looks, as in `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Hashable, Sendable {
    /// A selected cell looks like an unselected one.
    case none
    /// The system's selection look.
    case `default`
    /// Blue, as `default` (kept for ported code).
    case blue
    /// Gray, as `default` (kept for ported code).
    case gray
  }

  /// The cell's label layout.
  public let style: Style

  /// The identifier the cell is reused under, or `nil` when it is never reused.
  public let reuseIdentifier: String?

  /// The view that holds the cell's own subviews.
  public let contentView = View()

  /// The cell's main label.
  public let textLabel: Label?

  /// The cell's secondary label: `nil` for the `.default` style, as in UIKit.
  public let detailTextLabel: Label?

  /// The accessory drawn at the end of the row.
  public var accessoryType = AccessoryType.none

  /// How the cell looks while it is selected.
  public var selectionStyle = SelectionStyle.default

  /// Whether the cell shows as selected.
  ///
  /// The table sets it whenever the cell is displayed; setting it calls
  /// ``setSelected(_:animated:)``.
  public var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }

  private var selected = false

  /// The table the cell belongs to: the one that made it or first showed it.
  weak var host: (any CellHost)?
  /// The closures set with `onTap(of:_:)`, by button.
  var tapHandlers: [ObjectIdentifier: @MainActor (IndexPath) throws -> Void] = [:]

  /// Creates a cell with a label layout and a reuse identifier.
  ///
  /// - Parameters:
  ///   - style: The label layout.
  ///   - reuseIdentifier: The identifier to reuse the cell under, or `nil` for none.
  public required init(style: Style, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    self.textLabel = Label()
    self.detailTextLabel = style == .default ? nil : Label()
    super.init()
    addSubview(contentView)
  }

  /// Sets whether the cell shows as selected. Override it to restyle the cell; call `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
  }

  /// Resets the cell before the table hands it out again.
  ///
  /// The default clears both labels' text, the accessory and the selection. Subclasses reset
  /// every field their `bind(to:)` sets, and call `super`.
  open func prepareForReuse() {
    textLabel?.text = nil
    detailTextLabel?.text = nil
    accessoryType = .none
    setSelected(false, animated: false)
  }

  /// The height the cell needs for its content, for a row whose height is
  /// ``TableView/automaticDimension``: UIKit's self-sizing, by one deterministic rule.
  ///
  /// The default gives 44 points for one line of text and 20 more for each further line: the
  /// lines of every text the cell shows (each line break starts one), plus the detail label's
  /// line in the `.subtitle` style. Override it to size a cell of your own.
  ///
  /// - Parameter width: The table's width, for cells that lay out by width.
  /// - Complexity: O(*v*), where *v* is the size of the cell's content.
  open func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    var lines = 1
    for element in renderedContent().elements {
      if case .text(let text) = element { lines += text.count { $0 == "\n" } }
    }
    if style == .subtitle, let detail = detailTextLabel?.text, !detail.isEmpty { lines += 1 }
    return 44 + 20 * CGFloat(lines - 1)
  }

  /// What the cell shows, for renderers: the text label, the detail label, the elements of the
  /// content view's subviews in order, and the accessory.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the cell.
  open func renderedContent() -> CellContent {
    var elements: [RenderedElement] = []
    if let textLabel { elements += textLabel.renderedElements() }
    if let detailTextLabel { elements += detailTextLabel.renderedElements() }
    elements += contentView.renderedElements()
    return CellContent(elements: elements, accessory: accessoryType)
  }
}
