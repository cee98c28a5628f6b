import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Random settings and gestures on a stepper and a slider, against a model of the rules Apple's
// pages state (see UIValueControlsTests.swift): values pinned to the range, bounds that move
// the value, the stepper's NSInvalidArgumentException for bounds that cross and steps not above
// 0, wrapping, autorepeat, and valueChanged at each change or once at the end. The seed is in
// each failure's comment.

@MainActor
@Suite("UIStepper and UISlider against a model", .recordsUIKitExceptions)
struct UIValueControlsRandomTests {
  struct StepperModel {
    var value = 0.0, minimum = 0.0, maximum = 100.0, step = 1.0
    var wraps = false, autorepeat = true, isContinuous = true
    var changes = 0

    mutating func press(up: Bool, repeats: Int) {
      let start = value
      for _ in 0..<(1 + (autorepeat ? min(max(repeats, 0), 1_000) : 0)) {
        let before = value
        if up {
          value = value + step <= maximum ? value + step : wraps ? minimum : maximum
        } else {
          value = value - step >= minimum ? value - step : wraps ? maximum : minimum
        }
        if isContinuous, value != before { changes += 1 }
      }
      if !isContinuous, value != start { changes += 1 }
    }
  }

  @Test("A stepper agrees with the model after every step", arguments: [3, 11, 2026] as [UInt64])
  func stepper(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let stepper = UIStepper()
    var model = StepperModel()
    var changes = 0
    stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let numbers: [Double] = [-7, -2, -0.5, 0, 0.5, 1, 2, 3, 5, 10, .nan, .infinity, -.infinity]
    for step in 0..<400 {
      let number = numbers.randomElement(using: &random) ?? 0
      switch Int.random(in: 0..<9, using: &random) {
      case 0:
        if number < model.maximum {
          stepper.minimumValue = number
          model.minimum = number
          model.value = max(model.value, number)
        } else {
          expectUIKitException(.invalidArgumentException) { stepper.minimumValue = number }
        }
      case 1:
        if number > model.minimum {
          stepper.maximumValue = number
          model.maximum = number
          model.value = min(model.value, number)
        } else {
          expectUIKitException(.invalidArgumentException) { stepper.maximumValue = number }
        }
      case 2:
        if number > 0 {
          stepper.stepValue = number
          model.step = number
        } else {
          expectUIKitException(.invalidArgumentException) { stepper.stepValue = number }
        }
      case 3:
        stepper.value = number
        if !number.isNaN { model.value = min(max(number, model.minimum), model.maximum) }
      case 4:
        stepper.wraps.toggle()
        model.wraps.toggle()
      case 5:
        stepper.autorepeat.toggle()
        model.autorepeat.toggle()
      case 6:
        stepper.isContinuous.toggle()
        model.isContinuous.toggle()
      default:
        let up = Bool.random(using: &random)
        let repeats = Int.random(in: -1...4, using: &random)
        #expect(
          up
            ? stepper.simulateIncrement(repeats: repeats)
            : stepper.simulateDecrement(repeats: repeats))
        model.press(up: up, repeats: repeats)
      }
      let shown = (stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue)
      let expected = (model.value, model.minimum, model.maximum, model.step)
      #expect(shown == expected, "seed \(seed), step \(step)")
      #expect(changes == model.changes, "seed \(seed), step \(step)")
      #expect(stepper.value >= stepper.minimumValue && stepper.value <= stepper.maximumValue)
    }
  }

  @Test("A slider agrees with the model after every step", arguments: [5, 17, 99] as [UInt64])
  func slider(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let slider = UISlider()
    var (value, minimum, maximum): (Float, Float, Float) = (0, 0, 1)
    var isContinuous = true
    var changes = 0
    var expectedChanges = 0
    slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let numbers: [Float] = [-3, -1, 0, 0.25, 0.5, 1, 2, .nan, .infinity, -.infinity]
    for step in 0..<400 {
      let number = numbers.randomElement(using: &random) ?? 0
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        slider.minimumValue = number
        if !number.isNaN {
          minimum = number
          maximum = max(maximum, number)
          value = max(value, number)
        }
      case 1:
        slider.maximumValue = number
        if !number.isNaN {
          maximum = number
          minimum = min(minimum, number)
          value = min(value, number)
        }
      case 2:
        slider.setValue(number, animated: Bool.random(using: &random))
        if !number.isNaN { value = min(max(number, minimum), maximum) }
      case 3:
        slider.isContinuous.toggle()
        isContinuous.toggle()
      default:
        let points = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          numbers.randomElement(using: &random) ?? 0
        }
        #expect(slider.simulateDrag(through: points))
        let start = value
        for point in points where !point.isNaN {
          let before = value
          value = min(max(point, minimum), maximum)
          if isContinuous, value != before { expectedChanges += 1 }
        }
        if !isContinuous, value != start { expectedChanges += 1 }
      }
      let shown = (slider.value, slider.minimumValue, slider.maximumValue)
      #expect(shown == (value, minimum, maximum), "seed \(seed), step \(step)")
      #expect(changes == expectedChanges, "seed \(seed), step \(step)")
      #expect(drawnText(slider).count == 1, "seed \(seed), step \(step)")
    }
  }
}
