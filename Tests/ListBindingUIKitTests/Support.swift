import ListBindingUIKit

/// What the controllers of a test did, in order, as lines `name.method`.
@MainActor
final class CallLog {
  private(set) var lines: [String] = []

  func append(_ line: String) { lines.append(line) }

  /// Returns the lines logged so far and forgets them.
  func take() -> [String] {
    defer { lines = [] }
    return lines
  }
}

/// A controller, written as UIKit code is, that logs its lifecycle calls.
final class LoggingViewController: UIViewController {
  let name: String
  let log: CallLog
  /// Whether the last appearance call was `viewDidAppear`.
  private(set) var onScreen = false

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("\(name).viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("\(name).viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("\(name).viewDidAppear")
    onScreen = true
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("\(name).viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("\(name).viewDidDisappear")
    onScreen = false
  }
}

/// A window of an iPhone's size showing `root`.
@MainActor
func showInWindow(_ root: UIViewController) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// Lets the main queue turn once: what was queued on it before this call has run.
func mainQueueTurn() async {
  await withCheckedContinuation { continuation in
    DispatchQueue.main.async { continuation.resume() }
  }
}
