import Diffing
import Foundation
import Testing

@Suite("IndexPath")
struct IndexPathTests {
  @Test("UIKit's initializers put the section first")
  func rowAndSection() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1)
    #expect(path.row == 3)
    #expect(path == IndexPath(item: 3, section: 1))
    #expect(Array(path) == [1, 3])
    #expect(IndexPath(row: 3, section: 1) == IndexPath(indexes: [1, 3]))  // the doc's example
  }
}
