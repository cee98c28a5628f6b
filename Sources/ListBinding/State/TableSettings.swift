import Foundation

/// The settings a table lays out and selects by, as set: the heights of rows, headers and
/// footers, the content inset, and the rules of selection by tap.
///
/// A value inside ``TableState``: a setting changes only as a step on the state (see
/// `TableState+Settings.swift`), so that a call that fails puts it back with everything else.
/// Geometry settings are stored as set, as UIKit's; the table checks them when a layout
/// applies them (see `TableView+GeometryRules.swift`).
struct TableSettings: Equatable, Sendable {
  /// The height of rows whose delegate gives none, or `TableView.automaticDimension`.
  var rowHeight = TableView.automaticDimension
  /// The height of rows not displayed yet, `TableView.automaticDimension`, or 0 for none.
  var estimatedRowHeight = TableView.automaticDimension
  /// The height of headers whose delegate gives none, or `TableView.automaticDimension`.
  var sectionHeaderHeight = TableView.automaticDimension
  /// The height of footers whose delegate gives none, or `TableView.automaticDimension`.
  var sectionFooterHeight = TableView.automaticDimension
  /// The space the content may scroll beyond its edges.
  var contentInset = EdgeInsets.zero
  /// How far bars over the table reach into it: its safe area's insets.
  var safeAreaInsets = EdgeInsets.zero
  /// Which of ``safeAreaInsets`` the adjusted content inset adds to ``contentInset``.
  var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  /// Whether a tap selects rows while the table is not editing.
  var allowsSelection = true
  /// Whether a tap adds to the selection where no rule applies, while the table is not editing.
  var allowsMultipleSelection = false
  /// The selection rule of every section that has none of its own, or `nil` for UIKit's.
  var selectionRule: SelectionRule?
  /// Whether a tap selects rows while the table is editing.
  var allowsSelectionDuringEditing = false
  /// Whether a tap selects several rows while the table is editing.
  var allowsMultipleSelectionDuringEditing = false

  /// Whether a change of the setting at `keyPath` applies at the next layout: the heights and
  /// the insets, which the geometry is computed from.
  ///
  /// - Complexity: O(1).
  static func laysOut(_ keyPath: PartialKeyPath<TableSettings>) -> Bool {
    keyPath == \TableSettings.rowHeight || keyPath == \TableSettings.estimatedRowHeight
      || keyPath == \TableSettings.sectionHeaderHeight
      || keyPath == \TableSettings.sectionFooterHeight || keyPath == \TableSettings.contentInset
      || keyPath == \TableSettings.safeAreaInsets
      || keyPath == \TableSettings.contentInsetAdjustmentBehavior
  }

  /// The content inset with the safe area's added as ``contentInsetAdjustmentBehavior`` says,
  /// as `UIScrollView.adjustedContentInset`: `.never` adds nothing, `.always` every edge, and
  /// `.automatic` and `.scrollableAxes` the top and bottom (a table's content scrolls
  /// vertically; *assumed* for `.scrollableAxes` whatever the content's height, as a table
  /// always bounces vertically).
  ///
  /// - Complexity: O(1).
  var adjustedContentInset: EdgeInsets {
    contentInsetAdjustmentBehavior.adjusting(contentInset, by: safeAreaInsets)
  }

  /// Whether a setting the geometry is computed from differs from `other`'s. A setting is the
  /// same as itself even when it is not a number: the table stores what was set, NaN included,
  /// and refuses it at the next layout.
  ///
  /// - Complexity: O(1).
  func laysOutDifferently(from other: TableSettings) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
      (rowHeight, other.rowHeight), (estimatedRowHeight, other.estimatedRowHeight),
      (sectionHeaderHeight, other.sectionHeaderHeight),
      (sectionFooterHeight, other.sectionFooterHeight),
      (contentInset.top, other.contentInset.top), (contentInset.left, other.contentInset.left),
      (contentInset.bottom, other.contentInset.bottom),
      (contentInset.right, other.contentInset.right),
      (safeAreaInsets.top, other.safeAreaInsets.top),
      (safeAreaInsets.left, other.safeAreaInsets.left),
      (safeAreaInsets.bottom, other.safeAreaInsets.bottom),
      (safeAreaInsets.right, other.safeAreaInsets.right),
    ]
    guard contentInsetAdjustmentBehavior == other.contentInsetAdjustmentBehavior else {
      return true
    }
    return pairs.contains { value, otherValue in
      value != otherValue && !(value.isNaN && otherValue.isNaN)
    }
  }

  /// Whether two settings are the same, a setting that is not a number being the same as
  /// itself: a state keeps equal to itself whatever was set.
  ///
  /// - Complexity: O(1).
  static func == (lhs: TableSettings, rhs: TableSettings) -> Bool {
    !lhs.laysOutDifferently(from: rhs) && lhs.allowsSelection == rhs.allowsSelection
      && lhs.allowsMultipleSelection == rhs.allowsMultipleSelection
      && lhs.selectionRule == rhs.selectionRule
      && lhs.allowsSelectionDuringEditing == rhs.allowsSelectionDuringEditing
      && lhs.allowsMultipleSelectionDuringEditing == rhs.allowsMultipleSelectionDuringEditing
  }

  /// Whether a tap selects rows in a table that is editing or not, as UIKit decides:
  /// `allowsSelection` while not editing; `allowsSelectionDuringEditing` or
  /// `allowsMultipleSelectionDuringEditing` while editing.
  ///
  /// - Complexity: O(1).
  func allowsSelectionByTap(editing: Bool) -> Bool {
    editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
  }

  /// Whether a selection adds to the others where no rule applies, in a table that is editing
  /// or not.
  ///
  /// - Complexity: O(1).
  func allowsMultipleSelection(editing: Bool) -> Bool {
    editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }
}
