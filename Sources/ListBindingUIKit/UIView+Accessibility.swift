import Foundation
import ListBinding

// The accessibility settings UIKit code gives its views and cells (a cell's label for VoiceOver,
// an identifier for UI tests), kept in a side table as the recorded appearance is: there is no
// assistive app here, so they are stored for your code and tests and read by nothing else.

/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt64

  /// Traits from their bits.
  ///
  /// - Parameter rawValue: The bits.
  /// - Complexity: O(1).
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// The element acts as a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element is a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected, as a checked row.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element plays a sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element is a key of a keyboard.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element summarizes the screen when it appears.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element is disabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element's value changes often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// The element is the header of a section of content.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// The element's value can be adjusted up and down.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

extension View {
  /// The element's name for assistive apps, as `accessibilityLabel`; `nil` by default.
  /// Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var accessibilityLabel: String? {
    get { RecordedAccessibility.views.existing(self)?.label }
    set { RecordedAccessibility.views[self].label = newValue }
  }

  /// What activating the element does, as `accessibilityHint`; `nil` by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var accessibilityHint: String? {
    get { RecordedAccessibility.views.existing(self)?.hint }
    set { RecordedAccessibility.views[self].hint = newValue }
  }

  /// The element's value, as `accessibilityValue`; `nil` by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var accessibilityValue: String? {
    get { RecordedAccessibility.views.existing(self)?.value }
    set { RecordedAccessibility.views[self].value = newValue }
  }

  /// The identifier UI tests find the element by, as `accessibilityIdentifier`; `nil` by
  /// default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var accessibilityIdentifier: String? {
    get { RecordedAccessibility.views.existing(self)?.identifier }
    set { RecordedAccessibility.views[self].identifier = newValue }
  }

  /// What the element is and does, as `accessibilityTraits`; none by default. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var accessibilityTraits: UIAccessibilityTraits {
    get { RecordedAccessibility.views.existing(self)?.traits ?? [] }
    set { RecordedAccessibility.views[self].traits = newValue }
  }

  /// Whether assistive apps reach the view as one element, as `isAccessibilityElement`:
  /// `true` by default for controls (buttons, switches) and labels, `false` for other views, as
  /// Apple documents for UIKit's controls. Recorded only.
  ///
  /// - Complexity: O(1) expected.
  public var isAccessibilityElement: Bool {
    get {
      RecordedAccessibility.views.existing(self)?.isElement
        ?? (self is Button || self is Switch || self is Label)
    }
    set { RecordedAccessibility.views[self].isElement = newValue }
  }
}

/// The side table of the recorded accessibility settings.
@MainActor
private enum RecordedAccessibility {
  struct Entry {
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits = UIAccessibilityTraits()
    var isElement: Bool?
  }

  static let views = SideTable<View, Entry> { Entry() }
}
