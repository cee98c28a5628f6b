import Foundation
import ListBinding

// The names of Swift 3 and 4 UIKit code that Swift 4.2 moved into the types they belong to
// (`UITableViewCellStyle` became `UITableViewCell.CellStyle`). iOS SDKs still declare the old
// names, unavailable and renamed, so that the compiler reports "'UITableViewCellStyle' has been
// renamed to 'UITableViewCell.CellStyle'" with a fix-it that writes the new name; the face
// declares them the same way, for the names whose new spelling it has.
// `Scripts/check-uikit-import-surface` checks that each is reported so.

/// The Swift 4.1 name of `UITableView.Style`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// The Swift 4.1 name of `UITableView.RowAnimation`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// The Swift 4.1 name of `UITableView.ScrollPosition`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// The Swift 4.1 name of `UITableViewCell.CellStyle`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// The Swift 4.1 name of `UITableViewCell.AccessoryType`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// The Swift 4.1 name of `UITableViewCell.EditingStyle`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// The Swift 4.1 name of `UITableViewCell.SelectionStyle`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// The Swift 4.1 name of `UITableViewCell.SeparatorStyle`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

/// The Swift 4.1 name of `UITableViewRowAction.Style`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableViewRowAction.Style")
public typealias UITableViewRowActionStyle = UITableViewRowAction.Style

/// The Swift 4.1 name of `UIContextualAction.Style`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIContextualAction.Style")
public typealias UIContextualActionStyle = UIContextualAction.Style

/// The Swift 4.1 name of `UIScrollView.KeyboardDismissMode`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode

/// The Swift 4.1 name of `UIScrollView.ContentInsetAdjustmentBehavior`: unavailable and renamed, as
/// in UIKit.
@available(*, unavailable, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView
  .ContentInsetAdjustmentBehavior

/// The Swift 4.1 name of `UIControl.Event`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// The Swift 4.1 name of `UIControl.State`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// The Swift 4.1 name of `UIControl.ContentHorizontalAlignment`: unavailable and renamed, as in
/// UIKit.
@available(*, unavailable, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

/// The Swift 4.1 name of `UIControl.ContentVerticalAlignment`: unavailable and renamed, as in
/// UIKit.
@available(*, unavailable, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

/// The Swift 4.1 name of `UIButton.ButtonType`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// The Swift 4.1 name of `UIBarButtonItem.SystemItem`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// The Swift 4.1 name of `UIBarButtonItem.Style`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// The Swift 4.1 name of `UINavigationItem.LargeTitleDisplayMode`: unavailable and renamed, as in
/// UIKit.
@available(*, unavailable, renamed: "UINavigationItem.LargeTitleDisplayMode")
public typealias UINavigationItemLargeTitleDisplayMode = UINavigationItem.LargeTitleDisplayMode

/// The Swift 4.1 name of `UIAlertController.Style`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// The Swift 4.1 name of `UIAlertAction.Style`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

/// The Swift 4.1 name of `UIActivity.ActivityType`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIActivity.ActivityType")
public typealias UIActivityType = UIActivity.ActivityType

/// The Swift 4.1 name of `UIActivityIndicatorView.Style`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

/// The Swift 4.1 name of `UIProgressView.Style`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style

/// The Swift 4.1 name of `UIDatePicker.Mode`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode

/// The Swift 4.1 name of `UISearchBar.Style`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style

/// The Swift 4.1 name of `UIStackView.Distribution`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

/// The Swift 4.1 name of `UIStackView.Alignment`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

/// The Swift 4.1 name of `UIView.ContentMode`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// The Swift 4.1 name of `UIImage.RenderingMode`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

/// The Swift 4.1 name of `UIFont.TextStyle`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// The Swift 4.1 name of `UIFont.Weight`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight

/// The Swift 4.1 name of `UIImpactFeedbackGenerator.FeedbackStyle`: unavailable and renamed, as in
/// UIKit.
@available(*, unavailable, renamed: "UIImpactFeedbackGenerator.FeedbackStyle")
public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle

/// The Swift 4.1 name of `UINotificationFeedbackGenerator.FeedbackType`: unavailable and renamed,
/// as in UIKit.
@available(*, unavailable, renamed: "UINotificationFeedbackGenerator.FeedbackType")
public typealias UINotificationFeedbackType = UINotificationFeedbackGenerator.FeedbackType

/// The Swift 4.1 name of `NSLayoutConstraint.Attribute`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

/// The Swift 4.1 name of `NSLayoutConstraint.Relation`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

/// The Swift 4.1 name of `NSLayoutConstraint.Axis`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// The Swift 4.1 name of `UITableView.automaticDimension`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = UITableView.automaticDimension

/// The Swift 4.1 name of `UIView.layoutFittingCompressedSize`: unavailable and renamed, as in
/// UIKit.
@available(*, unavailable, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize: CGSize = UIView.layoutFittingCompressedSize

/// The Swift 4.1 name of `UISegmentedControl.noSegment`: unavailable and renamed, as in UIKit.
@available(*, unavailable, renamed: "UISegmentedControl.noSegment")
public let UISegmentedControlNoSegment: Int = UISegmentedControl.noSegment

/// The Swift 4.1 name of `UIResponder.keyboardFrameEndUserInfoKey`: unavailable and renamed, as in
/// UIKit.
@available(*, unavailable, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey: String = UIResponder.keyboardFrameEndUserInfoKey

/// The Swift 4.1 name of `UIResponder.keyboardAnimationDurationUserInfoKey`: unavailable and
/// renamed, as in UIKit.
@available(*, unavailable, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey: String = UIResponder
  .keyboardAnimationDurationUserInfoKey
