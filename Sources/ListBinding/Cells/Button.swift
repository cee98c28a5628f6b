import Foundation

/// A tappable control with a title per state, the counterpart of `UIButton`.
///
/// Actions are closures. ``tap()`` is a user's tap: it sends the events a finger sends, in
/// order; ``send(_:)`` sends the events you name. Both throw what the actions throw.
/// ``Control/sendActions(for:)`` is UIKit's `UIControl.sendActions(for:)`: it does not throw, and
/// reports an error to ``UncaughtErrors`` as UIKit raises an exception:
///
/// ```swift
/// let button = Button()
/// button.setTitle("○", for: .normal)
/// button.setTitle("●", for: .selected)
/// button.addAction(for: .touchUpInside) { button in button.isSelected.toggle() }
/// try button.tap()  // button.isSelected == true, title "●"
/// try button.send(.touchUpInside)  // button.isSelected == false, title "○"
/// button.sendActions(for: .touchUpInside)  // button.isSelected == true, title "●"
/// ```
@preconcurrency @MainActor
open class Button: Control {
  private var titles: [State: String] = [:]
  private var images: [State: Image] = [:]
  private var titleColors: [State: Color] = [:]
  private var backgroundImages: [State: Image] = [:]
  /// The title label, once asked for (see ``titleLabel``).
  private var storedTitleLabel: Label?

  // A button is created with `Button()`, `Button(frame:)` or, from an archive,
  // `Button(coder:)` (which fails): `View`'s initializers, inherited.

  /// Sets the title shown in `state`.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to remove it (the normal title then shows in that state).
  ///   - state: The state the title is for.
  public func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    updateTitleLabel()
  }

  /// The title for `state`: the one set for it, or else the normal title, as in UIKit.
  public func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title shown in the button's current state.
  public var currentTitle: String? { title(for: state) }

  /// The label that shows the button's title, as `UIButton.titleLabel`: style the title through
  /// its ``Label/font``, ``Label/textColor`` and ``Label/numberOfLines``, as UIKit code does
  /// (`button.titleLabel?.font = .boldSystemFont(ofSize: 12)`).
  ///
  /// Made when first asked for, and never `nil` (Apple's page: it "returns a value even if the
  /// button has not been displayed yet"). Its text is the ``currentTitle``, kept in step by
  /// ``setTitle(_:for:)`` and by changes of the button's state; set the title with
  /// ``setTitle(_:for:)``, not through the label's text, as Apple's page says. Its `textColor`
  /// is the ``titleColor(for:)`` of the current state when one is set. Its style starts as a
  /// label's default (the system font at 17 points, ``Color/label``, one line; *assumed*: UIKit
  /// gives a button's title a smaller font); once it differs, the button is drawn as a
  /// ``RenderedElement/styledButton(_:isSelected:)`` that carries that style. The label is not
  /// one of the button's ``View/subviews`` here.
  ///
  /// - Complexity: O(1).
  public var titleLabel: Label? {
    if let storedTitleLabel { return storedTitleLabel }
    let label = Label(text: currentTitle)
    storedTitleLabel = label
    updateTitleLabel()
    return label
  }

  /// Whether the button is selected, as `UIControl.isSelected`; a change updates the
  /// ``titleLabel`` to the title of the new state, then the button's configuration (see
  /// ``setNeedsUpdateConfiguration()``).
  open override var isSelected: Bool {
    didSet { stateChanged(isSelected != oldValue) }
  }

  /// Whether the button is enabled, as `UIControl.isEnabled`; a change updates the
  /// ``titleLabel`` to the title of the new state, then the button's configuration.
  open override var isEnabled: Bool {
    didSet { stateChanged(isEnabled != oldValue) }
  }

  /// Whether the button is highlighted, as `UIControl.isHighlighted`; a change updates the
  /// ``titleLabel`` to the title of the new state, then the button's configuration.
  open override var isHighlighted: Bool {
    didSet { stateChanged(isHighlighted != oldValue) }
  }

  /// The type of ``configurationUpdateHandler``, as `UIButton.ConfigurationUpdateHandler`: the
  /// button to update.
  public typealias ConfigurationUpdateHandler = @MainActor (Button) -> Void

  /// A closure that updates the button for its new state, as
  /// `UIButton.configurationUpdateHandler`: an alternative to overriding
  /// ``updateConfiguration()``, run right after it. Setting one runs an update
  /// (``setNeedsUpdateConfiguration()``).
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// A line the button shows after its title, as `UIButton.Configuration.subtitle`; `nil` by
  /// default. A ``PlainTextRenderer`` draws it after the title, after a middle dot:
  /// `[Save · 3 files]`. ListBindingUIKit sets it from a configuration's subtitle.
  public var subtitle: String?

  /// Asks the button to update its configuration for its current state, as
  /// `UIButton.setNeedsUpdateConfiguration()`: calls ``updateConfiguration()``, then the
  /// ``configurationUpdateHandler``. The button asks when it becomes highlighted, selected or
  /// disabled, or stops being so, and when a handler is set. The update runs at once
  /// (*assumed*: UIKit runs it before its next layout; there is no update cycle here), so a
  /// test reads its outcome right after the change.
  ///
  /// A request made while an update runs (a handler that changes the button's state, or that
  /// asks again) is served by that update and starts none of its own (*assumed*: UIKit defers
  /// it to the next layout pass), so a handler that toggles the button's state ends.
  ///
  /// - Complexity: O(1), plus what the override and the handler do.
  public func setNeedsUpdateConfiguration() {
    guard !isUpdatingConfiguration else { return }
    isUpdatingConfiguration = true
    defer { isUpdatingConfiguration = false }
    updateConfiguration()
    configurationUpdateHandler?(self)
  }

  /// Whether ``setNeedsUpdateConfiguration()`` is running its update.
  private var isUpdatingConfiguration = false

  /// Updates the button's configuration for its current ``Control/state``, as
  /// `UIButton.updateConfiguration()`: override it to change the button (its configuration,
  /// title, image) as its state changes; the default does nothing. Don't call it: ask with
  /// ``setNeedsUpdateConfiguration()``.
  ///
  /// - Complexity: O(1) for the default.
  open func updateConfiguration() {}

  /// Updates the title label to a new state, then the configuration, when `changed`.
  private func stateChanged(_ changed: Bool) {
    updateTitleLabel()
    if changed { setNeedsUpdateConfiguration() }
  }

  /// Gives the title label, when there is one, the title and title color of the current state.
  private func updateTitleLabel() {
    guard let label = storedTitleLabel else { return }
    let title = currentTitle
    if label.text != title { label.text = title }
    if let color = titleColor(for: state), label.textColor != color { label.textColor = color }
  }

  /// Sets the image shown in `state`, as `UIButton.setImage(_:for:)`. A
  /// ``PlainTextRenderer`` draws it before the title inside the button's brackets, as an
  /// ``ImageView`` draws an image: `[:star.fill: Save]`, or `[:star.fill:]` without a title.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` to remove it (the normal image then shows in that state).
  ///   - state: The state the image is for.
  /// - Complexity: O(1) expected.
  public func setImage(_ image: Image?, for state: State) {
    images[state] = image
  }

  /// The image for `state`: the one set for it, or else the normal image, as
  /// `UIButton.image(for:)`.
  ///
  /// - Complexity: O(1) expected.
  public func image(for state: State) -> Image? {
    images[state] ?? images[.normal]
  }

  /// The image shown in the button's current state, as `UIButton.currentImage`.
  ///
  /// - Complexity: O(1) expected.
  public var currentImage: Image? { image(for: state) }

  /// Sets the title's color in `state`, as `UIButton.setTitleColor(_:for:)`. A text renderer
  /// draws no color; the ``titleLabel``'s `textColor` takes the color of the button's current
  /// state, as in UIKit.
  ///
  /// - Parameters:
  ///   - color: The color, or `nil` to remove it (the normal color then applies in that state).
  ///   - state: The state the color is for.
  /// - Complexity: O(1) expected.
  public func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
    updateTitleLabel()
  }

  /// The title's color for `state`: the one set for it, or else the normal one, as
  /// `UIButton.titleColor(for:)`; `nil` when none was set (UIKit gives a system color).
  ///
  /// - Complexity: O(1) expected.
  public func titleColor(for state: State) -> Color? {
    titleColors[state] ?? titleColors[.normal]
  }

  /// The title's color in the button's current state, as `UIButton.currentTitleColor`: white
  /// when none was set, the default Apple's page of the property gives.
  ///
  /// - Complexity: O(1) expected.
  public var currentTitleColor: Color { titleColor(for: state) ?? .white }

  /// Sets the background image shown in `state`, as `UIButton.setBackgroundImage(_:for:)`.
  /// Recorded only: a text renderer draws no background.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` to remove it (the normal one then applies in that state).
  ///   - state: The state the image is for.
  /// - Complexity: O(1) expected.
  public func setBackgroundImage(_ image: Image?, for state: State) {
    backgroundImages[state] = image
  }

  /// The background image for `state`: the one set for it, or else the normal one, as
  /// `UIButton.backgroundImage(for:)`.
  ///
  /// - Complexity: O(1) expected.
  public func backgroundImage(for state: State) -> Image? {
    backgroundImages[state] ?? backgroundImages[.normal]
  }

  /// The background image in the button's current state, as
  /// `UIButton.currentBackgroundImage`.
  ///
  /// - Complexity: O(1) expected.
  public var currentBackgroundImage: Image? { backgroundImage(for: state) }

  /// Whether a pointer over the button highlights it, as
  /// `UIButton.isPointerInteractionEnabled`; `false` by default, as in UIKit. Recorded only:
  /// there is no pointer.
  public var isPointerInteractionEnabled = false

  /// Adds a closure called with the button each time one of `events` is sent.
  ///
  /// - Complexity: O(1) amortized.
  public func addAction(
    for events: Event = .touchUpInside, handler: @escaping @MainActor (Button) throws -> Void
  ) {
    addHandler(for: events) { control in
      if let button = control as? Button { try handler(button) }
    }
  }

  /// Calls, in the order they were added, the actions added for any of `events`, throwing what
  /// they throw; a simulated tap is `send(.touchUpInside)`.
  ///
  /// As in UIKit, this sends the actions even when the button is disabled; a disabled button
  /// only ignores real touches. For a button inside a displayed cell it is a gesture on the
  /// table: the row's index path is taken when it begins, and a tap (`.touchUpInside` or
  /// `.primaryActionTriggered`) is then reported with it, after the actions, to the cell's
  /// ``TableViewCell/onTap(of:_:)`` closure, the table's delegate and its data source. A call
  /// the actions make to the table runs at once, on the table as the tap left it, as in UIKit;
  /// the index path reported is still the one taken when the tap began.
  ///
  /// - Parameter events: The events whose actions run.
  /// - Throws: What an action or a report throws: a ``TableViewError`` as it is, any other
  ///   error wrapped in ``TableViewError/callbackFailed(_:_:)``. The actions after it do not
  ///   run.
  /// - Complexity: O(*a*), where *a* is the number of actions, plus what they do.
  open override func send(_ events: Event) throws(TableViewError) {
    if let cell = enclosingCell, let host = cell.host, host.indexPath(for: cell) != nil {
      try host.sendActions(of: self, in: cell, sequence: [events], isTap: false)
    } else {
      try runActions(for: events)
    }
  }

  /// Taps the button as a user's finger does: sends `.touchDown`, then `.touchUpInside`, then
  /// `.primaryActionTriggered`, each to the actions added for it, in the order they were added.
  ///
  /// A tap reaches only a button a finger can touch: while the button is disabled
  /// (``Control/isEnabled``), hidden or transparent, or does not take touches
  /// (``View/isUserInteractionEnabled``) — itself or a view it is in, up to its cell and the
  /// table that displays the cell — the tap sends nothing, as UIKit's hit-testing and
  /// `UIControl.isEnabled` say. For a button inside a displayed cell, the tap is one gesture on
  /// the table: the row's index path is taken when it begins and reported once, after the
  /// actions, as ``send(_:)`` reports a `.touchUpInside`.
  ///
  /// - Throws: What an action or a report throws, as ``send(_:)``; the events after
  ///   it are not sent.
  /// - Complexity: O(*a* + *d*), where *a* is the number of actions and *d* the depth of the
  ///   button in its view tree, plus what the actions do.
  public func tap() throws(TableViewError) {
    guard isEnabled, isReachableByTouch else { return }
    if let cell = enclosingCell, let host = cell.host, host.indexPath(for: cell) != nil {
      try host.sendActions(of: self, in: cell, sequence: Self.tapEvents, isTap: true)
    } else {
      for event in Self.tapEvents { try runActions(for: event) }
    }
  }

  /// The events of a tap, in the order a finger sends them. The order of the last two is
  /// *assumed*: UIKit documents both as sent by a tap, not their order.
  static let tapEvents: [Event] = [.touchDown, .touchUpInside, .primaryActionTriggered]

  /// Calls the actions added for any of `events`, in order.
  func runActions(for events: Event) throws(TableViewError) {
    try runHandlers(for: events, as: TableViewError.Callback("Button action"))
  }

  /// The actions added for any of `events`, in the order they were added.
  ///
  /// - Complexity: O(*a*), where *a* is the number of actions.
  func actions(for events: Event) -> [@MainActor (Control) throws -> Void] {
    handlers(for: events)
  }

  /// The button as one button element with its current image and title: a
  /// ``RenderedElement/button(title:isSelected:)``, or a
  /// ``RenderedElement/styledButton(_:isSelected:)`` with the font, color and number of lines
  /// of the ``titleLabel`` when they are not a label's defaults.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    let shown = [
      currentImage.map { ":" + $0.name + ":" }, currentTitle, subtitle.map { "· " + $0 },
    ].compactMap { $0 }
    let title = shown.joined(separator: " ")
    let element: RenderedElement
    if let label = storedTitleLabel {
      let styled = StyledText(
        text: title, font: label.font, color: titleColor(for: state) ?? label.textColor,
        numberOfLines: label.numberOfLines)
      element =
        styled.isPlain
        ? .button(title: title, isSelected: isSelected)
        : .styledButton(styled, isSelected: isSelected)
    } else {
      element = .button(title: title, isSelected: isSelected)
    }
    return [element] + super.renderedElements()
  }
}
