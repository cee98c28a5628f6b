import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// Loading a nib's objects by hand: `Bundle.loadNibNamed(_:owner:options:)` (Apple: "Unarchives
// the contents of a nib file located in the receiver's bundle"; returns "the top-level objects
// in the nib file", without the File's Owner,
// https://developer.apple.com/documentation/foundation/bundle/loadnibnamed(_:owner:options:))
// and `UINib.instantiate(withOwner:options:)` (https://developer.apple.com/documentation/uikit/
// uinib/instantiate(withowner:options:)); `awakeFromNib()` is sent "to each object recreated
// from a nib archive", not to the owner. A nib that cannot be loaded raises
// NSInternalInconsistencyException "Could not load NIB in bundle: 'NSBundle <…> (loaded)' with
// name '…'" (as crash reports quote it); that `loadNibNamed` then returns nil is *assumed*.

/// A header that loads its own nib as its File's Owner, as storyboard-era apps write it.
final class HeaderView: UIView {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's outlets, as written; the nib connects them.)
  var contentView: UIView!
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var titleLabel: UILabel!

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) { return nil }

  private func commonInit() {
    Bundle(for: HeaderView.self).loadNibNamed("HeaderView", owner: self, options: nil)
    addSubview(contentView)
    contentView.frame = bounds
  }
}

/// A label a nib holds, counting its `awakeFromNib()`.
final class AwakeCountingLabel: UILabel {
  private(set) var awoken = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awoken += 1
  }
}

@MainActor
@Suite("Loading nibs: Bundle.loadNibNamed, UINib.instantiate", .recordsUIKitExceptions)
struct NibLoadingTests {
  @Test("A view that is its nib's File's Owner gets its outlets and its content")
  func filesOwner() throws {
    UINib.registerContents(forNibNamed: "HeaderView") { owner in
      let content = UIView()
      (owner as? HeaderView)?.contentView = content
      return [content]
    }
    let header = HeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(header.subviews.count == 1)
    #expect(header.subviews.first === header.contentView)
    #expect(header.contentView.frame == header.bounds)
  }

  @Test("Top-level objects come back without the owner; each view in them is awoken once")
  func topLevelObjects() throws {
    final class Owner {
      var label: AwakeCountingLabel?
    }
    UINib.registerContents(forNibNamed: "NibLoadingTests.Card") { owner in
      let card = UIView()
      let label = AwakeCountingLabel()
      card.addSubview(label)
      (owner as? Owner)?.label = label
      return [card, UIView()]
    }
    let owner = Owner()
    let objects = try #require(
      Bundle.main.loadNibNamed("NibLoadingTests.Card", owner: owner, options: nil))
    #expect(objects.count == 2)
    #expect(!objects.contains { $0 is Owner })
    let label = try #require(owner.label)
    #expect(label.awoken == 1)
    #expect((objects.first as? UIView)?.subviews.first === label)

    let nib = UINib(nibName: "NibLoadingTests.Card", bundle: nil)
    let again = nib.instantiate(withOwner: owner, options: [.externalObjects: [String: Any]()])
    #expect(again.count == 2)
    #expect(owner.label !== label && owner.label?.awoken == 1)
    #expect(label.awoken == 1)
  }

  @Test("A nib the test said nothing about raises UIKit's exception; loadNibNamed returns nil")
  func missingNib() {
    let exception = expectUIKitException(.internalInconsistencyException) {
      #expect(Bundle.main.loadNibNamed("NibLoadingTests.Missing", owner: nil) == nil)
    }
    #expect(exception?.reason.hasPrefix("Could not load NIB in bundle: 'NSBundle <") == true)
    #expect(exception?.reason.hasSuffix("> (loaded)' with name 'NibLoadingTests.Missing'") == true)
    expectUIKitException(.internalInconsistencyException) {
      #expect(
        UINib(nibName: "NibLoadingTests.Missing", bundle: nil).instantiate(withOwner: nil).isEmpty)
    }
  }
}
