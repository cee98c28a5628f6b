import Foundation
import ListBinding
import ListBindingUIKit
import Testing

// UIApplication.shared and opening URLs, as a settings or links screen does on a row's tap.
// Apple's pages: UIApplication open(_:options:completionHandler:) (`completionHandler
// completion: (@MainActor @Sendable (Bool) -> Void)? = nil`, "Attempts to asynchronously open
// the resource at the specified URL", `universalLinksOnly`), canOpenURL(_:) and
// openSettingsURLString. Which schemes open is assumed (see UIApplication's documentation).

/// A links screen, as apps write one: a tap opens the row's page, the last row the app's
/// settings.
private final class LinksViewController: UITableViewController {
  let links = [
    ("Website", "https://example.com"),
    ("Support", "mailto:help@example.com"),
    ("Settings", UIApplication.openSettingsURLString),
  ]
  var results: [Bool] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    links.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = links[indexPath.row].0
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let url = URL(string: links[indexPath.row].1), UIApplication.shared.canOpenURL(url)
    else { return }
    UIApplication.shared.open(url, options: [:]) { opened in self.results.append(opened) }
  }
}

@MainActor
@Suite("UIApplication: the shared app opens URLs, recorded for the test")
struct ApplicationOpenURLTests {
  @Test("A tap opens the row's URL; the completion runs when the main queue turns")
  func tapOpens() async throws {
    let controller = LinksViewController(style: .plain)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let before = UIApplication.shared.openedURLs.count

    try SimulatedUser(controller.tableView).tapRow(at: IndexPath(row: 0, section: 0))
    try SimulatedUser(controller.tableView).tapRow(at: IndexPath(row: 2, section: 0))

    #expect(
      UIApplication.shared.openedURLs.dropFirst(before).map(\.absoluteString) == [
        "https://example.com", "app-settings:",
      ])
    #expect(controller.results.isEmpty)
    await mainQueueTurn()
    await mainQueueTurn()
    #expect(controller.results == [true, true])
  }

  @Test("Which URLs open: the schemes an iPhone opens itself, not others")
  func canOpen() {
    let app = UIApplication.shared
    #expect(app.canOpenURL(URL(string: "tel:+15551234567")!))
    #expect(app.canOpenURL(URL(string: "HTTPS://EXAMPLE.COM")!))
    #expect(!app.canOpenURL(URL(string: "someapp://open")!))
    #expect(!app.canOpenURL(URL(string: "no-scheme")!))
  }

  @Test("The async open and universalLinksOnly: recorded, and not opened by any app here")
  func asyncOpen() async {
    let url = URL(string: "https://example.com/item/1")!
    let opened = await UIApplication.shared.open(url)
    let universal = await UIApplication.shared.open(url, options: [.universalLinksOnly: true])
    #expect(opened)
    #expect(!universal)
    #expect(UIApplication.shared.openedURLs.suffix(2) == [url, url])
  }
}
