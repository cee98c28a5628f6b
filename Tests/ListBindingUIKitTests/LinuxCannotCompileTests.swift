import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// The floor of "Porting from UIKit", "What Linux cannot compile": each UIKit original is quoted
// in a comment, and the edited form below it is what this file compiles. Swift on Linux has no
// Objective-C runtime: no `@objc`, no `#selector`, no `Selector` values, and a declaration in an
// extension cannot override ("declarations in extensions cannot override yet").

extension Notification.Name {
  /// A notification the screens below observe.
  static let itemsChanged = Notification.Name("itemsChanged")
}

// UIKit original:
//
//     final class ItemsViewController: UIViewController {
//       private(set) var items: [String] = []
//       let clearButton = UIButton(type: .system)
//
//       override func viewDidLoad() {
//         super.viewDidLoad()
//         navigationItem.rightBarButtonItem = UIBarButtonItem(
//           barButtonSystemItem: .add, target: self, action: #selector(addItem))
//         clearButton.addTarget(self, action: #selector(clearItems), for: .touchUpInside)
//         NotificationCenter.default.addObserver(
//           self, selector: #selector(reloadItems), name: .itemsChanged, object: nil)
//       }
//
//       @objc func addItem() { items.append("Item \(items.count + 1)") }
//       @objc func clearItems() { items.removeAll() }
//       @objc func reloadItems() { items = ["Reloaded"] }
//     }
//
//     extension ItemsViewController {
//       override func viewWillAppear(_ animated: Bool) {
//         super.viewWillAppear(animated)
//         title = "Items"
//       }
//     }
final class ItemsViewController: UIViewController {
  private(set) var items: [String] = []
  let clearButton = UIButton(type: .system)
  private var observer: (any NSObjectProtocol)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [unowned self] _ in self.addItem() })
    clearButton.addAction(UIAction { [unowned self] _ in self.clearItems() }, for: .touchUpInside)
    observer = NotificationCenter.default.addObserver(
      forName: .itemsChanged, object: nil, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.reloadItems() }
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    title = "Items"
  }

  func addItem() { items.append("Item \(items.count + 1)") }
  func clearItems() { items.removeAll() }
  func reloadItems() { items = ["Reloaded"] }
}

// UIKit original:
//
//     final class TitleCell: UITableViewCell {
//       let titleLabel = UILabel()
//
//       init(title: String) {
//         super.init(style: .default, reuseIdentifier: "title")
//         titleLabel.text = title
//         contentView.addSubview(titleLabel)
//       }
//
//       required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
//     }
final class TitleCell: UITableViewCell {
  let titleLabel = UILabel()

  init(title: String) {
    super.init(style: .default, reuseIdentifier: "title")
    titleLabel.text = title
    contentView.addSubview(titleLabel)
  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Rows of `TitleCell`s, dequeued from a registration.
@MainActor
final class TitleRows: TableViewDataSource {
  let titles = ["One", "Two"]
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell
  {
    let cell = try tableView.dequeueReusableCell(withIdentifier: "title", for: indexPath)
    (cell as? TitleCell)?.titleLabel.text = titles[indexPath.row]
    return cell
  }
}

// UIKit original:
//
//     final class ProfileViewController: UIViewController {
//       @IBOutlet weak var nameLabel: UILabel!
//       @IBInspectable var cornerRadius: CGFloat = 4
//       private(set) var taps = 0
//
//       @IBAction func nameTapped(_ sender: Any) { taps += 1 }
//     }
//
// `@IBOutlet` does not compile on Linux ("'@IBOutlet' property cannot have non-'@objc' class
// type"): the edit drops the attribute, and `loadView()` (or the test) gives the outlet.
// `@IBInspectable` and `@IBDesignable` compile as written, `@IBAction` with its sender; an
// `@IBAction func nameTapped()` without one does not ("@IBAction methods must have 1
// argument"): the edit gives it `_ sender: Any`.
@IBDesignable
final class ProfileViewController: UIViewController {
  @IBInspectable var cornerRadius: CGFloat = 4
  private(set) var taps = 0
  private(set) var awoken = 0
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's outlet, as written.)
  weak var nameLabel: UILabel!

  override func loadView() {
    let root = UIView()
    let label = UILabel()
    root.addSubview(label)
    nameLabel = label
    view = root
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    awoken += 1
  }

  @IBAction func nameTapped(_ sender: Any) { taps += 1 }
}

// UIKit original:
//
//     final class NotepadViewController: UIViewController {
//       let notes = UITextView()
//
//       override func viewDidLoad() {
//         super.viewDidLoad()
//         view.addSubview(notes)
//         let tap = UITapGestureRecognizer(target: self, action: #selector(hideKeyboard))
//         view.addGestureRecognizer(tap)
//       }
//
//       @objc func hideKeyboard() {
//         _ = notes.resignFirstResponder()
//       }
//     }
//
//     #Preview {
//       NotepadViewController()
//     }
//
// `#selector` cannot compile on Linux, and UIKit has no closure twin of
// `UITapGestureRecognizer(target:action:)`: the recognizer is made with `init()` and added on
// both, its `addTarget(_:action:)` and the `@objc` stay for iOS only, and a test recognizes the
// tap with `simulateRecognition(of:at:_:)`, passing the method. `#Preview` is a macro of UIKit's (iOS 17, over
// DeveloperToolsSupport), expanded by a compiler plugin Linux does not have: it stays for iOS
// only too.
final class NotepadViewController: UIViewController {
  let notes = UITextView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(notes)
    let tap = UITapGestureRecognizer()
    #if canImport(UIKit)
      tap.addTarget(self, action: #selector(hideKeyboard))
    #endif
    view.addGestureRecognizer(tap)
  }

  #if canImport(UIKit)
    @objc
  #endif
  func hideKeyboard() {
    _ = notes.resignFirstResponder()
  }
}

#if canImport(UIKit)
  #Preview {
    NotepadViewController()
  }
#endif

@MainActor
@Suite("What Linux cannot compile: each edit compiles and behaves as the UIKit original")
struct LinuxCannotCompileTests {
  @Test("Target–action becomes UIAction and primaryAction; @objc goes; the override moves")
  func targetAction() throws {
    let controller = ItemsViewController()
    let window = showInWindow(controller)
    #expect(controller.title == "Items")
    let add = try #require(controller.navigationItem.rightBarButtonItem)
    add.simulateTap()
    add.simulateTap()
    #expect(controller.items == ["Item 1", "Item 2"])
    controller.clearButton.sendActions(for: .touchUpInside)
    #expect(controller.items.isEmpty)
    _ = window
  }

  @Test("A Selector-based observer becomes the block-based one")
  func selectorObserver() {
    let controller = ItemsViewController()
    controller.loadViewIfNeeded()
    NotificationCenter.default.post(name: .itemsChanged, object: nil)
    #expect(controller.items == ["Reloaded"])
  }

  @Test("A cell with an initializer of its own also overrides init(style:reuseIdentifier:)")
  func cellInitializers() throws {
    let rows = TitleRows()
    let tableView = TableView()
    tableView.register(TitleCell.self, forCellReuseIdentifier: "title")
    tableView.dataSource = rows
    try tableView.reloadData()
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? TitleCell)
    #expect(cell.titleLabel.text == "Two")
    #expect(TitleCell(title: "Made").titleLabel.text == "Made")
  }

  @Test("The edited outlet is given by loadView; @IBAction and @IBInspectable work as written")
  func outletsAndActions() {
    let profile = ProfileViewController()
    profile.loadViewIfNeeded()
    profile.nameLabel.text = "Ada"
    profile.nameTapped(profile.nameLabel as Any)
    #expect(profile.nameLabel.superview === profile.view)
    #expect(profile.taps == 1)
    #expect(profile.cornerRadius == 4)
    #expect(profile.awoken == 0)  // made by code: no awakeFromNib
  }

  @Test("Target–action initializers of UIBarButtonItem compile with target: nil, action: nil")
  func barButtonItemsWithoutSelector() {
    // UIKit: UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let star = UIBarButtonItem(
      image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil)
    let edit = UIBarButtonItem(title: "Edit", style: .done, target: nil, action: nil)
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    #expect(space.primaryAction == nil && space.title == nil && space.style == .plain)
    #expect(done.style == .done)  // as `init(systemItem:primaryAction:menu:)` makes it
    #expect(star.image == UIImage(systemName: "star"))
    #expect(star.title == nil)
    #expect(edit.style == .done)
  }

  @Test("A recognizer's target and #Preview stay for iOS; the test recognizes the tap")
  func gestureAndPreview() throws {
    let notepad = NotepadViewController()
    let window = showInWindow(notepad)
    defer { _ = window }
    #expect(notepad.notes.becomeFirstResponder())
    #expect(notepad.notes.isFirstResponder)
    let tap = try #require(notepad.view.gestureRecognizers?.first as? UITapGestureRecognizer)
    // The tap's action on iOS: the method the selector names.
    #expect(simulateRecognition(of: tap) { _ in notepad.hideKeyboard() })
    #expect(!notepad.notes.isFirstResponder)
    #expect(notepad.notes.superview === notepad.view)
  }

  @Test("An attribute dictionary mixing UIFont and UIColor has its type written")
  func heterogeneousAttributes() {
    // UIKit, where `[NSAttributedString.Key: NSObject]` is inferred:
    // let attributes = [
    //   NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red,
    // ]
    // Here: "heterogeneous collection literal could only be inferred to
    // '[NSAttributedString.Key : Any]'; add explicit type annotation if this is intentional".
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red,
    ]
    let text = NSAttributedString(string: "Due", attributes: attributes)
    #expect(text.string == "Due")
    #expect(attributes.count == 2)
    #expect(attributes[.foregroundColor] as? UIColor == UIColor.red)
  }
}
