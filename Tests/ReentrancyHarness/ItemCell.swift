import Foundation
import ListBinding

/// The harness's cell: shows one item, and has a button whose taps the harness follows.
public final class ItemCell: TableViewCell, Bindable {
  public typealias DataItem = Int

  /// The item shown, or `nil` after reuse.
  public private(set) var item: Int?
  /// The button inside the cell.
  public let button = Button()
  /// What a tap of the button does beyond the table's own work; set by the harness.
  var onButtonAction: (@MainActor (ItemCell) throws -> Void)?
  /// Whether the harness follows the cell.
  var isTracked = false

  public override init(style: Style, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    button.setTitle("Go", for: .normal)
    contentView.addSubview(button)
    button.addAction(for: .touchUpInside) { [weak self] _ in
      guard let self else { return }
      try self.onButtonAction?(self)
    }
  }

  public required init?(coder: NSCoder) { return nil }

  public func bind(to item: Int) {
    self.item = item
    textLabel?.text = "i\(item)"
  }

  public override func prepareForReuse() {
    super.prepareForReuse()
    item = nil
  }
}

/// A weak reference, to count the cells alive.
@MainActor
final class WeakCell {
  weak var cell: ItemCell?
  init(_ cell: ItemCell) { self.cell = cell }
}
