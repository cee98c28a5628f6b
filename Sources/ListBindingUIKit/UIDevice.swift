import ListBinding

/// The device, as UIKit's `UIDevice`: fixed values, an iPhone in portrait.
@preconcurrency @MainActor
public final class UIDevice {
  private init() {}

  /// The device, as `UIDevice.current`.
  public static let current = UIDevice()

  /// The kind of interface, as `UIDevice.userInterfaceIdiom`: `.phone`.
  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone

  /// The operating system's name, as `UIDevice.systemName`: "iOS".
  public let systemName = "iOS"

  /// The operating system's version, as `UIDevice.systemVersion`: "18.0".
  public let systemVersion = "18.0"

  /// The model, as `UIDevice.model`: "iPhone".
  public let model = "iPhone"

  /// The model as the user sees it, as `UIDevice.localizedModel`: "iPhone".
  public let localizedModel = "iPhone"

  /// The device's name, as `UIDevice.name`: "iPhone" (what iOS 16 and later answer without
  /// the user-assigned-name entitlement).
  public let name = "iPhone"

  /// The device's orientation, as `UIDevice.orientation`: `.portrait`.
  public let orientation = UIDeviceOrientation.portrait
}

/// The kind of interface, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright, the home button or bar at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, the top to the left.
  case landscapeLeft = 3
  /// On its side, the top to the right.
  case landscapeRight = 4
  /// Flat, the screen up.
  case faceUp = 5
  /// Flat, the screen down.
  case faceDown = 6

  /// Whether the device is upright or upside down, as `isPortrait`.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side, as `isLandscape`.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat, as `isFlat`.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface can take, as `isValidInterfaceOrientation`.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
