extension PlainTextRenderer {
  /// The markers a ``PlainTextRenderer`` draws for selection, accessories, cut text and rows
  /// outside the viewport.
  public struct Symbols: Hashable, Sendable {
    /// Marks a selected row in the gutter: one column wide.
    public var selected: String
    /// Ends text cut to fit the width.
    public var ellipsis: String
    /// Drawn for ``TableViewCell/AccessoryType/checkmark``.
    public var checkmark: String
    /// Drawn for ``TableViewCell/AccessoryType/disclosureIndicator``.
    public var disclosureIndicator: String
    /// Drawn for ``TableViewCell/AccessoryType/detailButton``.
    public var detailButton: String
    /// Starts the line that counts rows outside the viewport.
    public var moreRows: String
    /// The delete control of an editing row.
    public var deleteControl: String
    /// The insert control of an editing row.
    public var insertControl: String
    /// The reorder control of an editing row.
    public var reorderControl: String
    /// Repeated to draw a separator between rows (see ``PlainTextRenderer/drawsSeparators``).
    public var separator: String

    /// Creates a set of markers, each drawn where its property says; the separator is `─` unless
    /// given.
    ///
    /// - Complexity: O(1).
    public init(
      selected: String, ellipsis: String, checkmark: String, disclosureIndicator: String,
      detailButton: String, moreRows: String, deleteControl: String, insertControl: String,
      reorderControl: String, separator: String = "─"
    ) {
      self.selected = selected
      self.ellipsis = ellipsis
      self.checkmark = checkmark
      self.disclosureIndicator = disclosureIndicator
      self.detailButton = detailButton
      self.moreRows = moreRows
      self.deleteControl = deleteControl
      self.insertControl = insertControl
      self.reorderControl = reorderControl
      self.separator = separator
    }

    /// Unicode markers: `▸` selected, `✓`, `›`, `ⓘ`, `…`, `⋮`, `⊖`, `⊕`, `≡` for editing, and
    /// `─` for separators.
    public static let unicode = Symbols(
      selected: "▸", ellipsis: "…", checkmark: "✓", disclosureIndicator: "›",
      detailButton: "ⓘ", moreRows: "⋮", deleteControl: "⊖", insertControl: "⊕",
      reorderControl: "≡", separator: "─")

    /// ASCII markers for terminals and logs without Unicode: `>` selected, `v`, `>`, `(i)`,
    /// `...`, `:`, `(-)`, `(+)`, `=` for editing, and `-` for separators.
    public static let ascii = Symbols(
      selected: ">", ellipsis: "...", checkmark: "v", disclosureIndicator: ">",
      detailButton: "(i)", moreRows: ":", deleteControl: "(-)", insertControl: "(+)",
      reorderControl: "=", separator: "-")

    /// The marker of an editing control, padded to the width of the widest.
    func editingControl(_ style: TableViewCell.EditingStyle) -> String {
      let width = max(deleteControl.displayWidth, insertControl.displayWidth)
      switch style {
      case .none: return String(repeating: " ", count: width)
      case .delete: return deleteControl.padded(toWidth: width)
      case .insert: return insertControl.padded(toWidth: width)
      }
    }

    /// The blank as wide as the selection marker.
    var unselected: String { String(repeating: " ", count: selected.displayWidth) }

    /// The marker of an accessory; empty for none.
    func accessory(_ accessory: TableViewCell.AccessoryType) -> String {
      switch accessory {
      case .none: return ""
      case .checkmark: return checkmark
      case .disclosureIndicator: return disclosureIndicator
      case .detailButton: return detailButton
      case .detailDisclosureButton: return detailButton + " " + disclosureIndicator
      }
    }

    /// The line counting rows outside the viewport, such as `⋮ 3 rows above`.
    func moreRows(_ count: Int, above: Bool) -> String {
      "\(moreRows) \(count) \(count == 1 ? "row" : "rows") \(above ? "above" : "below")"
    }
  }
}
