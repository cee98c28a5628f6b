/// A key press, decoded from the bytes a terminal sends.
///
/// ``KeyDecoder`` turns bytes into keys. Printable text, including the space, arrives as
/// ``character(_:)``; control bytes other than tab, return and backspace arrive as
/// ``control(_:)`` with their letter, so Ctrl-C is `.control("c")`.
public enum Key: Hashable, Sendable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Return or Enter.
  case enter
  /// Escape, alone.
  case escape
  /// Backspace.
  case backspace
  /// Delete (forward delete).
  case delete
  /// A printable character, the space included.
  case character(Character)
  /// A control byte, as the lowercase letter or symbol Ctrl is held with: `.control("c")` for
  /// Ctrl-C, `.control("@")` for Ctrl-Space.
  case control(Character)
  /// A key with modifiers, such as Shift-↑ (`.modified(.up, .shift)`) or Alt-x.
  indirect case modified(Key, Modifiers)
  /// A sequence the decoder does not know, with its bytes.
  case unknown([UInt8])
  /// Pasted text, as the terminal marks it (bracketed paste): text, never keys, whatever it
  /// holds. A long paste may come in more than one piece; bytes that are not valid UTF-8 show
  /// as U+FFFD, control characters stay as they were pasted.
  case paste(String)

  /// The modifier keys held with a key, as xterm reports them.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits: xterm's modifier parameter less one.
    public let rawValue: UInt8

    /// Creates a set of modifiers from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// Alt (Meta, Option).
    public static let alt = Modifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = Modifiers(rawValue: 1 << 2)
  }
}

extension Key {
  /// The interrupt key, Ctrl-C.
  public static let interrupt = Key.control("c")

  /// A printable rendering of the key for status lines and logs, such as `↑`, `Shift-↓`,
  /// `Ctrl-C` or `x`. Unknown bytes are shown in hexadecimal; nothing the description contains
  /// can drive a terminal.
  ///
  /// - Complexity: O(*b*), where *b* is the number of bytes of an unknown key.
  public var name: String {
    switch self {
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .backspace: return "Backspace"
    case .delete: return "Delete"
    case .character(" "): return "Space"
    case .character(let character): return ScreenText.inert(String(character))
    case .control(let character):
      return "Ctrl-" + ScreenText.inert(String(character).uppercased())
    case .modified(let key, let modifiers):
      var prefix = ""
      if modifiers.contains(.control) { prefix += "Ctrl-" }
      if modifiers.contains(.alt) { prefix += "Alt-" }
      if modifiers.contains(.shift) { prefix += "Shift-" }
      return prefix + key.name
    case .paste: return "Paste"
    case .unknown(let bytes):
      return bytes.map { byte in
        let hex = String(byte, radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
      }.joined(separator: " ")
    }
  }
}
