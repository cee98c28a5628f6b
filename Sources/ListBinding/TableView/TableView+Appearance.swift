import Foundation

extension TableView {
  /// How the table separates its rows. Default: `.singleLine`, as in UIKit.
  ///
  /// Stored and passed to renderers in ``RenderedTable/separatorStyle``; a ``PlainTextRenderer``
  /// draws separators when its ``PlainTextRenderer/drawsSeparators`` is set.
  public var separatorStyle: SeparatorStyle {
    get { decoration.separatorStyle }
    set { decoration.separatorStyle = newValue }
  }

  /// The colour of the separators, or `nil` for the system's. Default: ``Color/separator``.
  public var separatorColor: Color? {
    get { decoration.separatorColor }
    set { decoration.separatorColor = newValue }
  }

  /// Where separators start and end, in points from the table's edges. Default: 16 points from
  /// the left edge.
  ///
  /// A ``PlainTextRenderer`` measures in columns, not points: it starts separators under the
  /// rows' text when the left inset is above 0, at the first column when it is 0 (see
  /// ``PlainTextRenderer/drawsSeparators``).
  public var separatorInset: EdgeInsets {
    get { decoration.separatorInset }
    set { decoration.separatorInset = newValue }
  }

  /// The view shown above the table's sections, such as a ``Label`` or a ``View`` with
  /// subviews, or `nil` for none.
  ///
  /// It scrolls with the rows: renderings show it while the viewport starts at the first row.
  /// Its ``View/frame``'s height is the space it takes above the first section, in points, as
  /// in UIKit; a change applies at the next layout, which refuses a height that is not finite,
  /// below 0 or above ``TableView/maximumDimension``.
  public var tableHeaderView: View? {
    get { decoration.tableHeaderView }
    set {
      decoration.tableHeaderView = newValue
      commitState(state.needingLayout())
    }
  }

  /// The view shown below the table's sections, or `nil` for none.
  ///
  /// Renderings show it while the viewport reaches the last row. Its ``View/frame``'s height is
  /// the space it takes below the last section, in points; a change applies at the next layout,
  /// which refuses a height as ``tableHeaderView``'s.
  public var tableFooterView: View? {
    get { decoration.tableFooterView }
    set {
      decoration.tableFooterView = newValue
      commitState(state.needingLayout())
    }
  }

  /// A view behind the table's rows, headers and footers, such as one that says the list is
  /// empty, or `nil` for none, as `UITableView.backgroundView`.
  ///
  /// Appearance only: stored for your code and tests. A rendering does not include it; show an
  /// empty list's message in a ``tableFooterView`` or a row to see it in text.
  public var backgroundView: View? {
    get { decoration.backgroundView }
    set { decoration.backgroundView = newValue }
  }

  /// The estimated height of the sections' headers, as
  /// `UITableView.estimatedSectionHeaderHeight`. Default: ``automaticDimension``.
  ///
  /// Stored for your code and tests: the table asks every section's header height
  /// (``sectionHeaderHeight`` or the delegate's) whenever it lays sections out, so it never
  /// needs an estimate. Setting 0, as ported code often does to turn estimating off, changes
  /// nothing.
  public var estimatedSectionHeaderHeight: CGFloat {
    get { decoration.estimatedSectionHeaderHeight }
    set { decoration.estimatedSectionHeaderHeight = newValue }
  }

  /// The estimated height of the sections' footers, as
  /// `UITableView.estimatedSectionFooterHeight`. Default: ``automaticDimension``.
  ///
  /// Stored for your code and tests, as ``estimatedSectionHeaderHeight``: the table asks every
  /// section's footer height whenever it lays sections out.
  public var estimatedSectionFooterHeight: CGFloat {
    get { decoration.estimatedSectionFooterHeight }
    set { decoration.estimatedSectionFooterHeight = newValue }
  }
}
