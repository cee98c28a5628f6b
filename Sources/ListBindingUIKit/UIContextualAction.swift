import ListBinding

// The swipe actions a UIKit file builds, as ListBinding's own classes: their initializers,
// handlers and properties have UIKit's shape (`UIContextualAction(style:title:handler:)` with
// a handler taking the action, its view and a completion; `UISwipeActionsConfiguration(actions:)`
// and `performsFirstActionWithFullSwipe`), and the older `UITableViewRowAction` that
// `tableView(_:editActionsForRowAt:)` returns.

/// An action a swipe on a row reveals, as UIKit's `UIContextualAction`: ListBinding's
/// `ContextualAction`. Its handler gets the action, the view that shows it and a completion to
/// call with whether the action was performed; the swipe closes when it is called.
public typealias UIContextualAction = ContextualAction

/// The actions a swipe on a row reveals, as UIKit's `UISwipeActionsConfiguration`:
/// ListBinding's `SwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration

/// An action a swipe on a row reveals, as UIKit's `UITableViewRowAction` (iOS 8, deprecated in
/// iOS 13 in favour of ``UIContextualAction``, and still working): ListBinding's `RowAction`.
///
/// A delegate returns these from `tableView(_:editActionsForRowAt:)`. Create one with
/// `UITableViewRowAction(style:title:handler:)`: the style is `.default`, `.destructive` or
/// `.normal`, and the handler gets the action and the index path of its row when the user taps
/// it; the actions hide once it returns. `title`, `style` and `backgroundColor` are UIKit's;
/// `backgroundEffect` is not declared.
public typealias UITableViewRowAction = RowAction
