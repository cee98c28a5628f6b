// A list of feed subscriptions with a custom, self-sizing cell, in plain UIKit code.
//
// Modelled on two apps' custom cells, whose patterns this screen follows:
// - Ranchero-Software/NetNewsWire, iOS/MasterFeed/Cell/MasterFeedTableViewCell.swift (commit
//   00afc3f32e6cccbd2a49e6e544d1028ff79659b1): a feed's icon in an image view rounded with
//   `layer.cornerRadius` and `clipsToBounds`; a title label of any number of lines in the body
//   text style, following the user's text size; an unread count beside it, hidden at zero;
//   `layoutSubviews()` overridden to set the cell's `separatorInset`; an accessibility label
//   that says the name and the unread count.
// - mozilla-mobile/firefox-ios, firefox-ios/Client/Frontend/Library/Bookmarks/Edit Folder/
//   FolderTreeCell.swift (commit 07648f1fd1c4520c0008221ef6aa6ce93cff6871): subviews built in
//   `init(style:reuseIdentifier:)` and pinned with `NSLayoutConstraint.activate`; a vertical
//   `UIStackView` of a title and a smaller breadcrumb label hidden when empty; the icon's size
//   from `UIFontMetrics.default.scaledValue(for:)`; `indentationLevel` overridden with a
//   `didSet` that moves the icon's leading constraint; `prepareForReuse()` resetting every
//   field; a `configure` method; `contentMode`, `withRenderingMode(.alwaysTemplate)`,
//   `selectedBackgroundView`.
// The controller sizes rows with `UITableView.automaticDimension` and an `estimatedRowHeight`,
// and marks a subscription read when it is tapped. Patterns carry over, code does not: the
// subscriptions, the badge and the layout constants are this screen's own.

#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

struct Subscription: Equatable {
  var name: String
  var folder: String?
  var unreadCount: Int
  var level: Int
  var symbol: String
}

final class SubscriptionCell: UITableViewCell {
  static let reuseIdentifier = "SubscriptionCell"

  private enum Layout {
    static let iconSize: CGFloat = 24
    static let margin: CGFloat = 16
    static let indentation: CGFloat = 20
  }

  let iconView: UIImageView = {
    let imageView = UIImageView()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.contentMode = .scaleAspectFit
    imageView.layer.cornerRadius = 6
    imageView.clipsToBounds = true
    imageView.tintColor = .systemOrange
    return imageView
  }()

  let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    return label
  }()

  let folderLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .caption1)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    label.isHidden = true
    return label
  }()

  let unreadBadge: UILabel = {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 32, height: 20))
    label.font = .systemFont(ofSize: 13, weight: .semibold)
    label.textColor = .white
    label.textAlignment = .center
    label.backgroundColor = .systemGray2
    label.layer.cornerRadius = 10
    label.layer.masksToBounds = true
    return label
  }()

  private let textStack: UIStackView = {
    let stack = UIStackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.spacing = 2
    stack.alignment = .leading
    stack.distribution = .fill
    return stack
  }()

  private var iconLeading: NSLayoutConstraint?

  override var indentationLevel: Int {
    didSet {
      iconLeading?.constant = Layout.margin + CGFloat(indentationLevel) * Layout.indentation
    }
  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    textStack.addArrangedSubview(nameLabel)
    textStack.addArrangedSubview(folderLabel)
    contentView.addSubview(iconView)
    contentView.addSubview(textStack)

    let leading = iconView.leadingAnchor.constraint(
      equalTo: contentView.leadingAnchor, constant: Layout.margin)
    iconLeading = leading
    let iconSize = min(UIFontMetrics.default.scaledValue(for: Layout.iconSize), 2 * Layout.iconSize)
    let bottom = textStack.bottomAnchor.constraint(
      equalTo: contentView.layoutMarginsGuide.bottomAnchor)
    bottom.priority = .defaultHigh
    NSLayoutConstraint.activate([
      leading,
      iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      iconView.widthAnchor.constraint(equalToConstant: iconSize),
      iconView.heightAnchor.constraint(equalToConstant: iconSize),
      textStack.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
      textStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      textStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      bottom,
    ])
    nameLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
    folderLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)

    let selectedView = UIView()
    selectedView.backgroundColor = .systemGray5
    selectedBackgroundView = selectedView
  }

  required init?(coder: NSCoder) { return nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
    folderLabel.text = nil
    folderLabel.isHidden = true
    iconView.image = nil
    unreadBadge.text = nil
    accessoryView = nil
    accessoryType = .none
    indentationLevel = 0
    accessibilityLabel = nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    separatorInset = UIEdgeInsets(
      top: 0, left: iconLeading?.constant ?? Layout.margin, bottom: 0, right: 0)
  }

  func configure(with subscription: Subscription) {
    nameLabel.text = subscription.name
    if let folder = subscription.folder, !folder.isEmpty {
      folderLabel.text = folder
      folderLabel.isHidden = false
    } else {
      folderLabel.isHidden = true
    }
    iconView.image = UIImage(systemName: subscription.symbol)?.withRenderingMode(.alwaysTemplate)
    if subscription.unreadCount > 0 {
      unreadBadge.text = "\(subscription.unreadCount)"
      accessoryView = unreadBadge
      accessibilityLabel = "\(subscription.name), \(subscription.unreadCount) unread"
    } else {
      accessoryView = nil
      accessibilityLabel = subscription.name
    }
    accessibilityTraits = .button
  }
}

final class SubscriptionsViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let tableView = UITableView(frame: .zero, style: .plain)
  private(set) var subscriptions: [Subscription]

  init(subscriptions: [Subscription]) {
    self.subscriptions = subscriptions
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Subscriptions"
    view.backgroundColor = .systemBackground
    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(
      SubscriptionCell.self, forCellReuseIdentifier: SubscriptionCell.reuseIdentifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  // MARK: UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    subscriptions.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(
        withIdentifier: SubscriptionCell.reuseIdentifier, for: indexPath) as? SubscriptionCell
    else { return UITableViewCell() }
    cell.configure(with: subscriptions[indexPath.row])
    return cell
  }

  // MARK: UITableViewDelegate

  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
    subscriptions[indexPath.row].level
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard subscriptions[indexPath.row].unreadCount > 0 else { return }
    subscriptions[indexPath.row].unreadCount = 0
    tableView.reloadRows(at: [indexPath], with: .none)
  }
}
