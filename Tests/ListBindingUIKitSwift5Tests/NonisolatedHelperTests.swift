import Foundation
import ListBindingUIKit
import Testing

// The helpers of Screens/NonisolatedHelpers.swift, Swift 5 code with no isolation, compile
// (the point) and do what they say. Sources: SE-0337 (Objective-C declarations are imported
// as @preconcurrency, so UIKit's @MainActor gives Swift 5 code no diagnostic); UIKit's
// UITableViewDataSource and dequeueReusableCell(withIdentifier:) (optional result).

@MainActor
@Suite("Swift 5 mode: nonisolated code touching views, as UIKit allows")
struct NonisolatedHelperTests {
  @Test("A model adopting the data source in an extension serves its rows")
  func modelDataSource() {
    let list = ShoppingList()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = list
    refresh(table)
    #expect(table.numberOfRows(inSection: 0) == 2)
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let content = first?.contentConfiguration as? UIListContentConfiguration
    #expect(content?.text == "Eggs")
    #expect(first?.accessoryType == .checkmark)
    #expect(
      table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType
        == UITableViewCell.AccessoryType.none)
    list.items.append("Milk")
    refresh(table)
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test("A nonisolated function makes and sets up a label")
  func label() {
    let label = makeTitleLabel("Groceries")
    #expect(label.text == "Groceries")
    #expect(label.textAlignment == .center)
  }
}
