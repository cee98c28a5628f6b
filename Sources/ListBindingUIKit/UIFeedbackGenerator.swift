import Foundation
import ListBinding

// UIKit's haptic feedback generators. No device vibrates here: every call compiles and does
// nothing, so that a cell that taps out feedback on a change builds and runs as written.

/// The base class of the haptic feedback generators, as UIKit's `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// Creates a generator, as `UIFeedbackGenerator()`.
  public init() {}

  /// Readies the generator for feedback soon, as `prepare()`. Does nothing.
  ///
  /// - Complexity: O(1).
  open func prepare() {}
}

/// A generator of the feedback of a physical impact, as UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the objects colliding, as `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Hashable, Sendable {
    /// A light impact.
    case light
    /// A medium impact, the default.
    case medium
    /// A heavy impact.
    case heavy
    /// A soft, flexible impact.
    case soft
    /// A rigid, inflexible impact.
    case rigid
  }

  /// The generator's style.
  private let style: FeedbackStyle

  /// Creates a generator of `.medium` impacts, as `UIImpactFeedbackGenerator()`.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Creates a generator of impacts of `style`, as `UIImpactFeedbackGenerator(style:)`.
  ///
  /// - Parameter style: The impacts' style.
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Taps out an impact, as `impactOccurred()`. Does nothing.
  ///
  /// - Complexity: O(1).
  open func impactOccurred() {}

  /// Taps out an impact of `intensity` (0 to 1), as `impactOccurred(intensity:)`. Does
  /// nothing, whatever the intensity.
  ///
  /// - Parameter intensity: The impact's intensity.
  /// - Complexity: O(1).
  open func impactOccurred(intensity: CGFloat) {}
}

/// A generator of the feedback of a change of selection, as UIKit's
/// `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Taps out a change of selection, as `selectionChanged()`. Does nothing.
  ///
  /// - Complexity: O(1).
  open func selectionChanged() {}
}

/// A generator of the feedback of a success, a warning or a failure, as UIKit's
/// `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What happened, as `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Hashable, Sendable {
    /// A task succeeded.
    case success
    /// A task produced a warning.
    case warning
    /// A task failed.
    case error
  }

  /// Taps out the feedback of `notificationType`, as `notificationOccurred(_:)`. Does nothing.
  ///
  /// - Parameter notificationType: What happened.
  /// - Complexity: O(1).
  open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
  }
}
