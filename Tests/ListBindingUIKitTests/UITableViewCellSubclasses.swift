// Cells and controls written as UIKit code is, with only the import changed; driven by
// UITableViewCellTests.swift.
#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

/// A cell subclass exactly as UIKit code writes it: it overrides only
/// `init(style:reuseIdentifier:)` and `init?(coder:)`, and the hooks.
final class HookedCell: UITableViewCell {
  static let reuseIdentifier = "HookedCell"
  let badge = UILabel()
  let star = UIButton()
  var calls: [String] = []
  var styleAtInit: UITableViewCell.CellStyle?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    styleAtInit = style
    badge.font = UIFont.preferredFont(forTextStyle: .caption1)
    badge.textColor = UIColor.secondaryLabel
    contentView.addSubview(badge)
    contentView.addSubview(star)
    accessoryType = UITableViewCell.AccessoryType.disclosureIndicator
    selectionStyle = UITableViewCell.SelectionStyle.none
    separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    calls.append("prepareForReuse")
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    calls.append("setSelected(\(selected))")
  }

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    calls.append("setHighlighted(\(highlighted))")
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    calls.append("setEditing(\(editing), animated: \(animated))")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    calls.append("layoutSubviews")
  }

  /// What a UIKit data source writes in `cellForRowAt`.
  func configure(title: String) {
    var content = defaultContentConfiguration()
    content.text = title
    content.secondaryText = "detail"
    contentConfiguration = content
  }
}

/// A header subclass as UIKit code writes it.
final class CaptionHeader: UITableViewHeaderFooterView {
  let caption = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(caption)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A cell that declares no initializer.
final class BareCell: UITableViewCell {}

/// A button set up with `UIAction`, as UIKit code (iOS 14) does instead of target–action.
@MainActor
final class StarToggle {
  let button = UIButton()
  private(set) var starred = false
  private(set) var senders: [UIButton] = []

  init() {
    button.addAction(
      UIAction { [unowned self] action in
        starred.toggle()
        if let sender = action.sender as? UIButton { senders.append(sender) }
      }, for: .touchUpInside)
  }
}

/// A switch with an action for `UIControl.Event.valueChanged`.
@MainActor
final class NotificationsToggle {
  let toggle = UISwitch()
  private(set) var values: [Bool] = []

  init() {
    toggle.addAction(
      UIAction { [unowned self] _ in values.append(toggle.isOn) },
      for: UIControl.Event.valueChanged)
  }
}

/// Buttons made as UIKit code (iOS 14) makes them.
@MainActor
final class ComposeBar {
  private(set) var composed = 0
  let plain = UIButton(type: .system)
  lazy var compose = UIButton(
    primaryAction: UIAction(title: "Compose") { [unowned self] _ in composed += 1 })
}
