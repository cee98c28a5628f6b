import Foundation
import ListBinding
import Testing

/// The examples of the diffing types' doc comments, as written: what they print is captured by a
/// local `print` and compared with the comments that follow them.
@Suite("Doc comment examples: Changeset and SectionedChangeset")
struct DiffingDocExamplesTests {
  @Test("Changeset's overview")
  func overview() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let changeset = Changeset(from: ["a", "b", "c", "d"], to: ["b", "a", "d", "e"])
    print(changeset)  // deletions [2], insertions [3], moves [1 → 0]

    #expect(printed == ["deletions [2], insertions [3], moves [1 → 0]"])
  }

  @Test("init(from:to:), init(from:to:identifiedBy:) and init(from:to:identifiedBy:contentEquals:)")
  func construction() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let changeset = Changeset(from: ["a", "b", "c"], to: ["c", "a", "d"])
    print(changeset)  // deletions [1], insertions [2], moves [2 → 0]

    struct Dish: Equatable {
      let name: String
      let price: Int
    }
    let lunch = [Dish(name: "Soup", price: 5), Dish(name: "Salad", price: 7)]
    let dinner = [Dish(name: "Salad", price: 9), Dish(name: "Soup", price: 5)]
    print(Changeset(from: lunch, to: dinner, identifiedBy: \.name))
    // moves [1 → 0]

    print(Changeset(from: lunch, to: dinner, identifiedBy: \.name, contentEquals: ==))
    // moves [1 → 0], updates [1 → 0]

    #expect(
      printed == [
        "deletions [1], insertions [2], moves [2 → 0]", "moves [1 → 0]",
        "moves [1 → 0], updates [1 → 0]",
      ])
  }

  @Test("description")
  func description() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    print(Changeset(from: ["a", "b", "c"], to: ["c", "a", "d"]))
    // deletions [1], insertions [2], moves [2 → 0]
    print(Changeset(from: [1, 2], to: [1, 2]))
    // no changes

    #expect(printed == ["deletions [1], insertions [2], moves [2 → 0]", "no changes"])
  }

  @Test("applied(to:using:)")
  func applied() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let old = ["a", "b", "c"]
    let new = ["c", "a", "d"]
    print(Changeset(from: old, to: new).applied(to: old, using: new) == new)  // true

    #expect(printed == ["true"])
  }

  @Test("SectionedChangeset's overview")
  func sectionedOverview() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let old = [
      ItemSection(section: "A", items: ["a", "b"]),
      ItemSection(section: "B", items: ["c"]),
    ]
    let new = [
      ItemSection(section: "B", items: ["c", "a"]),
      ItemSection(section: "C", items: ["b"]),
    ]
    let changeset = SectionedChangeset(from: old, to: new)
    print(changeset)
    // 1. removals: delete sections [0]
    // 2. sections: insert sections [1]
    // 3. rows: insert rows [[0, 1]]

    #expect(
      printed == [
        """
        1. removals: delete sections [0]
        2. sections: insert sections [1]
        3. rows: insert rows [[0, 1]]
        """
      ])
  }

  @Test("SectionedChangeset.init(from:to:reloadingItems:reloadingSections:)")
  func staging() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let changeset = SectionedChangeset(
      from: [ItemSection(section: "soup", items: ["Onion", "Oyster"])],
      to: [ItemSection(section: "soup", items: ["Oyster", "Pumpkin"])])
    print(changeset)
    // 1. removals: delete rows [[0, 0]]
    // 2. rows: insert rows [[0, 1]]

    #expect(
      printed == [
        """
        1. removals: delete rows [[0, 0]]
        2. rows: insert rows [[0, 1]]
        """
      ])
  }

  @Test("SectionedChangeset's description")
  func sectionedDescription() {
    let changeset = SectionedChangeset(
      from: [
        ItemSection(section: "A", items: ["a", "b", "c"]), ItemSection(section: "B", items: ["d"]),
      ],
      to: [
        ItemSection(section: "A", items: ["b", "a"]), ItemSection(section: "B", items: ["x", "d"]),
      ])
    #expect(
      changeset.description == """
        1. removals: delete rows [[0, 2]]
        2. rows: insert rows [[1, 0]], move rows [[0, 1] → [0, 0]]
        """)
  }

  @Test("SectionedChangeset.Stage.applied(to:using:)")
  func stageApplied() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let old = [ItemSection(section: "A", items: ["a", "b"])]
    let new = [ItemSection(section: "A", items: ["b"]), ItemSection(section: "B", items: ["c"])]
    let changeset = SectionedChangeset(from: old, to: new)
    let removals = changeset.stages[0].applied(to: old, using: new)
    print(removals?.map(\.items) ?? [])  // [["b"]]

    #expect(printed == [#"[["b"]]"#])
  }

  @Test("ItemSection's overview")
  func itemSection() {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }

    let menu = [
      ItemSection(section: "Soups", items: ["Onion", "Oyster"]),
      ItemSection(section: "Desserts", items: ["Pie"]),
    ]
    print(menu.map(\.items.count))  // [2, 1]

    #expect(printed == ["[2, 1]"])
  }
}
