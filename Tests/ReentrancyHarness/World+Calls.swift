import Foundation
import ListBinding

extension World {
  /// A row of the data, usually; sometimes a path no table has.
  func randomPath() -> IndexPath {
    let total = data.reduce(0) { $0 + $1.count }
    guard total > 0, choices.chance(9, in: 10) else {
      return choices.pick([
        IndexPath(row: Int.max, section: 0), IndexPath(row: 0, section: Int.min),
        IndexPath(row: -1, section: 0), IndexPath(row: 0, section: data.count),
        IndexPath(row: Int.min, section: Int.max), IndexPath(indexes: [0, 0, 0]), IndexPath(),
      ])
    }
    var offset = choices.below(total)
    for (section, items) in data.enumerated() {
      if offset < items.count { return IndexPath(row: offset, section: section) }
      offset -= items.count
    }
    return IndexPath(row: 0, section: 0)
  }

  /// Where a drag may drop a row: a row, or the end of a section, or nowhere.
  private func randomDestination() -> IndexPath {
    guard !data.isEmpty, choices.chance(1, in: 3) else { return randomPath() }
    let section = choices.below(data.count)
    return IndexPath(row: data[section].count, section: section)
  }

  private static let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]

  /// A random call of the list; a data change only when `mayChangeData`.
  func randomListCall(mayChangeData: Bool) -> ListCall {
    let total = data.reduce(0) { $0 + $1.count }
    var roll = choices.below(108)
    if roll < 29, !readsCountsSafely { roll += 29 }
    switch roll {
    case 0..<18 where mayChangeData:
      return .update(mutations.change(data))
    case 18..<22:
      if mayChangeData, choices.chance(1, in: 3) {
        return .reload((0..<choices.below(5)).map { _ in mutations.freshItems(choices.below(7)) })
      }
      return .reload(nil)
    case 22..<28:
      return .invalidUpdate(mutations.invalid(data))
    case 28:
      return .failingBatch
    case 29..<35:
      switch choices.below(10) {
      case 0: return .setOffset(Int.min)
      case 1: return .setOffset(Int.max)
      default: return .setOffset(choices.below(total + 6) - 3)
      }
    case 35..<39:
      switch choices.below(12) {
      case 0: return .setHeight(-1)
      case 1: return .setHeight(Int.max)
      case 2: return .setHeight(TableView.maximumViewportHeight + 1)
      default: return .setHeight(choices.below(9))
      }
    case 39..<44:
      return .scrollTo(randomPath(), choices.pick(Self.positions))
    case 44..<52:
      return .select(
        choices.chance(1, in: 8) ? nil : randomPath(),
        choices.chance(1, in: 2) ? .none : choices.pick(Self.positions))
    case 52..<56:
      return .deselect(randomPath())
    case 56..<68:
      return .tap(randomPath())
    case 68..<74:
      // A table in editing mode refuses swipes, and a delete control's confirmation hears no
      // willBeginEditingRowAt: most swipes first leave editing mode, so that swipes reveal.
      if list.isEditing, choices.chance(2, in: 3) { return .setEditing(false) }
      return .swipe(
        randomPath(), choices.chance(1, in: 2) ? .leading : .trailing,
        fully: choices.chance(1, in: 3))
    case 74..<78:
      return .tapSwipeAction(
        choices.chance(1, in: 8) ? choices.pick([-1, Int.min, Int.max]) : choices.below(3))
    case 78..<80:
      return .hideSwipe
    case 80..<85:
      return .drag(randomPath(), randomDestination())
    case 85..<89:
      return .tapEditing(randomPath())
    case 89..<93:
      return .setEditing(choices.chance(1, in: 2))
    case 100..<105:
      return .dragBy(randomDistance())
    case 105...:
      return .tapIndexTitle(randomIndexTitle())
    default:
      let cells = list.visibleCells.compactMap { $0 as? ItemCell }
      guard !cells.isEmpty else { return .setOffset(choices.below(total + 1)) }
      return .tapButton(choices.pick(cells))
    }
  }

  /// Changes one of the list's settings, on the table and in the model.
  func changeSettings() {
    switch choices.below(4) {
    case 0:
      model.settings.allowsSelection = choices.chance(4, in: 5)
      list.allowsSelection = model.settings.allowsSelection
    case 1:
      model.settings.allowsMultipleSelection.toggle()
      list.allowsMultipleSelection = model.settings.allowsMultipleSelection
    case 2:
      let rules: [SelectionRule?] = [
        nil, nil, .single, .single(allowsDeselection: true), .multiple, .multiple(maximum: 2),
        .disabled,
      ]
      model.settings.rule = choices.pick(rules)
      list.selectionRule = model.settings.rule
    default:
      model.settings.allowsSelectionDuringEditing.toggle()
      list.allowsSelectionDuringEditing = model.settings.allowsSelectionDuringEditing
    }
    trail.append(.text("settings \(model.settings)"))
  }
}
