import ListBindingUIKit
import Testing

// UIKit's value and layout declarations the face provides, each as UIKit code uses it, typed
// as Apple's documentation page of the declaration gives it (labels, optionality, no `throws`):
// a signature that differs fails to compile. Mutating methods cannot be referenced unapplied,
// so they are called through a closure of the declared parameter types.

@MainActor
@Suite("Signatures: UIKit's value and layout declarations, exactly")
struct ValueSignatureTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

  // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct and the
  // pages of each member below.
  @Test("NSDiffableDataSourceSnapshot")
  func snapshot() {
    let make: () -> Snapshot = Snapshot.init
    let appendSections: (inout Snapshot, [Int]) -> Void = { $0.appendSections($1) }
    let insertSectionsBefore: (inout Snapshot, [Int], Int) -> Void = {
      $0.insertSections($1, beforeSection: $2)
    }
    let insertSectionsAfter: (inout Snapshot, [Int], Int) -> Void = {
      $0.insertSections($1, afterSection: $2)
    }
    let deleteSections: (inout Snapshot, [Int]) -> Void = { $0.deleteSections($1) }
    let moveSectionBefore: (inout Snapshot, Int, Int) -> Void = {
      $0.moveSection($1, beforeSection: $2)
    }
    let moveSectionAfter: (inout Snapshot, Int, Int) -> Void = {
      $0.moveSection($1, afterSection: $2)
    }
    let reloadSections: (inout Snapshot, [Int]) -> Void = { $0.reloadSections($1) }
    let appendItems: (inout Snapshot, [String], Int?) -> Void = {
      $0.appendItems($1, toSection: $2)
    }
    let insertBefore: (inout Snapshot, [String], String) -> Void = {
      $0.insertItems($1, beforeItem: $2)
    }
    let insertAfter: (inout Snapshot, [String], String) -> Void = {
      $0.insertItems($1, afterItem: $2)
    }
    let deleteItems: (inout Snapshot, [String]) -> Void = { $0.deleteItems($1) }
    let deleteAll: (inout Snapshot) -> Void = { $0.deleteAllItems() }
    let moveBefore: (inout Snapshot, String, String) -> Void = { $0.moveItem($1, beforeItem: $2) }
    let moveAfter: (inout Snapshot, String, String) -> Void = { $0.moveItem($1, afterItem: $2) }
    let reloadItems: (inout Snapshot, [String]) -> Void = { $0.reloadItems($1) }
    let reconfigureItems: (inout Snapshot, [String]) -> Void = { $0.reconfigureItems($1) }
    _ = (make, appendSections, insertSectionsBefore, insertSectionsAfter, deleteSections)
    _ = (moveSectionBefore, moveSectionAfter, reloadSections, appendItems, insertBefore)
    _ = (insertAfter, deleteItems, deleteAll, moveBefore, moveAfter, reloadItems)
    _ = reconfigureItems

    let itemCount: KeyPath<Snapshot, Int> = \.numberOfItems
    let sectionCount: KeyPath<Snapshot, Int> = \.numberOfSections
    let sections: KeyPath<Snapshot, [Int]> = \.sectionIdentifiers
    let items: KeyPath<Snapshot, [String]> = \.itemIdentifiers
    let reloadedSections: KeyPath<Snapshot, [Int]> = \.reloadedSectionIdentifiers
    let reloaded: KeyPath<Snapshot, [String]> = \.reloadedItemIdentifiers
    let reconfigured: KeyPath<Snapshot, [String]> = \.reconfiguredItemIdentifiers
    let countIn: (Snapshot) -> (Int) -> Int = Snapshot.numberOfItems(inSection:)
    let itemsIn: (Snapshot) -> (Int) -> [String] = Snapshot.itemIdentifiers(inSection:)
    let containing: (Snapshot) -> (String) -> Int? = Snapshot.sectionIdentifier(containingItem:)
    let indexOfItem: (Snapshot) -> (String) -> Int? = Snapshot.indexOfItem
    let indexOfSection: (Snapshot) -> (Int) -> Int? = Snapshot.indexOfSection
    _ = (itemCount, sectionCount, sections, items, reloadedSections, reloaded, reconfigured)
    _ = (countIn, itemsIn, containing, indexOfItem, indexOfSection)

    // The default argument, as UIKit code calls it; a Sendable value.
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems(["a"])
    let sendable: any Sendable = snapshot
    _ = sendable
  }

  // developer.apple.com/documentation/uikit/uirefreshcontrol and UIControl.addAction(_:for:).
  @Test("UIRefreshControl")
  func refreshControl() {
    let make: () -> UIRefreshControl = UIRefreshControl.init
    let begin: (UIRefreshControl) -> () -> Void = UIRefreshControl.beginRefreshing
    let end: (UIRefreshControl) -> () -> Void = UIRefreshControl.endRefreshing
    let refreshing: KeyPath<UIRefreshControl, Bool> = \.isRefreshing
    let add: (UIRefreshControl) -> (UIAction, UIControl.Event) -> Void =
      UIRefreshControl.addAction(_:for:)
    let title: ReferenceWritableKeyPath<UIRefreshControl, NSAttributedString?> = \.attributedTitle
    _ = (make, begin, end, refreshing, add, title)
    let control = UIRefreshControl()
    control.addAction(UIAction { _ in }, for: .valueChanged)
  }

  // NSTextAlignment, UILabel.textAlignment, UIListContentConfiguration and its properties,
  // UITableViewCell.contentConfiguration.
  @Test("NSTextAlignment, UIListContentConfiguration, UIContentConfiguration")
  func textAndContent() {
    let alignments: [NSTextAlignment] = [.natural, .left, .center, .right, .justified]
    let alignment: ReferenceWritableKeyPath<UILabel, NSTextAlignment> = \.textAlignment
    let cell: () -> UIListContentConfiguration = UIListContentConfiguration.cell
    let subtitle: () -> UIListContentConfiguration = UIListContentConfiguration.subtitleCell
    let value: () -> UIListContentConfiguration = UIListContentConfiguration.valueCell
    let header: () -> UIListContentConfiguration = UIListContentConfiguration.groupedHeader
    let text: WritableKeyPath<UIListContentConfiguration, String?> = \.text
    let secondary: WritableKeyPath<UIListContentConfiguration, String?> = \.secondaryText
    let image: WritableKeyPath<UIListContentConfiguration, UIImage?> = \.image
    let font: WritableKeyPath<UIListContentConfiguration, UIFont> = \.textProperties.font
    let color: WritableKeyPath<UIListContentConfiguration, UIColor> =
      \.secondaryTextProperties.color
    let lines: WritableKeyPath<UIListContentConfiguration, Int> = \.textProperties.numberOfLines
    let tint: WritableKeyPath<UIListContentConfiguration, UIColor?> = \.imageProperties.tintColor
    let textAlignment:
      WritableKeyPath<
        UIListContentConfiguration, UIListContentConfiguration.TextProperties.TextAlignment
      > =
        \.textProperties.alignment
    let textAlignments: [UIListContentConfiguration.TextProperties.TextAlignment] = [
      .natural, .center, .justified,
    ]
    let configuration: ReferenceWritableKeyPath<UITableViewCell, (any UIContentConfiguration)?> =
      \.contentConfiguration
    let makeDefault: (UITableViewCell) -> () -> UIListContentConfiguration =
      UITableViewCell.defaultContentConfiguration
    _ = (alignments, alignment, cell, subtitle, value, header, text, secondary, image, font)
    _ = (color, lines, tint, configuration, makeDefault, textAlignment, textAlignments)
  }

  // developer.apple.com/documentation/uikit/nslayoutconstraint, nslayoutanchor,
  // nslayoutdimension, uiview/translatesautoresizingmaskintoconstraints, uilayoutpriority.
  @Test("NSLayoutConstraint, anchors, UILayoutPriority")
  func constraints() {
    let activate: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.activate
    let deactivate: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.deactivate
    let active: ReferenceWritableKeyPath<NSLayoutConstraint, Bool> = \.isActive
    let constant: ReferenceWritableKeyPath<NSLayoutConstraint, CGFloat> = \.constant
    let priority: ReferenceWritableKeyPath<NSLayoutConstraint, UILayoutPriority> = \.priority
    let identifier: ReferenceWritableKeyPath<NSLayoutConstraint, String?> = \.identifier
    let multiplier: KeyPath<NSLayoutConstraint, CGFloat> = \.multiplier
    let first: KeyPath<NSLayoutConstraint, AnyObject?> = \.firstItem
    let second: KeyPath<NSLayoutConstraint, AnyObject?> = \.secondItem
    let make:
      (
        Any, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, Any?,
        NSLayoutConstraint.Attribute, CGFloat, CGFloat
      ) -> NSLayoutConstraint = NSLayoutConstraint.init(
        item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
    _ = (activate, deactivate, active, constant, priority, identifier, multiplier, first)
    _ = (second, make)

    let equal:
      (NSLayoutXAxisAnchor) -> (NSLayoutAnchor<NSLayoutXAxisAnchor>) -> NSLayoutConstraint =
        NSLayoutXAxisAnchor.constraint(equalTo:)
    let equalConstant:
      (NSLayoutYAxisAnchor) -> (NSLayoutAnchor<NSLayoutYAxisAnchor>, CGFloat) -> NSLayoutConstraint =
        NSLayoutYAxisAnchor.constraint(equalTo:constant:)
    let atLeast:
      (NSLayoutYAxisAnchor) -> (NSLayoutAnchor<NSLayoutYAxisAnchor>, CGFloat) -> NSLayoutConstraint =
        NSLayoutYAxisAnchor.constraint(greaterThanOrEqualTo:constant:)
    let atMost:
      (NSLayoutXAxisAnchor) -> (NSLayoutAnchor<NSLayoutXAxisAnchor>, CGFloat) -> NSLayoutConstraint =
        NSLayoutXAxisAnchor.constraint(lessThanOrEqualTo:constant:)
    let toConstant: (NSLayoutDimension) -> (CGFloat) -> NSLayoutConstraint =
      NSLayoutDimension.constraint(equalToConstant:)
    let scaled: (NSLayoutDimension) -> (NSLayoutDimension, CGFloat) -> NSLayoutConstraint =
      NSLayoutDimension.constraint(equalTo:multiplier:)
    let scaledOffset:
      (NSLayoutDimension) -> (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint =
        NSLayoutDimension.constraint(equalTo:multiplier:constant:)
    _ = (equal, equalConstant, atLeast, atMost, toConstant, scaled, scaledOffset)

    let priorities: [UILayoutPriority] = [
      .required, .defaultHigh, .defaultLow, .fittingSizeLevel, UILayoutPriority(999),
      UILayoutPriority(rawValue: 1), .defaultHigh + 1, .required - 1,
    ]
    _ = priorities
  }

  // developer.apple.com/documentation/uikit/uiview (Auto Layout members), uilayoutguide.
  @Test("UIView's Auto Layout members, UILayoutGuide")
  func viewLayout() {
    let translates: ReferenceWritableKeyPath<UIView, Bool> =
      \.translatesAutoresizingMaskIntoConstraints
    let top: KeyPath<UIView, NSLayoutYAxisAnchor> = \.topAnchor
    let bottom: KeyPath<UIView, NSLayoutYAxisAnchor> = \.bottomAnchor
    let leading: KeyPath<UIView, NSLayoutXAxisAnchor> = \.leadingAnchor
    let trailing: KeyPath<UIView, NSLayoutXAxisAnchor> = \.trailingAnchor
    let left: KeyPath<UIView, NSLayoutXAxisAnchor> = \.leftAnchor
    let right: KeyPath<UIView, NSLayoutXAxisAnchor> = \.rightAnchor
    let centerX: KeyPath<UIView, NSLayoutXAxisAnchor> = \.centerXAnchor
    let centerY: KeyPath<UIView, NSLayoutYAxisAnchor> = \.centerYAnchor
    let width: KeyPath<UIView, NSLayoutDimension> = \.widthAnchor
    let height: KeyPath<UIView, NSLayoutDimension> = \.heightAnchor
    let firstBaseline: KeyPath<UIView, NSLayoutYAxisAnchor> = \.firstBaselineAnchor
    let lastBaseline: KeyPath<UIView, NSLayoutYAxisAnchor> = \.lastBaselineAnchor
    let safeArea: KeyPath<UIView, UILayoutGuide> = \.safeAreaLayoutGuide
    let margins: KeyPath<UIView, UILayoutGuide> = \.layoutMarginsGuide
    let insets: KeyPath<UIView, UIEdgeInsets> = \.safeAreaInsets
    let add: (UIView) -> (NSLayoutConstraint) -> Void = UIView.addConstraint
    let addAll: (UIView) -> ([NSLayoutConstraint]) -> Void = UIView.addConstraints
    let remove: (UIView) -> (NSLayoutConstraint) -> Void = UIView.removeConstraint
    let removeAll: (UIView) -> ([NSLayoutConstraint]) -> Void = UIView.removeConstraints
    let hugging: (UIView) -> (NSLayoutConstraint.Axis) -> UILayoutPriority =
      UIView.contentHuggingPriority(for:)
    let setHugging: (UIView) -> (UILayoutPriority, NSLayoutConstraint.Axis) -> Void =
      UIView.setContentHuggingPriority(_:for:)
    let resistance: (UIView) -> (NSLayoutConstraint.Axis) -> UILayoutPriority =
      UIView.contentCompressionResistancePriority(for:)
    let setResistance: (UIView) -> (UILayoutPriority, NSLayoutConstraint.Axis) -> Void =
      UIView.setContentCompressionResistancePriority(_:for:)
    let guideFrame: KeyPath<UILayoutGuide, CGRect> = \.layoutFrame
    let owner: KeyPath<UILayoutGuide, UIView?> = \.owningView
    let guideTop: KeyPath<UILayoutGuide, NSLayoutYAxisAnchor> = \.topAnchor
    let guideLeading: KeyPath<UILayoutGuide, NSLayoutXAxisAnchor> = \.leadingAnchor
    let guideWidth: KeyPath<UILayoutGuide, NSLayoutDimension> = \.widthAnchor
    _ = (translates, top, bottom, leading, trailing, left, right, centerX, centerY, width)
    _ = (height, firstBaseline, lastBaseline, safeArea, margins, insets, add, addAll, remove)
    _ = (removeAll, hugging, setHugging, resistance, setResistance, guideFrame, owner)
    _ = (guideTop, guideLeading, guideWidth)
  }

  // developer.apple.com/documentation/uikit/uiview/setneedslayout(), layoutifneeded() and
  // layoutsubviews(): `func setNeedsLayout()`, `func layoutIfNeeded()`, `func layoutSubviews()`,
  // each overridable in a subclass (UIView is an open class).
  @Test("UIView's layout calls: setNeedsLayout(), layoutIfNeeded(), layoutSubviews()")
  func viewLayoutCalls() {
    let setNeedsLayout: (UIView) -> () -> Void = UIView.setNeedsLayout
    let layoutIfNeeded: (UIView) -> () -> Void = UIView.layoutIfNeeded
    let layoutSubviews: (UIView) -> () -> Void = UIView.layoutSubviews
    _ = (setNeedsLayout, layoutIfNeeded, layoutSubviews)
    final class Badge: UIView {
      var layouts = 0
      override func setNeedsLayout() { super.setNeedsLayout() }
      override func layoutIfNeeded() { super.layoutIfNeeded() }
      override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
      }
    }
    let badge = Badge()
    badge.layoutIfNeeded()
    badge.setNeedsLayout()
    badge.layoutIfNeeded()
    badge.layoutIfNeeded()
    #expect(badge.layouts == 2)
  }

  // developer.apple.com/documentation/uikit/uistackview.
  @Test("UIStackView")
  func stackView() {
    let make: ([UIView]) -> UIStackView = UIStackView.init(arrangedSubviews:)
    let frame: (CGRect) -> UIStackView = UIStackView.init(frame:)
    let coder: (NSCoder) -> UIStackView = UIStackView.init(coder:)
    let arranged: KeyPath<UIStackView, [UIView]> = \.arrangedSubviews
    let add: (UIStackView) -> (UIView) -> Void = UIStackView.addArrangedSubview
    let insert: (UIStackView) -> (UIView, Int) -> Void = UIStackView.insertArrangedSubview(_:at:)
    let remove: (UIStackView) -> (UIView) -> Void = UIStackView.removeArrangedSubview
    let axis: ReferenceWritableKeyPath<UIStackView, NSLayoutConstraint.Axis> = \.axis
    let spacing: ReferenceWritableKeyPath<UIStackView, CGFloat> = \.spacing
    let alignment: ReferenceWritableKeyPath<UIStackView, UIStackView.Alignment> = \.alignment
    let distribution: ReferenceWritableKeyPath<UIStackView, UIStackView.Distribution> =
      \.distribution
    let setCustom: (UIStackView) -> (CGFloat, UIView) -> Void = UIStackView.setCustomSpacing(
      _:after:)
    let custom: (UIStackView) -> (UIView) -> CGFloat = UIStackView.customSpacing(after:)
    let margins: ReferenceWritableKeyPath<UIStackView, Bool> = \.isLayoutMarginsRelativeArrangement
    let baseline: ReferenceWritableKeyPath<UIStackView, Bool> = \.isBaselineRelativeArrangement
    let useDefault: CGFloat = UIStackView.spacingUseDefault
    let useSystem: CGFloat = UIStackView.spacingUseSystem
    _ = (make, frame, coder, arranged, add, insert, remove, axis, spacing, alignment)
    _ = (distribution, setCustom, custom, margins, baseline, useDefault, useSystem)
    let distributions: [UIStackView.Distribution] = [
      .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    let alignments: [UIStackView.Alignment] = [
      .fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline,
    ]
    _ = (distributions, alignments)
  }

  // UIView.contentMode, UIView.clipsToBounds, UILabel.lineBreakMode,
  // .adjustsFontForContentSizeCategory, .adjustsFontSizeToFitWidth, .minimumScaleFactor.
  @Test("Appearance settings of views and labels")
  func appearance() {
    let mode: ReferenceWritableKeyPath<UIImageView, UIView.ContentMode> = \.contentMode
    let clips: ReferenceWritableKeyPath<UIView, Bool> = \.clipsToBounds
    let lineBreak: ReferenceWritableKeyPath<UILabel, NSLineBreakMode> = \.lineBreakMode
    let follows: ReferenceWritableKeyPath<UILabel, Bool> = \.adjustsFontForContentSizeCategory
    let shrinks: ReferenceWritableKeyPath<UILabel, Bool> = \.adjustsFontSizeToFitWidth
    let scale: ReferenceWritableKeyPath<UILabel, CGFloat> = \.minimumScaleFactor
    let modes: [UIView.ContentMode] = [
      .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left,
      .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
    ]
    let breaks: [NSLineBreakMode] = [
      .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
      .byTruncatingMiddle,
    ]
    _ = (mode, clips, lineBreak, follows, shrinks, scale, modes, breaks)
  }
}
