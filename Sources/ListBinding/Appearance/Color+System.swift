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

  /// The system's second grey, lighter than ``systemGray``.
  public static let systemGray2 = Color(name: "systemGray2", red: 0.682, green: 0.682, blue: 0.698)
  /// The system's third grey.
  public static let systemGray3 = Color(name: "systemGray3", red: 0.78, green: 0.78, blue: 0.8)
  /// The system's fourth grey.
  public static let systemGray4 = Color(name: "systemGray4", red: 0.82, green: 0.82, blue: 0.839)
  /// The system's fifth grey.
  public static let systemGray5 = Color(name: "systemGray5", red: 0.898, green: 0.898, blue: 0.918)
  /// The system's sixth grey, the lightest.
  public static let systemGray6 = Color(name: "systemGray6", red: 0.949, green: 0.949, blue: 0.969)
  /// The colour of quaternary text, such as a disabled label.
  public static let quaternaryLabel = Color(
    name: "quaternaryLabel", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.18)
  /// The background of content over ``systemBackground``, such as a cell's card.
  public static let secondarySystemBackground = Color(
    name: "secondarySystemBackground", red: 0.949, green: 0.949, blue: 0.969)
  /// The background of content over ``secondarySystemBackground``.
  public static let tertiarySystemBackground = Color(
    name: "tertiarySystemBackground", red: 1, green: 1, blue: 1)
  /// The background of content over ``secondarySystemGroupedBackground``.
  public static let tertiarySystemGroupedBackground = Color(
    name: "tertiarySystemGroupedBackground", red: 0.949, green: 0.949, blue: 0.969)
  /// The fill of thin and small shapes, such as a slider's track.
  public static let systemFill = Color(
    name: "systemFill", red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2)
  /// The fill of medium shapes, such as a switch's background.
  public static let secondarySystemFill = Color(
    name: "secondarySystemFill", red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16)
  /// The fill of large shapes, such as a search field.
  public static let tertiarySystemFill = Color(
    name: "tertiarySystemFill", red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
  /// The fill of large areas holding complex content, such as an expanded cell.
  public static let quaternarySystemFill = Color(
    name: "quaternarySystemFill", red: 0.455, green: 0.455, blue: 0.502, alpha: 0.08)
}
