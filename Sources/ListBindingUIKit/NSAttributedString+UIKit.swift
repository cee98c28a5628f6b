import Foundation
import ListBinding

// UIKit's attributed text is `NSAttributedString`, with attribute keys UIKit declares
// (`NSAttributedString.Key.font`, `.foregroundColor`); ListBinding's is Swift's
// `AttributedString`. The face gives `UILabel` and `UIListContentConfiguration` UIKit's type: a
// file importing only the face sees these `attributedText`s, which shadow ListBinding's (a file
// importing both modules must give `nil` a type: `label.attributedText = nil as
// NSAttributedString?`). A label shows the string's characters and keeps the string, as UIKit's
// returns the string set; a configuration, a value, keeps the characters only.

extension NSAttributedString.Key {
  /// The font of the text, as UIKit's `NSAttributedString.Key.font`: a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")

  /// The colour of the text, as UIKit's `NSAttributedString.Key.foregroundColor`: a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")

  /// The colour behind the text, as UIKit's `NSAttributedString.Key.backgroundColor`: recorded
  /// in the string, not drawn.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")

  /// The spacing between characters, as UIKit's `NSAttributedString.Key.kern`: recorded in the
  /// string, not drawn.
  public static let kern = NSAttributedString.Key("NSKern")

  /// The underline of the text, as UIKit's `NSAttributedString.Key.underlineStyle`: recorded in
  /// the string, not drawn.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")

  /// The line through the text, as UIKit's `NSAttributedString.Key.strikethroughStyle`:
  /// recorded in the string, not drawn.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")

  /// A link, as UIKit's `NSAttributedString.Key.link`: recorded in the string, not followed.
  public static let link = NSAttributedString.Key("NSLink")
}

extension UILabel {
  /// The text with its attributes, as `UILabel.attributedText`, or `nil` when the label has no
  /// text.
  ///
  /// Setting it sets `text` to the string's characters, which the label draws, and keeps a copy
  /// of the string, which reading gives back until `text` changes; then reading gives the text
  /// without attributes. Fonts and colours inside the string are recorded, not drawn: the label
  /// draws with its own `font` and `textColor`.
  ///
  /// - Complexity: O(*n*) to set, where *n* is the length of the text; O(1) to read.
  public var attributedText: NSAttributedString? {
    get {
      if let kept = AttributedTexts.table.existing(self), kept.text == text { return kept.string }
      return text.map { NSAttributedString(string: $0) }
    }
    set {
      let copy = newValue.map { NSAttributedString(attributedString: $0) }
      text = copy?.string
      AttributedTexts.table[self] = AttributedTexts.Entry(string: copy, text: text)
    }
  }
}

/// The attributed strings set on labels through the face, with the text each set.
@MainActor
private enum AttributedTexts {
  struct Entry {
    var string: NSAttributedString?
    var text: String?
  }

  static let table = SideTable<Label, Entry> { Entry() }
}

extension UIListContentConfiguration {
  /// The primary text with its attributes, as `UIListContentConfiguration.attributedText`, or
  /// `nil` for none.
  ///
  /// Setting it sets `text` to the string's characters, which the cell draws. A configuration is
  /// a value with no room for the string: reading gives `text` without attributes.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the text.
  public var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  /// The secondary text with its attributes, as
  /// `UIListContentConfiguration.secondaryAttributedText`, or `nil` for none; as
  /// `attributedText`, for `secondaryText`.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the text.
  public var secondaryAttributedText: NSAttributedString? {
    get { secondaryText.map { NSAttributedString(string: $0) } }
    set { secondaryText = newValue?.string }
  }
}
