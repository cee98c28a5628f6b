/// Draws frames inline: in a band of lines below where the cursor was, moving the cursor up and
/// down relative to the band's top, so that the scrollback above is left as it is.
///
/// Only lines that differ are written, each from its first column; lines are never inserted or
/// deleted, since that would move the text below the band.
struct InlineScreen {
  /// The band's height in lines.
  private(set) var height: Int
  /// The row of the band the cursor is on, from 0 at the top.
  private var cursorRow = 0
  /// The frame as last drawn, or `nil` before the first drawing.
  private var drawn: Frame?

  init(height: Int) {
    self.height = max(1, height)
  }

  /// The bytes that make room for the band: as many line feeds as it has lines but one (which
  /// scroll the screen when the cursor is near its bottom), then back up to its top.
  var reserving: [UInt8] {
    var bytes: [UInt8] = [0x0D]
    bytes += Array(repeating: 0x0A, count: height - 1)
    if height > 1 { bytes += ControlSequence.csi("\(height - 1)A") }
    return bytes
  }

  /// The bytes that bring the band from the frame last drawn to `frame`: every line when `all`
  /// or at the first drawing, after erasing the band.
  ///
  /// - Complexity: O(*c*), where *c* is the number of characters of the frame.
  mutating func drawing(_ frame: Frame, encoder: ScreenEncoder, all: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    let operations: [ScreenOperation]
    if all || drawn == nil {
      bytes += move(to: 0) + ControlSequence.eraseBelow
      operations = FrameDiff.inPlace(from: Frame(rows: frame.lines.count), to: frame)
    } else if let drawn {
      operations = FrameDiff.inPlace(from: drawn, to: frame)
    } else {
      operations = []
    }
    drawn = frame
    for case .write(let row, let line) in operations where row < height {
      bytes += move(to: row)
      encoder.append(line, to: &bytes)
    }
    return bytes
  }

  /// Changes the band's height, as after the terminal shrank: the next drawing draws it all.
  mutating func resize(height: Int) {
    self.height = max(1, height)
    drawn = nil
  }

  /// The bytes that erase the band and leave the cursor at its top, where a summary or the
  /// shell's prompt goes.
  mutating func leaving() -> [UInt8] {
    move(to: 0) + ControlSequence.eraseBelow
  }

  /// Moves the cursor to the first column of `row` of the band.
  private mutating func move(to row: Int) -> [UInt8] {
    let delta = row - cursorRow
    cursorRow = row
    var bytes: [UInt8] = [0x0D]
    if delta > 0 { bytes += ControlSequence.csi(delta == 1 ? "B" : "\(delta)B") }
    if delta < 0 { bytes += ControlSequence.csi(delta == -1 ? "A" : "\(-delta)A") }
    return bytes
  }
}

extension ControlSequence {
  /// Erases from the cursor to the end of the screen.
  static let eraseBelow = csi("J")

  /// What the driver sends when it starts drawing inline.
  static let enterInline = hideCursor + disableAutowrap + resetStyle

  /// What the driver sends when it stops drawing inline.
  static let leaveInline = resetStyle + enableAutowrap + showCursor
}
