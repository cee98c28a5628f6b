import Foundation
import ListBinding

/// What a picker view asks for its components and rows, as UIKit's `UIPickerViewDataSource`.
/// Both methods are required, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of components (wheels) the picker shows.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of `component`.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks and tells its delegate, as UIKit's `UIPickerViewDelegate`. Every
/// method is optional.
///
/// A row shows the view of ``pickerView(_:viewForRow:forComponent:reusing:)`` when the
/// delegate implements it, else its ``pickerView(_:attributedTitleForRow:forComponent:)``
/// when that is not `nil`, else its ``pickerView(_:titleForRow:forComponent:)``, as Apple's
/// pages say. Without `@objc optional`, the face learns that a delegate's type lacks the
/// view method as the face learns it of a table's data source: the protocol's default, when
/// it runs, records it (see the article "The object model", "Optional methods").
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// The width of `component`. Default: the picker's width shared equally among its
  /// components (*assumed*).
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of the rows of `component`. Default: 32 points (*assumed*).
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The title of a row. Default: `nil`.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The styled title of a row, preferred to the plain one when not `nil`. Default: `nil`.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The view of a row, preferred to its titles; `view` is a view shown before, to reuse, or
  /// `nil`. The default marks the delegate's type as lacking the method.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// The user spun `component` to `row`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// The picker's width shared equally among its components (*assumed*).
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int)
    -> CGFloat
  {
    pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
  }
  /// 32 points (*assumed*).
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { 32 }
  /// No title.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  /// No styled title.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// Records that the delegate's type lacks the method, and returns an empty view the picker
  /// does not show.
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    UIPickerView.recordLacksRowViews(self)
    return view ?? UIView()
  }
  /// Does nothing.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}
