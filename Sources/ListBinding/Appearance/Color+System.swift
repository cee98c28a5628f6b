import Foundation

// UIKit's colours: the fixed ones made of components, the system and semantic ones named.

extension Color {
  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
  /// Dark grey: white level 1/3.
  public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
  /// Light grey: white level 2/3.
  public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
  /// White.
  public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
  /// Grey: white level 1/2.
  public static let gray = Color(white: 0.5, alpha: 1)
  /// Red.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// The system's red.
  public static let systemRed = Color(name: "systemRed", red: 1, green: 0.231, blue: 0.188)
  /// The system's orange.
  public static let systemOrange = Color(name: "systemOrange", red: 1, green: 0.584, blue: 0)
  /// The system's yellow.
  public static let systemYellow = Color(name: "systemYellow", red: 1, green: 0.8, blue: 0)
  /// The system's green.
  public static let systemGreen = Color(name: "systemGreen", red: 0.204, green: 0.78, blue: 0.349)
  /// The system's mint.
  public static let systemMint = Color(name: "systemMint", red: 0, green: 0.78, blue: 0.745)
  /// The system's teal.
  public static let systemTeal = Color(name: "systemTeal", red: 0.188, green: 0.69, blue: 0.78)
  /// The system's cyan.
  public static let systemCyan = Color(name: "systemCyan", red: 0.196, green: 0.678, blue: 0.902)
  /// The system's blue.
  public static let systemBlue = Color(name: "systemBlue", red: 0, green: 0.478, blue: 1)
  /// The system's indigo.
  public static let systemIndigo = Color(
    name: "systemIndigo", red: 0.345, green: 0.337, blue: 0.839)
  /// The system's purple.
  public static let systemPurple = Color(
    name: "systemPurple", red: 0.686, green: 0.322, blue: 0.871)
  /// The system's pink.
  public static let systemPink = Color(name: "systemPink", red: 1, green: 0.176, blue: 0.333)
  /// The system's brown.
  public static let systemBrown = Color(name: "systemBrown", red: 0.635, green: 0.518, blue: 0.369)
  /// The system's grey.
  public static let systemGray = Color(name: "systemGray", red: 0.557, green: 0.557, blue: 0.576)

  /// The colour of primary text.
  public static let label = Color(name: "label", red: 0, green: 0, blue: 0)
  /// The colour of secondary text, such as a subtitle.
  public static let secondaryLabel = Color(
    name: "secondaryLabel", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
  /// The colour of tertiary text.
  public static let tertiaryLabel = Color(
    name: "tertiaryLabel", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  /// The colour of placeholder text.
  public static let placeholderText = Color(
    name: "placeholderText", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  /// The colour of links.
  public static let link = Color(name: "link", red: 0, green: 0.478, blue: 1)
  /// The colour of separators that let content show through.
  public static let separator = Color(
    name: "separator", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
  /// The colour of opaque separators.
  public static let opaqueSeparator = Color(
    name: "opaqueSeparator", red: 0.776, green: 0.776, blue: 0.784)
  /// The background of a plain table.
  public static let systemBackground = Color(name: "systemBackground", red: 1, green: 1, blue: 1)
  /// The background of a grouped table.
  public static let systemGroupedBackground = Color(
    name: "systemGroupedBackground", red: 0.949, green: 0.949, blue: 0.969)
  /// The background of the cells of a grouped table.
  public static let secondarySystemGroupedBackground = Color(
    name: "secondarySystemGroupedBackground", red: 1, green: 1, blue: 1)
  /// The tint colour: the colour of controls and of text that acts.
  public static let tintColor = Color(name: "tintColor", red: 0, green: 0.478, blue: 1)
}
