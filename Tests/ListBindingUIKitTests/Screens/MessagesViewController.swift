#if canImport(UIKit)
  import UIKit
#else
  import ListBindingUIKit
#endif

// An inbox loaded page by page from a web service, refreshed by pulling, with row updates
// batched, written as UIKit code: a plain view controller that is its table's data source and
// delegate (in extensions).
//
// Modelled on public apps (patterns carried over, not code):
// - vikramsinghrajpoot/TableViewPaging, Paging/ViewController.swift at commit
//   5c8665b091030c25c926ac0ff4a38e426892ac07: the next page is loaded off the main queue when
//   the last row comes on screen, and its rows are added on the main queue between
//   `beginUpdates()` and `endUpdates()` with `insertRows(at:with:)`.
// - TrungCatun/LoadMoreFirst, LoadMoreFirst/TableViewController.swift (the same pattern from
//   `tableView(_:willDisplay:forRowAt:)`, comparing the row with the array's last index).
// - DalvRose/PasswordManager, 1XPass/1XPass/PresentationLayer/PasswordList/Extensions/
//   PasswordListVC+UITableViewDelegate.swift at commit
//   46068410248faed50f9805524b7a9c93d3f309ae: the delegate in an extension of the controller,
//   removing the item from the model, then `deleteRows(at:with: .automatic)`.
// - Ranchero-Software/NetNewsWire, iOS/MainFeed/MainFeedViewController.swift at commit
//   12fb814bff82d326e38ae68257b649327e7a01db: a `UIRefreshControl` on the table, an action sheet
//   whose `popoverPresentationController` is given a source when there is one.
// Added here, and this screen's own: the service behind a protocol (a `URLSession` one for the
// app, a stub in tests) whose completion the controller moves to the main queue with
// `DispatchQueue.main.async`; the pull inserts only new messages at the top and scrolls to the
// first; a custom header view counts the unread messages; a tap marks the message read with
// `reloadRows(at:with:)` and shows it with `show(_:sender:)`; Read All reloads the visible
// unread rows in `performBatchUpdates(_:completion:)` and retitles the screen in the
// completion; a Sort action sheet reorders with `reloadSections(IndexSet(integer: 0), with:)`;
// the data source commits deletes (swipe to delete) and moves (Edit, then drag).

struct Message: Codable, Equatable, Sendable {
  let id: Int
  var sender: String
  var subject: String
  var isRead: Bool
}

@MainActor
protocol MessageLoading {
  /// Loads a page of messages, newest first; an empty page when there are no more.
  func loadMessages(page: Int, completion: @escaping @Sendable (Result<[Message], Error>) -> Void)
}

struct MessageService: MessageLoading {
  let baseURL: URL

  func loadMessages(page: Int, completion: @escaping @Sendable (Result<[Message], Error>) -> Void) {
    let url = baseURL.appendingPathComponent("messages").appendingPathComponent("\(page)")
    URLSession.shared.dataTask(with: url) { data, _, error in
      if let error {
        completion(.failure(error))
        return
      }
      do {
        completion(.success(try JSONDecoder().decode([Message].self, from: data ?? Data())))
      } catch {
        completion(.failure(error))
      }
    }.resume()
  }
}

final class MessageViewController: UIViewController {
  let message: Message

  init(message: Message) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = message.subject
  }
}

final class MessagesViewController: UIViewController {
  let tableView = UITableView(frame: .zero, style: .plain)
  private(set) var messages: [Message] = []
  private(set) var sortedBySender = false
  private let loader: MessageLoading
  private var nextPage = 0
  private var isLoading = false
  private var hasMore = true
  let unreadLabel = UILabel()

  init(loader: MessageLoading) {
    self.loader = loader
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    view.addSubview(tableView)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.contentInsetAdjustmentBehavior = .automatic
    tableView.tableFooterView = UIView()

    let refreshControl = UIRefreshControl()
    refreshControl.addAction(
      UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
    tableView.refreshControl = refreshControl

    let sortItem = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
    sortItem.primaryAction = UIAction(title: "Sort") { [weak self, weak sortItem] _ in
      self?.chooseSort(from: sortItem)
    }
    navigationItem.rightBarButtonItems = [editButtonItem, sortItem]
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Read All", primaryAction: UIAction { [weak self] _ in self?.markAllRead() })

    loadNextPage()
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: Loading

  private func loadNextPage() {
    guard !isLoading, hasMore else { return }
    isLoading = true
    let page = nextPage
    loader.loadMessages(page: page) { result in
      DispatchQueue.main.async {
        self.isLoading = false
        guard case .success(let loaded) = result else { return }
        self.nextPage = page + 1
        self.hasMore = !loaded.isEmpty
        if page == 0 {
          self.messages = loaded
          self.tableView.reloadData()
        } else {
          let start = self.messages.count
          self.messages += loaded
          let paths = (start..<self.messages.count).map { IndexPath(row: $0, section: 0) }
          self.tableView.beginUpdates()
          self.tableView.insertRows(at: paths, with: .automatic)
          self.tableView.endUpdates()
        }
      }
    }
  }

  private func refresh() {
    loader.loadMessages(page: 0) { result in
      DispatchQueue.main.async {
        self.tableView.refreshControl?.endRefreshing()
        guard case .success(let loaded) = result else { return }
        let known = Set(self.messages.map(\.id))
        let newer = loaded.filter { !known.contains($0.id) }
        guard !newer.isEmpty else { return }
        self.messages.insert(contentsOf: newer, at: 0)
        let paths = newer.indices.map { IndexPath(row: $0, section: 0) }
        self.tableView.beginUpdates()
        self.tableView.insertRows(at: paths, with: .top)
        self.tableView.endUpdates()
        self.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
      }
    }
  }

  // MARK: Actions

  private func markAllRead() {
    let visibleUnread = (tableView.indexPathsForVisibleRows ?? []).filter {
      !messages[$0.row].isRead
    }
    for index in messages.indices { messages[index].isRead = true }
    tableView.performBatchUpdates({
      self.tableView.reloadRows(at: visibleUnread, with: .none)
    }) { _ in
      self.title = "Inbox (all read)"
    }
  }

  private func chooseSort(from item: UIBarButtonItem?) {
    let sheet = UIAlertController(
      title: "Sort Messages", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(
      UIAlertAction(title: "Newest First", style: .default) { [weak self] _ in
        self?.sort(bySender: false)
      })
    sheet.addAction(
      UIAlertAction(title: "By Sender", style: .default) { [weak self] _ in
        self?.sort(bySender: true)
      })
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    sheet.popoverPresentationController?.barButtonItem = item
    present(sheet, animated: true)
  }

  private func sort(bySender: Bool) {
    sortedBySender = bySender
    if bySender {
      messages.sort { ($0.sender, $1.id) < ($1.sender, $0.id) }
    } else {
      messages.sort { $0.id > $1.id }
    }
    tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
  }

  private var unreadCount: Int { messages.filter { !$0.isRead }.count }
}

extension MessagesViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    let message = messages[indexPath.row]
    cell.textLabel?.text = (message.isRead ? "" : "• ") + message.sender + ": " + message.subject
    return cell
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    messages.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let moved = messages.remove(at: sourceIndexPath.row)
    messages.insert(moved, at: destinationIndexPath.row)
  }
}

extension MessagesViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = UIView()
    unreadLabel.text = "\(unreadCount) unread"
    header.addSubview(unreadLabel)
    return header
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    32
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    44
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    if indexPath.row == messages.count - 1 {
      loadNextPage()
    }
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    .delete
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    messages[indexPath.row].isRead = true
    tableView.reloadRows(at: [indexPath], with: .none)
    show(MessageViewController(message: messages[indexPath.row]), sender: self)
  }
}
