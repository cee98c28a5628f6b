import Foundation
import ListBinding

// The keyboard settings of UIKit's text input traits, which a text cell sets on its
// `UITextView`. No keyboard exists: they are recorded, with UIKit's defaults.
// `UITextAutocorrectionType` and `UITextAutocapitalizationType` are declared with `UISearchBar`.

/// The kind of keyboard a text view shows, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The default keyboard for the current input method.
  case `default`
  /// A keyboard of ASCII characters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// A keyboard for URLs.
  case URL
  /// Digits 0 to 9.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// A telephone keypad that also types names.
  case namePhonePad
  /// A keyboard for email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// A keyboard with `@` and `#` at hand.
  case twitter
  /// A keyboard for web searches.
  case webSearch
  /// Digits 0 to 9 of ASCII.
  case asciiCapableNumberPad
}

/// The title of the keyboard's Return key, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Hashable, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  case `continue`
}

/// The kinds of data a text view turns into links, as UIKit's `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  /// The kinds' bits.
  public let rawValue: UInt
  /// Creates kinds from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Telephone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// URLs.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Addresses.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Calendar events.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// Shipment tracking numbers.
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  /// Flight numbers.
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  /// Suggestions to look up.
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  /// No kinds.
  public static let none: UIDataDetectorTypes = []
  /// Every kind.
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
