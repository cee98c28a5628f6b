import Foundation
import ListBinding

/// The app, as UIKit's `UIApplication`: here only the names of the notifications it posts, so
/// that a screen observing them compiles unchanged. Nothing posts them but your code and
/// tests.
@preconcurrency @MainActor
open class UIApplication {
  private init() {}

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
}
