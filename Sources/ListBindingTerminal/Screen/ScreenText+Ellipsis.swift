extension ScreenText {
  /// `text` when it fits in `columns` columns; else its longest prefix that fits with
  /// `ellipsis` after it, and the ellipsis; else as much of the ellipsis as fits.
  ///
  /// - Complexity: O(*n*), where *n* is the number of Unicode scalars.
  static func truncated(_ text: String, fitting columns: Int, ellipsis: String) -> String {
    guard width(text) > columns else { return text }
    let room = columns - width(ellipsis)
    guard room >= 0 else { return String(prefix(ellipsis, fitting: columns).text) }
    var kept = String(prefix(text, fitting: room).text)
    while kept.last == " " || kept.last == "·" { kept.removeLast() }
    return kept + ellipsis
  }
}
