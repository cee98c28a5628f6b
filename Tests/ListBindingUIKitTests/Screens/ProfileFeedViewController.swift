#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A feed of a person's details, placeholders while their posts load, comments and badges, whose
// rows size themselves from their cells' constraints (`rowHeight = .automaticDimension`),
// written as UIKit code.
//
// Modelled on two public apps (patterns carried over, not code):
// - GujMeister/Homework-N16, UITableView/TableViewCell/ContactTableViewCell.swift and
//   InfoTableViewCell.swift at commit aa2577f20dad51300d16db2de77433e538e6ac3f: a cell whose
//   initializer activates `contentView.heightAnchor.constraint(equalToConstant: 50)` and pins a
//   label to the content view's top and bottom, another whose labels are centred vertically.
// - mercari/ShimmerView, ShimmerViewSamples/ShimmerViewSamples/List/ListViewCell.swift at commit
//   2a5e1d8451198777b74a556193d6f565377ef951: a loading placeholder row of a square thumbnail
//   beside three lines of placeholder bars.
// Added here, and this screen's own: the thumbnail is 60 points square with 12-point margins
// above and below it; a comment cell whose label of any number of lines is pinned to the content
// view's margins; a badge cell whose vertical stack view (title, subtitle, icon) is pinned to the
// margins; a note cell whose content view is at least 64 points tall; a message cell whose
// content view ends at least 12 points below both its avatar and its text, so the taller of the
// two columns decides; a section header view
// whose label is pinned 10 points inside its content view.

final class ContactCell: UITableViewCell {
  let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 16, weight: .regular)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nameLabel)
    NSLayoutConstraint.activate([
      contentView.heightAnchor.constraint(equalToConstant: 50),
      nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
      nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { return nil }
}

final class PlaceholderCell: UITableViewCell {
  let thumbnailView: UIView = {
    let view = UIView()
    view.backgroundColor = .systemGray5
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()

  let lineViews: [UIView] = (0..<3).map { _ in
    let view = UIView()
    view.backgroundColor = .systemGray5
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(thumbnailView)
    var constraints = [
      thumbnailView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      thumbnailView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      thumbnailView.widthAnchor.constraint(equalToConstant: 60),
      thumbnailView.heightAnchor.constraint(equalTo: thumbnailView.widthAnchor),
      contentView.bottomAnchor.constraint(equalTo: thumbnailView.bottomAnchor, constant: 12),
    ]
    var previous: UIView?
    for line in lineViews {
      contentView.addSubview(line)
      constraints += [
        line.leadingAnchor.constraint(equalTo: thumbnailView.trailingAnchor, constant: 12),
        line.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        line.heightAnchor.constraint(equalToConstant: 12),
        previous.map { line.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
          ?? line.topAnchor.constraint(equalTo: thumbnailView.topAnchor),
      ]
      previous = line
    }
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder: NSCoder) { return nil }
}

extension UIView {
  /// Pins the view's four edges to a layout guide's, as the comment and badge cells do.
  fileprivate func pinEdges(to guide: UILayoutGuide) {
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      topAnchor.constraint(equalTo: guide.topAnchor),
      bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }
}

final class CommentCell: UITableViewCell {
  let bodyLabel: UILabel = {
    let label = UILabel()
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(bodyLabel)
    bodyLabel.pinEdges(to: contentView.layoutMarginsGuide)
  }

  required init?(coder: NSCoder) { return nil }
}

final class BadgeCell: UITableViewCell {
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()
  let iconView = UIImageView(image: UIImage(systemName: "rosette"))

  let stackView: UIStackView = {
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    subtitleLabel.font = .preferredFont(forTextStyle: .caption1)
    stackView.addArrangedSubview(titleLabel)
    stackView.addArrangedSubview(subtitleLabel)
    stackView.addArrangedSubview(iconView)
    contentView.addSubview(stackView)
    stackView.pinEdges(to: contentView.layoutMarginsGuide)
  }

  required init?(coder: NSCoder) { return nil }
}

final class NoteCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 64).isActive = true
  }

  required init?(coder: NSCoder) { return nil }
}

final class MessageCell: UITableViewCell {
  let avatarView: UIImageView = {
    let imageView = UIImageView()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    return imageView
  }()

  let messageLabel: UILabel = {
    let label = UILabel()
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(avatarView)
    contentView.addSubview(messageLabel)
    NSLayoutConstraint.activate([
      avatarView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      avatarView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      avatarView.widthAnchor.constraint(equalToConstant: 40),
      avatarView.heightAnchor.constraint(equalToConstant: 40),
      contentView.bottomAnchor.constraint(
        greaterThanOrEqualTo: avatarView.bottomAnchor, constant: 12),
      messageLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
      messageLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      messageLabel.topAnchor.constraint(equalTo: avatarView.topAnchor),
      messageLabel.bottomAnchor.constraint(
        lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
    ])
  }

  required init?(coder: NSCoder) { return nil }
}

final class FeedSectionHeaderView: UITableViewHeaderFooterView {
  let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .headline)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) { return nil }
}

final class ProfileFeedViewController: UITableViewController {
  enum Row: Equatable {
    case contact(String)
    case placeholder
    case comment(String)
    case badge(title: String, subtitle: String)
    case note(String)
    case message(String)
  }

  var sections: [(title: String, items: [Row])] = [
    ("Contact", [.contact("Ann Lee")]),
    ("Posts", [.placeholder, .placeholder]),
    (
      "Comments",
      [
        .comment("Lovely photo!"),
        .comment("We walked the whole coast path in two days and it rained the entire time"),
      ]
    ),
    ("Badges", [.badge(title: "Early bird", subtitle: "Posted before 7 am")]),
    ("Notes", [.note("Met at the conference")]),
    (
      "Messages",
      [
        .message("See you at eight"),
        .message("The train is late again, so start without me and keep a seat for me please"),
      ]
    ),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
    tableView.register(PlaceholderCell.self, forCellReuseIdentifier: "placeholder")
    tableView.register(CommentCell.self, forCellReuseIdentifier: "comment")
    tableView.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
    tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
    tableView.register(
      FeedSectionHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 80
    tableView.sectionHeaderHeight = UITableView.automaticDimension
    tableView.estimatedSectionHeaderHeight = 40
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    switch sections[indexPath.section].items[indexPath.row] {
    case .contact(let name):
      let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
      (cell as? ContactCell)?.nameLabel.text = name
      return cell
    case .placeholder:
      return tableView.dequeueReusableCell(withIdentifier: "placeholder", for: indexPath)
    case .comment(let text):
      let cell = tableView.dequeueReusableCell(withIdentifier: "comment", for: indexPath)
      (cell as? CommentCell)?.bodyLabel.text = text
      return cell
    case .badge(let title, let subtitle):
      let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
      (cell as? BadgeCell)?.titleLabel.text = title
      (cell as? BadgeCell)?.subtitleLabel.text = subtitle
      return cell
    case .note(let text):
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      cell.textLabel?.text = text
      return cell
    case .message(let text):
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      (cell as? MessageCell)?.avatarView.image = UIImage(systemName: "person.circle")
      (cell as? MessageCell)?.messageLabel.text = text
      return cell
    }
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    (header as? FeedSectionHeaderView)?.titleLabel.text = sections[section].title
    return header
  }
}
