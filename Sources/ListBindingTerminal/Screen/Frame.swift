/// One screenful of text, line by line, as the driver draws it: the value the redraw compares
/// with the previous one.
struct Frame: Hashable, Sendable {
  /// The lines, top to bottom: exactly as many as the screen has rows.
  var lines: [Line]

  /// A frame of `rows` empty lines.
  init(rows: Int) {
    lines = Array(repeating: Line(), count: max(0, rows))
  }

  /// A frame of the given lines.
  init(lines: [Line]) {
    self.lines = lines
  }
}

/// A line of a frame: runs of text, each with its look. The text is inert and fits the screen.
struct Line: Hashable, Sendable {
  /// The runs, in order.
  var runs: [Run]
  /// The number of columns the text takes.
  var width: Int

  /// An empty line.
  init() {
    runs = []
    width = 0
  }

  /// A line of runs whose text is inert, taking `width` columns.
  init(runs: [Run], width: Int) {
    self.runs = runs.filter { !$0.text.isEmpty }
    self.width = width
  }

  /// The text of the line without its looks.
  var text: String { runs.map(\.text).joined() }
}

/// Text with one look.
struct Run: Hashable, Sendable {
  /// The text: inert, on one line.
  var text: String
  /// How the text looks.
  var style: Style

  init(_ text: String, _ style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

/// How text looks: attributes and a colour, drawn only where the terminal supports them.
struct Style: Hashable, Sendable {
  /// Bold text.
  var bold = false
  /// Foreground and background swapped.
  var reverse = false
  /// Underlined text.
  var underline = false
  /// The foreground colour, or `nil` for the terminal's own.
  var colour: Colour?

  /// The eight basic colours a terminal names.
  enum Colour: UInt8, Hashable, Sendable {
    case black = 0
    case red = 1
    case green = 2
    case yellow = 3
    case blue = 4
    case magenta = 5
    case cyan = 6
    case white = 7

    /// The colour a theme names.
    init(_ colour: TerminalTheme.Colour) {
      self = Colour(rawValue: colour.rawValue) ?? .white
    }
  }

  /// No attribute, no colour.
  static let plain = Style()

  /// Whether the style draws like plain text.
  var isPlain: Bool { self == .plain }
}
