#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// A contacts list as Swift 5 app code is written against UIKit with Xcode's default settings
// (Swift 5 language mode, minimal concurrency checking): a `UIViewController` that owns a
// `UITableView`, sets its data source and delegate in `viewDidLoad`, and adopts both protocols
// in extensions; a cell subclass that overrides `init(style:reuseIdentifier:)`; reloads from
// `DispatchQueue.main.async`; implicit `self` inside UIKit's non-escaping closures
// (`UIView.performWithoutAnimation(_:)`, `forEach`) and explicit `self` in escaping ones
// (`DispatchQueue.main.async`, `UIView.animate(withDuration:animations:)`,
// `performBatchUpdates(_:completion:)`, `UIAction`). No annotation mentions concurrency.

class ContactCell: UITableViewCell {
  static let identifier = "ContactCell"
  let nameLabel = UILabel()
  let phoneLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    nameLabel.font = UIFont.preferredFont(forTextStyle: .body)
    phoneLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
    phoneLabel.textColor = .secondaryLabel
    phoneLabel.textAlignment = .right
    contentView.addSubview(nameLabel)
    contentView.addSubview(phoneLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
    phoneLabel.text = nil
  }

  func configure(name: String, phone: String) {
    nameLabel.text = name
    phoneLabel.text = phone
  }
}

class ContactsViewController: UIViewController {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (How app code declares a view it creates in viewDidLoad.)
  var tableView: UITableView!
  var contacts: [(name: String, phone: String)] = []
  var selectedName: String?
  var reloadCount = 0
  var animationsFinished = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    tableView = UITableView(frame: view.bounds, style: .insetGrouped)
    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.identifier)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 44
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in
        self?.add(name: "New Contact", phone: "")
      })
    loadContacts()
  }

  func loadContacts() {
    // As if the contacts came back from a store: the table reloads on the main queue.
    let loaded = [("Ada", "555-0100"), ("Grace", "555-0101"), ("Linus", "555-0102")]
    DispatchQueue.main.async {
      self.contacts = loaded.map { (name: $0.0, phone: $0.1) }
      self.tableView.reloadData()
      self.reloadCount += 1
    }
  }

  func add(name: String, phone: String) {
    UIView.performWithoutAnimation {
      contacts.append((name: name, phone: phone))
      tableView.insertRows(at: [IndexPath(row: contacts.count - 1, section: 0)], with: .none)
    }
  }

  func rename(at row: Int, to name: String) {
    UIView.animate(
      withDuration: 0.25,
      animations: {
        self.contacts[row].name = name
        self.tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .fade)
      },
      completion: { finished in
        if finished { self.animationsFinished += 1 }
      })
  }

  func removeAll(named names: [String]) {
    var rows: [IndexPath] = []
    names.forEach { name in
      if let row = contacts.firstIndex(where: { $0.name == name }) {
        rows.append(IndexPath(row: row, section: 0))
      }
    }
    tableView.performBatchUpdates(
      {
        for indexPath in rows.sorted(by: >) {
          self.contacts.remove(at: indexPath.row)
        }
        self.tableView.deleteRows(at: rows, with: .automatic)
      },
      completion: nil)
  }
}

extension ContactsViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(
        withIdentifier: ContactCell.identifier, for: indexPath) as? ContactCell
    else {
      return UITableViewCell()
    }
    let contact = contacts[indexPath.row]
    cell.configure(name: contact.name, phone: contact.phone)
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return contacts.isEmpty ? nil : "All Contacts"
  }
}

extension ContactsViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    selectedName = contacts[indexPath.row].name
  }
}
