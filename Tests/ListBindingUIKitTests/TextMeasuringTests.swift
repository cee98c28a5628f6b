import Foundation
import ListBindingTesting
import ListBindingUIKit
import Testing

// Text measured as UIKit code measures it to size a row. Signatures from Apple's pages:
// nsstring/size(withattributes:) (`func size(withAttributes attrs: [NSAttributedString.Key :
// Any]? = nil) -> CGSize`), nsstring/boundingrect(with:options:attributes:context:) (`func
// boundingRect(with size: CGSize, options: NSString.DrawingOptions = [], attributes:
// [NSAttributedString.Key : Any]? = nil, context: NSStringDrawingContext?) -> CGRect`),
// nsattributedstring/boundingrect(with:options:context:), nsattributedstring/size(),
// uikit/nsstringdrawingoptions (usesLineFragmentOrigin 1 << 0, usesFontLeading 1 << 1,
// usesDeviceMetrics 1 << 3, truncatesLastVisibleLine 1 << 5, "Ignored if
// NSStringDrawingUsesLineFragmentOrigin is not also set"), uikit/nsstringdrawingcontext
// (minimumScaleFactor, actualScaleFactor, totalBounds). The widths are the face's model,
// *assumed*: a character's terminal columns times half the point size; a line is the font's
// lineHeight (20/17 of the point size).

/// A comments screen that sizes each row from its text, as apps did before self-sizing cells.
@MainActor
private final class CommentsViewController: UITableViewController {
  let comments = [
    "Short",
    "A comment long enough to wrap onto a second line of the cell, and then a third",
  ]
  let font = UIFont.systemFont(ofSize: 16)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Comment")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    comments.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Comment", for: indexPath)
    cell.textLabel?.text = comments[indexPath.row]
    cell.textLabel?.numberOfLines = 0
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    let bounds = CGSize(width: tableView.bounds.width - 32, height: .greatestFiniteMagnitude)
    let rect = comments[indexPath.row].boundingRect(
      with: bounds, options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: font], context: nil)
    return ceil(rect.height) + 24
  }
}

@MainActor
@Suite("Text measuring: size(withAttributes:), boundingRect, attributed strings")
struct TextMeasuringTests {
  @Test("The signatures are UIKit's")
  func signatures() {
    let size: (NSString) -> ([NSAttributedString.Key: Any]?) -> CGSize =
      NSString.size(withAttributes:)
    let bounding:
      (NSString) -> (
        CGSize, NSString.DrawingOptions, [NSAttributedString.Key: Any]?, NSStringDrawingContext?
      ) -> CGRect = NSString.boundingRect(with:options:attributes:context:)
    let attributedSize: (NSAttributedString) -> () -> CGSize = NSAttributedString.size
    let attributedBounding:
      (NSAttributedString) -> (CGSize, NSStringDrawingOptions, NSStringDrawingContext?) -> CGRect =
        NSAttributedString.boundingRect(with:options:context:)
    let minimum: ReferenceWritableKeyPath<NSStringDrawingContext, CGFloat> = \.minimumScaleFactor
    let actual: KeyPath<NSStringDrawingContext, CGFloat> = \.actualScaleFactor
    let total: KeyPath<NSStringDrawingContext, CGRect> = \.totalBounds
    _ = (size, bounding, attributedSize, attributedBounding, minimum, actual, total)
    #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
    #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
    #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
    #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
  }

  @Test("A row sized by boundingRect is as high as its wrapped lines")
  func rowsSizedByBoundingRect() {
    let controller = CommentsViewController(style: .plain)
    let window = showInWindow(controller)
    let table: UITableView = controller.tableView
    table.layoutIfNeeded()
    // 16 points: 8 per column, 18.82… per line. 390 − 32 = 358 points: 44 columns, so the
    // 78-character comment takes two lines.
    let lineHeight = controller.font.lineHeight
    #expect(lineHeight > 18.8 && lineHeight < 18.9)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == ceil(lineHeight) + 24)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)).height == ceil(2 * lineHeight) + 24)
    _ = window
  }

  @Test("size(withAttributes:) as apps call it: on an NSString and on a String")
  func sizeWithAttributes() {
    let font = UIFont.systemFont(ofSize: 17)
    let text = "Hello"
    let bridged = (text as NSString).size(withAttributes: [.font: font])
    #expect(bridged == CGSize(width: 5 * 8.5, height: 20))
    #expect(text.size(withAttributes: [.font: font]) == bridged)
    // Two lines at the break, as wide as the wider; CJK characters take two columns.
    #expect("Hi\n排骨".size(withAttributes: [.font: font]) == CGSize(width: 34, height: 40))
    // UIKit's default font, Helvetica at 12 points: 6 points a column, 12 × 20 / 17 a line.
    let helvetica = UIFont(name: "Helvetica", size: 12)?.lineHeight
    #expect("abc".size(withAttributes: nil) == CGSize(width: 18, height: helvetica ?? 0))
    #expect("".size(withAttributes: [.font: font]) == .zero)
  }

  @Test("boundingRect wraps by words only with usesLineFragmentOrigin")
  func boundingRectWrapping() {
    let font = UIFont.systemFont(ofSize: 10)  // 5 points a column
    let text = "Pork chop noodles"
    let bounds = CGSize(width: 52, height: CGFloat.greatestFiniteMagnitude)  // 10 columns
    let wrapped = text.boundingRect(
      with: bounds, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(wrapped == CGRect(x: 0, y: 0, width: 45, height: 2 * font.lineHeight))
    let oneLine = text.boundingRect(
      with: bounds, options: [], attributes: [.font: font], context: nil)
    #expect(oneLine == CGRect(x: 0, y: 0, width: 85, height: font.lineHeight))
    let unbounded = (text as NSString).boundingRect(
      with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(unbounded.size == CGSize(width: 85, height: font.lineHeight))
  }

  @Test("truncatesLastVisibleLine ends at the last line that fits the height")
  func truncation() {
    let font = UIFont.systemFont(ofSize: 17)  // 20 points a line
    let text = "one two three four"
    let bounds = CGSize(width: 45, height: 50)  // 5 columns, 2 lines
    let all = text.boundingRect(
      with: bounds, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(all.height == 80)
    let truncated = text.boundingRect(
      with: bounds, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
      attributes: [.font: font], context: nil)
    #expect(truncated.height == 40)
    let tiny = text.boundingRect(
      with: CGSize(width: 45, height: 1),
      options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
      attributes: [.font: font], context: nil)
    #expect(tiny.height == 20)
  }

  @Test("A drawing context records the measure")
  func drawingContext() {
    let context = NSStringDrawingContext()
    context.minimumScaleFactor = 0.5
    #expect(context.totalBounds == .zero)
    let rect = "Hello".boundingRect(
      with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
      attributes: [.font: UIFont.systemFont(ofSize: 17)], context: context)
    #expect(context.totalBounds == rect)
    #expect(context.actualScaleFactor == 1)
    #expect(context.minimumScaleFactor == 0.5)
  }

  @Test("An attributed string is measured in its largest font")
  func attributedStrings() {
    let title = NSAttributedString(
      string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    #expect(title.size() == CGSize(width: 42.5, height: 20))
    let mixed = NSMutableAttributedString(
      string: "Hi ", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    mixed.append(
      NSAttributedString(string: "there", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
    let large = UIFont.systemFont(ofSize: 20).lineHeight
    #expect(mixed.size() == CGSize(width: 80, height: large))
    let rect = mixed.boundingRect(
      with: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, context: nil)
    #expect(rect.size == CGSize(width: 50, height: 2 * large))
    let helvetica = UIFont(name: "Helvetica", size: 12)?.lineHeight
    #expect(NSAttributedString(string: "abc").size() == CGSize(width: 18, height: helvetica ?? 0))
  }

  @Test(
    "Sizes that are not numbers do not wrap or truncate",
    arguments: [
      CGFloat.nan, -10, 0, .infinity,
    ])
  func hostileSizes(value: CGFloat) {
    let font = UIFont.systemFont(ofSize: 10)
    let rect = "a b c".boundingRect(
      with: CGSize(width: value, height: value),
      options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: [.font: font],
      context: nil)
    #expect(rect.size == CGSize(width: 25, height: font.lineHeight))
    let badFont = UIFont.systemFont(ofSize: .nan)
    #expect("abc".size(withAttributes: [.font: badFont]) == .zero)
  }
}
