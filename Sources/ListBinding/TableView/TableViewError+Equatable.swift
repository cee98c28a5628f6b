import Foundation

extension TableViewError: Equatable {
  /// Whether two errors are the same case with the same values; wrapped errors of your own
  /// compare by their type and description.
  ///
  /// - Complexity: O(*m*), where *m* is the size of the values compared.
  public static func == (lhs: TableViewError, rhs: TableViewError) -> Bool {
    switch (lhs, rhs) {
    case (.dataSourceFailed(let a, let x), .dataSourceFailed(let b, let y)):
      return a == b && sameError(x, y)
    case (.callbackFailed(let a, let x), .callbackFailed(let b, let y)):
      return a == b && sameError(x, y)
    case (.batchUpdatesFailed(let x), .batchUpdatesFailed(let y)):
      return sameError(x, y)
    default:
      guard let lhs = lhs.comparableValue, let rhs = rhs.comparableValue else { return false }
      return lhs == rhs
    }
  }

  private static func sameError(_ lhs: any Error, _ rhs: any Error) -> Bool {
    type(of: lhs) == type(of: rhs) && String(describing: lhs) == String(describing: rhs)
  }

  /// The case and its values as one hashable value, for the cases that carry no error.
  private var comparableValue: AnyHashable? {
    switch self {
    case .invalidIndexPath(let path): return ["invalidIndexPath", path] as [AnyHashable]
    case .sectionOutOfRange(let section, let count):
      return ["sectionOutOfRange", section, count] as [AnyHashable]
    case .rowOutOfRange(let path, let count):
      return ["rowOutOfRange", path, count] as [AnyHashable]
    case .unregisteredIdentifier(let identifier):
      return ["unregisteredIdentifier", identifier] as [AnyHashable]
    case .unexpectedCellType(let identifier, let expected, let found):
      return ["unexpectedCellType", identifier, expected, found] as [AnyHashable]
    case .negativeNumberOfSections(let count):
      return ["negativeNumberOfSections", count] as [AnyHashable]
    case .negativeNumberOfRows(let count, let section):
      return ["negativeNumberOfRows", count, section] as [AnyHashable]
    case .tooManySections(let count, let maximum):
      return ["tooManySections", count, maximum] as [AnyHashable]
    case .tooManyRows(let section, let maximum):
      return ["tooManyRows", section, maximum] as [AnyHashable]
    case .cellAlreadyDisplayed(let path, let shownAt):
      return ["cellAlreadyDisplayed", path, shownAt] as [AnyHashable]
    case .cellOfAnotherTable(let path): return ["cellOfAnotherTable", path] as [AnyHashable]
    case .tooManyDeferredCalls(let maximum):
      return ["tooManyDeferredCalls", maximum] as [AnyHashable]
    case .callbacksTooDeep(let callback, let maximum):
      return ["callbacksTooDeep", callback, maximum] as [AnyHashable]
    case .viewTreeTooDeep(let place, let maximum):
      return ["viewTreeTooDeep", place, maximum] as [AnyHashable]
    case .invalidViewportHeight(let height):
      return ["invalidViewportHeight", height] as [AnyHashable]
    case .tooManyVisibleRows(let count, let maximum):
      return ["tooManyVisibleRows", count, maximum] as [AnyHashable]
    case .tooManyRowsToMeasure(let count, let maximum):
      return ["tooManyRowsToMeasure", count, maximum] as [AnyHashable]
    case .invalidGeometry(let reason): return ["invalidGeometry", reason] as [AnyHashable]
    case .invalidUpdate(let reason): return ["invalidUpdate", reason] as [AnyHashable]
    case .endUpdatesWithoutBeginUpdates: return ["endUpdatesWithoutBeginUpdates"] as [AnyHashable]
    case .beginUpdatesNotEnded(let count): return ["beginUpdatesNotEnded", count] as [AnyHashable]
    case .noAccessoryButton(let path): return ["noAccessoryButton", path] as [AnyHashable]
    case .noRefreshControl: return ["noRefreshControl"] as [AnyHashable]
    case .noRowOnScreen(let path, let size):
      return ["noRowOnScreen", path, size.width, size.height] as [AnyHashable]
    case .noSectionIndexTitle(let index, let count):
      return ["noSectionIndexTitle", index, count] as [AnyHashable]
    case .sectionIndexHidden(let rows, let minimum):
      return ["sectionIndexHidden", rows, minimum] as [AnyHashable]
    case .sectionForIndexTitleOutOfRange(let section, let index, let count):
      return ["sectionForIndexTitleOutOfRange", section, index, count] as [AnyHashable]
    case .noSwipeAction(let index, let revealed):
      return ["noSwipeAction", index, revealed] as [AnyHashable]
    case .notEditable(let path): return ["notEditable", path] as [AnyHashable]
    case .notMovable(let path): return ["notMovable", path] as [AnyHashable]
    case .swipeWhileEditing(let path): return ["swipeWhileEditing", path] as [AnyHashable]
    case .selectionNotAllowed(let path): return ["selectionNotAllowed", path] as [AnyHashable]
    case .selectionLimitReached(let path, let maximum):
      return ["selectionLimitReached", path, maximum] as [AnyHashable]
    case .selectionRuleViolated(let section, let selected, let maximum):
      return ["selectionRuleViolated", section, selected, maximum] as [AnyHashable]
    case .missingRequiredSelection(let sections):
      return ["missingRequiredSelection", sections] as [AnyHashable]
    case .dataSourceFailed, .callbackFailed, .batchUpdatesFailed:
      return nil
    }
  }
}
