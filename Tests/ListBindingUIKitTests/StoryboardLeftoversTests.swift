import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Storyboard-era files: outlets, actions, inspectables, `awakeFromNib()`, segues, nibs and
// storyboards. Sources: Apple's documentation of `performSegue(withIdentifier:sender:)` ("This
// method throws an Exception handling if there is no segue with the specified identifier"),
// `shouldPerformSegue(withIdentifier:sender:)` (not called for segues triggered by
// `performSegue`), `awakeFromNib()` ("sends an awakeFromNib message to each object recreated
// from a nib archive"); UIKit's exception texts as crash reports quote them:
// matghazaryan/AMSlideMenu2#162 ("Receiver (<MainVC: 0x…>) has no segue with identifier
// 'rightMenu'"), Provenance-Emu/Provenance#1867 ("Storyboard (<UIStoryboard: 0x…>) doesn't
// contain a view controller with identifier '…'"), "Could not load NIB in bundle: 'NSBundle
// <…> (loaded)' with name '…'" (NSInternalInconsistencyException).

/// A cell a nib would hold: its outlet is given by the subclass the test names.
class NibNoteCell: UITableViewCell {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's outlet, as written.)
  weak var noteLabel: UILabel!
  private(set) var awoken = 0

  override func awakeFromNib() {
    super.awakeFromNib()
    awoken += 1
    noteLabel?.textColor = .secondaryLabel
  }
}

/// What the test says the nib "NoteCell" holds: the cell with its outlet connected.
final class ConnectedNoteCell: NibNoteCell {
  let label = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
    noteLabel = label
  }

  required init?(coder: NSCoder) { return nil }
}

/// A master list that shows its detail by a storyboard segue.
final class NotesListViewController: UITableViewController {
  var notes = ["Milk", "Eggs"]
  private(set) var prepared: [String] = []
  var allowsDetail = true

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    guard segue.identifier == "showDetail",
      let detail = segue.destination as? ProfileViewController,
      let indexPath = sender as? IndexPath
    else { return }
    detail.title = notes[indexPath.row]
    prepared.append(notes[indexPath.row])
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    allowsDetail
  }
}

@MainActor
@Suite(
  "Storyboard leftovers: outlets, actions, awakeFromNib, segues, nibs, storyboards",
  .recordsUIKitExceptions)
struct StoryboardLeftoversTests {
  @Test("performSegue with no segue reports UIKit's exception and shows nothing")
  func unknownSegue() throws {
    let list = NotesListViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let exception = expectUIKitException(.invalidArgumentException) {
      list.performSegue(withIdentifier: "showDetail", sender: nil)
    }
    #expect(
      exception?.reason == "Receiver (\(list)) has no segue with identifier 'showDetail'")
    #expect(navigation.viewControllers.count == 1)
    #expect(list.prepared.isEmpty)
  }

  @Test("A registered show segue makes, awakes, prepares and pushes its destination")
  func registeredSegue() throws {
    let list = NotesListViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    list.registerSegue(withIdentifier: "showDetail", kind: .show) { ProfileViewController() }

    list.performSegue(withIdentifier: "showDetail", sender: IndexPath(row: 1, section: 0))

    let detail = try #require(navigation.topViewController as? ProfileViewController)
    #expect(detail.title == "Eggs")
    #expect(detail.awoken == 1)
    #expect(list.prepared == ["Eggs"])
    // performSegue does not ask shouldPerformSegue; a user's trigger does.
    list.allowsDetail = false
    #expect(
      !list.simulateSegue(withIdentifier: "showDetail", sender: IndexPath(row: 0, section: 0)))
    #expect(navigation.viewControllers.count == 2)
    list.performSegue(withIdentifier: "showDetail", sender: IndexPath(row: 0, section: 0))
    #expect(navigation.viewControllers.count == 3)
  }

  @Test("A present segue presents; a segue your code makes performs nothing")
  func presentSegue() async throws {
    let list = NotesListViewController(style: .plain)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = list
    window.makeKeyAndVisible()
    list.registerSegue(withIdentifier: "compose", kind: .present) { UIViewController() }
    list.performSegue(withIdentifier: "compose", sender: nil)
    #expect(list.presentedViewController != nil)

    let other = UIViewController()
    let segue = UIStoryboardSegue(identifier: "manual", source: list, destination: other)
    segue.perform()
    #expect(other.presentingViewController == nil)
    #expect(segue.identifier == "manual" && segue.source === list && segue.destination === other)
  }

  @Test("A segue whose prepare performs it again runs twice, without a crash")
  func reentrantSegue() throws {
    final class Eager: UIViewController {
      var prepares = 0
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepares += 1
        if prepares == 1 { performSegue(withIdentifier: "next", sender: nil) }
      }
    }
    let eager = Eager()
    let navigation = UINavigationController(rootViewController: eager)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    eager.registerSegue(withIdentifier: "next") { UIViewController() }
    eager.performSegue(withIdentifier: "next", sender: nil)
    #expect(eager.prepares == 2)
    #expect(navigation.viewControllers.count == 3)
  }

  @Test("A nib-registered cell is made from the class the test names and awoken once")
  func nibCells() throws {
    UINib.registerContents(ConnectedNoteCell.self, forNibNamed: "StoryboardTests.NoteCell")
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(
      UINib(nibName: "StoryboardTests.NoteCell", bundle: nil), forCellReuseIdentifier: "note")
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "note") as? NibNoteCell)
    #expect(cell.awoken == 1)
    #expect(cell.noteLabel.textColor == .secondaryLabel)
  }

  @Test("Dequeuing a nib with no contents reports UIKit's NSInternalInconsistencyException")
  func missingNib() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(
      UINib(nibName: "StoryboardTests.Missing", bundle: nil), forCellReuseIdentifier: "m")
    let exception = expectUIKitException(.internalInconsistencyException) {
      _ = table.dequeueReusableCell(withIdentifier: "m", for: IndexPath(row: 0, section: 0))
    }
    #expect(exception?.reason.hasPrefix("Could not load NIB in bundle: 'NSBundle <") == true)
    #expect(exception?.reason.hasSuffix("> (loaded)' with name 'StoryboardTests.Missing'") == true)
    expectUIKitException(.internalInconsistencyException) {
      #expect(table.dequeueReusableCell(withIdentifier: "m") == nil)
    }
    table.register(UITableViewCell.self, forCellReuseIdentifier: "m")
    #expect(table.dequeueReusableCell(withIdentifier: "m") != nil)
  }

  @Test("A storyboard makes the controllers a test registered, awoken; others raise as UIKit")
  func storyboards() throws {
    UIStoryboard.registerViewController(
      withIdentifier: "Profile", inStoryboardNamed: "StoryboardTests.Main"
    ) { ProfileViewController() }
    UIStoryboard.registerInitialViewController(inStoryboardNamed: "StoryboardTests.Main") {
      NotesListViewController(style: .plain)
    }
    let storyboard = UIStoryboard(name: "StoryboardTests.Main", bundle: nil)
    let profile = try #require(
      storyboard.instantiateViewController(withIdentifier: "Profile") as? ProfileViewController)
    #expect(profile.awoken == 1)
    #expect(profile.storyboard === storyboard)
    let initial = storyboard.instantiateInitialViewController()
    #expect(initial is NotesListViewController && initial?.storyboard === storyboard)
    #expect(UIViewController().storyboard == nil)
    initial?.registerSegue(withIdentifier: "profile") { ProfileViewController() }
    let navigation = UINavigationController(rootViewController: initial ?? UIViewController())
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    initial?.performSegue(withIdentifier: "profile", sender: nil)
    #expect(navigation.topViewController?.storyboard === storyboard)

    let exception = expectUIKitException(.invalidArgumentException) {
      _ = storyboard.instantiateViewController(withIdentifier: "Nope")
    }
    #expect(
      exception?.reason
        == "Storyboard (\(storyboard)) doesn't contain a view controller with identifier 'Nope'")
    let missing = expectUIKitException(.invalidArgumentException) {
      let empty = UIStoryboard(name: "StoryboardTests.None", bundle: nil)
      #expect(empty.instantiateInitialViewController() == nil)
    }
    #expect(
      missing?.reason.hasPrefix("Could not find a storyboard named 'StoryboardTests.None'") == true)
  }

  @Test("A nib-registered header view is made from the named class and awoken once")
  func nibHeaderViews() throws {
    final class SectionHeader: UITableViewHeaderFooterView {
      private(set) var awoken = 0
      override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
      }
    }
    UINib.registerContents(SectionHeader.self, forNibNamed: "StoryboardTests.SectionHeader")
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(
      UINib(nibName: "StoryboardTests.SectionHeader", bundle: nil),
      forHeaderFooterViewReuseIdentifier: "header")
    let header = try #require(
      table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader)
    #expect(header.awoken == 1)

    table.register(
      UINib(nibName: "StoryboardTests.NoHeader", bundle: nil),
      forHeaderFooterViewReuseIdentifier: "missing")
    expectUIKitException(.internalInconsistencyException) {
      #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
    }
    table.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "missing")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
  }
}
