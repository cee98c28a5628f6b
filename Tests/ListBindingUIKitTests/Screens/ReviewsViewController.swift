// A list of reviews with a banner above and a note below, in plain UIKit code.
//
// The patterns the sixth probe of public UIKit screens found the face laying out unlike iOS:
// - a table header view sized in `viewDidLayoutSubviews()` with
//   `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` from a
//   label pinned inside it with 20-point insets, and a table footer view whose height is its
//   `intrinsicContentSize`, sized with `systemLayoutSizeFitting(_:)`;
// - a self-sizing cell whose subviews are pinned to the cell's own anchors rather than its
//   content view's;
// - a horizontal `UIStackView` of an author and a rating label, 8 points apart.
// Patterns carry over, code does not: the reviews and the constants are this screen's own.

#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

/// The banner above the reviews: a title pinned 20 points inside its top and bottom.
final class ReviewsBannerView: UIView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.text = "What readers say"
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
    ])
  }

  required init?(coder: NSCoder) { return nil }
}

/// The note below the reviews: as tall as it says it is.
final class ReviewsNoteView: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 104)
  }
}

/// A review: the author and the rating side by side, pinned to the cell itself.
final class ReviewCell: UITableViewCell {
  let authorLabel = UILabel()
  let ratingLabel = UILabel()
  let stack = UIStackView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    stack.axis = .horizontal
    stack.spacing = 8
    stack.alignment = .center
    stack.addArrangedSubview(authorLabel)
    stack.addArrangedSubview(ratingLabel)
    ratingLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
    ])
  }

  required init?(coder: NSCoder) { return nil }

  func configure(author: String, rating: Int) {
    authorLabel.text = author
    ratingLabel.text = "\(rating)/5"
  }
}

final class ReviewsViewController: UITableViewController {
  let reviews: [(author: String, rating: Int)] = [("Ana", 5), ("Bartholomew", 3)]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ReviewCell.self, forCellReuseIdentifier: "Review")
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.tableHeaderView = ReviewsBannerView()
    tableView.tableFooterView = ReviewsNoteView()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if let header = tableView.tableHeaderView {
      let size = header.systemLayoutSizeFitting(
        CGSize(width: tableView.bounds.width, height: 0),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      if header.frame.size != size {
        header.frame.size = size
        tableView.tableHeaderView = header
      }
    }
    if let footer = tableView.tableFooterView {
      let height = footer.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
      if footer.frame.height != height {
        footer.frame.size = CGSize(width: tableView.bounds.width, height: height)
        tableView.tableFooterView = footer
      }
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    reviews.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Review", for: indexPath)
    let review = reviews[indexPath.row]
    (cell as? ReviewCell)?.configure(author: review.author, rating: review.rating)
    return cell
  }
}
