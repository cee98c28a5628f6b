import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's pages UITableViewDelegate tableView(_:contextMenuConfigurationForRowAt:point:),
// tableView(_:previewForHighlightingContextMenuWithConfiguration:),
// tableView(_:previewForDismissingContextMenuWithConfiguration:),
// tableView(_:willPerformPreviewActionForMenuWith:animator:) ("when the user taps the
// preview"), tableView(_:willDisplayContextMenu:animator:),
// tableView(_:willEndContextMenuInteraction:animator:); UITargetedPreview (init(view:),
// init(view:parameters:), init(view:parameters:target:)), UIPreviewTarget(container:center:),
// UIPreviewParameters (visiblePath, backgroundColor), UIBezierPath(roundedRect:cornerRadius:),
// UIContextMenuInteractionCommitAnimating (preferredCommitStyle, "When the user taps in a
// preview interface to dismiss it"), UIContextMenuInteractionCommitStyle (raw values). The
// order of the calls past the configuration is assumed.

/// A detail screen the preview shows and a tap on it opens.
private final class NoteDetailController: UIViewController {
  let note: String

  init(note: String) {
    self.note = note
    super.init(nibName: nil, bundle: nil)
    title = note
  }

  required init?(coder: NSCoder) { nil }
}

/// A notes list whose rows lift a rounded preview of their content, show the note's screen as
/// the preview, and open it when the preview is tapped, as Apple's context menu guide shows.
private final class NotesController: UITableViewController {
  var notes = ["Groceries", "Ideas", "Travel"]
  var log: [String] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.append("configuration \(indexPath.row)")
    let note = notes[indexPath.row]
    return UIContextMenuConfiguration(
      identifier: indexPath.row as NSNumber,
      previewProvider: { [weak self] in
        self?.log.append("previewProvider")
        return NoteDetailController(note: note)
      },
      actionProvider: { [weak self] _ in
        self?.log.append("actionProvider")
        return UIMenu(
          title: "",
          children: [
            UIAction(title: "Delete", attributes: .destructive) { _ in
              self?.log.append("delete")
            }
          ])
      })
  }

  override func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.append("highlight")
    return preview(for: configuration)
  }

  override func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.append("dismissPreview")
    return preview(for: configuration)
  }

  override func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    log.append("willDisplay")
    animator?.addAnimations { self.tableView.alpha = 0.9 }
  }

  override func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionAnimating?
  ) {
    log.append("willEnd")
    animator?.addCompletion { self.log.append("endCompletion") }
  }

  override func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: UIContextMenuInteractionCommitAnimating
  ) {
    log.append("willPerformPreviewAction")
    animator.preferredCommitStyle = .pop
    guard let detail = animator.previewViewController else { return }
    animator.addCompletion {
      self.log.append("commitCompletion")
      self.show(detail, sender: self)
    }
  }

  private func preview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
    guard let row = configuration.identifier as? NSNumber,
      let cell = tableView.cellForRow(at: IndexPath(row: row.intValue, section: 0))
    else { return nil }
    let parameters = UIPreviewParameters()
    parameters.visiblePath = UIBezierPath(roundedRect: cell.contentView.bounds, cornerRadius: 12)
    parameters.backgroundColor = .clear
    return UITargetedPreview(view: cell.contentView, parameters: parameters)
  }
}

@MainActor
@Suite(
  "Context menu previews: the delegate's preview methods and a tap on the preview",
  .recordsUIKitExceptions)
struct ContextMenuPreviewTests {
  @Test("Touch and hold, then a tap on the preview opens the previewed screen")
  func tapPreviewOpensDetail() async throws {
    let notes = NotesController()
    let navigation = UINavigationController(rootViewController: notes)
    let window = showInWindow(navigation)
    let menu = notes.tableView.simulateContextMenu(forRowAt: IndexPath(row: 1, section: 0))
    #expect(menu?.actionTitles == ["Delete"])
    #expect(notes.tableView.isShowingContextMenu)
    #expect(
      notes.log == [
        "configuration 1", "highlight", "previewProvider", "actionProvider", "willDisplay",
      ])
    #expect(notes.tableView.alpha == 0.9)
    notes.log = []
    #expect(notes.tableView.simulateTapOnContextMenuPreview())
    #expect(!notes.tableView.isShowingContextMenu)
    #expect(notes.log == ["willPerformPreviewAction", "willEnd", "dismissPreview"])
    #expect(navigation.viewControllers.count == 1)
    await drainMainQueue()
    #expect(notes.log.suffix(2) == ["commitCompletion", "endCompletion"])
    let detail = try #require(navigation.topViewController as? NoteDetailController)
    #expect(detail.note == "Ideas")
    _ = window
  }

  @Test("A tap on an action ends the menu before its handler; a tap outside ends it too")
  func actionAndDismissal() async {
    let notes = NotesController()
    let window = showInWindow(notes)
    let menu = notes.tableView.simulateContextMenu(forRowAt: IndexPath(row: 0, section: 0))
    notes.log = []
    #expect(menu?.simulateTap(actionTitled: "Delete") == true)
    #expect(notes.log == ["willEnd", "dismissPreview", "delete"])
    #expect(!notes.tableView.isShowingContextMenu)
    _ = notes.tableView.simulateContextMenu(forRowAt: IndexPath(row: 2, section: 0))
    notes.log = []
    #expect(notes.tableView.simulateContextMenuDismissal())
    #expect(notes.log == ["willEnd", "dismissPreview"])
    await drainMainQueue()
    #expect(notes.log.last == "endCompletion")
    _ = window
  }

  @Test("No menu shown: tapping a preview or dismissing records a failure and does nothing")
  func nothingShown() {
    let notes = NotesController()
    let window = showInWindow(notes)
    withKnownIssue {
      #expect(!notes.tableView.simulateTapOnContextMenuPreview())
    }
    withKnownIssue {
      #expect(!notes.tableView.simulateContextMenuDismissal())
    }
    #expect(notes.log.isEmpty)
    _ = window
  }

  @Test("A delegate without the preview methods: the menu shows and a preview tap closes it")
  func defaultsOnly() {
    final class Plain: NSObject, UITableViewDataSource, UITableViewDelegate {
      var opened = 0
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
      ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
          UIMenu(title: "", children: [UIAction(title: "Open") { _ in self.opened += 1 }])
        }
      }
    }
    let plain = Plain()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    tableView.dataSource = plain
    tableView.delegate = plain
    tableView.reloadData()
    #expect(tableView.simulateContextMenu(forRowAt: IndexPath(row: 1, section: 0)) != nil)
    #expect(tableView.simulateTapOnContextMenuPreview())
    #expect(!tableView.isShowingContextMenu)
    #expect(plain.opened == 0)
  }

  @Test("Previews, targets, parameters and paths: UIKit's declarations, recorded values")
  func values() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
    container.addSubview(view)
    let plain = UITargetedPreview(view: view)
    #expect(plain.target.container === container)
    #expect(plain.target.center == CGPoint(x: 50, y: 40))
    #expect(plain.size == CGSize(width: 80, height: 40))
    #expect(plain.parameters.visiblePath == nil)
    let parameters = UIPreviewParameters()
    parameters.visiblePath = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8)
    let target = UIPreviewTarget(container: container, center: CGPoint(x: 100, y: 50))
    let aimed = UITargetedPreview(view: view, parameters: parameters, target: target)
    #expect(aimed.target.center == CGPoint(x: 100, y: 50))
    #expect(aimed.parameters.visiblePath?.bounds == CGRect(x: 0, y: 0, width: 80, height: 40))
    let moved = aimed.retargetedPreview(with: UIPreviewTarget(container: view, center: .zero))
    #expect(moved.target.container === view && moved.parameters === parameters)
    #expect(
      UIBezierPath(rect: CGRect(x: 5, y: 5, width: -10, height: 10)).bounds
        == CGRect(x: -5, y: 5, width: 10, height: 10))
    #expect(UIBezierPath().isEmpty)
    #expect(UIContextMenuInteractionCommitStyle.dismiss.rawValue == 0)
    #expect(UIContextMenuInteractionCommitStyle.pop.rawValue == 1)
    let makeWithParameters: (UIView, UIPreviewParameters) -> UITargetedPreview =
      UITargetedPreview.init(view:parameters:)
    let makeTarget: (UIView, CGPoint) -> UIPreviewTarget = UIPreviewTarget.init(container:center:)
    let makeRounded: (CGRect, CGFloat) -> UIBezierPath = UIBezierPath.init(
      roundedRect:cornerRadius:)
    let background: ReferenceWritableKeyPath<UIPreviewParameters, UIColor?> = \.backgroundColor
    let style:
      WritableKeyPath<
        any UIContextMenuInteractionCommitAnimating, UIContextMenuInteractionCommitStyle
      > = \.preferredCommitStyle
    let previewController: KeyPath<any UIContextMenuInteractionAnimating, UIViewController?> =
      \.previewViewController
    _ = (makeWithParameters, makeTarget, makeRounded, background, style, previewController)
  }
}
