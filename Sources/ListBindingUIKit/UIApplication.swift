import Foundation
import ListBinding

/// The app, as UIKit's `UIApplication`: the one ``shared`` app, the names of the notifications
/// it posts (nothing posts them but your code and tests), and the URLs screens ask it to open,
/// recorded in ``openedURLs`` for a test to read, since no other app is there to open them.
///
/// The app is a ``UIResponder``, as in UIKit: the last of the chain, after the windows (its
/// `next` is `nil`: there is no app delegate here).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  private override init() { super.init() }

  /// Posted when the app becomes active, as `UIApplication.didBecomeActiveNotification`.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to become inactive, as
  /// `UIApplication.willResignActiveNotification`.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app enters the background, as
  /// `UIApplication.didEnterBackgroundNotification`.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to enter the foreground, as
  /// `UIApplication.willEnterForegroundNotification`.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")

  /// The app, as `UIApplication.shared`.
  public static let shared = UIApplication()

  /// The schemes the face says it can open: those an iPhone opens without another app
  /// (*assumed*), and ``openSettingsURLString``'s.
  private static let openableSchemes: Set<String> = [
    "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "app-settings",
  ]

  /// The URL that opens the app's page in Settings, as `UIApplication.openSettingsURLString`.
  nonisolated public static let openSettingsURLString = "app-settings:"

  /// The URLs passed to ``open(_:options:completionHandler:)``, oldest first, whether or not
  /// they could be opened: ListBinding's record, not UIKit's, for a test to check what a tap
  /// opened.
  public private(set) var openedURLs: [URL] = []

  /// The number on the app's icon, as `applicationIconBadgeNumber`; 0 at first. Recorded.
  public var applicationIconBadgeNumber = 0

  /// Whether the screen stays awake, as `isIdleTimerDisabled`; `false` at first. Recorded.
  public var isIdleTimerDisabled = false

  /// A key of ``open(_:options:completionHandler:)``'s options, as
  /// `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key from its name.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Open the URL only if an app handles it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Whether an app could open `url`, as `canOpenURL(_:)`: `true` for the schemes an iPhone
  /// opens itself (http, https, mailto, tel, sms, facetime, facetime-audio) and for
  /// ``openSettingsURLString``; `false` otherwise (*assumed*: on iOS, other schemes depend on
  /// the apps installed and the `LSApplicationQueriesSchemes` the app declares).
  ///
  /// - Parameter url: The URL.
  /// - Returns: Whether the URL's scheme is one of those.
  /// - Complexity: O(*n*) in the length of the URL's scheme.
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return Self.openableSchemes.contains(scheme)
  }

  /// Asks to open `url`, as `open(_:options:completionHandler:)`: the URL is appended to
  /// ``openedURLs``, and `completion` runs when the main queue next turns with what
  /// ``canOpenURL(_:)`` says (with ``OpenExternalURLOptionsKey/universalLinksOnly`` set to
  /// `true`, with `false`: no app here handles universal links).
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: Options, as UIKit's.
  ///   - completion: What runs with whether the URL opened, or `nil`.
  /// - Complexity: O(1) amortized.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let opened = record(url, options: options)
    MainQueueCompletions.schedule(completion.map { completion in { completion(opened) } })
  }

  /// Asks to open `url`, as UIKit's `async` `open(_:options:)`: as
  /// ``open(_:options:completionHandler:)``, returning whether it opened at once.
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: Options, as UIKit's.
  /// - Returns: Whether the URL opened.
  /// - Complexity: O(1) amortized.
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    return record(url, options: options)
  }

  /// Appends `url` to ``openedURLs`` and says whether it opens.
  private func record(_ url: URL, options: [OpenExternalURLOptionsKey: Any]) -> Bool {
    openedURLs.append(url)
    let universalLinksOnly = (options[.universalLinksOnly] as? Bool) ?? false
    return !universalLinksOnly && canOpenURL(url)
  }
}
