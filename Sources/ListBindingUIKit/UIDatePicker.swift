import Foundation
import ListBinding

/// The look of a date picker, as UIKit's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Hashable, Sendable {
  /// The system's choice for the mode: `.compact`, or `.wheels` for a countdown timer.
  case automatic
  /// Spinning wheels.
  case wheels
  /// A button that opens the picker.
  case compact
  /// The whole calendar (or clock) in place.
  case inline
}

/// A control for picking a date, a time, both, or a countdown, as UIKit's `UIDatePicker`.
///
/// ``date`` reads within ``minimumDate`` and ``maximumDate`` (both ignored when the minimum is
/// later than the maximum, or in `.countDownTimer` mode, as Apple's page says); a date that is
/// not finite is ignored (*assumed*). A user's pick (ListBindingTesting's `simulatePick(_:)`)
/// sets the date, pinned to that range, and sends `.valueChanged`; setting ``date`` sends
/// nothing. Drawn in brackets as ISO 8601 text in the picker's time zone whatever its style:
/// `[2026-12-02]` for `.date`, `[14:40]` for `.time`, `[2026-12-02 14:40]` for
/// `.dateAndTime`, `[1 h 30 min]` for `.countDownTimer`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What a date picker picks, as `UIDatePicker.Mode`.
  public enum Mode: Int, Hashable, Sendable {
    /// A time of day.
    case time
    /// A calendar date.
    case date
    /// A date and a time, the default.
    case dateAndTime
    /// Hours and minutes of a countdown.
    case countDownTimer
  }

  private var storedDate = Date()
  private var storedMinimum: Date?
  private var storedMaximum: Date?
  private var storedMinuteInterval = 1
  private var storedCountDown: TimeInterval = 0

  /// What the picker picks, as `datePickerMode`. Default: `.dateAndTime`.
  open var datePickerMode = Mode.dateAndTime

  /// The style asked for, as `preferredDatePickerStyle`. Default: `.automatic`. Every style
  /// draws alike.
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic

  /// The locale of the picker's text, as `UIDatePicker.locale`; `nil` for the user's. Recorded:
  /// the text renderer draws ISO 8601.
  open var locale: Locale?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit's type.)
  /// The calendar of the picker's wheels and text, as `UIDatePicker.calendar`; the user's
  /// (`Calendar.current`) by default. Recorded: the text renderer draws Gregorian ISO 8601.
  open var calendar: Calendar! = Calendar.current

  /// The time zone the picker shows dates in, as `UIDatePicker.timeZone`; `nil` for the
  /// current one.
  open var timeZone: TimeZone?

  /// Creates a picker of the current date and time, as `UIDatePicker(frame:)`.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Fails: ListBindingUIKit has no storyboards to decode a view from.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { return nil }

  /// The style the picker shows, as `datePickerStyle`: the preferred one, with `.automatic`
  /// as `.compact`, and `.wheels` for a countdown timer, which has no other.
  ///
  /// - Complexity: O(1).
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer { return .wheels }
    return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }

  /// The range dates are pinned to, or `nil` when there is none in effect.
  private var range: (lower: Date?, upper: Date?)? {
    guard datePickerMode != .countDownTimer else { return nil }
    if let lower = storedMinimum, let upper = storedMaximum, lower > upper { return nil }
    return (storedMinimum, storedMaximum)
  }

  /// `date` pinned to the range in effect.
  private func pinned(_ date: Date) -> Date {
    guard let range else { return date }
    var pinned = date
    if let lower = range.lower, pinned < lower { pinned = lower }
    if let upper = range.upper, pinned > upper { pinned = upper }
    return pinned
  }

  /// The date shown, as `UIDatePicker.date`: the date set, pinned to ``minimumDate`` and
  /// ``maximumDate`` when they are in effect. Default: the date and time the picker was made.
  ///
  /// - Complexity: O(1).
  open var date: Date {
    get { pinned(storedDate) }
    set {
      guard newValue.timeIntervalSinceReferenceDate.isFinite else { return }
      storedDate = newValue
    }
  }

  /// Sets ``date``, as `setDate(_:animated:)`; sends nothing.
  ///
  /// - Parameters:
  ///   - date: The new date.
  ///   - animated: Ignored: nothing is animated.
  /// - Complexity: O(1).
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// The earliest date the picker shows, as `minimumDate`; `nil` (the default) for none. A
  /// date that is not finite is ignored (*assumed*).
  ///
  /// - Complexity: O(1).
  open var minimumDate: Date? {
    get { storedMinimum }
    set {
      guard newValue?.timeIntervalSinceReferenceDate.isFinite ?? true else { return }
      storedMinimum = newValue
    }
  }

  /// The latest date the picker shows, as `maximumDate`; `nil` (the default) for none. A date
  /// that is not finite is ignored (*assumed*).
  ///
  /// - Complexity: O(1).
  open var maximumDate: Date? {
    get { storedMaximum }
    set {
      guard newValue?.timeIntervalSinceReferenceDate.isFinite ?? true else { return }
      storedMaximum = newValue
    }
  }

  /// The step of the minutes wheel, as `minuteInterval`: from 1 to 30 and dividing 60, else 1
  /// (Apple: "if it is not, the default value is used"). Recorded: the text renderer shows the
  /// date as set.
  ///
  /// - Complexity: O(1).
  open var minuteInterval: Int {
    get { storedMinuteInterval }
    set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
  }

  /// The seconds of a countdown timer, as `countDownDuration`: pinned from 0 to 23 h 59 min
  /// (86,340 s); one that is not a number is ignored (*assumed*). Default: 0.
  ///
  /// - Complexity: O(1).
  open var countDownDuration: TimeInterval {
    get { storedCountDown }
    set {
      guard !newValue.isNaN else { return }
      storedCountDown = min(max(newValue, 0), 86_340)
    }
  }

  /// A user's pick of `date`, pinned to the range in effect: ListBindingTesting's
  /// `simulatePick(_:)`. A countdown timer's pick sets ``countDownDuration`` to the seconds of
  /// `duration` instead.
  ///
  /// - Returns: Whether the pick reached the picker.
  package func performPick(date: Date?, duration: TimeInterval?) -> Bool {
    guard isEnabled, isReachableByTouch else { return false }
    if let duration {
      guard datePickerMode == .countDownTimer, !duration.isNaN else { return false }
      let before = countDownDuration
      countDownDuration = duration
      if countDownDuration != before { sendActions(for: .valueChanged) }
    } else if let date {
      guard datePickerMode != .countDownTimer, date.timeIntervalSinceReferenceDate.isFinite
      else { return false }
      let before = self.date
      storedDate = pinned(date)
      if self.date != before { sendActions(for: .valueChanged) }
    }
    return true
  }

  /// The picker as one text element: its date (or countdown) as ISO 8601 text in brackets.
  ///
  /// - Complexity: O(*v*), where *v* is the number of views in the subtree.
  open override func renderedElements() -> [RenderedElement] {
    guard isDrawn else { return [] }
    return [.text("[" + drawnValue + "]")] + super.renderedElements()
  }

  /// The date or countdown as the text renderer draws it.
  private var drawnValue: String {
    if datePickerMode == .countDownTimer {
      let minutes = Int(storedCountDown / 60)
      return "\(minutes / 60) h \(minutes % 60) min"
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone ?? .current
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func padded(_ number: Int?, _ width: Int) -> String {
      let digits = String(number ?? 0)
      return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
    let day = padded(parts.year, 4) + "-" + padded(parts.month, 2) + "-" + padded(parts.day, 2)
    let time = padded(parts.hour, 2) + ":" + padded(parts.minute, 2)
    switch datePickerMode {
    case .date: return day
    case .time: return time
    case .dateAndTime, .countDownTimer: return day + " " + time
    }
  }
}
