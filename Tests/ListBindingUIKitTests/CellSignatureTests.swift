import ListBindingUIKit
import Testing

// The declarations custom cells of real apps use (see Screens/SubscriptionsViewController.swift
// and the apps it cites), each with the type of its page in Apple's documentation:
// CALayer (developer.apple.com/documentation/quartzcore/calayer: `cornerRadius`,
// `maskedCorners`, `borderWidth`, `borderColor: CGColor?`, `shadowColor: CGColor?`,
// `shadowOpacity: Float`, `shadowRadius`, `shadowOffset: CGSize`, `masksToBounds`,
// `backgroundColor: CGColor?`, `opacity: Float`, `isHidden`), CACornerMask, UIView.layer
// (`var layer: CALayer { get }`), UIColor.cgColor and init(cgColor:), UIView's
// accessibilityLabel, accessibilityHint, accessibilityValue, accessibilityIdentifier,
// accessibilityTraits (UIAccessibilityTraits) and isAccessibilityElement, UIView.isOpaque,
// sizeThatFits(_:), sizeToFit(), intrinsicContentSize, invalidateIntrinsicContentSize(),
// UIView.noIntrinsicMetric, UILabel.highlightedTextColor,
// allowsDefaultTighteningForTruncation and preferredMaxLayoutWidth, UIFontMetrics (`default`,
// init(forTextStyle:), scaledFont(for:), scaledFont(for:maximumPointSize:),
// scaledValue(for:)), UIImage.withRenderingMode(_:) and UIImage.RenderingMode, the overridable
// `indentationLevel`, `isSelected`, `isHighlighted` of UITableViewCell and `frame` of UIView
// (`open var` in UIKit), the system colours of UIColor's "Standard colors" page,
// UIColor(hue:saturation:brightness:alpha:), UIFont.monospacedDigitSystemFont(ofSize:weight:),
// UIImage.withTintColor(_:) and withTintColor(_:renderingMode:), UIImage.SymbolConfiguration,
// UIImage.SymbolScale, UIImage(systemName:withConfiguration:), UIImageView.highlightedImage,
// UIView.insertSubview(_:at:), insertSubview(_:belowSubview:), insertSubview(_:aboveSubview:),
// bringSubviewToFront(_:), sendSubviewToBack(_:), UIView.center, directionalLayoutMargins
// (NSDirectionalEdgeInsets), preservesSuperviewLayoutMargins,
// insetsLayoutMarginsFromSafeArea, and CGRect.inset(by:). For the subscriptions screen:
// UITableViewCell.selectedBackgroundView (`var selectedBackgroundView: UIView?`) and
// separatorInset (`var separatorInset: UIEdgeInsets`), UIFont.systemFont(ofSize:weight:),
// UIColor.white, .systemOrange and .systemBackground. NSLayoutXAxisAnchor's
// constraint(equalToSystemSpacingAfter:multiplier:) and its greater and lesser forms,
// NSLayoutYAxisAnchor's constraint(equalToSystemSpacingBelow:multiplier:) and its forms.
// UIView.transform (`var transform: CGAffineTransform`) and CGAffineTransform's
// init(rotationAngle:), init(scaleX:y:), init(translationX:y:), identity, isIdentity,
// concatenating(_:), rotated(by:), scaledBy(x:y:), translatedBy(x:y:).
// Scripts/check-uikit-screens counts the names these tests call as UIKit's.

@MainActor
@Suite("Signatures: UIKit's declarations custom cells use")
struct CellSignatureTests {
  @Test("CALayer, CACornerMask, UIView.layer, UIColor.cgColor")
  func layer() {
    let layer: KeyPath<UIView, CALayer> = \.layer
    let cornerRadius: ReferenceWritableKeyPath<CALayer, CGFloat> = \.cornerRadius
    let corners: ReferenceWritableKeyPath<CALayer, CACornerMask> = \.maskedCorners
    let borderWidth: ReferenceWritableKeyPath<CALayer, CGFloat> = \.borderWidth
    let borderColor: ReferenceWritableKeyPath<CALayer, CGColor?> = \.borderColor
    let shadowColor: ReferenceWritableKeyPath<CALayer, CGColor?> = \.shadowColor
    let shadowOpacity: ReferenceWritableKeyPath<CALayer, Float> = \.shadowOpacity
    let shadowRadius: ReferenceWritableKeyPath<CALayer, CGFloat> = \.shadowRadius
    let shadowOffset: ReferenceWritableKeyPath<CALayer, CGSize> = \.shadowOffset
    let masks: ReferenceWritableKeyPath<CALayer, Bool> = \.masksToBounds
    let background: ReferenceWritableKeyPath<CALayer, CGColor?> = \.backgroundColor
    let opacity: ReferenceWritableKeyPath<CALayer, Float> = \.opacity
    let hidden: ReferenceWritableKeyPath<CALayer, Bool> = \.isHidden
    let cgColor: KeyPath<UIColor, CGColor> = \.cgColor
    let fromCGColor: (CGColor) -> UIColor = UIColor.init(cgColor:)
    let make: () -> CALayer = CALayer.init
    let allCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    _ = (layer, cornerRadius, corners, borderWidth, borderColor, shadowColor, shadowOpacity)
    _ = (shadowRadius, shadowOffset, masks, background, opacity, hidden, cgColor, fromCGColor)
    _ = make
    let view = UIView()
    view.layer.cornerRadius = 8
    #expect(view.layer === view.layer)
    #expect(view.layer.cornerRadius == 8)
    #expect(view.layer.maskedCorners == allCorners)
  }

  @Test("Accessibility of views")
  func accessibility() {
    let label: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityLabel
    let hint: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityHint
    let value: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityValue
    let identifier: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityIdentifier
    let traits: ReferenceWritableKeyPath<UIView, UIAccessibilityTraits> = \.accessibilityTraits
    let isElement: ReferenceWritableKeyPath<UIView, Bool> = \.isAccessibilityElement
    let allTraits: [UIAccessibilityTraits] = [
      .none, .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText,
      .summaryElement, .notEnabled, .updatesFrequently, .searchField, .header, .adjustable,
    ]
    _ = (label, hint, value, identifier, traits, isElement)
    #expect(Set(allTraits.map(\.rawValue)).count == allTraits.count)
  }

  @Test("Sizing of views, appearance of views and labels")
  func sizingAndAppearance() {
    let sizeThatFits: (UIView) -> (CGSize) -> CGSize = UIView.sizeThatFits
    let sizeToFit: (UIView) -> () -> Void = UIView.sizeToFit
    let intrinsic: KeyPath<UIView, CGSize> = \.intrinsicContentSize
    let invalidate: (UIView) -> () -> Void = UIView.invalidateIntrinsicContentSize
    let noMetric: CGFloat = UIView.noIntrinsicMetric
    let opaque: ReferenceWritableKeyPath<UIView, Bool> = \.isOpaque
    let frame: ReferenceWritableKeyPath<UIView, CGRect> = \.frame
    let highlighted: ReferenceWritableKeyPath<UILabel, UIColor?> = \.highlightedTextColor
    let tightening: ReferenceWritableKeyPath<UILabel, Bool> = \.allowsDefaultTighteningForTruncation
    let maxWidth: ReferenceWritableKeyPath<UILabel, CGFloat> = \.preferredMaxLayoutWidth
    _ = (sizeThatFits, sizeToFit, intrinsic, invalidate, opaque, frame, highlighted)
    _ = (tightening, maxWidth)
    #expect(noMetric == -1)
  }

  @Test("UIFontMetrics, UIImage.withRenderingMode(_:)")
  func fontMetricsAndImages() {
    let metrics: UIFontMetrics = .default
    let make: (UIFont.TextStyle) -> UIFontMetrics = UIFontMetrics.init(forTextStyle:)
    let scaledFont: (UIFont) -> UIFont = metrics.scaledFont(for:)
    let capped: (UIFont, CGFloat) -> UIFont = metrics.scaledFont(for:maximumPointSize:)
    let scaledValue: (CGFloat) -> CGFloat = metrics.scaledValue(for:)
    let rendering: (UIImage) -> (UIImage.RenderingMode) -> UIImage = UIImage.withRenderingMode
    let modes: [UIImage.RenderingMode] = [.automatic, .alwaysOriginal, .alwaysTemplate]
    _ = (make, scaledFont, capped, scaledValue, rendering, modes)
  }

  @Test("Overridable cell and view properties")
  func overridable() {
    final class Cell: UITableViewCell {
      var changes: [String] = []
      override var indentationLevel: Int { didSet { changes.append("indentation") } }
      override var isSelected: Bool { didSet { changes.append("selected") } }
      override var isHighlighted: Bool { didSet { changes.append("highlighted") } }
      override var frame: CGRect { didSet { changes.append("frame") } }
    }
    let cell = Cell(style: .default, reuseIdentifier: nil)
    cell.changes = []
    cell.indentationLevel = 1
    cell.isSelected = true
    cell.isHighlighted = true
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    #expect(cell.changes == ["indentation", "selected", "highlighted", "frame"])
  }

  @Test("The system colours of cells")
  func colours() {
    let colours: [UIColor] = [
      .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6, .quaternaryLabel,
      .secondarySystemBackground, .tertiarySystemBackground, .tertiarySystemGroupedBackground,
      .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
    ]
    #expect(Set(colours).count == colours.count)
  }

  @Test("Colours, fonts and image variants")
  func coloursFontsImages() {
    let hsb: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor =
      UIColor.init(hue:saturation:brightness:alpha:)
    let digits: (CGFloat, UIFont.Weight) -> UIFont = UIFont.monospacedDigitSystemFont(
      ofSize:weight:)
    let tint: (UIImage) -> (UIColor) -> UIImage = UIImage.withTintColor
    let tintMode: (UIImage) -> (UIColor, UIImage.RenderingMode) -> UIImage =
      UIImage.withTintColor(_:renderingMode:)
    let configured: (String, UIImage.SymbolConfiguration?) -> UIImage? =
      UIImage.init(systemName:withConfiguration:)
    let configurations: [UIImage.SymbolConfiguration] = [
      UIImage.SymbolConfiguration(pointSize: 17), UIImage.SymbolConfiguration(weight: .bold),
      UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold),
      UIImage.SymbolConfiguration(scale: .large),
      UIImage.SymbolConfiguration(textStyle: .headline),
    ]
    let scales: [UIImage.SymbolScale] = [.default, .unspecified, .small, .medium, .large]
    let highlighted: ReferenceWritableKeyPath<UIImageView, UIImage?> = \.highlightedImage
    _ = (hsb, digits, tint, tintMode, configured, configurations, scales, highlighted)
    #expect(
      UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test("Subview order, centre, directional margins, CGRect.inset(by:)")
  func hierarchyAndMargins() {
    let insertAt: (UIView) -> (UIView, Int) -> Void = UIView.insertSubview(_:at:)
    let below: (UIView) -> (UIView, UIView) -> Void = UIView.insertSubview(_:belowSubview:)
    let above: (UIView) -> (UIView, UIView) -> Void = UIView.insertSubview(_:aboveSubview:)
    let front: (UIView) -> (UIView) -> Void = UIView.bringSubviewToFront
    let back: (UIView) -> (UIView) -> Void = UIView.sendSubviewToBack
    let center: ReferenceWritableKeyPath<UIView, CGPoint> = \.center
    let directional: ReferenceWritableKeyPath<UIView, NSDirectionalEdgeInsets> =
      \.directionalLayoutMargins
    let preserves: ReferenceWritableKeyPath<UIView, Bool> = \.preservesSuperviewLayoutMargins
    let safeArea: ReferenceWritableKeyPath<UIView, Bool> = \.insetsLayoutMarginsFromSafeArea
    let inset: (CGRect) -> (UIEdgeInsets) -> CGRect = CGRect.inset(by:)
    let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    _ = (insertAt, below, above, front, back, center, directional, preserves, safeArea, inset)
    #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
    #expect(insets.leading == 2)
  }

  @Test("The subscriptions screen's cell settings, font and colours")
  func screenNames() {
    let selectedBackground: ReferenceWritableKeyPath<UITableViewCell, UIView?> =
      \.selectedBackgroundView
    let separatorInset: ReferenceWritableKeyPath<UITableViewCell, UIEdgeInsets> = \.separatorInset
    let systemFont: (CGFloat, UIFont.Weight) -> UIFont = UIFont.systemFont(ofSize:weight:)
    let colours: [UIColor] = [.white, .systemOrange, .systemBackground]
    _ = (selectedBackground, separatorInset, systemFont)
    #expect(Set(colours).count == 3)
  }

  @Test("UITableViewCell.editingStyle and showingDeleteConfirmation are get-only")
  func editingState() {
    // Apple's pages: `var editingStyle: UITableViewCell.EditingStyle { get }`,
    // `var showingDeleteConfirmation: Bool { get }`.
    let style: KeyPath<UITableViewCell, UITableViewCell.EditingStyle> = \.editingStyle
    let confirming: KeyPath<UITableViewCell, Bool> = \.showingDeleteConfirmation
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(cell[keyPath: style] == .none)
    #expect(!cell[keyPath: confirming])
    #expect(!(style is ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.EditingStyle>))
  }

  @Test("Constraints at the system's spacing")
  func systemSpacing() {
    let after: (NSLayoutXAxisAnchor) -> (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint =
      NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)
    let atLeastAfter:
      (NSLayoutXAxisAnchor) -> (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint =
        NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)
    let atMostAfter: (NSLayoutXAxisAnchor) -> (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint =
      NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)
    let below: (NSLayoutYAxisAnchor) -> (NSLayoutYAxisAnchor, CGFloat) -> NSLayoutConstraint =
      NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)
    let atLeastBelow:
      (NSLayoutYAxisAnchor) -> (NSLayoutYAxisAnchor, CGFloat) -> NSLayoutConstraint =
        NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)
    let atMostBelow: (NSLayoutYAxisAnchor) -> (NSLayoutYAxisAnchor, CGFloat) -> NSLayoutConstraint =
      NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)
    _ = (after, atLeastAfter, atMostAfter, below, atLeastBelow, atMostBelow)
    let icon = UIImageView()
    let label = UILabel()
    let spacing = label.leadingAnchor.constraint(
      equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 2)
    #expect(spacing.constant == 16 && spacing.relation == .equal)
    #expect(
      label.topAnchor.constraint(
        greaterThanOrEqualToSystemSpacingBelow: icon.bottomAnchor, multiplier: 1
      ).relation == .greaterThanOrEqual)
  }

  @Test("UIView.transform and CGAffineTransform")
  func transform() {
    let transform: ReferenceWritableKeyPath<UIView, CGAffineTransform> = \.transform
    let rotation: (CGFloat) -> CGAffineTransform = CGAffineTransform.init(rotationAngle:)
    let scale: (CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.init(scaleX:y:)
    let translation: (CGFloat, CGFloat) -> CGAffineTransform =
      CGAffineTransform.init(translationX:y:)
    let identity: CGAffineTransform = .identity
    let concatenating: (CGAffineTransform) -> (CGAffineTransform) -> CGAffineTransform =
      CGAffineTransform.concatenating
    let rotated: (CGAffineTransform) -> (CGFloat) -> CGAffineTransform = CGAffineTransform.rotated
    let scaled: (CGAffineTransform) -> (CGFloat, CGFloat) -> CGAffineTransform =
      CGAffineTransform.scaledBy
    let translated: (CGAffineTransform) -> (CGFloat, CGFloat) -> CGAffineTransform =
      CGAffineTransform.translatedBy
    _ = (transform, rotation, scale, translation, concatenating, rotated, scaled, translated)
    #expect(identity.isIdentity)
  }
}
