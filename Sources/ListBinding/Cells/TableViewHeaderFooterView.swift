import Foundation

/// A reusable view for a section's header or footer, the counterpart of
/// `UITableViewHeaderFooterView`.
///
/// Register a class with ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and
/// return a dequeued view from the delegate's `tableView(_:viewForHeaderInSection:)`:
///
/// ```swift
/// func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
///   let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
///   header?.textLabel?.text = sections[section].title
///   return header
/// }
/// ```
///
/// Subclass it to show your own views: add them to ``contentView`` in an override of
/// ``init(reuseIdentifier:)``, the designated initializer the table's dequeue runs (through
/// ``init(dequeuedWithReuseIdentifier:)``), declare ``init(coder:)`` as UIKit subclasses do,
/// and reset the views in ``prepareForReuse()``.
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
  /// The identifier the view is reused under, or `nil` when it is never reused.
  public let reuseIdentifier: String?

  /// The view that holds the view's own subviews.
  public let contentView = View()

  /// The view's frame, as ``View/frame``; the table sets it to the rect it gives the view, in its
  /// content coordinates, as UIKit's layout does. A new size gives ``contentView`` the view's
  /// bounds, so that views pinned to its edges fit the view (UIKit also takes out the room of
  /// an accessory and of the editing controls; here the content view fills the view).
  ///
  /// - Complexity: O(1).
  open override var frame: CGRect {
    didSet {
      if frame.size != oldValue.size { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }
  }

  /// The view's main label. Never `nil`; optional as in UIKit.
  public let textLabel: Label?

  /// A secondary label, shown after the main one. Never `nil`; optional as in UIKit.
  public let detailTextLabel: Label?

  /// What the view shows in place of its labels and content view, such as a
  /// ``ListContentConfiguration``, or `nil` to show those.
  ///
  /// As a cell's (see ``TableViewCell/contentConfiguration``): the view shows the content view
  /// the configuration makes, a subview beside ``contentView``, and gives a new configuration
  /// to that view when it ``ContentView/supports(_:)`` it.
  public var contentConfiguration: (any ContentConfiguration)? {
    didSet {
      guard !isShowingContentConfiguration else { return }
      isShowingContentConfiguration = true
      defer { isShowingContentConfiguration = false }
      var shown = configuredContentView
      shown.show(contentConfiguration, in: self)
      configuredContentView = shown
    }
  }

  /// The content view the view shows for its ``contentConfiguration``.
  private var configuredContentView = ConfiguredContentView()
  /// Whether the view is giving a configuration to its content view.
  private var isShowingContentConfiguration = false
  /// Whether the view's configuration update is due.
  private var needsConfigurationUpdate = true
  /// Whether the view's configuration update is running.
  private var isUpdatingConfiguration = false

  /// The type of ``configurationUpdateHandler``, as
  /// `UITableViewHeaderFooterView.ConfigurationUpdateHandler`: the view and its new state.
  public typealias ConfigurationUpdateHandler =
    @MainActor (
      TableViewHeaderFooterView, ViewConfigurationState
    ) -> Void

  /// A closure that updates the view's configurations for its state, as
  /// `UITableViewHeaderFooterView.configurationUpdateHandler`; `nil` by default. It runs after
  /// ``updateConfiguration(using:)``. Setting it asks for an update.
  public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the view replaces its ``contentConfiguration`` with the configuration's
  /// ``ContentConfiguration/updated(for:)`` when it updates; `true` by default, as in UIKit.
  public var automaticallyUpdatesContentConfiguration = true

  /// Whether the view replaces its ``backgroundConfiguration`` with the configuration's
  /// ``BackgroundConfiguration/updated(for:)`` when it updates; `true` by default, as in UIKit.
  public var automaticallyUpdatesBackgroundConfiguration = true

  /// The view's background, or `nil` for none, as
  /// `UITableViewHeaderFooterView.backgroundConfiguration`. Setting one that is not `nil` sets
  /// ``View/backgroundColor`` to `nil`. Appearance only: a ``PlainTextRenderer`` draws no
  /// backgrounds.
  public var backgroundConfiguration: BackgroundConfiguration? {
    didSet { if backgroundConfiguration != nil { backgroundColor = nil } }
  }

  /// The view's state, as `UITableViewHeaderFooterView.configurationState`: a header or footer
  /// is never selected or highlighted by the table. Override it to add states of your own,
  /// starting from `super`'s, and call ``setNeedsUpdateConfiguration()`` when they change.
  ///
  /// - Complexity: O(1).
  open var configurationState: ViewConfigurationState {
    ViewConfigurationState()
  }

  /// Asks for a configuration update, as
  /// `UITableViewHeaderFooterView.setNeedsUpdateConfiguration()`: it runs before the table
  /// shows the view, at the next layout that reaches it, or once the table's current call is
  /// done. The view asks when it is reused and when its ``configurationUpdateHandler`` is set.
  ///
  /// - Complexity: O(1).
  public func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the view's configurations for `state`, as
  /// `UITableViewHeaderFooterView.updateConfiguration(using:)`: override it to set them; the
  /// default does nothing. Don't call it: ask with ``setNeedsUpdateConfiguration()``.
  ///
  /// - Parameter state: The view's ``configurationState``.
  /// - Complexity: O(1) for the default.
  open func updateConfiguration(using state: ViewConfigurationState) {}

  /// Whether a configuration update is asked for and not running.
  override var hasPendingConfigurationUpdate: Bool {
    needsConfigurationUpdate && !isUpdatingConfiguration
  }

  /// Runs the configuration update asked for, if any: the automatic updates, then
  /// ``updateConfiguration(using:)`` and ``configurationUpdateHandler`` with one state.
  override func updatePendingConfiguration() {
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

  /// Creates a view with a reuse identifier, as
  /// `UITableViewHeaderFooterView.init(reuseIdentifier:)`: the designated initializer a subclass
  /// overrides, calling `super`.
  ///
  /// - Parameter reuseIdentifier: The identifier to reuse the view under, or `nil` for none.
  /// - Complexity: O(1).
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    textLabel = Label()
    detailTextLabel = Label()
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Fails, as every view's `init(coder:)`: there are no archives to decode.
  ///
  /// - Parameter coder: Not read.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a view that is not reused.
  ///
  /// - Complexity: O(1).
  public convenience init() {
    self.init(reuseIdentifier: nil)
  }

  /// Creates a view of a registered class for a dequeue: `init(reuseIdentifier:)`. The table
  /// calls it; you don't.
  ///
  /// `required` and a convenience initializer, as ``TableViewCell/init(dequeuedWithReuseIdentifier:)``:
  /// a subclass that overrides ``init(reuseIdentifier:)`` and ``init(coder:)``, or declares no
  /// initializer, has it without writing it.
  ///
  /// - Parameter reuseIdentifier: The identifier the class is registered under.
  /// - Complexity: O(1), plus what the subclass's initializer does.
  public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// Resets the view before the table hands it out again.
  ///
  /// The default clears both labels' text and the content configuration. Subclasses reset
  /// every field they set for a section, and call `super`.
  open func prepareForReuse() {
    textLabel?.text = nil
    detailTextLabel?.text = nil
    contentConfiguration = nil
    setNeedsUpdateConfiguration()
  }

  /// The height the view needs for its content, for a header or footer whose height is
  /// ``TableView/automaticDimension``: UIKit's self-sizing, by one deterministic rule, as
  /// ``TableViewCell/fittingHeight(forWidth:)`` for cells.
  ///
  /// The default gives 0 when the view shows nothing (hidden, transparent or empty), else 28
  /// points, the height of a header with a title, for one line of text and 20 more for each
  /// further line (each line break in a text starts one), up to ``TableView/maximumDimension``.
  /// Any other view the delegate returns is sized by the same rule. Override it to size a view
  /// of your own: a height that is not finite, below 0 or above that maximum makes the call
  /// that lays the view out throw ``TableViewError/invalidGeometry(_:)``.
  ///
  /// When a layout of constraints is installed (``View/constraintFittingHeight``:
  /// ListBindingUIKit installs one), it is asked first, and the rule above is what it falls
  /// back to: with ListBindingUIKit, a view whose content view's constraints determine its
  /// height gets that height, as in UIKit.
  ///
  /// - Parameter width: The table's width, for views that lay out by width.
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree, plus what the
  ///   installed layout does.
  open func fittingHeight(forWidth width: CGFloat) -> CGFloat {
    guard let measure = View.constraintFittingHeight else {
      return Self.fittingHeight(of: renderedElements())
    }
    return measure(self, width) { Self.fittingHeight(of: self.renderedElements()) }
  }

  /// The height of a header or footer showing `elements`: 0 for none, else 28 points for one
  /// line and 20 more for each further line.
  ///
  /// - Complexity: O(*e*), where *e* is the number of elements.
  static func fittingHeight(of elements: [RenderedElement]) -> CGFloat {
    guard !elements.isEmpty else { return 0 }
    var lines = 1
    for element in elements {
      switch element {
      case .text(let text): lines += text.count { $0 == "\n" }
      case .styledText(let styled): lines += styled.text.count { $0 == "\n" }
      case .lineBreak: lines += 1
      default: break
      }
    }
    return min(28 + 20 * CGFloat(lines - 1), TableView.maximumDimension)
  }

  /// A content configuration for a header, with nothing to show yet:
  /// ``ListContentConfiguration/header()``.
  ///
  /// - Complexity: O(1).
  public func defaultContentConfiguration() -> ListContentConfiguration {
    .header()
  }

  /// What the view shows: its content configuration's elements, or else its labels' and those
  /// of its subviews (the content view's first); nothing when it is hidden or transparent.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    if contentConfiguration != nil { return configuredContentView.renderedElements(in: self) }
    var elements = textLabel?.renderedElements() ?? []
    elements += detailTextLabel?.renderedElements() ?? []
    return elements + super.renderedElements()
  }
}
