import Foundation
import ListBindingUIKit
import Testing

// UICollectionViewCell without a collection view: Apple's page lists `contentView` ("Add your
// custom subviews to this view"), `backgroundView` ("positioned behind all of the other
// content"), `selectedBackgroundView` ("placed above the background view and below the content
// view when the cell is selected"), `isSelected` and `isHighlighted`
// (https://developer.apple.com/documentation/uikit/uicollectionviewcell). That the selected
// background shows while highlighted too is *assumed* (UIKit shows it for both).

/// The helper apps share between their table and collection cells.
@MainActor
private protocol SharedReusableView: AnyObject {
  static var defaultReuseIdentifier: String { get }
}

extension SharedReusableView {
  static var defaultReuseIdentifier: String { String(describing: self) }
}

extension UITableViewCell: SharedReusableView {}
extension UICollectionViewCell: SharedReusableView {}

/// A collection cell as an app writes one.
private final class PhotoCell: UICollectionViewCell {
  let captionLabel = UILabel()
  private(set) var resets = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(captionLabel)
  }

  required init?(coder: NSCoder) { return nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    captionLabel.text = nil
    resets += 1
  }
}

@MainActor
@Suite("UICollectionViewCell: a cell without a collection view yet")
struct CollectionViewCellTests {
  @Test("The content view fills the cell and holds its subviews; the backgrounds stack behind")
  func views() {
    let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
    #expect(cell.contentView.frame == cell.bounds)
    #expect(cell.captionLabel.superview === cell.contentView)
    #expect(cell.reuseIdentifier == nil)
    let background = UIView()
    let selected = UIView()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    let order = [background, selected, cell.contentView].map(ObjectIdentifier.init)
    #expect(cell.subviews.map(ObjectIdentifier.init) == order)
    #expect(background.frame == cell.bounds)
    #expect(selected.isHidden)
    cell.isHighlighted = true
    #expect(!selected.isHidden)
    cell.isHighlighted = false
    cell.isSelected = true
    #expect(!selected.isHidden)
    cell.frame = CGRect(x: 0, y: 0, width: 200, height: 240)
    #expect(cell.contentView.frame.size == CGSize(width: 200, height: 240))
    cell.backgroundView = nil
    #expect(background.superview == nil)
  }

  @Test("prepareForReuse is the cell's to call; a shared reusable helper compiles for both")
  func reuse() {
    let cell = PhotoCell(frame: .zero)
    cell.captionLabel.text = "Sunset"
    cell.prepareForReuse()
    #expect(cell.captionLabel.text == nil && cell.resets == 1)
    #expect(PhotoCell.defaultReuseIdentifier == "PhotoCell")
    #expect(!UITableViewCell.defaultReuseIdentifier.isEmpty)
    #expect(UICollectionReusableView(frame: .zero).reuseIdentifier == nil)
  }
}
