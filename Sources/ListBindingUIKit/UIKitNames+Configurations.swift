import ListBinding

// The names of UIKit's cell configuration API (iOS 14 and 15) a UIKit file spells, as
// ListBinding's own types: the state a cell's or a header's configurations follow, the view a
// content configuration makes, and the background configuration. The members UIKit declares on
// `UITableViewCell` and `UITableViewHeaderFooterView` (`configurationState`,
// `updateConfiguration(using:)`, `configurationUpdateHandler`, `setNeedsUpdateConfiguration()`,
// `backgroundConfiguration`, `automaticallyUpdatesContentConfiguration`,
// `automaticallyUpdatesBackgroundConfiguration`) are the native classes'.

/// The state a view's configurations follow, as UIKit's `UIConfigurationState` protocol:
/// ListBinding's `ConfigurationState`, without the trait collection.
public typealias UIConfigurationState = ConfigurationState

/// The name of a custom state, as UIKit's `UIConfigurationStateCustomKey`: ListBinding's
/// `ConfigurationStateCustomKey`.
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey

/// A cell's state, as UIKit's `UICellConfigurationState`: ListBinding's
/// `CellConfigurationState`, the type of `UITableViewCell.configurationState`.
public typealias UICellConfigurationState = CellConfigurationState

/// A header's or footer's state, as UIKit's `UIViewConfigurationState`: ListBinding's
/// `ViewConfigurationState`, the type of `UITableViewHeaderFooterView.configurationState`.
public typealias UIViewConfigurationState = ViewConfigurationState

/// A view a content configuration makes, as UIKit's `UIContentView` protocol: ListBinding's
/// `ContentView` (`configuration`, `supports(_:)`).
public typealias UIContentView = ContentView

/// A background's look, as UIKit's `UIBackgroundConfiguration`: ListBinding's
/// `BackgroundConfiguration`, the type of `backgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
