import ListBindingUIKit
import Testing

@MainActor
@Suite("CALayer, accessibility and sizing of views, recorded")
struct CALayerTests {
  // Defaults from Apple's CALayer pages: cornerRadius ("The default value of this property is
  // 0.0"), borderWidth (0), borderColor and shadowColor ("an opaque black color"),
  // shadowOpacity (0.0), shadowRadius (3.0), shadowOffset ((0.0, -3.0)), maskedCorners (all
  // four corners), masksToBounds (false), opacity (1.0).
  @Test("A view's layer is one object with Core Animation's defaults; settings are kept")
  func defaultsAndSettings() {
    let view = UIView()
    let layer = view.layer
    #expect(view.layer === layer)
    #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
    #expect(layer.borderColor == UIColor.black.cgColor)
    #expect(layer.shadowColor == UIColor.black.cgColor)
    #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.maskedCorners.rawValue == 0b1111)
    #expect(!layer.masksToBounds && layer.opacity == 1 && !layer.isHidden)

    layer.cornerRadius = 12
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
    layer.shadowOpacity = 0.2
    #expect(view.layer.cornerRadius == 12 && view.layer.borderWidth == 1)
    #expect(view.layer.maskedCorners == [.layerMaxXMinYCorner, .layerMinXMinYCorner])
    #expect(view.layer.borderColor == UIColor.separator.cgColor)
    #expect(view.layer.shadowOpacity == 0.2)
    #expect(UIView().layer.cornerRadius == 0)
  }

  // UIView.clipsToBounds: "Setting this value to true causes subviews to be clipped…"; its page
  // and CALayer.masksToBounds describe one setting (the view's is the layer's). UIView.alpha,
  // isHidden and backgroundColor are the layer's opacity, isHidden and backgroundColor, as
  // UIView's documentation of its layer says ("the view is the layer's delegate").
  @Test("The layer's masksToBounds, background, opacity and isHidden are the view's")
  func sharedWithTheView() {
    let view = UIView()
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.clipsToBounds = false
    #expect(!view.layer.masksToBounds)
    view.layer.backgroundColor = UIColor.systemRed.cgColor
    #expect(view.backgroundColor == .systemRed)
    view.backgroundColor = .systemBlue
    #expect(view.layer.backgroundColor == UIColor.systemBlue.cgColor)
    view.layer.opacity = 0.5
    #expect(view.alpha == 0.5)
    view.layer.isHidden = true
    #expect(view.isHidden)
  }

  @Test("A layer of its own keeps every setting itself")
  func ownLayer() {
    let layer = CALayer()
    layer.masksToBounds = true
    layer.backgroundColor = UIColor.systemGreen.cgColor
    layer.opacity = 0.25
    layer.isHidden = true
    #expect(layer.masksToBounds && layer.opacity == 0.25 && layer.isHidden)
    #expect(layer.backgroundColor.map(UIColor.init(cgColor:)) == UIColor.systemGreen)
  }

  // UIView.isAccessibilityElement: "The default value for this property is false. If the
  // receiver is a UIKit control, the default value is true." Labels: *assumed* true, as UIKit's
  // standard views are accessible by default (UIAccessibility informal protocol page).
  @Test("Accessibility settings are recorded with UIKit's defaults")
  func accessibility() {
    let view = UIView()
    let label = UILabel()
    #expect(!view.isAccessibilityElement && label.isAccessibilityElement)
    #expect(UISwitch().isAccessibilityElement)
    #expect(view.accessibilityLabel == nil && view.accessibilityTraits == .none)
    view.accessibilityLabel = "Daring Fireball, 3 unread"
    view.accessibilityIdentifier = "feed"
    view.accessibilityTraits = [.button, .selected]
    view.isAccessibilityElement = true
    #expect(view.accessibilityLabel == "Daring Fireball, 3 unread")
    #expect(view.accessibilityIdentifier == "feed")
    #expect(view.accessibilityTraits.contains(.selected))
    #expect(view.isAccessibilityElement)
    label.isAccessibilityElement = false
    #expect(!label.isAccessibilityElement)
  }

  // UIView.sizeThatFits(_:): "The default implementation of this method returns the existing
  // size of the view." UIView.sizeToFit(): "calls sizeThatFits(_:) with the current size of the
  // view's bounds … and changes the view's size". UIView.intrinsicContentSize: a view with no
  // intrinsic size answers noIntrinsicMetric (-1) in both dimensions.
  @Test("sizeToFit() takes what sizeThatFits(_:) answers; an override is used")
  func sizing() {
    final class Badge: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 32, height: 20) }
    }
    let view = UIView(frame: CGRect(x: 4, y: 4, width: 10, height: 10))
    #expect(view.sizeThatFits(.zero) == CGSize(width: 10, height: 10))
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    let badge = Badge(frame: CGRect(x: 4, y: 4, width: 0, height: 0))
    badge.sizeToFit()
    #expect(badge.frame == CGRect(x: 4, y: 4, width: 32, height: 20))
  }

  // UIFontMetrics: at the default content size category (large), scaled values equal the
  // values given (UIFontMetrics.scaledValue(for:) page: "scales … based on the current Dynamic
  // Type settings").
  @Test("UIFontMetrics scales nothing at the default text size")
  func fontMetrics() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(UIFontMetrics.default.scaledValue(for: 28) == 28)
    #expect(UIFontMetrics(forTextStyle: .caption1).scaledFont(for: body) == body)
    #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 12).pointSize == 12)
    #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 0) == body)
  }
}

@MainActor
@Suite("Subview order, margins and vertical stacks")
struct CellLayoutTests {
  // UIView.insertSubview(_:at:), insertSubview(_:belowSubview:), insertSubview(_:aboveSubview:),
  // bringSubviewToFront(_:), sendSubviewToBack(_:): the subviews array is ordered back to front.
  @Test("Inserting and reordering subviews")
  func order() {
    let parent = UIView()
    let (a, b, c, d) = (UILabel(), UILabel(), UILabel(), UILabel())
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    parent.insertSubview(d, aboveSubview: c)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(c)
    parent.sendSubviewToBack(b)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, d, a, c].map(ObjectIdentifier.init))
    parent.insertSubview(a, belowSubview: b)
    parent.insertSubview(UIView(), at: 99)
    #expect(parent.subviews.first === a && parent.subviews.count == 5)
  }

  // UIView.directionalLayoutMargins: leading and trailing follow the layout direction
  // (left-to-right here); UIView.center is the centre of the frame.
  @Test("Directional margins are the left and right margins; center moves the frame")
  func marginsAndCenter() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(view.directionalLayoutMargins.trailing == 4)
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    #expect(
      view.frame.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        == CGRect(x: 90, y: 95, width: 20, height: 10))
    #expect(!view.preservesSuperviewLayoutMargins && view.insetsLayoutMarginsFromSafeArea)
  }

  // UIStackView.axis: a vertical stack lays its arranged views out top to bottom;
  // UIView.isHidden: a hidden arranged view takes no room.
  @Test("A vertical stack draws each view on a line of its own; a hidden one takes none")
  func verticalStack() throws {
    let title = UILabel()
    title.text = "Evolution"
    let detail = UILabel()
    detail.text = "Development"
    let stack = UIStackView(arrangedSubviews: [title, detail])
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentView.addSubview(stack)
    #expect(cell.fittingHeight(forWidth: 390) == 44)
    stack.axis = .vertical
    #expect(cell.fittingHeight(forWidth: 390) == 64)
    detail.isHidden = true
    #expect(cell.fittingHeight(forWidth: 390) == 44)
  }

  // UIView.transform: "The default value of this property is CGAffineTransformIdentity."
  // CGAffineTransform(rotationAngle:) maps (1, 0) to (cos α, sin α); concatenating applies the
  // receiver first.
  @Test("A view's transform is recorded; transforms compose as Core Graphics' do")
  func transform() {
    let chevron = UIImageView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
    #expect(chevron.transform.isIdentity)
    chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(chevron.transform.b - 1) < 1e-9 && abs(chevron.transform.a) < 1e-9)
    #expect(chevron.frame == CGRect(x: 0, y: 0, width: 12, height: 12))
    let moved = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(moved == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 3))
    let scaledThenMoved = CGAffineTransform(scaleX: 2, y: 3).concatenating(
      CGAffineTransform(translationX: 1, y: 1))
    #expect(scaledThenMoved == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 1))
    chevron.transform = .identity
    #expect(chevron.transform == .identity)
  }
}
