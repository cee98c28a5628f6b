import Foundation
import ListBinding
import ListBindingTesting
import ListBindingUIKit
import Testing

// Sources: Apple's pages of UISlider (value: "If you try to set a value that is below the
// minimum or above the maximum value, the minimum or maximum value is set instead";
// minimumValue and maximumValue move the value, and the other bound, with them; isContinuous),
// UIStepper (value "is clamped at its lower extreme to minimumValue and … upper extreme to
// maximumValue"; minimumValue and maximumValue raise NSInvalidArgumentException when not below
// and above each other, stepValue when not above 0; wraps; autorepeat; isContinuous),
// UIProgressView (progress: "values less than 0.0 and greater than 1.0 are pinned to those
// limits"), UIActivityIndicatorView (hidesWhenStopped: "the receiver sets its isHidden property
// … to true when receiver is not animating"), UIDatePicker (minimumDate: "If the minimum date
// value is greater than the maximum date value, both properties are ignored. The minimum and
// maximum dates are also ignored in the countdown-timer mode"; minuteInterval). Values that are
// not a number are ignored: *assumed* (Apple's pages say nothing of them).

@MainActor
func drawnText(_ view: UIView) -> [String] {
  view.renderedElements().compactMap { element in
    switch element {
    case .text(let text): return text
    case .styledText(let styled): return styled.text
    default: return nil
    }
  }
}

@MainActor
@Suite("UISlider", .recordsUIKitExceptions)
struct UISliderTests {
  @Test("The value is pinned to the range; bounds moved past it move it")
  func pinning() {
    let slider = UISlider()
    #expect((slider.minimumValue, slider.maximumValue, slider.value) == (0, 1, 0))
    slider.value = 2
    #expect(slider.value == 1)
    slider.setValue(-3, animated: true)
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.value = 8
    slider.maximumValue = 5
    #expect(slider.value == 5)
    slider.minimumValue = 7
    #expect((slider.minimumValue, slider.maximumValue, slider.value) == (7, 7, 7))
    slider.maximumValue = -1
    #expect((slider.minimumValue, slider.maximumValue, slider.value) == (-1, -1, -1))
  }

  @Test("Not a number is ignored; infinities pin and draw", arguments: [Float.nan, -.nan])
  func hostile(nan: Float) {
    let slider = UISlider()
    slider.value = 0.5
    slider.value = nan
    slider.minimumValue = nan
    slider.maximumValue = nan
    slider.setValue(nan, animated: false)
    #expect((slider.minimumValue, slider.maximumValue, slider.value) == (0, 1, 0.5))
    #expect(drawnText(slider) == ["[=====o-----]"])
    slider.value = .infinity
    #expect(slider.value == 1)
    slider.maximumValue = .infinity
    slider.minimumValue = -.infinity
    slider.value = .greatestFiniteMagnitude
    #expect(drawnText(slider) == ["[o----------]"])
    slider.value = -.infinity
    #expect(slider.value == -.infinity)
    #expect(slider.simulateDrag(through: []))
  }

  @Test("A continuous drag sends valueChanged at each change; otherwise once, at the end")
  func drag() {
    let slider = UISlider()
    var values: [Float] = []
    slider.addAction(
      UIAction { action in values.append((action.sender as? UISlider)?.value ?? -1) },
      for: .valueChanged)
    #expect(slider.simulateDrag(through: [0.25, 0.25, .nan, 0.75, 3]))
    #expect(values == [0.25, 0.75, 1])
    values = []
    slider.isContinuous = false
    slider.simulateDrag(through: [0.5, 0.2])
    #expect(values == [0.2])
    slider.simulateDrag(to: 0.2)
    #expect(values == [0.2])
    #expect(drawnText(slider) == ["[==o--------]"])
    slider.isEnabled = false
    #expect(!slider.simulateDrag(to: 1))
    #expect(slider.value == 0.2)
  }

  @Test("An action that sets the slider and drags it again ends consistent")
  func reentrant() {
    let slider = UISlider()
    var calls = 0
    slider.addAction(
      UIAction { action in
        calls += 1
        guard let slider = action.sender as? UISlider, calls < 3 else { return }
        slider.maximumValue = 0.5
        slider.simulateDrag(to: 0)
      }, for: .valueChanged)
    slider.simulateDrag(to: 0.9)
    #expect(calls == 2)
    #expect((slider.maximumValue, slider.value) == (0.5, 0))
  }
}

@MainActor
@Suite("UIStepper", .recordsUIKitExceptions)
struct UIStepperTests {
  @Test("Taps step within the range and hold at the ends; wraps goes on from the other end")
  func stepping() {
    let stepper = UIStepper()
    #expect((stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (0, 100, 1))
    #expect(stepper.autorepeat && stepper.isContinuous && !stepper.wraps)
    var values: [Double] = []
    stepper.addAction(
      UIAction { action in values.append((action.sender as? UIStepper)?.value ?? -1) },
      for: .valueChanged)
    stepper.maximumValue = 3
    stepper.simulateIncrement()
    stepper.simulateIncrement(repeats: 5)
    #expect(values == [1, 2, 3])
    stepper.simulateDecrement(repeats: 1)
    #expect(stepper.value == 1)
    stepper.wraps = true
    stepper.stepValue = 2
    stepper.simulateDecrement()
    #expect(stepper.value == 3)
    stepper.simulateIncrement()
    #expect(stepper.value == 0)
    #expect(drawnText(stepper) == ["[-|+]"])
  }

  @Test("Without autorepeat a hold is one step; not continuous, one valueChanged at the end")
  func holding() {
    let stepper = UIStepper()
    var changes = 0
    stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    stepper.autorepeat = false
    stepper.simulateIncrement(repeats: 10)
    #expect((stepper.value, changes) == (1, 1))
    stepper.autorepeat = true
    stepper.isContinuous = false
    stepper.simulateIncrement(repeats: 10)
    #expect((stepper.value, changes) == (12, 2))
    stepper.simulateIncrement(repeats: Int.max)
    #expect((stepper.value, changes) == (100, 3))
    stepper.simulateIncrement(repeats: -5)
    #expect((stepper.value, changes) == (100, 3))
  }

  @Test("Bounds that cross and steps not above 0 raise NSInvalidArgumentException, change nothing")
  func invalidBounds() {
    let stepper = UIStepper()
    stepper.value = 50
    let tooHigh: [Double] = [100, 200, .nan, .infinity]
    let tooLow: [Double] = [0, -1, .nan, -.infinity]
    for bad in tooHigh {
      expectUIKitException(.invalidArgumentException) { stepper.minimumValue = bad }
    }
    for bad in tooLow {
      expectUIKitException(.invalidArgumentException) { stepper.maximumValue = bad }
    }
    for bad in tooLow {
      expectUIKitException(.invalidArgumentException) { stepper.stepValue = bad }
    }
    #expect((stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (0, 100, 1))
    #expect(stepper.value == 50)
    stepper.value = .nan
    stepper.value = 1e300
    #expect(stepper.value == 100)
    stepper.maximumValue = 10
    #expect(stepper.value == 10)
    stepper.minimumValue = -.infinity
    stepper.stepValue = .greatestFiniteMagnitude
    stepper.simulateDecrement()
    #expect(stepper.value == -.greatestFiniteMagnitude)
  }

  @Test("An action that changes the bounds and taps again ends consistent")
  func reentrant() {
    let stepper = UIStepper()
    var calls = 0
    stepper.addAction(
      UIAction { action in
        calls += 1
        guard let stepper = action.sender as? UIStepper, calls < 4 else { return }
        stepper.maximumValue = max(stepper.value, 1)
        stepper.simulateIncrement(repeats: 3)
        stepper.simulateDecrement()
      }, for: .valueChanged)
    stepper.simulateIncrement()
    #expect(stepper.maximumValue == 1)
    #expect(stepper.value >= stepper.minimumValue && stepper.value <= stepper.maximumValue)
    #expect(calls >= 4)
  }
}

@MainActor
@Suite("UIProgressView and UIActivityIndicatorView", .recordsUIKitExceptions)
struct IndicatorTests {
  @Test("Progress is pinned from 0 to 1 and drawn as a bar; not a number is ignored")
  func progress() {
    let bar = UIProgressView(progressViewStyle: .bar)
    #expect(bar.progressViewStyle == .bar)
    #expect(drawnText(bar) == ["[----------]"])
    bar.setProgress(0.4, animated: true)
    #expect(drawnText(bar) == ["[####------]"])
    bar.progress = 7
    #expect(bar.progress == 1)
    bar.progress = .nan
    #expect(bar.progress == 1)
    bar.progress = -.infinity
    #expect(bar.progress == 0)
    bar.progress = .infinity
    #expect(drawnText(bar) == ["[##########]"])
  }

  @Test("A spinner is hidden until it starts, and hides again when it stops")
  func spinner() {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(spinner.isHidden && !spinner.isAnimating)
    #expect(drawnText(spinner).isEmpty)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    #expect(drawnText(spinner) == ["[spinning]"])
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    #expect(drawnText(spinner) == ["[stopped]"])
    spinner.stopAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
    #expect(UIActivityIndicatorView().style == .medium)
  }
}

@MainActor
@Suite("UIDatePicker", .recordsUIKitExceptions)
struct UIDatePickerTests {
  static let noon = Date(timeIntervalSince1970: 1_796_212_800)  // 2026-12-02 12:00 UTC

  func picker(_ mode: UIDatePicker.Mode = .dateAndTime) -> UIDatePicker {
    let picker = UIDatePicker()
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.datePickerMode = mode
    picker.date = Self.noon
    return picker
  }

  @Test("Drawn as ISO 8601 text for its mode, in its time zone; the style follows the mode")
  func drawing() {
    let picker = picker()
    #expect(drawnText(picker) == ["[2026-12-02 12:00]"])
    picker.datePickerMode = .date
    #expect(drawnText(picker) == ["[2026-12-02]"])
    picker.timeZone = TimeZone(secondsFromGMT: -13 * 3600)
    picker.datePickerMode = .time
    #expect(drawnText(picker) == ["[23:00]"])
    #expect(picker.datePickerStyle == .compact)
    picker.preferredDatePickerStyle = .inline
    #expect(picker.datePickerStyle == .inline)
    picker.datePickerMode = .countDownTimer
    picker.countDownDuration = 5400
    #expect(picker.datePickerStyle == .wheels)
    #expect(drawnText(picker) == ["[1 h 30 min]"])
  }

  @Test("The date reads within the minimum and maximum, unless they cross or it counts down")
  func range() {
    let picker = picker()
    picker.minimumDate = Self.noon.addingTimeInterval(3600)
    #expect(picker.date == Self.noon.addingTimeInterval(3600))
    picker.maximumDate = Self.noon.addingTimeInterval(-3600)
    #expect(picker.date == Self.noon)
    picker.maximumDate = Self.noon.addingTimeInterval(7200)
    picker.setDate(Self.noon.addingTimeInterval(86_400), animated: true)
    #expect(picker.date == Self.noon.addingTimeInterval(7200))
    picker.datePickerMode = .countDownTimer
    #expect(picker.date == Self.noon.addingTimeInterval(86_400))
  }

  @Test("A pick is pinned, sends valueChanged when the date changes, and not otherwise")
  func pick() {
    let picker = picker()
    picker.maximumDate = Self.noon
    var dates: [Date] = []
    picker.addAction(
      UIAction { action in dates.append((action.sender as? UIDatePicker)?.date ?? .distantPast) },
      for: .valueChanged)
    #expect(picker.simulatePick(Self.noon.addingTimeInterval(-60)))
    #expect(picker.simulatePick(.distantFuture))
    #expect(picker.simulatePick(Self.noon))
    #expect(dates == [Self.noon.addingTimeInterval(-60), Self.noon])
    #expect(!picker.simulatePick(countDownDuration: 60))
    picker.datePickerMode = .countDownTimer
    #expect(!picker.simulatePick(Self.noon))
    #expect(picker.simulatePick(countDownDuration: 1e12))
    #expect(picker.countDownDuration == 86_340)
    #expect(!picker.simulatePick(countDownDuration: .nan))
    #expect(dates.count == 3)
  }

  @Test("Dates and durations that are not finite are ignored; minuteInterval must divide 60")
  func hostile() {
    let picker = picker()
    let infinite = Date(timeIntervalSinceReferenceDate: .infinity)
    let notANumber = Date(timeIntervalSinceReferenceDate: .nan)
    picker.date = infinite
    picker.date = notANumber
    picker.minimumDate = notANumber
    picker.maximumDate = infinite
    #expect(picker.date == Self.noon)
    #expect(picker.minimumDate == nil && picker.maximumDate == nil)
    #expect(!picker.simulatePick(notANumber))
    picker.date = .distantFuture
    #expect(drawnText(picker).count == 1)
    picker.date = .distantPast
    #expect(drawnText(picker).count == 1)
    picker.countDownDuration = -5
    #expect(picker.countDownDuration == 0)
    picker.countDownDuration = .nan
    #expect(picker.countDownDuration == 0)
    for (interval, kept) in [(15, 15), (7, 1), (0, 1), (-30, 1), (60, 1), (30, 30), (Int.max, 1)] {
      picker.minuteInterval = interval
      #expect(picker.minuteInterval == kept)
    }
  }
}
