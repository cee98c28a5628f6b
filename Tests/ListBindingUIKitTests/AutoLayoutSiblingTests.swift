import ListBindingTesting
import ListBindingUIKit
import Testing

// The face's constraint layout propagates equalities: from the superview and its guides to a
// subview, and from a subview once placed to its siblings. NSLayoutAnchor's documentation of
// `constraint(equalTo:constant:)`: "the first anchor's attribute equals the second's plus the
// constant"; UIKit's frames for these screens are computed by hand from it.

@MainActor
@Suite("Auto Layout: siblings, intrinsic sizes and conflicts")
struct AutoLayoutSiblingTests {
  /// A controller whose `viewDidLoad` runs `setUp` with its view, as an app writes it.
  private final class Screen: UIViewController {
    let setUp: (UIView) -> Void
    init(_ setUp: @escaping (UIView) -> Void) {
      self.setUp = setUp
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      setUp(view)
    }
  }

  @Test("A table pinned below a sibling of constant height starts under it and fills the rest")
  func tablePinnedBelowSibling() {
    let header = UIView()
    let table = UITableView(frame: .zero, style: .plain)
    let screen = Screen { view in
      for subview in [header, table] {
        view.addSubview(subview)
        subview.translatesAutoresizingMaskIntoConstraints = false
        subview.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        subview.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
      }
      header.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
      header.heightAnchor.constraint(equalToConstant: 50).isActive = true
      table.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20).isActive = true
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
      view.layoutIfNeeded()
    }
    let window = showInWindow(screen)
    #expect(header.frame == CGRect(x: 0, y: 10, width: 390, height: 50))
    #expect(table.frame == CGRect(x: 0, y: 80, width: 390, height: 764))
    _ = window
  }

  @Test("Constraints written in any order, from either side, reach a chain of siblings")
  func chainInAnyOrder() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let (a, b, c) = (UIView(), UIView(), UIView())
    for subview in [a, b, c] {
      view.addSubview(subview)
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      // c under b under a, written last to first; b's width that of a, c centred.
      c.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 4),
      c.heightAnchor.constraint(equalTo: b.heightAnchor),
      c.widthAnchor.constraint(equalToConstant: 100),
      c.centerXAnchor.constraint(equalTo: b.centerXAnchor),
      b.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -100),
      a.bottomAnchor.constraint(equalTo: b.topAnchor, constant: -8),
      view.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      a.topAnchor.constraint(equalTo: view.topAnchor),
      a.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      a.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
      a.heightAnchor.constraint(equalToConstant: 92),
    ])
    #expect(a.frame == CGRect(x: 0, y: 0, width: 150, height: 92))
    #expect(b.frame == CGRect(x: 140, y: 100, width: 150, height: 400))
    #expect(c.frame == CGRect(x: 165, y: 504, width: 100, height: 400))
  }

  // UIKit logs "Unable to simultaneously satisfy constraints." and breaks one of the
  // conflicting constraints; which one is UIKit's choice. Here the one reached last is broken
  // (*assumed*): the view keeps the frame the others give, and nothing raises.
  @Test("Conflicting required constraints break one: the others place the view, nothing raises")
  func conflictBreaksOne() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let box = UIView()
    view.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
      box.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
      box.heightAnchor.constraint(equalToConstant: 40),
      box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
    ])
    #expect(box.frame == CGRect(x: 0, y: 10, width: 100, height: 824))
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 500)
    view.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 10, width: 100, height: 480))
  }

  @Test("An optional constraint applies where it agrees with the required ones, else yields")
  func optionalYields() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let (box, other) = (UIView(), UIView())
    for subview in [box, other] {
      view.addSubview(subview)
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    let preferred = box.heightAnchor.constraint(equalToConstant: 300)
    preferred.priority = .defaultHigh
    let tall = other.heightAnchor.constraint(equalToConstant: 200)
    tall.priority = .defaultLow
    NSLayoutConstraint.activate([
      preferred, tall,
      box.topAnchor.constraint(equalTo: view.topAnchor),
      box.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      other.topAnchor.constraint(equalTo: view.topAnchor),
      other.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    ])
    #expect(box.frame.height == 844)
    #expect(other.frame.height == 200)
  }

  @Test("A view its constraints do not determine keeps today's placement: edge and frame length")
  func underdeterminedKeepsFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let (a, b) = (UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 30)), UIView())
    for subview in [a, b] {
      view.addSubview(subview)
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
      // a's bottom is not known: b's top waits, and b keeps its frame.
      b.topAnchor.constraint(equalTo: a.bottomAnchor),
      b.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 3),
    ])
    #expect(a.frame == CGRect(x: 5, y: 12, width: 70, height: 30))
    #expect(b.frame == .zero)
  }

  @Test("A label pinned by one edge takes its text's size; a label of fixed width wraps")
  func labelsInLayout() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let title = UILabel()
    title.text = "Orders"
    let note = UILabel()
    note.numberOfLines = 0
    note.text = String(repeating: "word ", count: 20)
    let table = UIView()
    for subview in [title, note, table] {
      view.addSubview(subview)
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      note.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      note.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      table.topAnchor.constraint(equalTo: note.bottomAnchor),
      table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    #expect(title.frame == CGRect(x: 8, y: 8, width: 51, height: 20))
    // 358 points hold 42 columns of 8.5: "word " × 8 per line, 20 words on 3 lines.
    #expect(note.frame == CGRect(x: 16, y: 32, width: 358, height: 60))
    #expect(table.frame == CGRect(x: 0, y: 92, width: 390, height: 752))
  }
}
