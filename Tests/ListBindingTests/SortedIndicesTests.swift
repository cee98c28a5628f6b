import Testing

@testable import ListBinding

@Suite("Sorted indices: shifting an index past touched ones")
struct SortedIndicesTests {
  @Test("The documented examples")
  func examples() {
    #expect(SortedIndices.index(ofRank: 0, skipping: [0, 2]) == 1)
    #expect(SortedIndices.index(ofRank: 1, skipping: [0, 2]) == 3)
    #expect(SortedIndices.index(ofRank: -1, skipping: [0, 2]) == -1)
  }

  @Test(
    "Rank and index are inverse for every untouched index",
    arguments: [[], [0], [1, 2, 5], [0, 3, 4, 9]])
  func inverse(skipped: [Int]) {
    let untouched = (0..<12).filter { !skipped.contains($0) }
    for (rank, index) in untouched.enumerated() {
      #expect(SortedIndices.index(ofRank: rank, skipping: skipped) == index)
      #expect(SortedIndices.rank(of: index, skipping: skipped) == rank)
    }
    #expect(SortedIndices.count(in: skipped, below: 5) == skipped.filter { $0 < 5 }.count)
  }
}
