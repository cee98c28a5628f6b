import Foundation
import ListBinding

/// The share sheet, as UIKit's `UIActivityViewController`: present it as UIKit code does.
///
/// Nothing is shared: the controller records the items, and a test reads them and picks an
/// activity or cancels through ListBindingTesting (`sharedItems`,
/// `simulateActivitySelection(_:)`, `simulateCancel()`), which dismisses the sheet and then
/// runs ``completionWithItemsHandler``, as UIKit does.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// What ``completionWithItemsHandler`` receives: the activity chosen (`nil` when cancelled),
  /// whether it completed, the items an extension returned, and an error.
  public typealias CompletionWithItemsHandler = (
    UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
  ) -> Void

  /// The items to share, as given.
  package let activityItems: [Any]
  /// The app's own activities, as given.
  package let applicationActivities: [UIActivity]

  /// The activities not to offer, or `nil`, as `excludedActivityTypes`.
  public var excludedActivityTypes: [UIActivity.ActivityType]?

  /// What runs once the sheet is dismissed, as `completionWithItemsHandler`.
  public var completionWithItemsHandler: CompletionWithItemsHandler?

  /// Creates a share sheet, as `UIActivityViewController(activityItems:applicationActivities:)`.
  ///
  /// - Parameters:
  ///   - activityItems: The items to share: strings, URLs, images, your objects.
  ///   - applicationActivities: The app's own activities, offered beside the system's.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities ?? []
    super.init(nibName: nil, bundle: nil)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a controller from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = []
    return nil
  }
}

/// A service a share sheet offers, as UIKit's `UIActivity`: subclass it for an app's own
/// activity, as in UIKit.
@preconcurrency @MainActor
open class UIActivity {
  /// Creates an activity.
  public init() {}

  /// The activity's type. Default: `nil`; a subclass answers its own.
  open var activityType: ActivityType? { nil }
  /// The title the sheet shows. Default: `nil`.
  open var activityTitle: String? { nil }
  /// The image the sheet shows. Default: `nil`.
  open var activityImage: UIImage? { nil }

  /// Whether the activity can act on the items. Default: `false`, as UIKit's.
  ///
  /// - Parameter activityItems: The sheet's items.
  /// - Returns: Whether to offer the activity.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

  /// Called with the items before ``perform()``. Default: nothing.
  ///
  /// - Parameter activityItems: The sheet's items.
  open func prepare(withActivityItems activityItems: [Any]) {}

  /// Performs the activity. Default: nothing.
  open func perform() {}

  /// Tells the system the activity finished. Default: nothing (nothing waits for it here).
  ///
  /// - Parameter completed: Whether it completed.
  open func activityDidFinish(_ completed: Bool) {}

  /// The identifier of an activity, as `UIActivity.ActivityType`, with UIKit's raw values.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String
    /// Creates a type from its identifier.
    ///
    /// - Parameter rawValue: The identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a type from its identifier, as `UIActivity.ActivityType(_:)`.
    ///
    /// - Parameter rawValue: The identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Messages.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Print.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Copy.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assign to contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Save image.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Add to Reading List.
    public static let addToReadingList = ActivityType(
      "com.apple.UIKit.activity.AddToReadingList")
    /// AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Open in Books.
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Markup as PDF.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }
}
