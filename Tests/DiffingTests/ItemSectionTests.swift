import Diffing
import Testing

@Suite("ItemSection")
struct ItemSectionTests {
  static let soups = ItemSection(section: "Soups", items: ["Onion", "Oyster"])

  @Test(
    "Item sections differ when their section, their items or the items' order differ",
    arguments: [
      ItemSection(section: "Desserts", items: ["Onion", "Oyster"]),
      ItemSection(section: "Soups", items: ["Oyster", "Onion"]),
      ItemSection(section: "Soups", items: ["Onion"]),
      ItemSection(section: "Soups", items: []),
    ])
  func differ(_ other: ItemSection<String, String>) {
    #expect(other != Self.soups)
    #expect(Set([other, Self.soups]).count == 2)
  }

  @Test("Equal item sections are equal and hash alike")
  func equal() {
    var copy = ItemSection(section: "Soups", items: ["Onion"])
    copy.items.append("Oyster")
    #expect(copy == Self.soups)
    #expect(copy.hashValue == Self.soups.hashValue)
    #expect(Set([copy, Self.soups]).count == 1)
  }

  @Test("The round trip gives the new sections themselves")
  func roundTrip() {
    let old = [Self.soups, ItemSection(section: "Desserts", items: ["Pie"])]
    let new = [
      ItemSection(section: "Desserts", items: ["Pie", "Oyster"]),
      ItemSection(section: "Mains", items: ["Onion"]),
    ]
    let changeset = SectionedChangeset(from: old, to: new)
    #expect(changeset.applied(to: old, using: new) == new)
    #expect(changeset.applied(to: [], using: new) == nil)
  }
}
