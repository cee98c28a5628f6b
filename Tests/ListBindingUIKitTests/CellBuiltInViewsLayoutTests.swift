import Foundation
import ListBindingUIKit
import Testing

// Where a cell's built-in views sit once `super.layoutSubviews()` has run, as UIKit places them
// for each style. Apple's "UITableViewCell.CellStyle" describes the styles in words: `.default`
// "a simple style for a cell with a text label (black and left-aligned) and an optional image
// view"; `.subtitle` "a label in the top-left corner of the cell and another label below it";
// `.value1` a label "on the left side of the cell" and one "on the right side"; `.value2` a
// label "on the left side of the cell" and "another label" on its right. Apple's
// "UITableViewCell.imageView" ("An image view of the table cell ... appears on the left side
// of the cell, before any label"). The spacings (16 after the image, 8 between side-by-side
// labels) and the value2 column are *assumed*; margins are the content view's (12/16).

@MainActor
@Suite("Cell built-in views: the image view and labels are placed by the cell's style")
struct CellBuiltInViewsLayoutTests {
  /// A cell that moves its image view after its default layout, as the probe's app did.
  final class InsetImageCell: UITableViewCell {
    var layouts = 0

    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
      // swift-format-ignore: NeverForceUnwrap
      // (The app's code, as written.)
      imageView!.frame = imageView!.frame.insetBy(dx: 2, dy: 2)
    }
  }

  final class Rows: NSObject, UITableViewDataSource {
    let style: UITableViewCell.CellStyle
    var image: UIImage? = UIImage(systemName: "star")

    init(style: UITableViewCell.CellStyle) { self.style = style }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "cell")
        ?? InsetImageCell(style: style, reuseIdentifier: "cell")
      cell.imageView?.image = image
      cell.textLabel?.text = "Title"
      cell.detailTextLabel?.text = "Detail"
      return cell
    }
  }

  private func shownCell(_ rows: Rows) throws -> (UITableViewCell, UITableView) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.dataSource = rows
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    return (cell, table)
  }

  @Test("A default cell: the image at the leading margin, the label after it filling the rest")
  func defaultStyle() throws {
    let rows = Rows(style: .default)
    let (cell, table) = try shownCell(rows)
    let bounds = cell.contentView.bounds
    #expect(bounds.width == 390)
    let middle = bounds.height / 2
    // The image (20 × 20) at (16, middle - 10), then inset by 2 in the override.
    #expect(cell.imageView!.frame == CGRect(x: 18, y: middle - 8, width: 16, height: 16))
    let label = cell.textLabel!.frame
    #expect(label == CGRect(x: 52, y: middle - 10, width: 390 - 16 - 52, height: 20))
    #expect(bounds.inset(by: cell.contentView.layoutMargins).contains(label))
    _ = table
  }

  @Test("Without an image, the image view's frame is zero and the label starts at the margin")
  func noImage() throws {
    let rows = Rows(style: .default)
    rows.image = nil
    let (cell, _) = try shownCell(rows)
    #expect(cell.imageView!.frame.isNull || cell.imageView!.frame.size == .zero)
    #expect(cell.textLabel!.frame.minX == 16)
    #expect(cell.textLabel!.frame.width == CGFloat(390 - 32))
  }

  @Test("A subtitle cell stacks its two labels, the pair centred in the row")
  func subtitleStyle() throws {
    let rows = Rows(style: .subtitle)
    let (cell, _) = try shownCell(rows)
    let bounds = cell.contentView.bounds
    let text = cell.textLabel!.frame
    let detail = cell.detailTextLabel!.frame
    #expect(text.minX == 52 && detail.minX == 52)
    #expect(text.height > 0 && detail.height > 0)
    #expect(detail.minY == text.maxY)
    #expect(text.minY - bounds.minY == bounds.maxY - detail.maxY)
    #expect(text.width == CGFloat(390 - 16 - 52))
  }

  @Test("A value1 cell: the text label at the leading side, the detail against the trailing margin")
  func value1Style() throws {
    let rows = Rows(style: .value1)
    let (cell, _) = try shownCell(rows)
    let text = cell.textLabel!.frame
    let detail = cell.detailTextLabel!.frame
    #expect(text.minX == 52)
    #expect(text.width == cell.textLabel!.intrinsicContentSize.width)
    #expect(detail.maxX == CGFloat(390 - 16))
    #expect(detail.width == cell.detailTextLabel!.intrinsicContentSize.width)
    #expect(text.midY == detail.midY)
  }

  @Test("A value2 cell: the labels side by side, the detail after the text label")
  func value2Style() throws {
    let rows = Rows(style: .value2)
    let (cell, _) = try shownCell(rows)
    let text = cell.textLabel!.frame
    let detail = cell.detailTextLabel!.frame
    #expect(text.minX == 52)
    #expect(detail.minX == text.maxX + 8)
    #expect(detail.maxX == CGFloat(390 - 16))
    #expect(text.midY == detail.midY)
  }

  @Test("A narrower table places the labels again at the cell's next layout")
  func followsWidth() throws {
    let rows = Rows(style: .value1)
    let (cell, table) = try shownCell(rows)
    table.frame.size.width = 320
    table.layoutIfNeeded()
    let shown = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(shown === cell)
    #expect(cell.detailTextLabel!.frame.maxX == CGFloat(320 - 16))
  }
}
