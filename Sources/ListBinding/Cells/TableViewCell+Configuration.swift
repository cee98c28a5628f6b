import Foundation

// A cell's configurations following its state, as UIKit's cells do from iOS 14: the state, the
// update a change of state asks for, and when the update runs. UIKit's pages say the update
// runs when the state changes and may coalesce requests ("setNeedsUpdateConfiguration()"); the
// table runs it before it displays the cell, at a layout that reaches the cell, while a finger
// is down on the row (the frame UIKit draws between touch down and up), and once the call that
// changed the state is done, as UIKit's layout when the run loop turns.

extension TableViewCell {
  /// The type of ``configurationUpdateHandler``, as `UITableViewCell.ConfigurationUpdateHandler`:
  /// the cell and its new state.
  public typealias ConfigurationUpdateHandler =
    @MainActor (TableViewCell, CellConfigurationState)
    -> Void

  /// Asks for a configuration update, as `UITableViewCell.setNeedsUpdateConfiguration()`: it
  /// runs before the table displays the cell, at the next layout that reaches the cell, or
  /// once the table's current call is done, whichever comes first. Requests made before it
  /// runs make one update. The cell asks when its selection, highlight, editing mode or swipe
  /// changes, when it is reused and when its ``configurationUpdateHandler`` is set.
  ///
  /// - Complexity: O(1).
  public func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// A background configuration with the system's values for a cell of the table the cell is
  /// in, as `UITableViewCell.defaultBackgroundConfiguration()`: ``BackgroundConfiguration/listGroupedCell()``
  /// in a grouped table, ``BackgroundConfiguration/listPlainCell()`` otherwise.
  ///
  /// - Complexity: O(1).
  public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
    switch (host as? TableView)?.style {
    case .grouped, .insetGrouped: return .listGroupedCell()
    case .plain, nil: return .listPlainCell()
    }
  }

  /// Runs the update asked for, if any: the automatic updates of the content and background
  /// configurations, ``updateConfiguration(using:)``, then ``configurationUpdateHandler``, with
  /// one state. An update asked for meanwhile waits for the next time.
  ///
  /// - Complexity: O(1), plus what the configurations, the override and the handler do.
  func runPendingConfigurationUpdate() {
    guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
    needsConfigurationUpdate = false
    isUpdatingConfiguration = true
    defer { isUpdatingConfiguration = false }
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let contentConfiguration {
      self.contentConfiguration = contentConfiguration.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration {
      self.backgroundConfiguration = backgroundConfiguration.updated(for: state)
    }
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  /// Shows ``contentConfiguration`` in the content view made for it (see
  /// ``ConfiguredContentView``); a configuration set by that view's setter is kept, not shown.
  func showContentConfiguration() {
    guard !isShowingContentConfiguration else { return }
    isShowingContentConfiguration = true
    defer { isShowingContentConfiguration = false }
    // A copy: the configuration's and the view's code may read the cell meanwhile.
    var shown = configuredContentView
    shown.show(contentConfiguration, in: self)
    configuredContentView = shown
  }
}
