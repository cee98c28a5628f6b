import DiffingTestSupport
import Foundation
import Testing

@testable import ListBinding

/// The height sequence against an array of heights: every query after every change.
@Suite("Height sequence: runs of heights with prefix sums")
struct HeightSequenceTests {
  func check(_ sequence: HeightSequence, _ model: [Double], _ context: Comment) {
    #expect(sequence.count == model.count, context)
    #expect(sequence.isBalanced, context)
    #expect(sequence.totalHeight == model.reduce(0, +), context)
    var sum = 0.0
    for (index, height) in model.enumerated() {
      #expect(sequence.offset(of: index) == sum, context)
      #expect(sequence.height(at: index) == height, context)
      if height > 0 {
        #expect(sequence.index(containing: sum) == index, context)
        #expect(sequence.index(containing: sum + height / 2) == index, context)
      }
      sum += height
    }
    #expect(sequence.offset(of: model.count) == sum, context)
    for start in stride(from: 0, through: model.count, by: 3) {
      for end in [start, min(model.count, start + 1), min(model.count, start + 7), model.count] {
        #expect(sequence.heights(in: start..<end) == Array(model[start..<end]), context)
      }
    }
    #expect(sequence.index(containing: sum) == model.count, context)
    #expect(sequence.index(containing: sum + 100) == model.count, context)
    let first = model.firstIndex { $0 > 0 } ?? model.count
    #expect(sequence.index(containing: -5) == first, context)
  }

  @Test("A run of equal heights answers without storing each item")
  func uniform() {
    let sequence = HeightSequence(repeating: 44, count: 1_000_000)
    #expect(sequence.count == 1_000_000)
    #expect(sequence.offset(of: 500_000) == 22_000_000)
    #expect(sequence.index(containing: 22_000_043.9) == 500_000)
    #expect(sequence.runs.count == 1)
  }

  @Test("Random splices, slices and heights agree with an array", arguments: [UInt64(3), 99])
  func randomized(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }
    var sequence = HeightSequence()
    var model: [Double] = []
    let heights: [Double] = [0, 0, 22, 44, 44, 44, 60.5, 100]
    for step in 0..<600 {
      let context = Comment(rawValue: "seed \(seed) step \(step)")
      switch below(4) {
      case 0:
        let at = below(model.count + 1)
        let count = below(6)
        let height = heights[below(heights.count)]
        sequence.replaceSubrange(at..<at, with: HeightSequence(repeating: height, count: count))
        model.insert(contentsOf: Array(repeating: height, count: count), at: at)
      case 1:
        guard !model.isEmpty else { continue }
        let start = below(model.count)
        let end = start + below(model.count - start + 1)
        sequence.replaceSubrange(start..<end, with: HeightSequence())
        model.removeSubrange(start..<end)
      case 2:
        guard !model.isEmpty else { continue }
        let index = below(model.count)
        let height = heights[below(heights.count)]
        let before = sequence
        sequence.setHeight(height, at: index)
        model[index] = height
        // The copy kept before the change still answers as before: nodes are never changed.
        #expect(before.count == model.count, context)
      default:
        let start = below(model.count + 1)
        let end = start + below(model.count - start + 1)
        let slice = sequence.slice(start..<end)
        check(slice, Array(model[start..<end]), context)
        var rebuilt = sequence.slice(0..<start)
        rebuilt.append(slice)
        rebuilt.append(sequence.slice(end..<model.count))
        #expect(rebuilt == sequence, context)
      }
      check(sequence, model, context)
    }
  }

  @Test("Appending one run at a time, as a layout does, keeps the tree balanced and shallow")
  func appendsStayShallow() {
    var sequence = HeightSequence()
    let runs = 20_000
    for index in 0..<runs {
      sequence.append(HeightSequence(repeating: Double(index % 2) + 20, count: 1 + index % 3))
    }
    #expect(sequence.runs.count == runs)
    #expect(sequence.isBalanced)
    // An AVL tree of r nodes has fewer than 1.45 log2(r + 2) levels.
    #expect(Double(sequence.levels) < 1.45 * log2(Double(runs + 2)))
    // The same edits build the same tree: nothing random.
    var again = HeightSequence()
    for index in 0..<runs {
      again.append(HeightSequence(repeating: Double(index % 2) + 20, count: 1 + index % 3))
    }
    #expect(again.levels == sequence.levels)
  }

  @Test("Many removals and insertions at once agree with an array, spliced or rebuilt")
  func edits() {
    var random = SplitMix64(seed: 7)
    func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }
    let heights: [Double] = [0, 30, 44, 44, 60]
    for round in 0..<300 {
      let context = Comment(rawValue: "round \(round)")
      let model = (0..<below(60)).map { _ in heights[below(heights.count)] }
      let sequence = HeightSequence(model)
      let removed = model.indices.filter { _ in below(3) == 0 }
      var kept = model.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
      var added: [(position: Int, height: Double)] = []
      for _ in 0..<below(kept.count + 30) / 2 {
        let position = below(kept.count + 1)
        let height = heights[below(heights.count)]
        kept.insert(height, at: position)
        added = added.map { $0.position >= position ? ($0.position + 1, $0.height) : $0 }
        added.append((position, height))
      }
      added.sort { $0.position < $1.position }
      check(sequence.edited(removing: removed, adding: added), kept, context)
    }
  }
}
