import Testing

// The import block of every screen that builds for iOS and for these tests (the landing page of
// ListBindingUIKit shows it).
#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// Each test compiles a piece of UIKit code as an iOS developer writes it, with only the import
// changed, and checks the object model the article "The object model" states.

/// A view subclass as UIKit code writes one: `override init(frame:)` and `init?(coder:)`.
final class BadgeView: UIView {
  let countLabel = UILabel()
  let icon = UIImageView(image: UIImage(systemName: "star.fill"))

  override init(frame: CGRect) {
    super.init(frame: frame)
    countLabel.numberOfLines = 1
    addSubview(icon)
    addSubview(countLabel)
  }

  required init?(coder: NSCoder) {
    return nil
  }
}

/// A view subclass whose `init?(coder:)` calls `super`, as Xcode's storyboard-ready views do.
final class ArchivedView: UIView {
  var laidOut = 0

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    laidOut += 1
  }
}

/// A label subclass: the user's own type, found again among the subviews.
final class TitleLabel: UILabel {}

/// A cell subclass exactly as UIKit code writes it.
final class SubtitleCell: UITableViewCell {
  let badge = BadgeView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    addSubview(badge)
  }

  required init?(coder: NSCoder) {
    return nil
  }
}

/// A cell subclass that declares no initializer at all.
final class PlainCell: UITableViewCell {}

@MainActor
@Suite("The object model: UIKit's view classes are ListBinding's")
struct ObjectModelTests {
  @Test("A UILabel is a UIView, and a subview comes back as the user's own object")
  func identity() throws {
    let container = UIView()
    let title = TitleLabel()
    title.text = "Inbox"
    container.addSubview(title)
    let found = try #require(container.subviews.first as? TitleLabel)
    #expect(found === title)
    #expect(found.text == "Inbox")
    let views: [UIView] = [UILabel(), UIButton(), UISwitch(), UIImageView(), BadgeView()]
    #expect(views.count == 5)
  }

  // UIView.init(frame:) and init(coder:) are UIView's initializers
  // (https://developer.apple.com/documentation/uikit/uiview/init(frame:)); a subclass that
  // overrides both inherits `init()`, which is `init(frame: .zero)`.
  @Test("A view subclass with UIKit's initializers compiles and builds its subviews")
  func viewSubclass() {
    let badge = BadgeView()
    #expect(badge.subviews.count == 2)
    #expect(badge.countLabel.superview === badge)
    #expect(badge.frame == .zero)
    let framed = BadgeView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    #expect(framed.frame.size == CGSize(width: 120, height: 44))
    #expect(ArchivedView(frame: .zero).laidOut == 0)
  }

  @Test("init(coder:) fails: there are no archives to decode (assumed)")
  func coderFails() throws {
    let archive = NSKeyedArchiver(requiringSecureCoding: false)
    #expect(ArchivedView(coder: archive) == nil)
    #expect(BadgeView(coder: archive) == nil)
  }

  @Test("Registration creates the user's cell through the class object, running its override")
  func registrationThroughClassObject() throws {
    let registered: [UITableViewCell.Type] = [SubtitleCell.self, PlainCell.self]
    let cells = registered.map { $0.init(dequeuedWithReuseIdentifier: "cell") }
    let subtitle = try #require(cells[0] as? SubtitleCell)
    #expect(subtitle.badge.superview === subtitle)
    #expect(subtitle.reuseIdentifier == "cell")
    #expect(cells[1] is PlainCell)
  }
}
