import ListBindingUIKit
import Testing

// UIKit's declarations of cell configuration (iOS 14 and 15), each with the type of its page in
// Apple's documentation: UIConfigurationState (`subscript(key: UIConfigurationStateCustomKey)
// -> AnyHashable? { get set }`; its trait collection is not declared here),
// UIConfigurationStateCustomKey (`init(_:)`, `init(rawValue:)`, `rawValue`),
// UICellConfigurationState (`isDisabled`, `isHighlighted`, `isSelected`, `isFocused`,
// `isEditing`, `isExpanded`, `isSwiped`, `isReordering`, `cellDragState:
// UICellConfigurationState.DragState` (`.none`, `.lifting`, `.dragging`), `cellDropState:
// UICellConfigurationState.DropState` (`.none`, `.notTargeted`, `.targeted`)),
// UIViewConfigurationState (`isDisabled`, `isHighlighted`, `isSelected`, `isFocused`),
// UITableViewCell's `configurationState`, `setNeedsUpdateConfiguration()`,
// `updateConfiguration(using:)` (open), `configurationUpdateHandler:
// UITableViewCell.ConfigurationUpdateHandler?` (`(UITableViewCell, UICellConfigurationState) ->
// Void`), `backgroundConfiguration: UIBackgroundConfiguration?`,
// `defaultBackgroundConfiguration()`, `automaticallyUpdatesBackgroundConfiguration`,
// `automaticallyUpdatesContentConfiguration`, the same on UITableViewHeaderFooterView with
// UIViewConfigurationState (and `contentConfiguration`, `defaultContentConfiguration()`),
// UIContentConfiguration (`makeContentView() -> any UIView & UIContentView`, `updated(for:
// any UIConfigurationState) -> Self`), UIContentView (`var configuration: any
// UIContentConfiguration { get set }`, `supports(_:) -> Bool`, iOS 16),
// UIListContentConfiguration.updated(for:), UIBackgroundConfiguration (`clear()`,
// `listPlainCell()`, `listGroupedCell()`, `listPlainHeaderFooter()`,
// `listGroupedHeaderFooter()`, and iOS 18's `listCell()`, `listHeader()`, `listFooter()`,
// `customView: UIView?`, `cornerRadius: CGFloat`,
// `backgroundInsets: NSDirectionalEdgeInsets`, `backgroundColor: UIColor?`, `strokeColor:
// UIColor?`, `strokeWidth: CGFloat`, `strokeOutset: CGFloat`, `resolvedBackgroundColor(for:)`,
// `resolvedStrokeColor(for:)`, `updated(for:)`), UIColor.label.
// Scripts/check-uikit-screens counts the names these tests call as UIKit's.

@MainActor
@Suite("Signatures: UIKit's cell configuration declarations")
struct CellConfigurationSignatureTests {
  @Test("UIConfigurationState, UIConfigurationStateCustomKey, the cell and view states")
  func states() {
    let key = UIConfigurationStateCustomKey("key")
    let raw: String = UIConfigurationStateCustomKey(rawValue: "key").rawValue
    var cell = UICellConfigurationState()
    let flags: [WritableKeyPath<UICellConfigurationState, Bool>] = [
      \.isDisabled, \.isHighlighted, \.isSelected, \.isFocused, \.isEditing, \.isExpanded,
      \.isSwiped, \.isReordering,
    ]
    let drag: WritableKeyPath<UICellConfigurationState, UICellConfigurationState.DragState> =
      \.cellDragState
    let drop: WritableKeyPath<UICellConfigurationState, UICellConfigurationState.DropState> =
      \.cellDropState
    let drags: [UICellConfigurationState.DragState] = [.none, .lifting, .dragging]
    let drops: [UICellConfigurationState.DropState] = [.none, .notTargeted, .targeted]
    let viewFlags: [WritableKeyPath<UIViewConfigurationState, Bool>] = [
      \.isDisabled, \.isHighlighted, \.isSelected, \.isFocused,
    ]
    cell[key] = true
    let custom: AnyHashable? = cell[key]
    var generic: any UIConfigurationState = UIViewConfigurationState()
    generic[key] = 1
    _ = (drag, drop, viewFlags)
    #expect(raw == "key")
    #expect(flags.count == 8 && drags.count == 3 && drops.count == 3)
    #expect(custom == AnyHashable(true))
    #expect(generic[key] == AnyHashable(1))
  }

  @Test("UITableViewCell's configuration members")
  func cell() {
    let state: KeyPath<UITableViewCell, UICellConfigurationState> = \.configurationState
    let setNeeds: (UITableViewCell) -> () -> Void = UITableViewCell.setNeedsUpdateConfiguration
    let update: (UITableViewCell) -> (UICellConfigurationState) -> Void =
      UITableViewCell.updateConfiguration(using:)
    let handler:
      ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.ConfigurationUpdateHandler?> =
        \.configurationUpdateHandler
    let background: ReferenceWritableKeyPath<UITableViewCell, UIBackgroundConfiguration?> =
      \.backgroundConfiguration
    let defaultBackground: (UITableViewCell) -> () -> UIBackgroundConfiguration =
      UITableViewCell.defaultBackgroundConfiguration
    let automaticBackground: ReferenceWritableKeyPath<UITableViewCell, Bool> =
      \.automaticallyUpdatesBackgroundConfiguration
    let automaticContent: ReferenceWritableKeyPath<UITableViewCell, Bool> =
      \.automaticallyUpdatesContentConfiguration
    let content: ReferenceWritableKeyPath<UITableViewCell, UIContentConfiguration?> =
      \.contentConfiguration
    _ = (state, setNeeds, update, handler, background, defaultBackground, automaticBackground)
    _ = automaticContent
    _ = content
    let cell = UITableViewCell()
    cell.configurationUpdateHandler = { cell, state in
      cell.accessoryType = state.isSelected ? .checkmark : .none
    }
    #expect(cell.automaticallyUpdatesContentConfiguration)
    #expect(cell.automaticallyUpdatesBackgroundConfiguration)
    #expect(cell.backgroundConfiguration == nil)
  }

  @Test("UITableViewHeaderFooterView's configuration members")
  func headerFooter() {
    let state: KeyPath<UITableViewHeaderFooterView, UIViewConfigurationState> =
      \.configurationState
    let setNeeds: (UITableViewHeaderFooterView) -> () -> Void =
      UITableViewHeaderFooterView.setNeedsUpdateConfiguration
    let update: (UITableViewHeaderFooterView) -> (UIViewConfigurationState) -> Void =
      UITableViewHeaderFooterView.updateConfiguration(using:)
    let handler:
      ReferenceWritableKeyPath<
        UITableViewHeaderFooterView, UITableViewHeaderFooterView.ConfigurationUpdateHandler?
      > = \.configurationUpdateHandler
    let background:
      ReferenceWritableKeyPath<UITableViewHeaderFooterView, UIBackgroundConfiguration?> =
        \.backgroundConfiguration
    let automaticBackground: ReferenceWritableKeyPath<UITableViewHeaderFooterView, Bool> =
      \.automaticallyUpdatesBackgroundConfiguration
    let automaticContent: ReferenceWritableKeyPath<UITableViewHeaderFooterView, Bool> =
      \.automaticallyUpdatesContentConfiguration
    let content: ReferenceWritableKeyPath<UITableViewHeaderFooterView, UIContentConfiguration?> =
      \.contentConfiguration
    let defaultContent: (UITableViewHeaderFooterView) -> () -> UIListContentConfiguration =
      UITableViewHeaderFooterView.defaultContentConfiguration
    _ = (state, setNeeds, update, handler, background, automaticBackground, automaticContent)
    _ = (content, defaultContent)
  }

  @Test("UIContentConfiguration, UIContentView, UIListContentConfiguration.updated(for:)")
  func contentConfiguration() {
    let make: (UIListContentConfiguration) -> () -> any UIView & UIContentView =
      UIListContentConfiguration.makeContentView
    let updated:
      (UIListContentConfiguration) -> (any UIConfigurationState) -> UIListContentConfiguration =
        UIListContentConfiguration.updated(for:)
    let view = UIListContentConfiguration.cell().makeContentView()
    let configuration: any UIContentConfiguration = view.configuration
    let supports: Bool = view.supports(UIListContentConfiguration.subtitleCell())
    _ = (make, updated, configuration)
    #expect(supports)
  }

  @Test("UIBackgroundConfiguration")
  func background() {
    let styles: [() -> UIBackgroundConfiguration] = [
      UIBackgroundConfiguration.clear, UIBackgroundConfiguration.listPlainCell,
      UIBackgroundConfiguration.listGroupedCell, UIBackgroundConfiguration.listPlainHeaderFooter,
      UIBackgroundConfiguration.listGroupedHeaderFooter, UIBackgroundConfiguration.listCell,
      UIBackgroundConfiguration.listHeader, UIBackgroundConfiguration.listFooter,
    ]
    let customView: WritableKeyPath<UIBackgroundConfiguration, UIView?> = \.customView
    let cornerRadius: WritableKeyPath<UIBackgroundConfiguration, CGFloat> = \.cornerRadius
    let insets: WritableKeyPath<UIBackgroundConfiguration, NSDirectionalEdgeInsets> =
      \.backgroundInsets
    let color: WritableKeyPath<UIBackgroundConfiguration, UIColor?> = \.backgroundColor
    let stroke: WritableKeyPath<UIBackgroundConfiguration, UIColor?> = \.strokeColor
    let strokeWidth: WritableKeyPath<UIBackgroundConfiguration, CGFloat> = \.strokeWidth
    let strokeOutset: WritableKeyPath<UIBackgroundConfiguration, CGFloat> = \.strokeOutset
    let resolved: (UIBackgroundConfiguration) -> (UIColor) -> UIColor =
      UIBackgroundConfiguration.resolvedBackgroundColor(for:)
    let resolvedStroke: (UIBackgroundConfiguration) -> (UIColor) -> UIColor =
      UIBackgroundConfiguration.resolvedStrokeColor(for:)
    let updated:
      (UIBackgroundConfiguration) -> (any UIConfigurationState) -> UIBackgroundConfiguration =
        UIBackgroundConfiguration.updated(for:)
    _ = (customView, cornerRadius, insets, color, stroke, strokeWidth, strokeOutset, resolved)
    let label: UIColor = .label
    _ = (resolvedStroke, updated, label)
    #expect(styles.count == 8)
  }
}
