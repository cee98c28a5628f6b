import ListBinding

// The swipe actions a UIKit file builds, as ListBinding's own classes: their initializers,
// handlers and properties have UIKit's shape (`UIContextualAction(style:title:handler:)` with
// a handler taking the action, its view and a completion; `UISwipeActionsConfiguration(actions:)`
// and `performsFirstActionWithFullSwipe`).

/// An action a swipe on a row reveals, as UIKit's `UIContextualAction`: ListBinding's
/// `ContextualAction`. Its handler gets the action, the view that shows it and a completion to
/// call with whether the action was performed; the swipe closes when it is called.
public typealias UIContextualAction = ContextualAction

/// The actions a swipe on a row reveals, as UIKit's `UISwipeActionsConfiguration`:
/// ListBinding's `SwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
